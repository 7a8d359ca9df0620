import Foundation
import ReelCharts

/// Data named on the command line (`--data FILE`, `--chart N`) that replaces
/// what a scene's chart reads, so one scene renders any file.
package struct DataOverride: Sendable, Hashable {
    /// A data file of any format (CSV, TSV, a contest file, a JSON array
    /// of records: told from the content), relative to the working
    /// directory, or `-` for standard input.
    package var file: String?
    /// Which chart of a contest file.
    package var chart: Int?

    /// The largest `chart` index accepted.
    package static let maximumChart = DataSource.maximumChartIndex

    package init(file: String? = nil, chart: Int? = nil) {
        self.file = file
        self.chart = chart
    }
}

/// A chart's `data`: a file, `{ "file": "visits.json", "x": "date", "y":
/// ["users"] }` (CSV, TSV, a contest file or a JSON array of records, told
/// from the content), `{ "csv": "file.csv" }` or `{ "telegram":
/// "chart_data.json", "chart": 0 }` (those two insist on their format), paths
/// relative to the scene; records written inline (`{ "records": [{"date":
/// "2024-03-01", "users": 120}, ...], "x": "date" }`, read as a file of
/// records is, their errors placed in the scene); or one contest chart
/// written inline (`{ "columns": [...], "types": {...}, ... }`).
enum DataSource {
    static let maximumChartIndex = 100_000

    /// The keys naming the file, and the format each insists on.
    private static let fileKeys: [(key: String, expected: DataReader.Expected)] =
        [("file", .any), ("csv", .delimited), ("telegram", .contest)]

    /// The series `context` names, with `override` applied; nil when there
    /// is neither. Files are read in `session`'s decode.
    static func load(_ context: ValueContext?, override: DataOverride?, session: DecodingSession) throws -> SourcedData? {
        if let file = override?.file {
            let pick: ChartPick = if let chart = override?.chart { .index(chart, asked: "--chart \(chart)") }
                else { try sceneChartIndex(context).map { .fallback($0) } ?? .unnamed }
            var fields = (try? sceneFields(context)) ?? DataFields()
            fields.fallBack = true
            return try loadOverride(file, request: DataReader.Request(fields: fields, pick: pick), session: session)
        }
        guard let context else {
            if override?.chart != nil {
                throw SceneError(location: nil, path: "", message: "--chart picks a chart of a data file, but this scene has no \"data\"; give --data FILE too")
            }
            return nil
        }
        var o = try context.object()
        if o.has("columns") {
            try refuseChartPick(override, inline: context)
            return try ContestChartReader.data(of: context, name: "inline chart", origin: "the inline chart")
        }
        if let records = o.member("records") {
            if let file = fileKeys.lazy.compactMap({ o.member($0.key) }).first {
                throw file.error("the data is records written inline or a file, not both")
            }
            try refuseChartPick(override, inline: context)
            let fields = try DataFields(x: o.member("x"), y: o.member("y"))
            try o.finish()
            do {
                return SourcedData(series: try RecordsData.series(records, fields: fields, name: "the records"), origin: "the inline records")
            } catch let error as DataError {
                throw context.error(error.message)
            }
        }
        let named = fileKeys.compactMap { entry in o.member(entry.key).map { (entry.expected, $0) } }
        guard let (expected, pathContext) = named.first else {
            throw context.error("expected \"file\" (CSV, TSV, a contest file or a JSON array of records), \"csv\" or \"telegram\" with a file path, \"records\" written inline, or a contest chart written inline (\"columns\", \"types\", \"names\", \"colors\")")
        }
        if named.count > 1 { throw named[1].1.error("the data names its file once; give one of \"file\", \"csv\" and \"telegram\"") }
        var request = DataReader.Request(expected: expected, fields: try DataFields(x: o.member("x"), y: o.member("y")),
                                         delimiter: try delimiter(o.member("delimiter")))
        let chartContext = o.member("chart")
        if let chart = override?.chart {
            request.pick = .index(chart, asked: "--chart \(chart)")
        } else if let chartContext {
            let chart = try chartContext.integer(in: 0...maximumChartIndex)
            request.pick = .index(chart, asked: "\"chart\": \(chart) from the scene's data")
        }
        try o.finish()
        let (url, name) = try file(pathContext)
        do {
            let bytes = try DataFile.bytes(url, displayName: name, inputs: session.inputs)
            return try DataReader.data(bytes, name: name, file: url, request: request, session: session)
        } catch let error as DataError {
            throw context.error(error.message)
        }
    }

    /// `--chart` picks a chart of a file, not of data written in the scene.
    private static func refuseChartPick(_ override: DataOverride?, inline context: ValueContext) throws {
        if override?.chart != nil { throw context.error("the data is written inline, so --chart has nothing to pick from; give --data FILE too") }
    }

    /// The file a scene's string names, relative to the scene's own folder
    /// (the working directory for a scene from standard input or a pipe),
    /// and how messages name it.
    static func file(_ context: ValueContext) throws -> (url: URL, name: String) {
        let path = try context.string()
        if path.hasPrefix("/") { return (URL(fileURLWithPath: path), path) }
        let folder = context.source.folder ?? URL(fileURLWithPath: context.source.name).deletingLastPathComponent()
        let url = folder.appendingPathComponent(path)
        return (url, context.source.folder == nil ? url.path : path)
    }

    /// A CSV file's `delimiter`: `","`, `";"` or `"\t"` (nil: detected from the header line).
    private static func delimiter(_ context: ValueContext?) throws -> UInt8? {
        guard let context else { return nil }
        let text = try context.string()
        guard text.utf8.count == 1, let byte = text.utf8.first, CSVTable.delimiters.contains(byte) else {
            throw context.error("expected \",\", \";\" or \"\\t\" (a tab) as the delimiter")
        }
        return byte
    }

    /// The scene's own `chart` index, used when --data comes without --chart.
    private static func sceneChartIndex(_ context: ValueContext?) throws -> Int? {
        guard let member = sceneMember("chart", of: context) else { return nil }
        return try member.integer(in: 0...maximumChartIndex)
    }

    /// The scene's own `x` and `y`, applied to a --data file that has them.
    private static func sceneFields(_ context: ValueContext?) throws -> DataFields {
        try DataFields(x: sceneMember("x", of: context), y: sceneMember("y", of: context))
    }

    private static func sceneMember(_ key: String, of context: ValueContext?) -> ValueContext? {
        guard let context, case .object(let members) = context.value.kind,
              let member = members.first(where: { $0.key == key }) else { return nil }
        return context.child(member.value, path: context.path + "." + key)
    }

    /// A --data file: the scene's fields are used when the file has them all
    /// (`DataFields.fallBack`), so one scene renders files of its shape and
    /// of any other.
    private static func loadOverride(_ path: String, request: DataReader.Request, session: DecodingSession) throws -> SourcedData {
        let name = DataFile.displayName(argument: path)
        do {
            let (bytes, url) = try DataFile.bytes(argument: path, inputs: session.inputs)
            return try DataReader.data(bytes, name: name, file: url, request: request, session: session)
        } catch let error as DataError {
            throw placed(error, at: nil, override: nil)
        }
    }
}

extension DataSource {
    /// `load` for a chart that draws only lines (`chart` names it): bars,
    /// areas and the contest's chart flags are an error, never drawn as
    /// plain lines.
    static func loadLines(_ context: ValueContext?, override: DataOverride?, chart: String,
                          session: DecodingSession) throws -> [SeriesData]? {
        guard let data = try load(context, override: override, session: session) else { return nil }
        do {
            try data.requireLinesOnly(chart: chart)
        } catch let error as DataError {
            throw placed(error, at: context, override: override)
        }
        return data.series
    }

    /// A problem with loaded data, placed where the data came from: `--data`
    /// when the command line gave it, else the scene's `data` (`context`).
    static func placed(_ error: DataError, at context: ValueContext?, override: DataOverride?) -> SceneError {
        guard let context, override?.file == nil else {
            return SceneError(location: nil, path: "", message: "--data: \(error.message)")
        }
        return context.error(error.message)
    }

    /// With data from the command line, tracks on series that data lacks
    /// (`chart.series[3].visible` for a file of two) are skipped with a note,
    /// so one scene renders any file; without it, they stay errors.
    static func skippingMissingSeries<C: Chart>(of chart: C, options: OptionTable<C>, ids: [String],
                                                override: DataOverride?) -> (TrackSpec) -> String? {
        guard override?.file != nil else { return { _ in nil } }
        return { track in
            let prefix = "chart."
            guard track.property.hasPrefix(prefix) else { return nil }
            let name = String(track.property.dropFirst(prefix.count))
            let seriesProperties = LineSeriesOptions.table.animatableNames(in: LineSeriesOptions.defaults)
            guard options.target(named: name, in: chart) == nil,
                  ElementProperty.looksLikeElement(name, collection: "series", properties: seriesProperties)
            else { return nil }
            return "the data from --data has no such series (it has \(MessageText.list(ids)))"
        }
    }
}
