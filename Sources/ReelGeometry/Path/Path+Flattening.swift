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
    package func flattened(tolerance: Double) -> [Polyline] {
        flattened(tolerance: tolerance, transform: .identity)
    }

    /// The path transformed by `transform` and flattened to within `tolerance`
    /// of the transformed curves, without building the transformed path first.
    ///
    /// A path to be stroked passes the pen's `offset` (half its width): a
    /// stroke's edges lie that far out, where a chord's error grows by
    /// (r + offset) / r, so curves are flattened finely enough for the edges.
    package func flattened(tolerance: Double, transform: AffineTransform, offset: Double = 0) -> [Polyline] {
        let hasArcs = elements.contains { if case .arc = $0 { return true } else { return false } }
        if transform != .identity && transform.similarityScale == nil && hasArcs {
            // Arcs under a non-uniform transform become cubics first.
            return applying(transform).flattened(tolerance: tolerance, transform: .identity, offset: offset)
        }
        var flattener = Flattener(transform: transform, tolerance: tolerance, offset: offset)
        for element in elements { flattener.add(element) }
        return flattener.finished()
    }
}

/// Turns path elements into polylines, one subpath at a time, recording the
/// true tangents where a subpath starts or ends on a curve.
private struct Flattener {
    let transform: AffineTransform
    let identity: Bool
    let tolerance: Double
    let offset: Double
    var result: [Polyline] = []
    var current: [Point] = []
    var startTangent: Point?
    var endTangent: Point?
    /// Where the pen is; after a close it is back at the subpath's start.
    var pen: Point?

    init(transform: AffineTransform, tolerance: Double, offset: Double) {
        self.transform = transform
        identity = transform == .identity
        self.tolerance = tolerance
        self.offset = offset
    }

    func map(_ p: Point) -> Point { identity ? p : transform.apply(p) }

    mutating func add(_ element: Path.Element) {
        switch element {
        case .move(let p):
            finish(closed: false)
            current = [map(p)]
            pen = current[0]
        case .line(let q):
            let p = map(q)
            if current.isEmpty { current = [pen ?? p] }
            current.append(p)
            record(nil, nil, first: current.count == 2)
            pen = p
        case .quad(let c, let q):
            let control = map(c), p = map(q)
            let start = begin(at: p)
            let first = current.count == 1
            current += Bezier.flattenQuad(start, control, p, tolerance: curveTolerance)
            record(control == start ? p - start : control - start, p == control ? p - start : p - control, first: first)
            pen = p
        case .cubic(let c1, let c2, let q):
            let a = map(c1), b = map(c2), p = map(q)
            let start = begin(at: p)
            let first = current.count == 1
            current += Bezier.flattenCubic(start, a, b, p, tolerance: curveTolerance)
            record(a != start ? a - start : (b != start ? b - start : p - start),
                   p != b ? p - b : (p != a ? p - a : p - start), first: first)
            pen = p
        case .arc(let arc):
            add(identity ? arc : transformed(arc))
        case .close:
            let start = current.first
            finish(closed: true)
            pen = start ?? pen
        }
    }

    /// Beziers bound their error through their control polygon, not a radius,
    /// so strokes halve the tolerance to keep their offset edges close.
    private var curveTolerance: Double { offset > 0 ? tolerance / 2 : tolerance }

    /// The segment's start: the last point, or the pen if a subpath begins.
    private mutating func begin(at fallback: Point) -> Point {
        let start = current.last ?? pen ?? fallback
        if current.isEmpty { current = [start] }
        return start
    }

    private func transformed(_ arc: Arc) -> Arc {
        let rotation = transform.rotationAngle
        return Arc(center: transform.apply(arc.center), radius: arc.radius * (transform.similarityScale ?? 1),
                   startAngle: arc.startAngle + rotation, endAngle: arc.endAngle + rotation, clockwise: arc.clockwise)
    }

    /// Like Core Graphics, an arc continues the subpath with a line from the
    /// pen to the arc's start. The chord error is bounded at the stroke's edge.
    private mutating func add(_ arc: Arc) {
        let edgeTolerance = arc.radius > 0 ? tolerance * arc.radius / (arc.radius + offset) : tolerance
        let points = arc.flattened(tolerance: edgeTolerance)
        if current.isEmpty, let pen { current = [pen] }
        let first = current.isEmpty || (current.count == 1 && current.last == points.first)
        current.append(contentsOf: current.last == points.first ? Array(points.dropFirst()) : points)
        if arc.radius > 0 && arc.sweep != 0 {
            let direction: Double = arc.sweep > 0 ? 1 : -1
            let tangent = { (a: Double) in Point(-sin(a), cos(a)) * direction }
            record(tangent(arc.startAngle), tangent(arc.startAngle + arc.sweep), first: first)
        }
        pen = points.last
    }

    /// Records the tangents of the segment just added (nil for a straight one).
    private mutating func record(_ start: Point?, _ end: Point?, first: Bool) {
        if first { startTangent = start.flatMap { $0 == .zero ? nil : $0.normalized } }
        endTangent = end.flatMap { $0 == .zero ? nil : $0.normalized }
    }

    /// A lone move draws nothing; a closed single point is a zero-length
    /// subpath, which round and square caps draw as a dot.
    private mutating func finish(closed: Bool) {
        if current.count > 1 || (closed && !current.isEmpty) {
            // A long line is kept for many frames (`PreparedPath`): not with
            // the up to half again its growth left spare.
            let points = current.count >= 4096 && current.capacity > current.count + current.count / 8
                ? current.withUnsafeBufferPointer { Array($0) } : current
            result.append(Polyline(points, closed: closed, startTangent: startTangent, endTangent: endTangent))
        }
        current = []
        startTangent = nil
        endTangent = nil
    }

    mutating func finished() -> [Polyline] {
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
        // Arcs far larger than the canvas would take millions of steps for a tolerance nobody sees.
        let count = min(max(1, Int(saturating: (abs(sweep) / maxStep).rounded(.up))), 65_536)
        return (0...count).map { i in point(at: startAngle + sweep * Double(i) / Double(count)) }
    }
}
