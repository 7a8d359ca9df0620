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
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(current, closed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .arc(let arc):
                let points = arc.flattened(tolerance: tolerance)
                if let first = points.first, current.last == first {
                    current.append(contentsOf: points.dropFirst())
                } else {
                    current.append(contentsOf: points)
                }
            case .close:
                let start = current.first
                finish(closed: true)
                // After a close the current point returns to the subpath's start.
                if let start { current = [start] }
            }
        }
        // A lone leftover point after `close` is not a subpath of its own.
        if current.count > 1 || result.isEmpty { finish(closed: false) }
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
