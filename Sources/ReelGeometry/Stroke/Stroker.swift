#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns polylines into the outline of their stroke: closed contours to be filled
/// with the non-zero rule.
///
/// Every contour is oriented with the stroke's body on the traveller's left
/// (counter-clockwise on screen), including the small loops that inner joins
/// make by pivoting through the vertex. Because no part is ever wound the other
/// way, overlapping parts only add winding and the union fills correctly.
package struct Stroker: Sendable {
    package var style: StrokeStyle
    /// Largest distance between a round cap or join and its polygon.
    package var tolerance: Double

    /// Largest angle between points of round caps and joins, and its cosine.
    /// Most points in one round join or cap: enough for a circle 10^8
    /// pixels across at the usual tolerance, and a bound for wider ones.
    static let maximumArcSteps = 4096
    private let angularStep: Double
    private let cosineOfStep: Double

    package init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        self.tolerance = tolerance
        let h = style.width / 2
        angularStep = tolerance >= h ? Double.pi / 2 : 2 * acos(1 - tolerance / h)
        cosineOfStep = cos(angularStep)
    }

    var halfWidth: Double { style.width / 2 }

    /// The outline of one polyline's stroke.
    package func outline(_ line: Polyline) -> [[Point]] {
        guard halfWidth > 0 else { return [] }
        var points = Self.removingDuplicates(line.points)
        if line.isClosed, points.count > 1, points.first!.distance(to: points.last!) < 1e-9 {
            points.removeLast()
        }
        if points.count == 1 { return dot(at: points[0]) }
        if line.isClosed && points.count > 2 {
            return [closedSide(points), closedSide(points.reversed())]
        }
        return [openOutline(points, startTangent: line.startTangent, endTangent: line.endTangent)]
    }

    /// The outlines of several polylines, ready to fill together.
    package func outline(_ lines: [Polyline]) -> [[Point]] {
        lines.flatMap { outline($0) }
    }

    /// Caps face along the true tangents where the curve gives them.
    private func openOutline(_ points: [Point], startTangent: Point?, endTangent: Point?) -> [Point] {
        var contour: [Point] = []
        contour.reserveCapacity(points.count * 4 + 64)
        let n = points.count
        let startDirection = startTangent ?? (points[1] - points[0]).normalized
        let endDirection = endTangent ?? (points[n - 1] - points[n - 2]).normalized
        appendOpenSide(to: &contour, points, reversed: false, first: startDirection, last: endDirection)
        appendCap(to: &contour, at: points[n - 1], direction: endDirection)
        appendOpenSide(to: &contour, points, reversed: true, first: -endDirection, last: -startDirection)
        appendCap(to: &contour, at: points[0], direction: -startDirection)
        return contour
    }

    /// The offset of an open polyline on its right side (walking it forwards
    /// or backwards), joins included; the end points are offset along the
    /// directions `first` and `last` so they meet the caps.
    private func appendOpenSide(to side: inout [Point], _ points: [Point], reversed: Bool, first: Point, last: Point) {
        let h = halfWidth
        let n = points.count
        @inline(__always) func at(_ i: Int) -> Point { reversed ? points[n - 1 - i] : points[i] }
        var previous = at(0)
        var current = at(1)
        var incoming = current - previous
        var incomingLength = incoming.length
        incoming = incoming * (1 / incomingLength)
        side.append(previous + first.perpendicular * h)
        for i in 1..<(n - 1) {
            let next = at(i + 1)
            var outgoing = next - current
            let outgoingLength = outgoing.length
            outgoing = outgoing * (1 / outgoingLength)
            appendJoin(to: &side, at: current, incoming: incoming, outgoing: outgoing,
                       lengths: (incomingLength, outgoingLength))
            previous = current
            current = next
            incoming = outgoing
            incomingLength = outgoingLength
        }
        side.append(current + last.perpendicular * h)
    }

    private func closedSide(_ points: [Point]) -> [Point] {
        var side: [Point] = []
        side.reserveCapacity(points.count * 3)
        let n = points.count
        for i in 0..<n {
            let previous = points[(i + n - 1) % n]
            let next = points[(i + 1) % n]
            let a = points[i] - previous, b = next - points[i]
            appendJoin(to: &side, at: points[i], incoming: a.normalized, outgoing: b.normalized,
                       lengths: (a.length, b.length))
        }
        return side
    }

    /// Appends the right-side offset points around vertex `v`; `lengths` are
    /// those of the segments meeting there.
    private func appendJoin(to side: inout [Point], at v: Point, incoming a: Point, outgoing b: Point,
                            lengths: (Double, Double)) {
        let h = halfWidth
        let na = a.perpendicular
        let nb = b.perpendicular
        let turn = a.cross(b)
        let cosine = a.dot(b)
        if abs(turn) < 1e-12 && cosine > 0 {
            side.append(v + na * h)
            return
        }
        let cosHalf = ((1 + cosine) / 2).squareRoot()
        // Where the two offset lines cross: the miter point on the outer side,
        // the exact inner corner on the inner side.
        let corner = cosHalf > 1e-9 ? v + (na + nb).normalized * (h / cosHalf) : v
        if turn > 0 {
            // Inner side. If the corner lies within both segments it is the
            // exact offset; otherwise (short segments, sharp turns) pivot
            // through the vertex, which keeps the winding positive where a
            // direct connection would fold back.
            let reach = cosHalf > 1e-9 ? h * (1 - cosHalf * cosHalf).squareRoot() / cosHalf : .infinity
            if reach <= min(lengths.0, lengths.1) {
                side.append(corner)
            } else {
                side.append(v + na * h)
                side.append(v)
                side.append(v + nb * h)
            }
            return
        }
        // A turn below the round-join step is within tolerance of its miter
        // point whatever the join: one point instead of two or more.
        if cosine > cosineOfStep && turn != 0 {
            side.append(corner)
            return
        }
        switch style.join {
        case .bevel:
            side.append(v + na * h)
            side.append(v + nb * h)
        case .miter:
            if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                side.append(corner)
            } else {
                side.append(v + na * h)
                side.append(v + nb * h)
            }
        case .round:
            // A reversal (turn 0, cosine -1) goes round the front, through v + a * h.
            let sweep = abs(turn) < 1e-12 ? -Double.pi : atan2(turn, cosine)
            side.append(v + na * h)
            appendArc(to: &side, center: v, from: na, sweep: sweep)
            side.append(v + nb * h)
        }
    }

    /// Appends the cap at end point `e` of travel `direction`, from the right side to the left.
    private func appendCap(to contour: inout [Point], at e: Point, direction d: Point) {
        let h = halfWidth
        let n = d.perpendicular
        switch style.cap {
        case .butt:
            break
        case .square:
            contour += [e + n * h + d * h, e - n * h + d * h]
        case .round:
            appendArc(to: &contour, center: e, from: n, sweep: -Double.pi)
        }
    }

    /// Appends the interior points of an arc of radius halfWidth (both ends
    /// excluded) starting at unit vector `start`: each point is the last one
    /// turned by the step, one sine and cosine per arc rather than per point
    /// (dense series have a join at every vertex).
    private func appendArc(to points: inout [Point], center: Point, from start: Point, sweep: Double) {
        let count = min(max(1, Int(saturating: (abs(sweep) / angularStep).rounded(.up))), Self.maximumArcSteps)
        guard count > 1 else { return }
        let step = sweep / Double(count)
        let (c, s) = (cos(step), sin(step))
        var u = start
        for _ in 1..<count {
            u = Point(u.x * c - u.y * s, u.x * s + u.y * c)
            points.append(center + u * halfWidth)
        }
    }


    /// A zero-length subpath: a round cap draws a dot and a square cap a square,
    /// as Core Graphics does; a butt cap draws nothing.
    private func dot(at p: Point) -> [[Point]] {
        let h = halfWidth
        switch style.cap {
        case .butt:
            return []
        case .square:
            return [[p + Point(-h, -h), p + Point(-h, h), p + Point(h, h), p + Point(h, -h)]]
        case .round:
            var dot = [p + Point(h, 0)]
            appendArc(to: &dot, center: p, from: Point(1, 0), sweep: -2 * Double.pi)
            return [dot]
        }
    }

    private static func removingDuplicates(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(points.count)
        for p in points where result.last.map({ $0.distance(to: p) >= 1e-9 }) ?? true {
            result.append(p)
        }
        return result
    }
}
