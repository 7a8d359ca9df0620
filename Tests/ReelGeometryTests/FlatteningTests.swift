#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ReelGeometry

@Suite struct FlatteningTests {
    struct CircleCase: Sendable, CustomTestStringConvertible {
        var center: Point
        var radius: Double
        var tolerance: Double
        var testDescription: String { "r \(radius) tol \(tolerance)" }
    }

    static let circles = [
        CircleCase(center: Point(100, 100), radius: 80, tolerance: 0.1),
        CircleCase(center: Point(-3, 7.5), radius: 2, tolerance: 0.1),
        CircleCase(center: Point(500, 400), radius: 500, tolerance: 0.25),
        CircleCase(center: Point(1, 1), radius: 0.05, tolerance: 0.1),  // tolerance above radius
    ]

    @Test(arguments: circles)
    func verticesOnCircleAndChordsWithinTolerance(_ c: CircleCase) throws {
        let path = Path {
            $0.arc(center: c.center, radius: c.radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        }
        let lines = path.flattened(tolerance: c.tolerance)
        #expect(lines.count == 1)
        let points = try #require(lines.first?.points)
        #expect(points.count >= 5)  // at least four chords for a full turn
        for p in points {
            #expect(abs(p.distance(to: c.center) - c.radius) < 1e-9, "vertex \(p)")
        }
        for (a, b) in zip(points, points.dropFirst()) {
            let mid = a.lerp(to: b, 0.5)
            let gap = c.radius - mid.distance(to: c.center)
            #expect(gap >= 0 && gap <= c.tolerance * (1 + 1e-12), "chord \(a) -> \(b): sagitta \(gap)")
        }
        // The polygon closes up on itself.
        #expect(points.first!.distance(to: points.last!) < 1e-9)
    }

    @Test func circleLengthWithinATenthOfAPercent() {
        let path = Path {
            $0.arc(center: Point(100, 100), radius: 80, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        }
        let length = path.flattened(tolerance: 0.1).totalLength
        let exact = 2 * Double.pi * 80
        #expect(abs(length - exact) / exact < 1e-3)
        #expect(length < exact)  // an inscribed polygon is shorter than its circle
    }

    @Test func tighterToleranceGivesMoreSegments() {
        let path = Path {
            $0.arc(center: .zero, radius: 80, startAngle: 0, endAngle: .pi, clockwise: true)
        }
        let coarse = path.flattened(tolerance: 1)[0].points.count
        let fine = path.flattened(tolerance: 0.01)[0].points.count
        #expect(fine > coarse)
        // Sagitta r(1 - cos(step/2)) <= tol gives at least pi / (2 acos(1 - tol/r)) chords.
        #expect(fine - 1 >= Int((Double.pi / (2 * acos(1 - 0.01 / 80))).rounded(.up)))
    }

    struct SweepCase: Sendable, CustomTestStringConvertible {
        var start: Double
        var end: Double
        var clockwise: Bool
        var sweep: Double
        var testDescription: String { "\(start) -> \(end) \(clockwise ? "cw" : "ccw") = \(sweep)" }
    }

    /// UIKit's normalisation: clockwise sweeps land in 0...2 pi, counter-clockwise in -2 pi...0.
    static let sweeps: [SweepCase] = [
        SweepCase(start: 1.5 * .pi, end: 1.5 * .pi + 0.75 * 2 * .pi, clockwise: true, sweep: 1.5 * .pi),
        SweepCase(start: 1.5 * .pi, end: 1.5 * .pi + 0.75 * 2 * .pi, clockwise: false, sweep: -0.5 * .pi),
        SweepCase(start: 0, end: .pi / 2, clockwise: true, sweep: .pi / 2),
        SweepCase(start: 0, end: .pi / 2, clockwise: false, sweep: -1.5 * .pi),
        SweepCase(start: 0, end: -.pi / 2, clockwise: true, sweep: 1.5 * .pi),
        SweepCase(start: 0, end: -.pi / 2, clockwise: false, sweep: -.pi / 2),
        SweepCase(start: 0, end: 2 * .pi, clockwise: true, sweep: 2 * .pi),
        SweepCase(start: 0, end: 5 * .pi, clockwise: true, sweep: 2 * .pi),
        SweepCase(start: 0, end: -2 * .pi, clockwise: false, sweep: -2 * .pi),
        SweepCase(start: 0, end: -5 * .pi, clockwise: false, sweep: -2 * .pi),
        SweepCase(start: 0, end: 2.5 * .pi, clockwise: false, sweep: -1.5 * .pi),
        SweepCase(start: 0, end: -2.5 * .pi, clockwise: true, sweep: 1.5 * .pi),
        SweepCase(start: 1, end: 1, clockwise: true, sweep: 0),
        SweepCase(start: 1, end: 1, clockwise: false, sweep: 0),
    ]

    @Test(arguments: sweeps)
    func arcSweepNormalisation(_ s: SweepCase) {
        let arc = Arc(center: .zero, radius: 10, startAngle: s.start, endAngle: s.end, clockwise: s.clockwise)
        #expect(abs(arc.sweep - s.sweep) < 1e-12)
    }

    @Test func threeQuarterTurnClockwiseFromTheTop() throws {
        let center = Point(100, 100)
        let start = 1.5 * Double.pi  // straight up on screen (y down)
        let end = start + 0.75 * 2 * .pi
        let cw = Path { $0.arc(center: center, radius: 80, startAngle: start, endAngle: end, clockwise: true) }
        let points = try #require(cw.flattened(tolerance: 0.1).first?.points)
        #expect(points.first!.distance(to: Point(100, 20)) < 1e-9)  // top
        #expect(points.last!.distance(to: Point(20, 100)) < 1e-9)  // left
        // Clockwise on screen from the top: right, bottom, then left.
        #expect(points.map(\.x).max()! > 180 - 0.1)
        #expect(points.map(\.y).max()! > 180 - 0.1)
        let length = cw.flattened(tolerance: 0.1).totalLength
        let exact = 0.75 * 2 * Double.pi * 80
        #expect(abs(length - exact) / exact < 1e-3)

        // The same angles counter-clockwise: a quarter turn from the top straight to the left.
        let ccw = Path { $0.arc(center: center, radius: 80, startAngle: start, endAngle: end, clockwise: false) }
        let back = try #require(ccw.flattened(tolerance: 0.1).first?.points)
        #expect(back.first!.distance(to: Point(100, 20)) < 1e-9)
        #expect(back.last!.distance(to: Point(20, 100)) < 1e-9)
        #expect(back.allSatisfy { $0.x <= 100 + 1e-9 && $0.y <= 100 + 1e-9 })
        let quarter = ccw.flattened(tolerance: 0.1).totalLength
        #expect(abs(quarter - exact / 3) / (exact / 3) < 1e-3)
    }

    @Test func arcContinuingFromCurrentPointAddsNoDuplicate() {
        let path = Path {
            $0.move(to: Point(180, 100))
            $0.arc(center: Point(100, 100), radius: 80, startAngle: 0, endAngle: .pi, clockwise: true)
        }
        let points = path.flattened(tolerance: 0.1)[0].points
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.distance(to: $1) > 1 })
    }

    @Test func closeMarksThePolylineClosed() {
        let path = Path {
            $0.move(to: Point(0, 0))
            $0.line(to: Point(30, 0))
            $0.line(to: Point(30, 40))
            $0.close()
        }
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines.count == 1)
        #expect(lines[0].isClosed)
        #expect(lines[0].points == [Point(0, 0), Point(30, 0), Point(30, 40)])
        #expect(lines[0].length == 120)
    }

    /// A zero-length arc only moves the pen, like a lone `move`: nothing to
    /// stroke. After a line it still ends the subpath at its start point.
    @Test func zeroRadiusOrZeroSweepArcOnlyMovesThePen() {
        let dot = Path { $0.arc(center: Point(5, 5), radius: 0, startAngle: 0, endAngle: 1, clockwise: true) }
        #expect(dot.flattened(tolerance: 0.1).isEmpty)
        let still = Path { $0.arc(center: Point(5, 5), radius: 3, startAngle: 0, endAngle: 0, clockwise: true) }
        #expect(still.flattened(tolerance: 0.1).isEmpty)
        let afterLine = Path {
            $0.move(to: Point(0, 5))
            $0.arc(center: Point(5, 5), radius: 3, startAngle: 0, endAngle: 0, clockwise: true)
        }
        #expect(afterLine.flattened(tolerance: 0.1) == [Polyline([Point(0, 5), Point(8, 5)])])
    }

    @Test func scalingScalesLength() {
        let path = SamplePath.lineThenArc.path
        let length = path.flattened(tolerance: 0.01).totalLength
        let scaled = path.scaled(by: 2).flattened(tolerance: 0.02).totalLength
        #expect(abs(scaled - 2 * length) < 1e-9 * length)
    }
}
