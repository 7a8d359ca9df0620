import Foundation
import ReelGeometry

/// The Telegram March 2019 chart contest's `chart_data.json`: an array of
/// charts, each with `columns` (arrays whose first element is a label, `"x"`
/// or a series id, followed by values), `types` (label -> `"x"` | `"line"`),
/// `names` and `colors` (`#RRGGBB`). x values are UNIX milliseconds; they
/// come out in seconds.
///
/// Every problem is one line naming the chart, the column and the value's
/// index (counted from 0 after the label), at the value's line and column.
enum TelegramData {
    /// Chart `index` of the file at `url`.
    static func load(_ url: URL, displayName: String, chart index: Int) throws -> [SeriesData] {
        try series(in: SourceText(name: displayName, bytes: try DataFile.bytes(url, displayName: displayName)), chart: index)
    }

    /// Chart `index` of a contest file's text; `source.name` starts the
    /// messages about the file as a whole.
    static func series(in source: SourceText, chart index: Int) throws -> [SeriesData] {
        let displayName = source.name
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            throw DataError(message: "\(error.location): malformed JSON: \(error.message)")
        }
        let file = ValueContext(value: root, path: "", source: source)
        guard case .array(let charts) = root.kind else {
            throw DataError(message: "\(displayName): expected an array of charts (the contest's chart_data.json), found \(root.summary)")
        }
        guard charts.indices.contains(index) else {
            let have = charts.isEmpty ? "no charts" : "\(charts.count) chart\(charts.count == 1 ? "" : "s") (0 to \(charts.count - 1))"
            throw DataError(message: "\(displayName) has \(have); chart \(index) is not one of them")
        }
        do {
            return try series(of: try file.array()[index], name: "chart \(index)")
        } catch let error as SceneError {
            throw DataError(message: error.description)
        }
    }

    /// One chart object in the contest's format; `name` ("chart 2") starts
    /// every message about it.
    static func series(of chart: ValueContext, name: String) throws -> [SeriesData] {
        guard case .object = chart.value.kind else {
            throw chart.error("\(name): expected a chart object with \"columns\" and \"types\", found \(chart.value.summary)")
        }
        var object = try chart.object()
        guard let columnsContext = object.member("columns") else {
            throw chart.error("\(name): missing \"columns\" (its columns: [\"x\", ms...], [\"y0\", values...])")
        }
        guard let typesContext = object.member("types") else {
            throw chart.error("\(name): missing \"types\" (each column's type: {\"x\": \"x\", \"y0\": \"line\"})")
        }
        let names = try labels(object.member("names"), chart: name)
        let colors = try labels(object.member("colors"), chart: name)
        try object.finish()
        let types = try labels(typesContext, chart: name)
        guard case .array = columnsContext.value.kind else {
            throw columnsContext.error("\(name): \"columns\" must be an array of columns, found \(columnsContext.value.summary)")
        }
        let columns = try columnsContext.array().enumerated().map { try Column($1, position: $0, chart: name) }
        guard !columns.isEmpty else { throw columnsContext.error("\(name) is empty: it has no columns") }
        for (k, column) in columns.enumerated() where columns[..<k].contains(where: { $0.label == column.label }) {
            throw column.context.error("\(name): two columns are labelled \"\(column.label)\"; labels must be unique")
        }
        for (label, entry) in types where !columns.contains(where: { $0.label == label }) {
            throw entry.error("\(name): \"types\" gives \"\(label)\" a type but there is no column \"\(label)\"")
        }
        var x: Column?
        var lines: [Column] = []
        for column in columns {
            guard let typeContext = types.first(where: { $0.key == column.label })?.value else {
                throw column.context.error("\(name), column \"\(column.label)\": no type in \"types\"; give it \"x\" or \"line\"")
            }
            switch try typeContext.string() {
            case "x":
                if let x { throw column.context.error("\(name): two x columns, \"\(x.label)\" and \"\(column.label)\"") }
                x = column
            case "line": lines.append(column)
            case let other:
                throw typeContext.error("\(name), column \"\(column.label)\": type \"\(other)\" is not supported; expected x or line")
            }
        }
        guard let x else { throw columnsContext.error("\(name): no column of type \"x\" (the UNIX times in milliseconds)") }
        let times = try x.times(chart: name)
        guard !lines.isEmpty else { throw columnsContext.error("\(name) is empty: it has no line columns") }
        return try lines.map { line in
            let values = try line.values(chart: name)
            guard values.count == times.count else {
                throw line.context.error("\(name), column \"\(line.label)\" has \(values.count) values but x has \(times.count)")
            }
            let title = try names.first { $0.key == line.label }.map { try text($0.value, chart: name, what: "name of \"\(line.label)\"") } ?? line.label
            let color = try colors.first { $0.key == line.label }.map { try hexColor($0.value, chart: name, label: line.label) }
            return SeriesData(id: line.label, name: title, x: times, y: values, color: color, xIsDate: true)
        }
    }

    /// The members of a `types`, `names` or `colors` object, by label.
    private static func labels(_ context: ValueContext?, chart: String) throws -> [(key: String, value: ValueContext)] {
        guard let context else { return [] }
        guard case .object(let members) = context.value.kind else {
            throw context.error("\(chart): expected an object of label -> value, found \(context.value.summary)")
        }
        return members.map { ($0.key, ValueContext(value: $0.value, path: "\(context.path).\($0.key)", source: context.source)) }
    }

    private static func text(_ context: ValueContext, chart: String, what: String) throws -> String {
        guard case .string(let value) = context.value.kind else {
            throw context.error("\(chart), \(what): expected a string, found \(context.value.summary)")
        }
        return value
    }

    /// Only the contest's `#RRGGBB` (or `#RGB`): a colour name is not hex.
    private static func hexColor(_ context: ValueContext, chart: String, label: String) throws -> Color {
        guard case .string(let text) = context.value.kind, text.hasPrefix("#"), [4, 7].contains(text.count),
              let color = Color(parsing: text) else {
            throw context.error("\(chart), colour of \"\(label)\": \(context.value.summary) is not a hex colour; expected #RRGGBB")
        }
        return color
    }
}

/// One column: its label and the values after it, with their places.
private struct Column {
    let label: String
    let context: ValueContext
    let items: ArraySlice<ValueContext>

    init(_ context: ValueContext, position: Int, chart: String) throws {
        guard case .array = context.value.kind else {
            throw context.error("\(chart), column \(position): expected an array [label, values...], found \(context.value.summary)")
        }
        let all = try context.array()
        guard let first = all.first, case .string(let label) = first.value.kind else {
            throw context.error("\(chart), column \(position): the first element must be its label (\"x\", \"y0\", ...)")
        }
        self.label = label
        self.context = context
        items = all.dropFirst()
    }

    /// Where value `k` (0-based after the label) is, for messages.
    private func place(_ k: Int, _ chart: String) -> String { "\(chart), column \"\(label)\", value \(k)" }

    /// Line values; `null` is a gap.
    func values(chart: String) throws -> [Double?] {
        try items.enumerated().map { k, item in
            switch item.value.kind {
            case .null: return nil
            case .number(let n) where Limits.data.contains(n): return n
            case .number: throw item.error("\(place(k, chart)): \(item.value.summary) is out of range; values go from -1e300 to 1e300")
            default: throw item.error("\(place(k, chart)): expected a number, found \(item.value.summary)")
            }
        }
    }

    /// x values in seconds, strictly increasing.
    func times(chart: String) throws -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(items.count)
        var previous: Double?
        for (k, item) in items.enumerated() {
            guard case .number(let ms) = item.value.kind, Limits.time.contains(ms / 1000) else {
                throw item.error("\(place(k, chart)): expected a UNIX time in milliseconds, found \(item.value.summary)")
            }
            if let previous, ms <= previous {
                throw item.error("\(place(k, chart)): \(item.value.summary) is not after value \(k - 1) (\(NumberText.format(previous))); x must increase")
            }
            previous = ms
            result.append(ms / 1000)
        }
        guard !result.isEmpty else { throw context.error("\(chart) is empty: column \"\(label)\" has no values") }
        return result
    }
}
