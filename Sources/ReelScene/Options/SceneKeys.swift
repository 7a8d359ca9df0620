import ReelCharts
import ReelTiming

/// The scene's, the canvas's and the timeline's plain keys, each declared
/// once: the decoders read them (`read`), and `SceneSheets` documents them
/// from the same declaration (`sheetRow`), so a default or a range is
/// written in one place. Keys whose range depends on other keys (`padding`)
/// or whose value is a structure stay with their decoders.
enum SceneKeys {
    static let locale = OptionKey<String>.string("locale", default: ValueFormatter().localeIdentifier,
        doc: "how numbers and dates are written: `en_US`, `de_DE`, `ar_EG`, `ar@numbers=arab`")
    static let timeZone = OptionKey<String>.string("timeZone", default: ValueFormatter().timeZone, doc: "for dates: `UTC`, `Europe/Moscow`")

    static let fps = OptionKey<Int>.integer("fps", in: CanvasDecoding.fpsRange, default: 30,
        doc: "frames per second (GIF output is capped at 50, see below)")
    static let scale = OptionKey<Double>.number("scale", in: CanvasDecoding.scaleRange, default: 1,
        doc: "pixels per point, like `contentsScale`: `2` renders @2x (a 240 × 240 pt canvas becomes 480 × 480 px); at most \(CanvasSpec.maximumPixels) px a side")

    /// The canvas's padding; its range in a scene also depends on the size
    /// (at most half the smaller side), which the decoder checks.
    static let padding = OptionKey<Double>.number("padding", in: 0...4096, default: 0,
        doc: "points between the canvas edge and the chart (at most half the smaller side)")

    static let calculationMode = OptionKey<CalculationMode>.choice("calculationMode", default: .linear,
        doc: "how keyframes are joined")
    static let stagger = OptionKey<Double>.number("stagger", in: 0...TimelineDecoding.maximumSeconds, default: 0,
        doc: "group: each child starts this much after the previous")
    static let begin = OptionKey<Double>.number("begin", in: 0...TimelineDecoding.maximumSeconds, default: 0,
        doc: "start, in seconds")
    static let timeOffset = OptionKey<Double>.number("timeOffset", in: -TimelineDecoding.maximumSeconds...TimelineDecoding.maximumSeconds,
        default: 0, doc: "shifts the local time")
    static let repeatDuration = OptionKey<Double>.number("repeatDuration", in: 0...TimelineDecoding.maximumSeconds, default: 0,
        doc: "repeat for this long")
    static let autoreverses = OptionKey<Bool>.bool("autoreverses", default: false, doc: "play forwards then backwards")
    static let speed = OptionKey<Double>.number("speed", in: -100...100, default: 1, doc: "time scale; negative plays backwards")
    static let repeatCount = OptionKey<Double>("repeatCount",
        .anyOf([.number(TimelineDecoding.repeatRange), .choice(["inf"])]), default: 0, text: "`0` (once)",
        doc: "iterations, or `inf`", decode: TimelineDecoding.decodeRepeatCount)
    static let fill = OptionKey<FillMode>.choice("fill", default: .both, doc: "what shows outside the active period")
}
