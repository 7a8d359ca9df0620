import ReelGeometry

/// Smooth curves through data points that never overshoot them: the
/// Fritsch-Carlson monotone cubic, as cubic Bezier segments. Between two
/// points the curve stays within their values, so a smoothed line never
/// shows a peak the data does not have.
enum MonotoneCubic {
    /// Cubic segments (control1, control2, end) from points[0] through the rest;
    /// x must increase.
    static func segments(through points: [Point]) -> [(Point, Point, Point)] {
        let n = points.count
        guard n > 2 else { return n == 2 ? [(points[0].lerp(to: points[1], 1.0 / 3), points[0].lerp(to: points[1], 2.0 / 3), points[1])] : [] }
        var slopes = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = points[i + 1].x - points[i].x
            slopes[i] = dx != 0 ? (points[i + 1].y - points[i].y) / dx : 0
        }
        var tangents = [Double](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) {
            tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
        }
        // Limit the tangents so each segment stays monotone.
        for i in 0..<(n - 1) where slopes[i] == 0 {
            tangents[i] = 0
            tangents[i + 1] = 0
        }
        for i in 0..<(n - 1) where slopes[i] != 0 {
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                tangents[i] = t * a * slopes[i]
                tangents[i + 1] = t * b * slopes[i]
            }
        }
        return (0..<(n - 1)).map { i in
            let p0 = points[i], p1 = points[i + 1]
            let h = (p1.x - p0.x) / 3
            return (Point(p0.x + h, p0.y + tangents[i] * h), Point(p1.x - h, p1.y - tangents[i + 1] * h), p1)
        }
    }
}
