import Foundation
import ReelCharts
import ReelGeometry

/// What a chart's tracks and derived values are at one moment (see
/// `AnimatedChart.explanation(at:context:)`).
public struct ChartExplanation: Sendable, Equatable {
    /// `chart.type`: `telegram`, `line`...
    public var chartType: String
    /// The time the timeline sees (the frame's time times a playback rate).
    public var timelineTime: Double
    /// Every timeline entry in order (groups followed by their children),
    /// the chart's implicit tracks first.
    public var tracks: [TrackExplanation]
    /// What the resolved chart derives (`ChartFrame.explained`).
    public var derived: [DerivedValue]
}

/// Why a frame looks as it does: the `frame --explain` document, and a
/// stable interface for tools (the HTML scrubber embeds its `json()` per
/// frame).
///
/// JSON shape (version 1), every key always present, `null` where it does
/// not apply:
/// - `version`, `time` (the frame's, seconds), `timelineTime`, `chart`;
/// - `tracks`: objects with `kind` (`track`/`group`), `depth`, `property`,
///   `implicit`, `time` (the entry's parent time), `phase` (`before begin`,
///   `active`, `ended`, `group not applied`), `fill`, `applies`, `used`,
///   `localTime`, `iteration`, `direction` (`forwards`/`backwards`),
///   `curve`, `linear`, `eased`, `from`, `to`, `keys`, `keyTimes`, `value`,
///   `own`; values are `{"text": ..., "numbers": [...]}`;
/// - `derived`: objects with `name`, `numbers`, `note`.
public struct FrameExplanation: Sendable, Equatable {
    public static let version = 1

    public var time: Double
    public var chart: ChartExplanation

    public init(time: Double, chart: ChartExplanation) {
        self.time = time
        self.chart = chart
    }

    /// The document as JSON: one track or derived value a line.
    public func json() -> String {
        var lines = ["{\"version\": \(Self.version), \"time\": \(Self.number(time)), "
                     + "\"timelineTime\": \(Self.number(chart.timelineTime)), \"chart\": \(Self.string(chart.chartType)),"]
        lines.append("\"tracks\": [")
        lines += chart.tracks.enumerated().map { "  " + Self.object($1) + ($0 == chart.tracks.count - 1 ? "" : ",") }
        lines.append("],")
        lines.append("\"derived\": [")
        lines += chart.derived.enumerated().map { index, value in
            "  {\"name\": \(Self.string(value.name)), \"numbers\": \(Self.numbers(value.numbers)), "
                + "\"note\": \(value.note.map(Self.string) ?? "null")}" + (index == chart.derived.count - 1 ? "" : ",")
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func object(_ t: TrackExplanation) -> String {
        let fields: [(String, String)] = [
            ("kind", string(t.kind.rawValue)), ("depth", "\(t.depth)"), ("property", optional(t.property, string)),
            ("implicit", "\(t.implicit)"), ("time", optional(t.time, number)), ("phase", string(t.phase)),
            ("fill", string(t.fill.rawValue)), ("applies", "\(t.applies)"), ("used", "\(t.used)"),
            ("localTime", optional(t.localTime, number)), ("iteration", optional(t.iteration) { "\($0)" }),
            ("direction", optional(t.direction, string)), ("curve", optional(t.curve, string)),
            ("linear", optional(t.linear, number)), ("eased", optional(t.eased, number)),
            ("from", optional(t.from, value)), ("to", optional(t.to, value)),
            ("keys", optional(t.keys) { "[" + $0.map(String.init).joined(separator: ", ") + "]" }),
            ("keyTimes", optional(t.keyTimes, numbers)), ("value", optional(t.value, value)), ("own", optional(t.own, value)),
        ]
        return JSONText.object(fields)
    }

    private static func optional<T>(_ value: T?, _ write: (T) -> String) -> String { value.map(write) ?? "null" }

    private static func value(_ v: ExplainedValue) -> String {
        "{\"text\": \(string(v.text)), \"numbers\": \(numbers(v.numbers))}"
    }

    private static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// Exact (Swift's shortest round-trip form); null when not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func string(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
