#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry
import ReelJSON

/// One subpath as a Lottie shape holds it: vertices, each with an in and an
/// out tangent relative to it; segment k runs from vertex k (plus its out
/// tangent) to vertex k + 1 (plus its in tangent), and a closed one back to
/// vertex 0.
struct LottieContour: Hashable {
    var closed: Bool
    var vertices: [Point] = []
    var inTangents: [Point] = []
    var outTangents: [Point] = []

    var count: Int { vertices.count }

    mutating func append(_ p: Point, in tangent: Point = .zero) {
        vertices.append(p)
        inTangents.append(tangent)
        outTangents.append(.zero)
    }

    /// The numbers a keyframe interpolates: vertices, in and out tangents.
    var components: [Double] {
        var out: [Double] = []
        out.reserveCapacity(vertices.count * 6 + 1)
        for list in [vertices, inTangents, outTangents] {
            for p in list {
                out.append(p.x)
                out.append(p.y)
            }
        }
        return out
    }

    init(closed: Bool) { self.closed = closed }

    /// The contour `components` wrote.
    init(closed: Bool, components: [Double]) {
        self.closed = closed
        let points = stride(from: 0, to: components.count - 1, by: 2).map { Point(components[$0], components[$0 + 1]) }
        let n = points.count / 3
        vertices = Array(points[0..<n])
        inTangents = Array(points[n..<(2 * n)])
        outTangents = Array(points[(2 * n)...])
    }

    /// The contour with `count` vertices, the same curve: copies of its end
    /// with zero-length segments. rlottie interpolates two shapes over
    /// their common vertices only, even across a hold keyframe, so a shape
    /// must not be followed by one with fewer.
    func padded(to count: Int) -> LottieContour {
        guard count > vertices.count, let first = vertices.first else { return self }
        var copy = self
        if closed {
            // The closing segment moves onto the first copy; the closing
            // segment left from the last copy to vertex 0 has length 0.
            copy.append(first, in: inTangents[0])
            copy.inTangents[0] = .zero
        }
        let end = copy.vertices[copy.count - 1]
        while copy.count < count { copy.append(end) }
        return copy
    }

    /// A contour of `count` copies of `point`: draws nothing, keeps a slot.
    static func degenerate(at point: Point, count: Int, closed: Bool) -> LottieContour {
        var contour = LottieContour(closed: closed)
        for _ in 0..<max(count, 1) { contour.append(point) }
        return contour
    }

    /// Coordinates to a hundredth of a point (a fiftieth of a pixel at
    /// scale 2): paths are most of a document's bytes.
    var json: JSON {
        func hundredths(_ v: Double) -> Double { (v * 100).rounded() / 100 }
        func points(_ list: [Point]) -> JSON { .array(list.map { .numbers([hundredths($0.x), hundredths($0.y)]) }) }
        return .object([("c", .bool(closed)), ("v", points(vertices)), ("i", points(inTangents)),
                        ("o", points(outTangents))])
    }
}

enum LottieContours {
    /// The subpaths of `path` as Bezier contours: lines and cubics exactly,
    /// quadratics raised exactly to cubics, arcs as cubics within
    /// `tolerance`. With `closingAll` (fills) every contour is closed.
    static func contours(of path: Path, closingAll: Bool, tolerance: Double) -> [LottieContour] {
        var builder = Builder(tolerance: tolerance)
        for element in path.elements { builder.add(element) }
        builder.finish(closed: false)
        return closingAll ? builder.result.map { var c = $0; c.closed = true; return c } : builder.result
    }

    /// A circular arc as cubic Beziers (control1, control2, end), as many as
    /// keep every point within `tolerance` of the circle: the classic
    /// 4/3 tan(θ/4) controls miss by r · (4/27) sin⁶(θ/4) / cos²(θ/4) at most.
    static func cubics(of arc: Arc, tolerance: Double) -> [(Point, Point, Point)] {
        let sweep = arc.sweep
        guard arc.radius > 0, sweep != 0 else { return [] }
        var count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        func error(_ n: Int) -> Double {
            let q = abs(sweep) / Double(n) / 4
            return arc.radius * 4 / 27 * pow(sin(q), 6) / (cos(q) * cos(q))
        }
        while error(count) > tolerance, count < 1024 { count *= 2 }
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4) * arc.radius
        return (0..<count).map { i in
            let a0 = arc.startAngle + step * Double(i), a1 = a0 + step
            let p0 = arc.point(at: a0), p3 = arc.point(at: a1)
            return (p0 + Point(-sin(a0), cos(a0)) * k, p3 - Point(-sin(a1), cos(a1)) * k, p3)
        }
    }

    private struct Builder {
        let tolerance: Double
        var result: [LottieContour] = []
        var current: LottieContour?
        /// Where the pen is; after a close, back at the subpath's start.
        var pen: Point?

        init(tolerance: Double) { self.tolerance = tolerance }

        mutating func add(_ element: Path.Element) {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = LottieContour(closed: false)
                current?.append(p)
                pen = p
            case .line(let p):
                begin(at: p)
                current?.append(p)
                pen = p
            case .quad(let c, let p):
                let start = begin(at: p)
                // A quadratic is the cubic with controls two thirds of the way to its control.
                cubic(start + (c - start) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p)
            case .cubic(let c1, let c2, let p):
                begin(at: p)
                cubic(c1, c2, p)
            case .arc(let arc):
                // Like Core Graphics: a line from the pen to the arc's start.
                let start = arc.startPoint
                if current == nil {
                    current = LottieContour(closed: false)
                    current?.append(pen ?? start)
                }
                if current?.vertices.last != start { current?.append(start) }
                pen = start
                for (c1, c2, p) in LottieContours.cubics(of: arc, tolerance: tolerance) { cubic(c1, c2, p) }
            case .close:
                let start = current?.vertices.first
                finish(closed: true)
                pen = start ?? pen
            }
        }

        /// Starts a contour at the pen (or `fallback`) when none is open; its start.
        @discardableResult
        mutating func begin(at fallback: Point) -> Point {
            if let last = current?.vertices.last { return last }
            let start = pen ?? fallback
            current = LottieContour(closed: false)
            current?.append(start)
            return start
        }

        mutating func cubic(_ c1: Point, _ c2: Point, _ p: Point) {
            guard var contour = current, let last = contour.vertices.last else { return }
            contour.outTangents[contour.count - 1] = c1 - last
            contour.append(p, in: c2 - p)
            current = contour
            pen = p
        }

        /// A lone move draws nothing. A closed contour that came back to its
        /// first vertex drops the copy, its last segment becoming the closing one.
        mutating func finish(closed: Bool) {
            guard var contour = current else { return }
            current = nil
            contour.closed = closed
            if closed, contour.count > 1, contour.vertices[contour.count - 1].distance(to: contour.vertices[0]) < 1e-9 {
                contour.inTangents[0] = contour.inTangents[contour.count - 1]
                contour.vertices.removeLast()
                contour.inTangents.removeLast()
                contour.outTangents.removeLast()
            }
            if contour.count > 1 || closed { result.append(contour) }
        }
    }
}
