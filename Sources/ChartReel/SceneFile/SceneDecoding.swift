import Foundation
import ReelCharts
import ReelGeometry

/// Reads scene files.
public enum SceneLoader {
    /// Seconds the last frame is held after the timeline ends when the scene
    /// gives no duration.
    public static let defaultHold = 1.0

    /// Loads and validates the scene at `url`; `data` replaces the data
    /// file its chart reads. Messages name the file as `url` was written
    /// (`scenes/x.json`, not the absolute path).
    public static func load(contentsOf url: URL, data: DataOverride? = nil) throws -> Scene {
        let name = url.relativePath
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(name)
        } catch let error as InputFileError {
            throw SceneError(location: nil, path: "", message: error.description)
        }
        return try decode(SourceText(name: name, bytes: bytes), data: data)
    }

    /// Loads and validates a scene read from standard input (`chartreel info -`);
    /// messages call it `<stdin>`, and its data paths are relative to the
    /// working directory.
    public static func loadStandardInput(data: DataOverride? = nil) throws -> Scene {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readStandardInput()
        } catch let error as InputFileError {
            throw SceneError(location: nil, path: "", message: error.description)
        }
        return try decode(SourceText(name: "<stdin>", bytes: bytes), data: data)
    }

    /// Decodes and validates a scene from JSON text.
    public static func decode(_ source: SourceText, data: DataOverride? = nil) throws -> Scene {
        let root: JSONValue
        do {
            root = try JSONParser.parse(source)
        } catch let error as JSONSyntaxError {
            throw SceneError(location: error.location, path: "", message: "malformed JSON: \(error.message)")
        }
        var object = try ObjectReader(ValueContext(value: root, path: "", source: source))
        let summary = try object.member("description")?.string()
        _ = try object.member("title")?.string()
        let timeline = try object.member("timeline").map(TimelineDecoding.decode) ?? []
        let formatter = try decodeFormatter(&object)
        let chart = try ChartCatalog.decode(try object.required("chart", "the chart to draw, with its \"type\""),
                                            ChartContext(timeline: timeline, formatter: formatter, data: data))
        let canvasContext = try object.required("canvas", "the frame: width, height, fps, ...")
        let canvas = try CanvasDecoding.decode(canvasContext, timelineEnd: chart.timelineEnd)
        try object.finish()
        return Scene(canvas: canvas, chart: chart, summary: summary)
    }
}

extension SceneLoader {
    /// `locale` (how numbers and dates are written) and `timeZone` (for dates).
    static func decodeFormatter(_ object: inout ObjectReader) throws -> ValueFormatter {
        let localeContext = object.member("locale")
        let locale = try localeContext?.string() ?? "en_US"
        if let localeContext, !ValueFormatter.isKnownLocale(locale) {
            throw localeContext.error("\"\(locale)\" is not a locale; expected an identifier such as en_US, de_DE, ar_EG or ar@numbers=arab")
        }
        let zoneContext = object.member("timeZone")
        let zone = try zoneContext?.string() ?? "UTC"
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

    static func decode(_ context: ValueContext, timelineEnd: Double) throws -> CanvasSpec {
        var object = try context.object()
        let width = try object.required("width", "points").number(in: sizeRange)
        let height = try object.required("height", "points").number(in: sizeRange)
        let fps = try object.integer("fps", default: 30, in: fpsRange)
        let durationContext = object.member("duration")
        let duration = try durationContext?.number(in: durationRange) ?? timelineEnd + SceneLoader.defaultHold
        if durationContext == nil && !duration.isFinite {
            throw context.error("the timeline repeats for ever, so the canvas needs a \"duration\"")
        }
        if durationContext == nil && duration > durationRange.upperBound {
            throw context.error("the timeline runs \(NumberText.format(timelineEnd)) s, longer than the \(NumberText.format(durationRange.upperBound)) s allowed; give the canvas a shorter \"duration\"")
        }
        let background = try object.member("background").map(decodeBackground) ?? .white
        let scale = try object.number("scale", default: 1, in: scaleRange)
        let padding = try object.number("padding", default: 0, in: 0...(min(width, height) / 2))
        try object.finish()
        let canvas = CanvasSpec(width: width, height: height, fps: fps, duration: duration,
                                background: background, scale: scale, padding: padding)
        if canvas.pixelWidth > CanvasSpec.maximumPixels || canvas.pixelHeight > CanvasSpec.maximumPixels {
            throw context.error("\(canvas.pixelWidth)x\(canvas.pixelHeight) pixels at scale \(NumberText.format(scale)) is too large; at most \(CanvasSpec.maximumPixels) pixels a side")
        }
        return canvas
    }

    /// A colour, or "none" for a transparent canvas.
    private static func decodeBackground(_ context: ValueContext) throws -> Color? {
        if case .string("none") = context.value.kind { return nil }
        return try context.color()
    }
}
