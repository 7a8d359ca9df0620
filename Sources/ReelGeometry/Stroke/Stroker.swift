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
public struct Stroker: Sendable {
    public var style: StrokeStyle
    /// Largest distance between a round cap or join and its polygon.
    public var tolerance: Double

    public init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        self.tolerance = tolerance
    }

    var halfWidth: Double { style.width / 2 }

    /// The outline of one polyline's stroke.
    public func outline(_ line: Polyline) -> [[Point]] {
        guard halfWidth > 0 else { return [] }
        var points = Self.removingDuplicates(line.points)
        if line.isClosed, points.count > 1, points.first!.distance(to: points.last!) < 1e-9 {
            points.removeLast()
        }
        if points.count == 1 { return dot(at: points[0]) }
        if line.isClosed && points.count > 2 {
            return [closedSide(points), closedSide(points.reversed())]
        }
        return [openOutline(points)]
    }

    /// The outlines of several polylines, ready to fill together.
    public func outline(_ lines: [Polyline]) -> [[Point]] {
        lines.flatMap { outline($0) }
    }

    private func openOutline(_ points: [Point]) -> [Point] {
        var contour = openSide(points)
        let endDirection = (points[points.count - 1] - points[points.count - 2]).normalized
        appendCap(to: &contour, at: points[points.count - 1], direction: endDirection)
        contour += openSide(points.reversed())
        let startDirection = (points[0] - points[1]).normalized
        appendCap(to: &contour, at: points[0], direction: startDirection)
        return contour
    }

    /// The offset of an open polyline on its right side, joins included.
    private func openSide(_ points: [Point]) -> [Point] {
        let h = halfWidth
        let first = (points[1] - points[0]).normalized
        var side = [points[0] + first.perpendicular * h]
        for i in 1..<(points.count - 1) {
            let a = (points[i] - points[i - 1]).normalized
            let b = (points[i + 1] - points[i]).normalized
            appendJoin(to: &side, at: points[i], incoming: a, outgoing: b)
        }
        let last = (points[points.count - 1] - points[points.count - 2]).normalized
        side.append(points[points.count - 1] + last.perpendicular * h)
        return side
    }

    private func closedSide(_ points: [Point]) -> [Point] {
        var side: [Point] = []
        let n = points.count
        for i in 0..<n {
            let previous = points[(i + n - 1) % n]
            let next = points[(i + 1) % n]
            let a = (points[i] - previous).normalized
            let b = (next - points[i]).normalized
            appendJoin(to: &side, at: points[i], incoming: a, outgoing: b)
        }
        return side
    }

    /// Appends the right-side offset points around vertex `v`.
    private func appendJoin(to side: inout [Point], at v: Point, incoming a: Point, outgoing b: Point) {
        let h = halfWidth
        let na = a.perpendicular
        let nb = b.perpendicular
        let turn = a.cross(b)
        let cosine = a.dot(b)
        if abs(turn) < 1e-12 && cosine > 0 {
            side.append(v + na * h)
            return
        }
        if turn > 0 {
            // Turning towards this side: it is the inner side. Pivoting through the
            // vertex keeps the winding positive where a direct miter would fold.
            side += [v + na * h, v, v + nb * h]
            return
        }
        switch style.join {
        case .bevel:
            side += [v + na * h, v + nb * h]
        case .miter:
            let cosHalf = ((1 + cosine) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                side.append(v + (na + nb).normalized * (h / cosHalf))
            } else {
                side += [v + na * h, v + nb * h]
            }
        case .round:
            // A reversal (turn 0, cosine -1) goes round the front, through v + a * h.
            let sweep = abs(turn) < 1e-12 ? -Double.pi : atan2(turn, cosine)
            side.append(v + na * h)
            side += arcPoints(center: v, from: atan2(na.y, na.x), sweep: sweep)
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
            contour += arcPoints(center: e, from: atan2(n.y, n.x), sweep: -Double.pi)
        }
    }

    /// Interior points of an arc of radius halfWidth (both ends excluded).
    private func arcPoints(center: Point, from start: Double, sweep: Double) -> [Point] {
        let step = angularStep
        let count = max(1, Int((abs(sweep) / step).rounded(.up)))
        guard count > 1 else { return [] }
        return (1..<count).map { i in
            center + Point.unit(angle: start + sweep * Double(i) / Double(count)) * halfWidth
        }
    }

    private var angularStep: Double {
        tolerance >= halfWidth ? Double.pi / 2 : 2 * acos(1 - tolerance / halfWidth)
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
            return [[p + Point(h, 0)] + arcPoints(center: p, from: 0, sweep: -2 * Double.pi)]
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
