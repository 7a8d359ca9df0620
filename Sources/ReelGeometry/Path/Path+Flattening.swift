#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The path as polylines that stay within `tolerance` of the true curves.
    ///
    /// Arcs get as many segments as their radius needs: the sagitta of each
    /// chord is at most `tolerance`, so large rings stay smooth and small dots
    /// stay cheap.
    public func flattened(tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        // Where the pen is; after a close it is back at the subpath's start.
        var pen: Point?
        func finish(closed: Bool) {
            // A lone move draws nothing; a closed single point is a zero-length
            // subpath, which round and square caps draw as a dot.
            if current.count > 1 || (closed && !current.isEmpty) {
                result.append(Polyline(current, closed: closed))
            }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
                pen = p
            case .line(let p):
                if current.isEmpty { current = [pen ?? p] }
                current.append(p)
                pen = p
            case .quad(let control, let p):
                let start = current.last ?? pen ?? p
                if current.isEmpty { current = [start] }
                current += Bezier.flattenQuad(start, control, p, tolerance: tolerance)
                pen = p
            case .cubic(let c1, let c2, let p):
                let start = current.last ?? pen ?? p
                if current.isEmpty { current = [start] }
                current += Bezier.flattenCubic(start, c1, c2, p, tolerance: tolerance)
                pen = p
            case .arc(let arc):
                let points = arc.flattened(tolerance: tolerance)
                // Like Core Graphics, an arc continues the subpath with a line
                // from the pen to the arc's start.
                if current.isEmpty, let pen { current = [pen] }
                current.append(contentsOf: current.last == points.first ? Array(points.dropFirst()) : points)
                pen = points.last
            case .close:
                let start = current.first
                finish(closed: true)
                pen = start ?? pen
            }
        }
        finish(closed: false)
        return result
    }
}

extension Arc {
    /// Points along the arc, both ends included, with chord sagitta <= tolerance.
    func flattened(tolerance: Double) -> [Point] {
        let sweep = self.sweep
        guard radius > 0, sweep != 0 else { return [startPoint] }
        let maxStep: Double
        if tolerance >= radius {
            maxStep = Double.pi / 2
        } else {
            maxStep = 2 * acos(1 - tolerance / radius)
        }
        let count = max(1, Int((abs(sweep) / maxStep).rounded(.up)))
        return (0...count).map { i in point(at: startAngle + sweep * Double(i) / Double(count)) }
    }
}
