/// A cubic-Bezier timing function from (0,0) to (1,1) with two control points,
/// as `CAMediaTimingFunction(controlPoints:)` defines it.
///
/// `progress(at:)` solves x(t) = x for the curve parameter t and returns y(t).
/// The solver is a safeguarded Newton iteration: it keeps a bracket around the
/// root and falls back to bisection whenever a Newton step would leave it, so
/// steep curves (a control point at x = 0 or 1) converge as reliably as gentle ones.
package struct CubicBezier: Sendable, Hashable {
    package let x1: Double
    package let y1: Double
    package let x2: Double
    package let y2: Double

    /// Creates the curve. `x1` and `x2` must lie in 0...1 so that x(t) is monotone;
    /// the y values may overshoot.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "control point x outside 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The eased value for input progress `x` (clamped to 0...1).
    package func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Control points on the diagonal make y(t) = x(t): the identity, exactly.
        if x1 == y1 && x2 == y2 { return x }
        return Self.coordinate(solveParameter(forX: x), p1: y1, p2: y2)
    }

    /// The curve parameter t whose x(t) equals `x`, accurate to about 1e-14 in t.
    package func solveParameter(forX x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        var t = x
        for _ in 0..<100 {
            let error = Self.coordinate(t, p1: x1, p2: x2) - x
            if abs(error) < 1e-15 { return t }
            if error < 0 { lo = t } else { hi = t }
            if hi - lo < 1e-15 { return (lo + hi) / 2 }
            let slope = Self.derivative(t, p1: x1, p2: x2)
            let newton = slope > 1e-12 ? t - error / slope : .nan
            // Take the Newton step only while it stays strictly inside the bracket.
            t = (newton > lo && newton < hi) ? newton : (lo + hi) / 2
        }
        return t
    }

    /// One coordinate of the curve at parameter t, with end points 0 and 1.
    static func coordinate(_ t: Double, p1: Double, p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    static func derivative(_ t: Double, p1: Double, p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
