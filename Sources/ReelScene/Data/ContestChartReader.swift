import Foundation
import ReelGeometry

/// Reads one contest chart object (from either file shape) into series and flags.
enum ContestChartReader {
    /// The chart object `chart`; `name` ("chart 2", "the chart") starts
    /// every message about it, `origin` names the file.
    static func data(of chart: ValueContext, name: String, origin: String) throws -> SourcedData {
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
        let flags = ChartFlags(yScaled: try flag("y_scaled", &object, name), stacked: try flag("stacked", &object, name),
                               percentage: try flag("percentage", &object, name))
        try object.finish()
        let (x, series) = try typedColumns(columnsContext, types: try labels(typesContext, chart: name), chart: name)
        let times = try x.times(chart: name)
        return SourcedData(series: try series.map { column, kind in
            let values = try column.values(chart: name)
            guard values.count == times.count else {
                throw column.context.error("\(name), column \"\(column.label)\" has \(values.count) values but x has \(times.count)")
            }
            let title = try names.first { $0.key == column.label }.map { try text($0.value, chart: name, what: "name of \"\(column.label)\"") } ?? column.label
            let color = try colors.first { $0.key == column.label }.map { try hexColor($0.value, chart: name, label: column.label) }
            return SeriesData(id: column.label, name: title, x: times, y: values, color: color, xIsDate: true, kind: kind)
        }, flags: flags, origin: origin)
    }

    /// The x column and the series columns with their types.
    private static func typedColumns(_ columnsContext: ValueContext, types: [(key: String, value: ValueContext)],
                                     chart name: String) throws -> (ContestColumn, [(ContestColumn, SeriesKind)]) {
        guard case .array = columnsContext.value.kind else {
            throw columnsContext.error("\(name): \"columns\" must be an array of columns, found \(columnsContext.value.summary)")
        }
        let columns = try columnsContext.array().enumerated().map { try ContestColumn($1, position: $0, chart: name) }
        guard !columns.isEmpty else { throw columnsContext.error("\(name) is empty: it has no columns") }
        for (k, column) in columns.enumerated() where columns[..<k].contains(where: { $0.label == column.label }) {
            throw column.context.error("\(name): two columns are labelled \"\(column.label)\"; labels must be unique")
        }
        for (label, entry) in types where !columns.contains(where: { $0.label == label }) {
            throw entry.error("\(name): \"types\" gives \"\(label)\" a type but there is no column \"\(label)\"")
        }
        var x: ContestColumn?
        var series: [(ContestColumn, SeriesKind)] = []
        let allowed = (["x"] + SeriesKind.allCases.map(\.rawValue)).joined(separator: ", ")
        for column in columns {
            guard let typeContext = types.first(where: { $0.key == column.label })?.value else {
                throw column.context.error("\(name), column \"\(column.label)\": no type in \"types\"; give it one of \(allowed)")
            }
            let type = try typeContext.string()
            if type == "x" {
                if let x { throw column.context.error("\(name): two x columns, \"\(x.label)\" and \"\(column.label)\"") }
                x = column
            } else if let kind = SeriesKind(rawValue: type) {
                series.append((column, kind))
            } else {
                throw typeContext.error("\(name), column \"\(column.label)\": type \"\(type)\" is not supported; expected \(allowed)")
            }
        }
        guard let x else { throw columnsContext.error("\(name): no column of type \"x\" (the UNIX times in milliseconds)") }
        guard !series.isEmpty else { throw columnsContext.error("\(name) is empty: it has no line, bar or area columns") }
        return (x, series)
    }

    /// A chart flag: `true` or `false`, absent meaning false.
    private static func flag(_ key: String, _ object: inout ObjectReader, _ chart: String) throws -> Bool {
        guard let context = object.member(key) else { return false }
        guard case .bool(let value) = context.value.kind else {
            throw context.error("\(chart), \"\(key)\": expected true or false, found \(context.value.summary)")
        }
        return value
    }

    /// The members of a `types`, `names` or `colors` object, by label.
    private static func labels(_ context: ValueContext?, chart: String) throws -> [(key: String, value: ValueContext)] {
        guard let context else { return [] }
        guard case .object(let members) = context.value.kind else {
            throw context.error("\(chart): expected an object of label -> value, found \(context.value.summary)")
        }
        return members.map { ($0.key, ValueContext(value: $0.value, path: "\(context.path).\($0.key)", source: context.source, session: context.session)) }
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
