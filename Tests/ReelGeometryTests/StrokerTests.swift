#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ReelGeometry

/// Shoelace signed area. In this y-down space a contour that runs
/// counter-clockwise on screen (the stroker's promise) has a negative value.
func signedArea(_ contour: [Point]) -> Double {
    var sum = 0.0
    for i in contour.indices {
        let a = contour[i]
        let b = contour[(i + 1) % contour.count]
        sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
}

/// Winding number of `contours` around `p`, with the same sign convention as `signedArea`.
func winding(_ contours: [[Point]], at p: Point) -> Int {
    var w = 0
    for contour in contours {
        for i in contour.indices {
            let a = contour[i]
            let b = contour[(i + 1) % contour.count]
            let side = (b - a).cross(p - a)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { w += 1 }
            } else if b.y <= p.y && side < 0 {
                w -= 1
            }
        }
    }
    return w
}

func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let d = b - a
    let l2 = d.dot(d)
    let t = l2 > 0 ? min(max((p - a).dot(d) / l2, 0), 1) : 0
    return p.distance(to: a + d * t)
}

/// Distance from `p` to the segment's line where `p` projects inside the segment, else infinity.
func perpendicularReach(from p: Point, along a: Point, _ b: Point) -> Double {
    let d = b - a
    let t = (p - a).dot(d) / d.dot(d)
    return (0...1).contains(t) ? abs(d.normalized.cross(p - a)) : .infinity
}

func bounds(_ contours: [[Point]]) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
    let points = contours.flatMap { $0 }
    return (points.map(\.x).min()!, points.map(\.x).max()!, points.map(\.y).min()!, points.map(\.y).max()!)
}

@Suite struct StrokerTests {
    static let tolerance = 0.01
    static let line = Polyline([Point(10, 10), Point(110, 10)])

    func stroke(_ line: Polyline, cap: LineCap, join: LineJoin = .miter, width: Double = 4) -> [[Point]] {
        Stroker(style: StrokeStyle(width: width, cap: cap, join: join), tolerance: Self.tolerance).outline(line)
    }

    @Test func buttCappedLineIsARectangle() {
        let contours = stroke(Self.line, cap: .butt)
        #expect(contours.count == 1)
        let b = bounds(contours)
        #expect(abs(b.minX - 10) < 1e-9 && abs(b.maxX - 110) < 1e-9)
        #expect(abs(b.minY - 8) < 1e-9 && abs(b.maxY - 12) < 1e-9)
        #expect(abs(abs(signedArea(contours[0])) - 400) <= 0.01)
    }

    @Test func roundCappedLineAddsHalfDiscs() {
        let contours = stroke(Self.line, cap: .round)
        #expect(contours.count == 1)
        let b = bounds(contours)
        let tol = Self.tolerance
        // Cap polygons are inscribed in their circles: extremes within a sagitta of them.
        #expect(b.minX >= 8 - 1e-9 && b.minX <= 8 + tol)
        #expect(b.maxX <= 112 + 1e-9 && b.maxX >= 112 - tol)
        #expect(abs(b.minY - 8) < 1e-9 && abs(b.maxY - 12) < 1e-9)
        for p in contours[0] {
            #expect(distance(from: p, toSegment: Point(10, 10), Point(110, 10)) <= 2 + 1e-9)
        }
        let area = abs(signedArea(contours[0]))
        let exact = 400 + Double.pi * 2 * 2
        #expect(abs(area - exact) / exact < 0.01)
        // An inscribed polygon misses less than (perimeter x sagitta) of its disc.
        #expect(area <= exact + 1e-9 && area >= exact - 2 * Double.pi * 2 * tol)
    }

    @Test func squareCappedLineExtendsByHalfTheWidth() {
        let contours = stroke(Self.line, cap: .square)
        #expect(contours.count == 1)
        let b = bounds(contours)
        #expect(abs(b.minX - 8) < 1e-9 && abs(b.maxX - 112) < 1e-9)
        #expect(abs(b.minY - 8) < 1e-9 && abs(b.maxY - 12) < 1e-9)
        #expect(abs(abs(signedArea(contours[0])) - 104 * 4) <= 0.01)
    }

    @Test func zeroLengthSubpath() throws {
        let centre = Point(50, 50)
        let path = Path {
            $0.move(to: centre)
            $0.line(to: centre)
        }
        let lines = path.flattened(tolerance: Self.tolerance)
        let style = { (cap: LineCap) in
            Stroker(style: StrokeStyle(width: 4, cap: cap), tolerance: Self.tolerance).outline(lines)
        }
        let dot = style(.round)
        #expect(dot.count == 1)
        let ring = try #require(dot.first)
        #expect(ring.count >= 8)
        for p in ring { #expect(abs(p.distance(to: centre) - 2) < 1e-9) }
        let area = abs(signedArea(ring))
        #expect(area <= 4 * .pi + 1e-9 && area >= 4 * .pi - 4 * .pi * Self.tolerance)
        #expect(winding(dot, at: centre) != 0)

        #expect(style(.butt).isEmpty)

        let square = style(.square)
        #expect(square.count == 1)
        #expect(abs(abs(signedArea(square[0])) - 16) < 1e-9)
    }

    static let openLines: [Polyline] = [
        line,
        Polyline([Point(110, 10), Point(10, 10)]),
        Polyline([Point(0, 0), Point(40, 0), Point(10, 15), Point(50, 30), Point(50, 60), Point(45, 20)]),
        Polyline([Point(0, 0), Point(20, 0), Point(5, 0)]),  // exact reversal
        Polyline([Point(0, 0), Point(30, 0), Point(30, 30), Point(0, 30), Point(0, 2)]),  // right turns
        Polyline([Point(0, 30), Point(30, 30), Point(30, 0), Point(0, 0), Point(0, 28)]),  // left turns
        Polyline([Point(0, 0), Point(20, 0), Point(20, 1), Point(0, 1)]),  // hairpin, middle < width
        Polyline([Point(0, 1), Point(20, 1), Point(20, 0), Point(0, 0)]),  // the same, turning left
        Polyline([Point(0, 0), Point(10, 0), Point(9, 0.5), Point(19, 1)]),  // short sharp zigzag
        Polyline([Point(7, 1), Point(4, 0), Point(8, 0)]),  // sharp turn, inner miter point past both ends
        Polyline((0...40).map { i in Point(30 + 20 * cos(Double(i) * 0.15), 30 + 20 * sin(Double(i) * 0.15)) }),
    ]

    @Test(arguments: LineJoin.allCases, LineCap.allCases)
    func openOutlinesAllRunCounterClockwiseOnScreen(join: LineJoin, cap: LineCap) {
        var all: [[Point]] = []
        for line in Self.openLines + [Polyline([Point(70, 70), Point(70, 70)])] {
            all += stroke(line, cap: cap, join: join)
        }
        for contour in all {
            #expect(signedArea(contour) < 0, "area \(signedArea(contour)) for \(join)/\(cap)")
        }
    }

    /// Samples the plane: no point may be wound the wrong way; every point well
    /// inside the pen's reach is covered (for miter and bevel joins only the
    /// segments' own rectangles and the round caps count, as the outer corners are
    /// cut); and with round or bevel joins nothing beyond the reach is covered.
    @Test(arguments: LineJoin.allCases, Array(openLines.indices))
    func strokeCoversExactlyThePenReach(join: LineJoin, lineIndex: Int) {
        let line = Self.openLines[lineIndex]
        let h = 2.0
        let contours = stroke(line, cap: .round, join: join, width: 2 * h)
        let segments = zip(line.points, line.points.dropFirst()).map { ($0, $1) }
        let xs = line.points.map(\.x), ys = line.points.map(\.y)
        let step = 0.37
        var wrongWay: [Point] = [], uncovered: [Point] = [], overflow: [Point] = []
        var y = ys.min()! - 2 * h
        while y <= ys.max()! + 2 * h {
            var x = xs.min()! - 2 * h
            while x <= xs.max()! + 2 * h {
                let p = Point(x, y)
                let w = winding(contours, at: p)
                let reach = segments.map { distance(from: p, toSegment: $0.0, $0.1) }.min()!
                let body = join == .round ? reach : min(
                    p.distance(to: line.points.first!), p.distance(to: line.points.last!),
                    segments.map { perpendicularReach(from: p, along: $0.0, $0.1) }.min()!)
                if w > 0 { wrongWay.append(p) }
                if body < h - Self.tolerance - 1e-6 && w == 0 { uncovered.append(p) }
                if join != .miter && reach > h + 1e-6 && w != 0 { overflow.append(p) }
                x += step
            }
            y += step
        }
        #expect(wrongWay.isEmpty, "wound the wrong way at \(wrongWay.prefix(5))")
        #expect(uncovered.isEmpty, "uncovered within the pen's reach at \(uncovered.prefix(5))")
        #expect(overflow.isEmpty, "covered beyond the pen's reach at \(overflow.prefix(5))")
    }

    @Test(arguments: [false, true], LineJoin.allCases)
    func closedSquareStrokesARing(reversed: Bool, join: LineJoin) {
        var corners = [Point(0, 0), Point(40, 0), Point(40, 40), Point(0, 40)]
        if reversed { corners.reverse() }
        let contours = stroke(Polyline(corners, closed: true), cap: .round, join: join)
        #expect(contours.count == 2)
        // On the ring: covered. In the hole and outside: not.
        for p in [Point(20, 1), Point(39, 20), Point(20, 41.5), Point(-1.5, 20), Point(-0.5, -0.5), Point(1, 1),
                  Point(40.5, 40.5), Point(39, 39)] {
            #expect(winding(contours, at: p) != 0, "\(p)")
        }
        for p in [Point(20, 20), Point(20, 3), Point(37, 37), Point(20, -3), Point(43, 20)] {
            #expect(winding(contours, at: p) == 0, "\(p)")
        }
        #expect(abs(winding(contours, at: Point(20, 1))) == 1)
    }

    @Test func closedCircleStrokesAnAnnulus() {
        let circle = Path {
            $0.arc(center: Point(100, 100), radius: 80, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            $0.close()
        }
        let lines = circle.flattened(tolerance: Self.tolerance)
        let contours = Stroker(style: StrokeStyle(width: 10), tolerance: Self.tolerance).outline(lines)
        #expect(contours.count == 2)
        for k in 0..<36 {
            let u = Point.unit(angle: Double(k) * .pi / 18)
            #expect(winding(contours, at: Point(100, 100) + u * 80) != 0)
            #expect(winding(contours, at: Point(100, 100) + u * 84) != 0)
            #expect(winding(contours, at: Point(100, 100) + u * 76) != 0)
            #expect(winding(contours, at: Point(100, 100) + u * 86) == 0)
            #expect(winding(contours, at: Point(100, 100) + u * 74) == 0)
        }
        #expect(winding(contours, at: Point(100, 100)) == 0)
        #expect(contours.allSatisfy { $0.allSatisfy { abs($0.distance(to: Point(100, 100)) - 80) <= 5 / cos(0.05) } })
    }

    @Test func miterLimitFallsBackToBevel() {
        // A 170 degree turn: miter length 1/sin(5 deg) ~ 11.5 widths.
        let sharp = Polyline([Point(0, 0), Point(50, 0), Point(50 - 50 * cos(0.1745), 50 * sin(0.1745))])
        let limited = Stroker(style: StrokeStyle(width: 4, join: .miter, miterLimit: 10), tolerance: 0.01)
        let generous = Stroker(style: StrokeStyle(width: 4, join: .miter, miterLimit: 20), tolerance: 0.01)
        // Halfway out along the outer bisector: inside the miter, beyond the bevel.
        let v = Point(50, 0)
        let a = Point(1, 0), b = (sharp.points[2] - v).normalized
        let spike = v + (a - b).normalized * 11
        #expect(distance(from: spike, toSegment: sharp.points[0], v) > 2)
        #expect(distance(from: spike, toSegment: v, sharp.points[2]) > 2)
        #expect(winding(generous.outline(sharp), at: spike) != 0)
        #expect(winding(limited.outline(sharp), at: spike) == 0)
        #expect(bounds(limited.outline(sharp)).maxX <= 52 + 1e-9)
    }

    @Test func zeroWidthDrawsNothing() {
        #expect(stroke(Self.line, cap: .round, width: 0).isEmpty)
    }
}
