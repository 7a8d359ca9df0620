import Foundation
import ReelCharts

/// Data named on the command line (`--data FILE`, `--chart N`) that replaces
/// what a scene's chart reads, so one scene renders any file.
public struct DataOverride: Sendable, Hashable {
    /// A CSV file (`.csv`) or a contest `chart_data.json`, relative to the
    /// working directory.
    public var file: String?
    /// Which chart of a contest file.
    public var chart: Int?

    /// The largest `chart` index accepted.
    public static let maximumChart = DataSource.maximumChartIndex

    public init(file: String? = nil, chart: Int? = nil) {
        self.file = file
        self.chart = chart
    }
}

/// A chart's `data`: `{ "csv": "file.csv" }`, `{ "telegram": "chart_data.json",
/// "chart": 0 }` or `{ "telegram": "overview.json" }` (paths relative to the scene), or one contest chart written
/// inline (`{ "columns": [...], "types": {...}, ... }`).
enum DataSource {
    static let maximumChartIndex = 100_000

    /// The series `context` names, with `override` applied; nil when there
    /// is neither. Files are read in `session`'s decode.
    static func load(_ context: ValueContext?, override: DataOverride?, session: DecodingSession) throws -> SourcedData? {
        if let file = override?.file {
            if override?.chart != nil, URL(fileURLWithPath: file).pathExtension.lowercased() == "csv" {
                throw SceneError(location: nil, path: "", message: "--chart picks a chart of a contest file; \(file) is a CSV file")
            }
            let pick: ChartPick = if let chart = override?.chart { .index(chart, asked: "--chart \(chart)") }
                else { try sceneChartIndex(context).map { .fallback($0) } ?? .unnamed }
            return try loadOverride(file, pick: pick, session: session)
        }
        guard let context else {
            if override?.chart != nil {
                throw SceneError(location: nil, path: "", message: "--chart picks a chart of a data file, but this scene has no \"data\"; give --data FILE too")
            }
            return nil
        }
        var o = try context.object()
        if o.has("columns") {
            if override?.chart != nil { throw context.error("the data is written inline, so --chart has nothing to pick from; give --data FILE too") }
            return try ContestChartReader.data(of: context, name: "inline chart", origin: "the inline chart")
        }
        let result: SourcedData
        do {
            if let csv = o.member("csv") {
                if override?.chart != nil { throw csv.error("--chart picks a chart of a contest file; this scene reads a CSV file") }
                let (url, name) = try file(csv)
                result = SourcedData(series: try CSVData.load(url, displayName: name, delimiter: try delimiter(o.member("delimiter")),
                                                                  inputs: session.inputs),
                                     origin: name)
            } else if let telegram = o.member("telegram") {
                let (url, name) = try file(telegram)
                let pick: ChartPick
                if let chart = override?.chart {
                    pick = .index(chart, asked: "--chart \(chart)")
                } else if o.has("chart") {
                    let chart = try o.integer("chart", default: 0, in: 0...maximumChartIndex)
                    pick = .index(chart, asked: "\"chart\": \(chart) from the scene's data")
                } else {
                    pick = .unnamed
                }
                result = try TelegramData.load(url, displayName: name, pick: pick, session: session)
            } else {
                throw context.error("expected \"csv\" or \"telegram\" with a file path, or a contest chart written inline (\"columns\", \"types\", \"names\", \"colors\")")
            }
        } catch let error as DataError {
            throw context.error(error.message)
        }
        _ = o.member("chart")
        try o.finish()
        return result
    }

    /// The file a scene's string names, relative to the scene's own file,
    /// and how messages name it.
    static func file(_ context: ValueContext) throws -> (url: URL, name: String) {
        let path = try context.string()
        if path.hasPrefix("/") { return (URL(fileURLWithPath: path), path) }
        let url = URL(fileURLWithPath: context.source.name).deletingLastPathComponent().appendingPathComponent(path)
        return (url, url.path)
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
        guard let context, case .object(let members) = context.value.kind,
              let chart = members.first(where: { $0.key == "chart" }) else { return nil }
        return try ValueContext(value: chart.value, path: context.path + ".chart", source: context.source, session: context.session)
            .integer(in: 0...maximumChartIndex)
    }

    private static func loadOverride(_ path: String, pick: ChartPick, session: DecodingSession) throws -> SourcedData {
        let url = URL(fileURLWithPath: path)
        do {
            if url.pathExtension.lowercased() == "csv" {
                return SourcedData(series: try CSVData.load(url, displayName: path, inputs: session.inputs), origin: path)
            }
            return try TelegramData.load(url, displayName: path, pick: pick, session: session)
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
            return "the data from --data has no such series (it has \(ids.joined(separator: ", ")))"
        }
    }
}
