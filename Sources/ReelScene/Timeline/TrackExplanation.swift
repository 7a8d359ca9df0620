import ReelCharts
import ReelGeometry
import ReelTiming

/// A value as `frame --explain` shows it: text to read and the numbers
/// behind it (`Interpolatable.interpolationComponents`).
package struct ExplainedValue: Sendable, Equatable {
    package var text: String
    package var numbers: [Double]

    init<V: Interpolatable>(_ value: V) {
        numbers = value.interpolationComponents
        if let color = value as? Color {
            text = color.hexString
        } else if numbers.count == 1 {
            text = ExplainText.number(numbers[0])
        } else {
            text = "[" + numbers.map(ExplainText.number).joined(separator: ", ") + "]"
        }
    }
}

/// One timeline entry (a track, or a group) at one moment, as the frame
/// evaluated it. Built by `BoundTrack.explain` from the same `Track` and
/// `MediaTiming` its `apply` uses.
package struct TrackExplanation: Sendable, Equatable {
    package enum Kind: String, Sendable { case track, group }

    package var kind: Kind
    /// 0 for the timeline's own entries, one more inside each group.
    package var depth: Int
    /// `chart.strokeEnd`; nil for a group.
    package var property: String?
    /// A chart's own animation (`ChartAnimation.implicit`), not the scene's timeline.
    package var implicit: Bool
    /// The time the entry sees: the scene's, or its group's local time;
    /// nil when its group does not apply.
    package var time: Double?
    /// `before begin`, `active`, `ended` (`TimingPhase`), or `group not applied`.
    package var phase: String
    package var fill: FillMode
    /// Whether it sets its property (for a group: gives its children a time).
    package var applies: Bool
    package var localTime: Double?
    /// The iteration (0 first), for entries that repeat.
    package var iteration: Int?
    /// `forwards` or `backwards`, for entries that autoreverse.
    package var direction: String?
    /// The curve as the scene wrote it, or its name or function form.
    package var curve: String?
    package var linear: Double?
    package var eased: Double?
    /// The two values blended; for keyframes also their indices and key times.
    package var from: ExplainedValue?
    package var to: ExplainedValue?
    package var keys: [Int]?
    package var keyTimes: [Double]?
    /// What the track sets; nil when it does not apply.
    package var value: ExplainedValue?
    /// The property's value before this track: what shows when it does not apply.
    package var own: ExplainedValue?
    /// The frame draws this track's value: it applies and no later track on
    /// the same property does (Core Animation's stack).
    package var used = false

    /// The fields every entry has, from `timing` at `seconds` (nil: the
    /// enclosing group does not apply).
    init(kind: Kind, depth: Int, property: String?, implicit: Bool, timing: MediaTiming, at seconds: Double?) {
        self.kind = kind
        self.depth = depth
        self.property = property
        self.implicit = implicit
        time = seconds
        fill = timing.fill
        guard let seconds else {
            phase = "group not applied"
            applies = false
            return
        }
        phase = timing.phase(at: seconds).rawValue
        localTime = timing.iterationTime(at: seconds)
        applies = localTime != nil
        let repeats = timing.activeLocalDuration > timing.iterationDuration
        iteration = repeats ? timing.iteration(at: seconds) : nil
        direction = timing.autoreverses ? timing.isReversed(at: seconds).map { $0 ? "backwards" : "forwards" } : nil
    }

    /// A track's entry: timing, curve, segment and value from `track.state`.
    init<V: Interpolatable>(track: Track<V>, property: String, curve: String, implicit: Bool, own: V,
                            at seconds: Double?, depth: Int) {
        self.init(kind: .track, depth: depth, property: property, implicit: implicit, timing: track.timing, at: seconds)
        self.curve = curve
        self.own = ExplainedValue(own)
        guard let seconds else { return }
        let state = track.state(at: seconds)
        linear = state.linear
        eased = state.eased
        value = state.value.map(ExplainedValue.init)
        applies = state.value != nil
        if let segment = state.segment {
            from = ExplainedValue(segment.from)
            to = ExplainedValue(segment.to)
            keys = segment.keys.map { [$0.0, $0.1] }
            keyTimes = segment.keyTimes.map { [$0.0, $0.1] }
        }
    }

    /// Marks, per property, the last entry that applies as the one the frame uses.
    static func markingUsed(_ entries: [TrackExplanation]) -> [TrackExplanation] {
        var result = entries
        var seen: Set<String> = []
        for i in result.indices.reversed() where result[i].kind == .track && result[i].applies {
            guard let property = result[i].property, !seen.contains(property) else { continue }
            seen.insert(property)
            result[i].used = true
        }
        return result
    }
}

/// Numbers as `--explain` prints them in its table.
enum ExplainText {
    /// Up to 4 decimals, no trailing zeros; large or tiny values in exponent form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value != 0, abs(value) < 1e-4 || abs(value) >= 1e15 { return String(format: "%.4g", value) }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
