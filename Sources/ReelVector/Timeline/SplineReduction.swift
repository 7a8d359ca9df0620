import ReelTiming

/// The fewest keyframes that describe a sampled attribute when each
/// segment between two kept samples may ease: SMIL's `calcMode="spline"`,
/// whose segments are cubic Béziers of progress over time.
///
/// A segment from sample a to b is tried as a cubic Hermite curve: the
/// Bézier with x controls 1/3 and 2/3 (so progress is a cubic in time) and
/// y controls set by the slopes the samples show at its two ends (clamped
/// to 0...1, as SMIL requires), then as a straight line, then as each of
/// `easings` (the scene's own curves ease a segment that is a whole
/// track exactly, where a Hermite curve only comes close). Every component
/// follows the same curve from its value at a to its value at b. Segments
/// grow greedily while one of the two fits.
///
/// Invariant: for every sample i, the kept keys' curves give each
/// component within `tolerance` of sample i's (as `KeyframeReduction`'s
/// lines do); the first and last samples are always kept.
package enum SplineReduction {
    /// A kept sample and the curve of the segment that ends at it.
    package struct Key: Equatable, Sendable {
        package var index: Int
        /// `x1 y1 x2 y2` of the segment from the previous key; the straight
        /// line is `(1/3, 1/3, 2/3, 2/3)`, nil for the first key.
        package var spline: [Double]?
    }

    package static let line: [Double] = [1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3]

    /// A Bézier easing a segment may follow: a timing curve whose controls
    /// `keySplines` and Lottie's tangents can hold (y within 0...1, as SMIL
    /// requires).
    package struct Easing: Sendable {
        package let curve: CubicBezier

        package init(_ curve: CubicBezier) { self.curve = curve }

        /// `x1 y1 x2 y2`, as written in `keySplines`.
        package var controls: [Double] { [curve.x1, curve.y1, curve.x2, curve.y2] }

        /// Progress at `u` of the segment's time (0...1 to 0...1).
        func progress(_ u: Double) -> Double { curve.progress(at: u) }

        /// Core Animation's named Bézier curves that can be written, so that
        /// a segment eases exactly as a scene's track did.
        package static let coreAnimation: [Easing] = TimingCurve.named.compactMap { entry in
            guard case .cubicBezier(let c) = entry.curve, entry.curve != .linear, (0...1).contains(c.y1), (0...1).contains(c.y2) else {
                return nil
            }
            return Easing(c)
        }
    }

    /// The keys to keep, ascending. `times` ascend; `values[i]` has the
    /// same number of components for every i.
    package static func kept(times: [Double], values: [[Double]], tolerance: Double, easings: [Easing] = []) -> [Key] {
        precondition(times.count == values.count, "one value per time")
        guard !values.isEmpty else { return [] }
        var keys = [Key(index: 0, spline: nil)]
        // Where the value comes to rest (or the samples end).
        let rests = easings.isEmpty ? [] : values.indices.filter { b in
            b == values.count - 1 || (b > 0 && values[b] == values[b + 1] && values[b - 1] != values[b])
        }
        var a = 0
        while a < values.count - 1 {
            var best = (end: a + 1, spline: line)
            var b = a + 2
            while b < values.count, let spline = fit(a, b, times, values, tolerance) {
                best = (b, spline)
                b += 1
            }
            // An easing fits a whole track, not the parts of it on the way:
            // from a rest, look for the farthest rest it reaches.
            if a == 0 || values[a - 1] == values[a] {
                for easing in easings {
                    for end in rests.reversed() where end > best.end && covers(a, end, easing.progress, times, values, tolerance) {
                        best = (end, easing.controls)
                        break
                    }
                }
            }
            keys.append(Key(index: best.end, spline: best.spline))
            a = best.end
        }
        return keys
    }

    /// The progress at time fraction `u` of the Bézier `spline` whose x
    /// controls are 1/3 and 2/3 (so x = u).
    package static func progress(_ u: Double, _ spline: [Double]) -> Double {
        let s = 1 - u
        return 3 * s * s * u * spline[1] + 3 * s * u * u * spline[3] + u * u * u
    }

    /// The curve that carries samples a...b within the tolerance, if any.
    private static func fit(_ a: Int, _ b: Int, _ times: [Double], _ values: [[Double]], _ tolerance: Double) -> [Double]? {
        [hermiteSpline(a, b, times, values), line].compactMap { $0 }.first { spline in
            covers(a, b, { progress($0, spline) }, times, values, tolerance)
        }
    }

    /// Whether `curve` (progress over time, 0...1) from sample a to b passes
    /// within `tolerance` of every sample between them, in every component.
    static func covers(_ a: Int, _ b: Int, _ curve: (Double) -> Double, _ times: [Double], _ values: [[Double]],
                               _ tolerance: Double) -> Bool {
        let span = times[b] - times[a]
        guard b > a + 1 else { return true }
        // The middle sample first: a wrong curve is usually furthest off there.
        let middle = (a + b) / 2
        for i in [middle] + Array((a + 1)..<b) {
            let p = curve(span > 0 ? (times[i] - times[a]) / span : 0)
            for c in values[i].indices where abs(values[a][c] + (values[b][c] - values[a][c]) * p - values[i][c]) > tolerance {
                return false
            }
        }
        return true
    }

    /// The Hermite curve whose end slopes are those the samples show, in
    /// the component that changes most; nil when nothing changes.
    private static func hermiteSpline(_ a: Int, _ b: Int, _ times: [Double], _ values: [[Double]]) -> [Double]? {
        guard let c = values[a].indices.max(by: { abs(values[b][$0] - values[a][$0]) < abs(values[b][$1] - values[a][$1]) }) else { return nil }
        let rise = values[b][c] - values[a][c], span = times[b] - times[a]
        guard rise != 0, span > 0 else { return nil }
        let start = slope(at: a, toward: 1, limit: b, c, times, values) * span / rise
        let end = slope(at: b, toward: -1, limit: a, c, times, values) * span / rise
        return [1.0 / 3, min(max(start / 3, 0), 1), 2.0 / 3, min(max(1 - end / 3, 0), 1)]
    }

    /// The slope of component c at sample i from the samples on one side
    /// (`direction` 1: after it, -1: before it), not past `limit`:
    /// second-order where there are two, first-order otherwise.
    private static func slope(at i: Int, toward direction: Int, limit: Int, _ c: Int, _ times: [Double], _ values: [[Double]]) -> Double {
        let i1 = i + direction, i2 = i + 2 * direction
        let h1 = times[i1] - times[i]
        guard abs(i2 - i) <= abs(limit - i), abs(times[i2] - times[i] - 2 * h1) < 1e-9 * max(1, abs(h1)) else {
            return (values[i1][c] - values[i][c]) / h1
        }
        return (-3 * values[i][c] + 4 * values[i1][c] - values[i2][c]) / (2 * h1)
    }
}
