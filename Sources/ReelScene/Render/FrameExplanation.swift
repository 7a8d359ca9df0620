import ReelCharts
import ReelGeometry
import ReelJSON

/// What a chart's tracks and derived values are at one moment (see
/// `AnimatedChart.explanation(at:context:)`).
package struct ChartExplanation: Sendable, Equatable {
    /// `chart.type`: `telegram`, `line`...
    package var chartType: String
    /// The time the timeline sees (the frame's time times a playback rate).
    package var timelineTime: Double
    /// Every timeline entry in order (groups followed by their children),
    /// the chart's implicit tracks first.
    package var tracks: [TrackExplanation]
    /// What the resolved chart derives (`ChartFrame.explained`).
    package var derived: [DerivedValue]
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
package struct FrameExplanation: Sendable, Equatable {
    package static let version = 1

    package var time: Double
    package var chart: ChartExplanation

    package init(time: Double, chart: ChartExplanation) {
        self.time = time
        self.chart = chart
    }

    /// The document as JSON: one track or derived value a line.
    package func json() -> String {
        JSON.object([
            "version": .integer(Self.version), "time": .exact(time), "timelineTime": .exact(chart.timelineTime),
            "chart": .string(chart.chartType),
            "tracks": .rows(chart.tracks.map(Self.object)),
            "derived": .rows(chart.derived.map { value in
                .object(["name": .string(value.name), "numbers": Self.numbers(value.numbers), "note": .optional(value.note, JSON.string)])
            }),
        ]).text(.document)
    }

    private static func object(_ t: TrackExplanation) -> JSON {
        .object([
            "kind": .string(t.kind.rawValue), "depth": .integer(t.depth), "property": .optional(t.property, JSON.string),
            "implicit": .bool(t.implicit), "time": .optional(t.time, JSON.exact), "phase": .string(t.phase),
            "fill": .string(t.fill.rawValue), "applies": .bool(t.applies), "used": .bool(t.used),
            "localTime": .optional(t.localTime, JSON.exact), "iteration": .optional(t.iteration, JSON.integer),
            "direction": .optional(t.direction, JSON.string), "curve": .optional(t.curve, JSON.string),
            "linear": .optional(t.linear, JSON.exact), "eased": .optional(t.eased, JSON.exact),
            "from": .optional(t.from, value), "to": .optional(t.to, value),
            "keys": .optional(t.keys) { .array($0.map(JSON.integer)) },
            "keyTimes": .optional(t.keyTimes, numbers), "value": .optional(t.value, value), "own": .optional(t.own, value),
        ])
    }

    private static func value(_ v: ExplainedValue) -> JSON {
        .object(["text": .string(v.text), "numbers": numbers(v.numbers)])
    }

    /// Exact (Swift's shortest round-trip form); null when not finite.
    private static func numbers(_ values: [Double]) -> JSON { .array(values.map(JSON.exact)) }
}
