/// The fewest keyframes that describe a sampled attribute, for vector
/// animation (an SVG `<animate>`'s `values` and `keyTimes`, a Lottie
/// property's keyframes): an attribute sampled at every frame time is kept
/// only where linear interpolation between the kept samples would miss a
/// dropped one by more than `tolerance` in some component.
///
/// Invariant: for every sample i, interpolating linearly between the kept
/// samples around it gives each component within `tolerance` of sample i's;
/// the first and last samples are always kept. Runs of equal values collapse
/// to their two ends, and a value that never changes to its first sample.
public enum KeyframeReduction {
    /// The indices of the samples to keep, ascending. `times` ascend and
    /// `values[i]` (one or more components, the same count for all) is the
    /// attribute at `times[i]`.
    public static func kept(times: [Double], values: [[Double]], tolerance: Double) -> [Int] {
        precondition(times.count == values.count, "one value per time")
        guard values.count > 2 else { return Array(values.indices) }
        if values.allSatisfy({ $0 == values[0] }) { return [0] }
        var kept = [0]
        var start = 0
        var candidate = 2
        // Greedy: stretch the segment from `start` while every sample inside
        // it lies on the line to its end, within the tolerance.
        while candidate < values.count {
            if !covers(start, candidate, times, values, tolerance) {
                kept.append(candidate - 1)
                start = candidate - 1
            }
            candidate += 1
        }
        kept.append(values.count - 1)
        return kept
    }

    /// The indices where a discrete attribute (text, visibility) changes:
    /// the first sample and every sample whose value differs from the one
    /// before, so a step at each kept time reproduces every sample exactly.
    public static func changes<Value: Equatable>(_ values: [Value]) -> [Int] {
        values.indices.filter { $0 == 0 || values[$0] != values[$0 - 1] }
    }

    /// Whether the straight line from sample `a` to sample `b` passes within
    /// `tolerance` of every sample between them, in every component.
    private static func covers(_ a: Int, _ b: Int, _ times: [Double], _ values: [[Double]], _ tolerance: Double) -> Bool {
        let span = times[b] - times[a]
        for i in (a + 1)..<b {
            let f = span > 0 ? (times[i] - times[a]) / span : 0
            for c in values[i].indices {
                let line = values[a][c] + (values[b][c] - values[a][c]) * f
                if abs(line - values[i][c]) > tolerance { return false }
            }
        }
        return true
    }
}
