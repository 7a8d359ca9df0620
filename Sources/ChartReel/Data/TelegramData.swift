import Foundation
import ReelGeometry

/// Series from the Telegram March 2019 chart contest's `chart_data.json`: an
/// array of charts, each with `columns` (arrays whose first element is a label,
/// "x" or a series id), `types` (label -> "x" | "line"), `names` and `colors`.
/// x values are UNIX milliseconds.
enum TelegramData {
    static func load(_ url: URL, displayName: String, chart index: Int) throws -> [SeriesData] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DataError(message: "cannot read \(displayName): no such file")
        }
        let source = SourceText(name: displayName, bytes: [UInt8](data))
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            throw DataError(message: "\(error.location): malformed JSON: \(error.message)")
        }
        let charts = try ValueContext(value: root, path: "", source: source).array()
        guard charts.indices.contains(index) else {
            throw DataError(message: "\(displayName) has \(charts.count) charts (0 to \(charts.count - 1)); chart \(index) is not one of them")
        }
        return try series(of: charts[index])
    }

    private static func series(of chart: ValueContext) throws -> [SeriesData] {
        var object = try chart.object()
        let columns = try object.required("columns", "the chart's columns").array()
        let types = try object.required("types", "label -> x or line").object()
        var names = try object.member("names")?.object()
        var colors = try object.member("colors")?.object()
        var x: [Double]?
        var lines: [(id: String, values: [Double?], context: ValueContext)] = []
        for column in columns {
            let items = try column.array()
            guard let label = try items.first?.string() else { throw column.error("a column starts with its label") }
            var typeReader = types
            let type = try typeReader.required(label, "the type of column \(label)").string()
            let values: [Double?] = try items.dropFirst().map { item in
                if case .null = item.value.kind { return nil }
                return try item.number()
            }
            switch type {
            case "x": x = values.map { ($0 ?? 0) / 1000 }
            case "line": lines.append((label, values, column))
            default: throw column.error("type \"\(type)\" of \(label) is not supported; expected x or line")
            }
        }
        guard let x else { throw chart.error("no column of type x") }
        return try lines.map { line in
            guard line.values.count == x.count else {
                throw line.context.error("\(line.id) has \(line.values.count) values but x has \(x.count)")
            }
            let name = try names?.member(line.id)?.string() ?? line.id
            let color = try colors?.member(line.id)?.color()
            return SeriesData(id: line.id, name: name, x: x, y: line.values, color: color, xIsDate: true)
        }
    }
}
