import Foundation
import ReelCharts
import ReelGeometry

/// Reads scene files.
package enum SceneLoader {
    /// Seconds the last frame is held after the timeline ends when the scene
    /// gives no duration.
    package static let defaultHold = 1.0

    /// Loads and validates the scene at `url`; `data` replaces the data
    /// file its chart reads. Messages name the file as `url` was written
    /// (`scenes/x.json`, not the absolute path).
    /// With `root`, the scene and every file it reads (data, day files, font
    /// files) must lie inside that folder, links followed: for scenes from
    /// an untrusted place, such as a pull request's manifest.
    package static func load(contentsOf url: URL, data: DataOverride? = nil, readingInside root: URL? = nil) throws -> Scene {
        try load(contentsOf: url, data: data, session: DecodingSession(inputs: InputLog(root: root)))
    }

    /// Loads and validates the scene `input` names, as `load(contentsOf:)` does.
    package static func load(_ input: SceneInput, data: DataOverride? = nil, readingInside root: URL? = nil) throws -> Scene {
        try load(input, data: data, session: DecodingSession(inputs: InputLog(root: root)))
    }

    /// `load` within `session`, which says whether problems are collected
    /// and where files may be read.
    static func load(_ input: SceneInput, data: DataOverride?, session: DecodingSession) throws -> Scene {
        var scene = try decode(input.source(inputs: session.inputs), data: data, session: session)
        scene.inputs = session.inputs.recorded
        return scene
    }

    /// `load` within `session`, which says whether problems are collected
    /// and where files may be read.
    static func load(contentsOf url: URL, data: DataOverride?, session: DecodingSession) throws -> Scene {
        try load(.file(url), data: data, session: session)
    }

    /// Loads and validates a scene read from standard input (`chartreel info -`);
    /// messages call it `<stdin>`, and its data paths are relative to the
    /// working directory. JSON or YAML, told apart by the content.
    package static func loadStandardInput(data: DataOverride? = nil) throws -> Scene {
        try load(.standardInput, data: data)
    }

    /// Every problem of the scene at `url` (empty when it is valid): unlike
    /// `load`, reading goes on past a problem to find the others.
    package static func problems(contentsOf url: URL, data: DataOverride? = nil) -> [SceneError] {
        check(.file(url), data: data).problems
    }

    /// Every problem of the scene at `url`, and, when it has none, the notes
    /// a render would print (negative values drawn as 0, ...).
    package static func check(contentsOf url: URL, data: DataOverride? = nil) -> (problems: [SceneError], notes: [String]) {
        check(.file(url), data: data)
    }

    /// Every problem of the scene `input` names, in file order (problems
    /// without a place first), and, when it has none, the notes a render
    /// would print.
    package static func check(_ input: SceneInput, data: DataOverride? = nil) -> (problems: [SceneError], notes: [String]) {
        check { session in try load(input, data: data, session: session) }
    }

    /// Every problem of the scene `source` holds, as `check(_:data:)` finds them.
    package static func check(source: SourceText) -> (problems: [SceneError], notes: [String]) {
        check { session in try decode(source, data: nil, session: session) }
    }

    private static func check(_ load: (DecodingSession) throws -> Scene) -> (problems: [SceneError], notes: [String]) {
        let log = ProblemLog()
        var notes: [String] = []
        do {
            notes = try load(DecodingSession(problems: log)).notes
        } catch let error as SceneError {
            log.record(error)
        } catch {
            log.record(SceneError(location: nil, path: "", message: "\(error)"))
        }
        return (log.inFileOrder, log.problems.isEmpty ? notes : [])
    }

    /// Decodes and validates a scene from JSON text, or YAML when the
    /// source's name ends in `.yaml` or `.yml`.
    package static func decode(_ source: SourceText, data: DataOverride? = nil) throws -> Scene {
        try decode(source, data: data, session: DecodingSession())
    }

    /// The scene's text as a value, JSON or YAML as `source.isYAML` says;
    /// a syntax error names its line and column.
    package static func parse(_ source: SourceText) throws -> JSONValue {
        let isYAML = source.isYAML
        do {
            return isYAML ? try YAMLParser.parse(source) : try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            let hint = isYAML ? YAMLTraps.syntaxHint(in: source, upTo: error.location.line) : ""
            throw SceneError(location: error.location, path: "", message: "malformed \(isYAML ? "YAML" : "JSON"): \(error.message)\(hint)")
        }
    }

    /// `decode` within `session`: its problem log and input log.
    static func decode(_ source: SourceText, data: DataOverride?, session: DecodingSession) throws -> Scene {
        try decode(parsed: try parse(source), of: source, data: data, session: session)
    }

    /// Decodes and validates `root`, which `parse(source)` read, without
    /// parsing the text again (the library keeps the value too).
    package static func decode(parsed root: JSONValue, of source: SourceText) throws -> Scene {
        try decode(parsed: root, of: source, data: nil, session: DecodingSession())
    }

    private static func decode(parsed root: JSONValue, of source: SourceText, data: DataOverride?,
                               session: DecodingSession) throws -> Scene {
        // The canvas is read after the chart (its duration may follow the
        // timeline), but the chart's text sizes are bounded by its size.
        let textSizeLimit = CanvasDecoding.peekTextSizeLimit(root)
        var object = try ObjectReader(ValueContext(value: root, path: "", source: source, session: session,
                                                    textSizeLimit: textSizeLimit))
        // Editors add "$schema" to find the schema; it has no effect on the scene.
        _ = try session.attempt { try object.member("$schema")?.string() }
        let summary = try session.attempt { try object.member("description")?.string() } ?? nil
        _ = try session.attempt { try object.member("title")?.string() }
        let timeline = try session.attempt { try object.member("timeline").map(TimelineDecoding.decode) ?? [] } ?? []
        let formatter = try session.attempt { try decodeFormatter(&object) } ?? ValueFormatter()
        let chartContext = object.member("chart")
        let chart = try session.attempt {
            try ChartCatalog.decode(try chartContext ?? object.required("chart", "the chart to draw, with its \"type\""),
                                    ChartContext(timeline: timeline, formatter: formatter, data: data))
        }
        let canvas = try session.attempt {
            try CanvasDecoding.decode(try object.required("canvas", "the frame: width, height, fps, ..."),
                                      timelineEnd: chart?.timelineEnd ?? 0)
        }
        try object.finish()
        try session.stopIfAny()
        guard let chart, let canvas else { throw SceneError(location: nil, path: "", message: "the scene could not be read") }
        return Scene(canvas: canvas, chart: chart, summary: summary)
    }
}

extension SceneLoader {
    /// `locale` (how numbers and dates are written) and `timeZone` (for dates).
    static func decodeFormatter(_ object: inout ObjectReader) throws -> ValueFormatter {
        let localeContext = object.member("locale")
        let locale = try SceneKeys.locale.value(of: localeContext)
        if let localeContext, !ValueFormatter.isKnownLocale(locale) {
            throw localeContext.error("\"\(locale)\" is not a locale; expected an identifier such as en_US, de_DE, ar_EG or ar@numbers=arab")
        }
        let zoneContext = object.member("timeZone")
        let zone = try SceneKeys.timeZone.value(of: zoneContext)
        if let zoneContext, TimeZone(identifier: zone) == nil {
            throw zoneContext.error("\"\(zone)\" is not a time zone; expected an identifier such as UTC or Europe/Moscow")
        }
        return ValueFormatter(locale: locale, timeZone: zone)
    }
}

enum CanvasDecoding {
    static let sizeRange = 1.0...8192.0
    static let fpsRange = 1...120
    static let durationRange = 0.001...3600.0
    static let scaleRange = 0.25...8.0

    /// The largest text size of a scene whose `root` has a canvas with a
    /// valid width and height; nil otherwise (the canvas's own problem is
    /// reported when it is read).
    static func peekTextSizeLimit(_ root: JSONValue) -> Double? {
        func member(_ value: JSONValue, _ key: String) -> JSONValue? {
            guard case .object(let members) = value.kind else { return nil }
            return members.first { $0.key == key }?.value
        }
        guard let canvas = member(root, "canvas"),
              case .number(let width)? = member(canvas, "width")?.kind, sizeRange.contains(width),
              case .number(let height)? = member(canvas, "height")?.kind, sizeRange.contains(height) else { return nil }
        return CanvasSpec.largestTextSize(width: width, height: height)
    }

    static func decode(_ context: ValueContext, timelineEnd: Double) throws -> CanvasSpec {
        var object = try context.object()
        // Each key on its own, so that validating reports them all.
        let width = try context.attempt { try object.required("width", "points").number(in: sizeRange) } ?? 1
        let height = try context.attempt { try object.required("height", "points").number(in: sizeRange) } ?? 1
        let fps = try context.attempt { try SceneKeys.fps.read(&object) } ?? SceneKeys.fps.fallback
        let durationContext = object.member("duration")
        let duration = try durationContext?.number(in: durationRange) ?? timelineEnd + SceneLoader.defaultHold
        if durationContext == nil && !duration.isFinite {
            throw context.error("the timeline repeats for ever, so the canvas needs a \"duration\"")
        }
        if durationContext == nil && duration > durationRange.upperBound {
            throw context.error("the timeline runs \(NumberText.format(timelineEnd)) s, longer than the \(NumberText.format(durationRange.upperBound)) s allowed; give the canvas a shorter \"duration\"")
        }
        let background = try object.member("background").map(decodeBackground) ?? .white
        let scale = try SceneKeys.scale.read(&object)
        let padding = try object.member("padding").map { try $0.number(in: 0...(min(width, height) / 2)) } ?? SceneKeys.padding.fallback
        try object.finish()
        let canvas = CanvasSpec(width: width, height: height, fps: fps, duration: duration,
                                background: background, scale: scale, padding: padding)
        if let problem = canvas.sizeProblem {
            throw context.error("at scale \(NumberText.format(scale)), \(problem)")
        }
        return canvas
    }

    /// A colour, or "none" for a transparent canvas.
    private static func decodeBackground(_ context: ValueContext) throws -> Color? {
        if case .string("none") = context.value.kind { return nil }
        return try context.color()
    }
}
