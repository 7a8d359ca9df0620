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
package enum KeyframeReduction {
    /// The indices of the samples to keep, ascending. `times` ascend and
    /// `values[i]` (one or more components, the same count for all) is the
    /// attribute at `times[i]`.
    package static func kept(times: [Double], values: [[Double]], tolerance: Double) -> [Int] {
        precondition(times.count == values.count, "one value per time")
        guard values.count > 2 else { return Array(values.indices) }
        if values.allSatisfy({ $0 == values[0] }) { return [0] }
        var kept = [0]
        var start = 0
        var window = SlopeWindow(times, values, start: 0, tolerance: tolerance)
        window.include(1)
        // Greedy: stretch the segment from `start` while every sample inside
        // it lies on the line to its end, within the tolerance.
        for candidate in 2..<values.count {
            if !window.admits(candidate) {
                kept.append(candidate - 1)
                start = candidate - 1
                window = SlopeWindow(times, values, start: start, tolerance: tolerance)
            }
            window.include(candidate)
        }
        kept.append(values.count - 1)
        return kept
    }

    /// The indices where a discrete attribute (text, visibility) changes:
    /// the first sample and every sample whose value differs from the one
    /// before, so a step at each kept time reproduces every sample exactly.
    package static func changes<Value: Equatable>(_ values: [Value]) -> [Int] {
        values.indices.filter { $0 == 0 || values[$0] != values[$0 - 1] }
    }

    /// Whether the straight line from sample `a` to sample `b` passes within
    /// `tolerance` of every sample between them, in every component.
    fileprivate static func covers(_ a: Int, _ b: Int, _ times: [Double], _ values: [[Double]], _ tolerance: Double) -> Bool {
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

/// The slopes a line from a segment's first sample may take and still pass
/// within the tolerance of every sample after it so far, per component: a
/// sample d seconds after the start allows slopes from (v - tol - v0) / d
/// to (v + tol - v0) / d, and the window is their intersection. Testing a
/// candidate end is then one comparison per component instead of a pass
/// over the segment, so a reduction is linear in the samples, not
/// quadratic in the length of its runs. Where a slope lies within rounding
/// of a bound, the exact test (`KeyframeReduction.covers`) decides, so the
/// samples kept are those of the direct computation.
private struct SlopeWindow {
    let times: [Double], values: [[Double]], start: Int, tolerance: Double
    private var low: [Double], high: [Double]
    /// The largest magnitude of a value in the window, per component, and
    /// the shortest time after the start: how far rounding can move a bound.
    private var magnitude: [Double]
    private var shortest = Double.infinity
    /// A sample at the start's time (no slope reaches it) that lies off the start's value.
    private var blocked = false

    init(_ times: [Double], _ values: [[Double]], start: Int, tolerance: Double) {
        (self.times, self.values, self.start, self.tolerance) = (times, values, start, tolerance)
        let count = values[start].count
        (low, high) = (Array(repeating: -.infinity, count: count), Array(repeating: .infinity, count: count))
        magnitude = values[start].map { abs($0) + tolerance }
    }

    /// Narrows the window to the slopes that pass sample `i`.
    mutating func include(_ i: Int) {
        let d = times[i] - times[start], first = values[start]
        for c in first.indices {
            let v = values[i][c]
            magnitude[c] = max(magnitude[c], abs(v) + tolerance)
            if d > 0 {
                low[c] = max(low[c], (v - tolerance - first[c]) / d)
                high[c] = min(high[c], (v + tolerance - first[c]) / d)
            } else if abs(first[c] - v) > tolerance {
                blocked = true
            }
        }
        if d > 0 { shortest = min(shortest, d) }
    }

    /// Whether the line from the start to sample `end` passes every sample included.
    func admits(_ end: Int) -> Bool {
        if blocked { return false }
        let span = times[end] - times[start], first = values[start]
        guard span > 0, shortest.isFinite else { return true }
        var unsure = false
        for c in first.indices {
            let slope = (values[end][c] - first[c]) / span
            let margin = 1e-9 * max(magnitude[c], abs(values[end][c])) / shortest
            if slope < low[c] - margin || slope > high[c] + margin { return false }
            if slope < low[c] + margin || slope > high[c] - margin { unsure = true }
        }
        return !unsure || KeyframeReduction.covers(start, end, times, values, tolerance)
    }
}
