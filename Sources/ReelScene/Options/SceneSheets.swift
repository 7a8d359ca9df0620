import ReelGeometry
import ReelTiming

/// The sections of a scene that are not a chart's: the document itself, the
/// canvas and the timeline. Their decoders read these keys; the sheets give
/// the schema and the reference the same list.
enum SceneSheets {
    static let document = OptionSheet(name: "scene", title: "scene", rows: [
        row("$schema", .string, "the JSON Schema an editor checks the file against (ignored by chartreel)"),
        row("description", .string, "one line shown by `chartreel presets`"),
        row("title", .string, "a name for people reading the file"),
        row("canvas", .section(canvas), "the frame: size, frame rate, length, background", required: true),
        row("chart", .defined(name: "chart", text: "chart"), "the chart to draw; `chart.type` selects its kind", required: true),
        row("timeline", .list(.defined(name: "timelineEntry", text: "track or group"), minimum: 0),
            "tracks that animate chart properties", default: "none"),
        SceneKeys.locale.sheetRow,
        SceneKeys.timeZone.sheetRow,
    ])

    static let canvas = OptionSheet(name: "canvas", title: "canvas", rows: [
        row("width", .number(CanvasDecoding.sizeRange), "width in **points**", required: true),
        row("height", .number(CanvasDecoding.sizeRange), "height in **points**", required: true),
        SceneKeys.scale.sheetRow,
        SceneKeys.fps.sheetRow,
        row("duration", .number(CanvasDecoding.durationRange), "length in seconds", default: "end of the last track + 1 s"),
        row("background", .anyOf([.color, .choice(["none"])]),
            "`\"none\"` gives a transparent canvas: PNG and SVG frames keep it, GIF keeps it as on/off transparency (edges are thresholded), MP4 has no alpha so the background is black (a note says so)",
            default: "`\"white\"`"),
        SceneKeys.padding.sheetRow,
    ])

    /// The keys of a timeline entry: a track, or a `group` / `sequence` of entries.
    static let timelineEntry = OptionSheet(name: "timelineEntry", title: "track", rows: [
        row("property", .string, "the animated property, such as `chart.strokeEnd`"),
        row("from", .defined(name: "trackValue", text: "value"), "start value", default: "the chart's own"),
        row("to", .defined(name: "trackValue", text: "value"), "end value", default: "the chart's own"),
        row("values", .list(.defined(name: "trackValue", text: "value"), minimum: 1), "keyframe values"),
        row("keyTimes", .numbers(0...1, minimum: 1), "keyframe times, 0–1, one per value", default: "evenly spaced"),
        row("curves", .list(.defined(name: "curve", text: "curve"), minimum: 1), "one curve per keyframe interval"),
        SceneKeys.calculationMode.sheetRow,
        row("curve", .defined(name: "curve", text: "curve"), "the timing curve", default: "`\"linear\"`"),
        row("group", .list(.defined(name: "timelineEntry", text: "track or group"), minimum: 0), "entries timed together"),
        row("sequence", .list(.defined(name: "timelineEntry", text: "track or group"), minimum: 0), "entries one after another"),
        SceneKeys.stagger.sheetRow,
        row("duration", .number(0...TimelineDecoding.maximumSeconds), "seconds", default: "`\(NumberText.format(TimelineDecoding.defaultDuration))` (a spring: until it settles)"),
        SceneKeys.begin.sheetRow,
        SceneKeys.speed.sheetRow,
        SceneKeys.timeOffset.sheetRow,
        SceneKeys.repeatCount.sheetRow,
        SceneKeys.repeatDuration.sheetRow,
        SceneKeys.autoreverses.sheetRow,
        SceneKeys.fill.sheetRow,
    ], rules: [
        // TimelineDecoding refuses each of these pairs.
        .notBoth(SceneKeys.repeatCount.key, SceneKeys.repeatDuration.key, when: .object([("exclusiveMinimum", 0)])),
        .notBoth("values", "from", when: nil), .notBoth("values", "to", when: nil),
        .requires("keyTimes", "values"), .requires("curves", "values"),
        .notBoth("group", "sequence", when: nil),
        .never(SceneKeys.speed.key, 0),
    ])

    private static func row(_ key: String, _ type: OptionType, _ doc: String, default text: String = "",
                            required: Bool = false) -> OptionRow {
        OptionRow(key: key, type: type, defaultText: text, isRequired: required, doc: doc, animatable: [], isTrackOnly: false)
    }
}
