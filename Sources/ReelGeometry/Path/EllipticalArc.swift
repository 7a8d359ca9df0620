#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SVG's endpoint-parameterised elliptical arc (`A rx ry rotation large sweep x y`),
/// converted to cubic Beziers following the SVG specification's appendix
/// (out-of-range radii are scaled up, zero radii make a straight line).
enum EllipticalArc {
    /// Cubic segments (control1, control2, end) from `from` to `to`, or nil
    /// when the arc degenerates to a line.
    static func cubics(from p0: Point, to p1: Point, rx: Double, ry: Double, rotationDegrees: Double,
                       largeArc: Bool, sweep: Bool) -> [(Point, Point, Point)]? {
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0, p0 != p1 else { return nil }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the midpoint in the ellipse's own axes.
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to reach: scale them up just enough. Radii so small
        // that their squares are 0 (1e-300) take the scale as a hypotenuse of
        // ratios, which stays finite: still the half ellipse the
        // specification asks for, never a NaN.
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda.isFinite {
            if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        } else {
            let reach = hypot(x1 / rx, y1 / ry)
            guard reach.isFinite else { return nil }
            rx *= reach; ry *= reach
        }
        // Step 2: the centre in the ellipse's axes.
        let numerator = max(rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1, 0)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var k = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if largeArc == sweep { k = -k }
        let cx1 = k * rx * y1 / ry, cy1 = -k * ry * x1 / rx
        // Step 3: back to user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2
        // Step 4: start angle and sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let count = min(max(1, Int(saturating: (abs(delta) / (.pi / 2) - 1e-9).rounded(.up))), 400)
        let step = delta / Double(count)
        let t = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> Point {
            Point(cx + rx * cos(a) * cosPhi - ry * sin(a) * sinPhi, cy + rx * cos(a) * sinPhi + ry * sin(a) * cosPhi)
        }
        func derivative(_ a: Double) -> Point {
            Point(-rx * sin(a) * cosPhi - ry * cos(a) * sinPhi, -rx * sin(a) * sinPhi + ry * cos(a) * cosPhi)
        }
        let segments = (0..<count).map { i in
            let a0 = theta1 + step * Double(i), a1 = a0 + step
            let end = i == count - 1 ? p1 : point(a1)
            return (point(a0) + derivative(a0) * t, end - derivative(a1) * t, end)
        }
        // An ellipse too flat for doubles (radii 1e-300 and 1) degenerates
        // to the straight line, as zero radii do.
        let finite = segments.allSatisfy { c1, c2, _ in c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite }
        return finite ? segments : nil
    }
}
