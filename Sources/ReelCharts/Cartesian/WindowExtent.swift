import ReelGeometry

/// The range of values a line shows between two x values: the points inside,
/// and where the line crosses each end (a straight segment's extremes are its
/// ends, so a y range fitted to this holds every visible part of the line).
package enum WindowExtent {
    /// The extent of the line through `x` and `y` within `window` (x units).
    /// With an `index` built over these `x` and `y` (x increasing), it costs
    /// O(log n); without one, O(n). With x not increasing there are no
    /// segments to cross the window's ends: only the points inside count.
    package static func of(x: [Double], y: [Double?], index: ExtentIndex?, in window: ValueRange) -> ClosedRange<Double>? {
        guard !x.isEmpty, x.count == y.count else { return nil }
        let indexed = index.flatMap { $0.count == y.count && $0.xIncreases ? $0 : nil }
        guard indexed != nil || zip(x, x.dropFirst()).allSatisfy({ $0 < $1 }) else { return scanned(x: x, y: y, window: window) }
        let first = lowerBound(x, window.lower), last = lowerBound(x, window.upper.nextUp) - 1
        var extent: ClosedRange<Double>?
        if first <= last {
            extent = indexed.map { $0.extent(first...last) } ?? scanned(x: Array(x[first...last]), y: Array(y[first...last]), window: window)
        }
        for edge in [window.lower, window.upper] {
            if let value = crossing(x: x, y: y, at: edge) { extent = union(extent, value...value) }
        }
        return extent
    }

    /// Union of two optional extents.
    package static func union(_ a: ClosedRange<Double>?, _ b: ClosedRange<Double>?) -> ClosedRange<Double>? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
    }

    /// The line's value at `edge`, strictly between two defined points.
    static func crossing(x: [Double], y: [Double?], at edge: Double) -> Double? {
        let upper = lowerBound(x, edge)
        guard upper > 0, upper < x.count, x[upper] != edge, let a = y[upper - 1], let b = y[upper] else { return nil }
        let t = (edge - x[upper - 1]) / (x[upper] - x[upper - 1])
        return a + (b - a) * t
    }

    /// First index whose x is at least `value`.
    package static func lowerBound(_ x: [Double], _ value: Double) -> Int {
        var lo = 0, hi = x.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if x[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private static func scanned(x: [Double], y: [Double?], window: ValueRange) -> ClosedRange<Double>? {
        var extent: ClosedRange<Double>?
        for (xi, yi) in zip(x, y) where xi >= window.lower && xi <= window.upper {
            if let yi { extent = union(extent, yi...yi) }
        }
        return extent
    }
}
