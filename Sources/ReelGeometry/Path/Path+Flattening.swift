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
        flattened(tolerance: tolerance, transform: .identity)
    }

    /// The path transformed by `transform` and flattened to within `tolerance`
    /// of the transformed curves, without building the transformed path first.
    ///
    /// A path to be stroked passes the pen's `offset` (half its width): a
    /// stroke's edges lie that far out, where a chord's error grows by
    /// (r + offset) / r, so curves are flattened finely enough for the edges.
    public func flattened(tolerance: Double, transform t: AffineTransform, offset: Double = 0) -> [Polyline] {
        if t != .identity && t.similarityScale == nil && elements.contains(where: { if case .arc = $0 { return true } else { return false } }) {
            // Arcs under a non-uniform transform become cubics first.
            return applying(t).flattened(tolerance: tolerance, transform: .identity, offset: offset)
        }
        let identity = t == .identity
        @inline(__always) func map(_ p: Point) -> Point { identity ? p : t.apply(p) }
        var result: [Polyline] = []
        var current: [Point] = []
        var startTangent: Point?, endTangent: Point?
        // Where the pen is; after a close it is back at the subpath's start.
        var pen: Point?
        func finish(closed: Bool) {
            // A lone move draws nothing; a closed single point is a zero-length
            // subpath, which round and square caps draw as a dot.
            if current.count > 1 || (closed && !current.isEmpty) {
                result.append(Polyline(current, closed: closed, startTangent: startTangent, endTangent: endTangent))
            }
            current = []
            startTangent = nil
            endTangent = nil
        }
        /// Records the tangents of a segment just added (nil for a straight one).
        func curve(from start: Point?, _ end: Point?, firstSegment: Bool) {
            if firstSegment { startTangent = start.flatMap { $0 == .zero ? nil : $0.normalized } }
            endTangent = end.flatMap { $0 == .zero ? nil : $0.normalized }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [map(p)]
                pen = current[0]
            case .line(let q):
                let p = map(q)
                if current.isEmpty { current = [pen ?? p] }
                current.append(p)
                curve(from: nil, nil, firstSegment: current.count == 2)
                pen = p
            case .quad(let qc, let q):
                let control = map(qc), p = map(q)
                let start = current.last ?? pen ?? p
                if current.isEmpty { current = [start] }
                let first = current.count == 1
                current += Bezier.flattenQuad(start, control, p, tolerance: offset > 0 ? tolerance / 2 : tolerance)
                curve(from: control == start ? p - start : control - start, p == control ? p - start : p - control,
                      firstSegment: first)
                pen = p
            case .cubic(let q1, let q2, let q):
                let c1 = map(q1), c2 = map(q2), p = map(q)
                let start = current.last ?? pen ?? p
                if current.isEmpty { current = [start] }
                let first = current.count == 1
                current += Bezier.flattenCubic(start, c1, c2, p, tolerance: offset > 0 ? tolerance / 2 : tolerance)
                curve(from: c1 != start ? c1 - start : (c2 != start ? c2 - start : p - start),
                      p != c2 ? p - c2 : (p != c1 ? p - c1 : p - start), firstSegment: first)
                pen = p
            case .arc(let original):
                let arc = identity ? original : Arc(center: t.apply(original.center), radius: original.radius * t.similarityScale!,
                                                    startAngle: original.startAngle + t.rotationAngle,
                                                    endAngle: original.endAngle + t.rotationAngle, clockwise: original.clockwise)
                let points = arc.flattened(tolerance: arc.radius > 0 ? tolerance * arc.radius / (arc.radius + offset) : tolerance)
                // Like Core Graphics, an arc continues the subpath with a line
                // from the pen to the arc's start.
                if current.isEmpty, let pen { current = [pen] }
                let first = current.isEmpty || (current.count == 1 && current.last == points.first)
                current.append(contentsOf: current.last == points.first ? Array(points.dropFirst()) : points)
                if arc.radius > 0 && arc.sweep != 0 {
                    let direction: Double = arc.sweep > 0 ? 1 : -1
                    let tangent = { (a: Double) in Point(-sin(a), cos(a)) * direction }
                    curve(from: tangent(arc.startAngle), tangent(arc.startAngle + arc.sweep), firstSegment: first)
                }
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
