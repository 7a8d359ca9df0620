/// How keyframe values are joined, as `CAKeyframeAnimation.calculationMode`.
package enum CalculationMode: String, Sendable, CaseIterable {
    /// Straight blends between neighbours, each segment eased by its own curve.
    case linear
    /// Each value holds until the next key time; no blending.
    case discrete
    /// Constant speed: key times follow the distances between the values.
    case paced
    /// A Catmull-Rom spline through the values (smooth through every keyframe).
    case cubic
}

/// Why keyframes were rejected; the message says what is allowed.
package struct KeyframeError: Error, Equatable, Sendable {
    package let message: String
    /// Which list the problem is in: `values`, `keyTimes` or `curves`.
    package let field: String
}

/// A `CAKeyframeAnimation`'s values: where a property is at each key time.
///
/// Lookup is a binary search on the key times for every query: no "current
/// segment" is remembered, so frames can be evaluated in any order.
package struct Keyframes<Value: Interpolatable>: Sendable {
    package let values: [Value]
    /// Fractions of the duration, non-decreasing, from 0 to 1.
    package let keyTimes: [Double]
    /// One curve per segment between consecutive values.
    package let curves: [TimingCurve]
    package let mode: CalculationMode

    /// Validates and completes keyframes. Without `keyTimes` the values are
    /// spread evenly (in `paced` mode, by distance). `discrete` takes n + 1 key
    /// times (each value holds for an interval, as Core Animation) or n.
    package init(values: [Value], keyTimes: [Double]? = nil, curves: [TimingCurve]? = nil,
                mode: CalculationMode = .linear) throws {
        guard !values.isEmpty else { throw KeyframeError(message: "needs at least one value", field: "values") }
        let segments = max(values.count - 1, 0)
        if mode == .paced && (keyTimes != nil || curves != nil) {
            let field = keyTimes != nil ? "keyTimes" : "curves"
            throw KeyframeError(message: "paced keyframes space themselves by distance; leave \(field) out", field: field)
        }
        if let curves, curves.count != segments, curves.count != 1 {
            throw KeyframeError(message: "expected \(segments) curves (one per segment between \(values.count) values) or 1 for all, got \(curves.count)", field: "curves")
        }
        let times = try keyTimes.map { try Self.validated($0, values: values.count, mode: mode) }
            ?? Self.defaultKeyTimes(values, mode: mode)
        self.values = values
        self.keyTimes = times
        self.curves = curves.map { $0.count == 1 ? Array(repeating: $0[0], count: segments) : $0 } ?? []
        self.mode = mode
    }

    private static func validated(_ times: [Double], values: Int, mode: CalculationMode) throws -> [Double] {
        let allowed = mode == .discrete ? [values, values + 1] : [values]
        guard allowed.contains(times.count) else {
            let expected = allowed.map(String.init).joined(separator: " or ")
            throw KeyframeError(message: "expected \(expected) key times for \(values) values, got \(times.count)", field: "keyTimes")
        }
        guard values > 1 || (0...1).contains(times[0]) else {
            throw KeyframeError(message: "a key time must be from 0 to 1", field: "keyTimes")
        }
        guard values == 1 || (times.first == 0 && times.last == 1) else {
            throw KeyframeError(message: "key times must start at 0 and end at 1", field: "keyTimes")
        }
        for (a, b) in zip(times, times.dropFirst()) where b < a {
            throw KeyframeError(message: "key times must not decrease (\(a.shortText) is followed by \(b.shortText))", field: "keyTimes")
        }
        return times
    }

    private static func defaultKeyTimes(_ values: [Value], mode: CalculationMode) -> [Double] {
        let n = values.count
        if n == 1 { return [0] }
        if mode == .discrete { return (0...n).map { Double($0) / Double(n) } }
        if mode == .paced {
            var cumulative = [0.0]
            for (a, b) in zip(values, values.dropFirst()) { cumulative.append(cumulative.last! + a.distance(to: b)) }
            if let total = cumulative.last, total > 0 { return cumulative.map { $0 / total } }
        }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The value at `progress` (0...1) through the animation.
    package func value(at progress: Double) -> Value {
        if values.count == 1 { return values[0] }
        let i = segment(containing: progress)
        if mode == .discrete { return values[min(i, values.count - 1)] }
        let t0 = keyTimes[i], t1 = keyTimes[i + 1]
        var local = t1 > t0 ? (progress - t0) / (t1 - t0) : 1
        // Segment curves shape the segment itself; beyond the ends (an
        // overshooting track curve) the end segments extrapolate linearly.
        if !curves.isEmpty, (0...1).contains(local) { local = curves[i].progress(local) }
        if mode == .cubic { return spline(segment: i, at: local) }
        return values[i].interpolated(to: values[i + 1], at: local)
    }

    /// Index i with keyTimes[i] <= progress < keyTimes[i + 1], clamped to the
    /// first and last segment (so progress past the ends extrapolates them).
    func segment(containing progress: Double) -> Int {
        let last = mode == .discrete && keyTimes.count == values.count ? keyTimes.count - 1 : keyTimes.count - 2
        var lo = 0, hi = keyTimes.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if keyTimes[mid] <= progress { lo = mid } else { hi = mid }
        }
        if keyTimes[hi] <= progress { lo = hi }
        return min(lo, last)
    }

    /// Catmull-Rom between values[i] and values[i + 1]; the end values are
    /// repeated to give the first and last segments their outer neighbours.
    private func spline(segment i: Int, at t: Double) -> Value {
        let p0 = values[max(i - 1, 0)].interpolationComponents
        let p1 = values[i].interpolationComponents
        let p2 = values[i + 1].interpolationComponents
        let p3 = values[min(i + 2, values.count - 1)].interpolationComponents
        let t2 = t * t, t3 = t2 * t
        let components = (0..<p1.count).map { k in
            0.5 * (2 * p1[k] + (p2[k] - p0[k]) * t
                + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                + (3 * p1[k] - p0[k] - 3 * p2[k] + p3[k]) * t3)
        }
        return Value(interpolationComponents: components)
    }
}
