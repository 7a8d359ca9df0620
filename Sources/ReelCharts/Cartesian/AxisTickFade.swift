/// One grid value shown while an axis moves between tick sets.
public struct FadingTick: Sendable, Hashable {
    public var value: Double
    /// 0...1: the share of the tick sets in view that have this value.
    public var opacity: Double
    /// The step of the set it comes from (for how many decimals its label needs).
    public var step: Double
}

/// Axis transitions: while a y axis moves from one fit to another, the old
/// tick labels and grid lines slide with the scale and fade out as the new
/// ones slide in and fade in. Each tick set shows with its weight in the
/// follow (`Follow.blend`); a value several sets share (0, say) adds their
/// weights and so stays put at full strength.
public enum AxisTickFade {
    public static func ticks(_ sets: [Weighted<TickSet>]) -> [FadingTick] {
        var result: [FadingTick] = []
        for set in sets where set.weight > 1e-6 {
            for value in set.target.values {
                if let same = result.firstIndex(where: { abs($0.value - value) <= set.target.step * 1e-9 }) {
                    result[same].opacity += set.weight
                    result[same].step = min(result[same].step, set.target.step)
                } else {
                    result.append(FadingTick(value: value, opacity: set.weight, step: set.target.step))
                }
            }
        }
        return result.map { FadingTick(value: $0.value, opacity: min(max($0.opacity, 0), 1), step: $0.step) }
            .filter { $0.opacity > 1e-4 }
            .sorted { $0.value < $1.value }
    }
}
