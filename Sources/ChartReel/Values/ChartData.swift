import Foundation

/// Where a chart's values come from, as its scene file's `data` says: a data
/// file, records written into the scene, or one contest chart written
/// inline.
///
/// A path is relative to the scene's ``Scene/baseURL`` (the working
/// directory when it has none); a file URL is written as its absolute path.
/// The file is read when the scene is checked or rendered, and its errors
/// name the file, the line and the field.
///
/// ```swift
/// LineChart(data: .file("visits.csv", x: "date", y: ["visitors"]))
/// TelegramChart(data: .telegram("chart_data.json", chart: 4))
/// LineChart(data: .records([["day": "2024-03-01", "users": 120],
///                           ["day": "2024-03-02", "users": 131]], x: "day"))
/// ```
public struct ChartData: Sendable, Hashable {
    /// The scene file's `data` object.
    let object: SceneObject

    init(object: SceneObject) {
        self.object = object
    }

    /// A data file of any format chartreel reads, told from its content:
    /// CSV or TSV, a contest file, or a JSON array of records. `x` names
    /// the x field and `y` the series; unnamed, x is the first field and
    /// the series are the others that hold numbers.
    public static func file(_ path: String, x: String? = nil, y: [String]? = nil) -> ChartData {
        ChartData(object: fields(["file": .string(path)], x: x, y: y))
    }

    /// A data file of any format chartreel reads (as with a path), by URL.
    public static func file(_ url: URL, x: String? = nil, y: [String]? = nil) -> ChartData {
        file(url.path, x: x, y: y)
    }

    /// A CSV file, refused when it holds another format: a header row, then
    /// the x value and one value per series on each row. `delimiter` is
    /// `","`, `";"` or a tab; nil, whichever the header line uses most.
    public static func csv(_ path: String, x: String? = nil, y: [String]? = nil, delimiter: Character? = nil) -> ChartData {
        var object = fields(["csv": .string(path)], x: x, y: y)
        if let delimiter { object["delimiter"] = .string(String(delimiter)) }
        return ChartData(object: object)
    }

    /// A CSV file (as with a path), by URL.
    public static func csv(_ url: URL, x: String? = nil, y: [String]? = nil, delimiter: Character? = nil) -> ChartData {
        csv(url.path, x: x, y: y, delimiter: delimiter)
    }

    /// A file of the Telegram chart contest (`chart_data.json`), refused
    /// when it holds another format; `chart` picks one of its charts (the
    /// first when nil).
    public static func telegram(_ path: String, chart: Int? = nil) -> ChartData {
        var object: SceneObject = ["telegram": .string(path)]
        if let chart { object["chart"] = .number(Double(chart)) }
        return ChartData(object: object)
    }

    /// A contest file (as with a path), by URL.
    public static func telegram(_ url: URL, chart: Int? = nil) -> ChartData {
        telegram(url.path, chart: chart)
    }

    /// Records written into the scene, read as a file of records is: each
    /// an object of fields, `["date": "2024-03-01", "users": 120]`. A value
    /// is a number, a number in a string, or a gap (`nil`, `""` or the
    /// field left out); x is all numbers or all dates.
    public static func records(_ records: [SceneObject], x: String? = nil, y: [String]? = nil) -> ChartData {
        ChartData(object: fields(["records": .array(records.map { .object($0) })], x: x, y: y))
    }

    /// One chart of the contest's format written into the scene: `columns`
    /// (`"x"` in UNIX milliseconds, then `"y0"`, `"y1"`, ...), `types`,
    /// `names` and `colors`.
    public static func contestChart(_ chart: SceneObject) -> ChartData {
        ChartData(object: chart)
    }

    private static func fields(_ object: SceneObject, x: String?, y: [String]?) -> SceneObject {
        var object = object
        if let x { object["x"] = .string(x) }
        if let y { object["y"] = .array(y.map { .string($0) }) }
        return object
    }
}

extension ChartData: OptionValue {
    var sceneValue: SceneValue { .object(object) }

    /// Any object: the scene decoder says what is wrong with it, and where.
    init?(sceneValue: SceneValue) {
        guard case .object(let object) = sceneValue else { return nil }
        self.object = object
    }
}
