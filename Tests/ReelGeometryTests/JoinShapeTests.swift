import Foundation
import Testing

@testable import ReelGeometry

/// Join geometry at a right angle and at a 60 degree turn, where the
/// outline's corner points are known exactly.
@Suite struct JoinShapeTests {
    /// A polyline right, then turning by `degrees` (positive turns clockwise
    /// on screen, putting the outer side on the left).
    func outline(turn degrees: Double, join: LineJoin, width: Double = 10, miterLimit: Double = 10) -> [Point] {
        let angle = degrees * .pi / 180
        let corner = Point(50, 50)
        let line = Polyline([Point(0, 50), corner, corner + Point(cos(angle), sin(angle)) * 50])
        return Stroker(style: StrokeStyle(width: width, join: join, miterLimit: miterLimit), tolerance: 0.01).outline(line)[0]
    }

    /// Points near the vertex on the outer side of a turn by `degrees`:
    /// those beyond the vertex along a - b (incoming minus outgoing direction).
    func outer(_ points: [Point], turn degrees: Double) -> [Point] {
        let angle = degrees * .pi / 180
        let away = Point(1, 0) - Point(cos(angle), sin(angle))
        return points.filter { ($0 - Point(50, 50)).dot(away) > 1e-9 && $0.distance(to: Point(50, 50)) < 40 }
    }

    /// Farthest distance of the outer side from the vertex.
    func reach(_ points: [Point], turn degrees: Double) -> Double {
        outer(points, turn: degrees).map { $0.distance(to: Point(50, 50)) }.max() ?? 0
    }

    @Test func miterAtARightAngleReachesHalfWidthTimesRootTwo() {
        // Turning 90 degrees: the miter tip is h / cos(45) from the vertex.
        #expect(abs(reach(outline(turn: 90, join: .miter), turn: 90) - 5 * 2.squareRoot()) < 1e-9)
        // Right, then down: the outer corner is up and to the right.
        #expect(outline(turn: 90, join: .miter).contains { $0.distance(to: Point(55, 45)) < 1e-9 })
    }

    @Test func bevelAndRoundStayWithinHalfWidth() {
        #expect(abs(reach(outline(turn: 90, join: .bevel), turn: 90) - 5) < 1e-9)
        let round = outline(turn: 90, join: .round)
        #expect(abs(reach(round, turn: 90) - 5) < 1e-9)
        // The round join's arc: every outer point near the corner at exactly h.
        let arc = outer(round, turn: 90).filter { $0.distance(to: Point(50, 50)) < 6 }
        #expect(arc.count >= 3)
        #expect(arc.allSatisfy { abs($0.distance(to: Point(50, 50)) - 5) < 1e-9 })
    }

    @Test func sharpTurnsFallBackToBevelBeyondTheMiterLimit() {
        // Turning 150 degrees leaves a 30 degree corner: the miter would be
        // 1 / sin(15 deg) = 3.86 widths long. Limit 4 keeps it, limit 3 bevels.
        #expect(abs(reach(outline(turn: 150, join: .miter, miterLimit: 4), turn: 150) - 5 / sin(15 * .pi / 180)) < 1e-9)
        #expect(abs(reach(outline(turn: 150, join: .miter, miterLimit: 3), turn: 150) - 5) < 1e-9)
    }

    @Test func innerCornerIsTheExactOffsetIntersection() {
        // Turning 60 degrees: the inner corner lies h / cos(30) from the vertex, on the bisector.
        let points = outline(turn: 60, join: .miter)
        let expected = Point(50, 50) + Point(cos(120 * .pi / 180), sin(120 * .pi / 180)) * (5 / cos(30 * .pi / 180))
        #expect(points.contains { $0.distance(to: expected) < 1e-9 })
    }
}
