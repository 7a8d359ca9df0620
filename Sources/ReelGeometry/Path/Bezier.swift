/// Flattening of Bezier segments into points within a tolerance.
///
/// The segment count comes from Wang's formula: for n uniform steps in t, a
/// cubic stays within tolerance when n >= sqrt(3/4 * M / tolerance), M the
/// largest second difference of the control polygon (1/4 * M for a quadratic).
/// It adapts to curvature and never undershoots, which a fixed count would.
enum Bezier {
    /// Points after `p0` (excluded) up to and including `p2`.
    static func flattenQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> [Point] {
        let dd = (p0 - p1 * 2 + p2).length
        let n = segmentCount(0.25 * dd, tolerance)
        return (1...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            return p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
        }
    }

    /// Points after `p0` (excluded) up to and including `p3`.
    static func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> [Point] {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = segmentCount(0.75 * dd, tolerance)
        return (1...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
    }

    private static func segmentCount(_ bound: Double, _ tolerance: Double) -> Int {
        guard bound > 0, tolerance > 0 else { return 1 }
        return min(10_000, max(1, Int(saturating: (bound / tolerance).squareRoot().rounded(.up))))
    }
}
