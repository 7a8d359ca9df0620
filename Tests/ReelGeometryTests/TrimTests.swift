#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import ReelGeometry

/// A sample path with what is known about it from geometry alone.
struct SamplePath: Sendable, CustomTestStringConvertible {
    var name: String
    var path: Path
    var start: Point
    /// The true length (arcs exact), checked against the flattened length.
    var exactLength: Double

    var testDescription: String { name }

    static let circleCenter = Point(100, 100)

    static let circle = SamplePath(
        name: "full circle",
        path: Path { $0.arc(center: circleCenter, radius: 80, startAngle: 0, endAngle: 2 * .pi, clockwise: true) },
        start: Point(180, 100), exactLength: 2 * .pi * 80)
    static let halfCircle = SamplePath(
        name: "half circle",
        path: Path { $0.arc(center: circleCenter, radius: 80, startAngle: 0, endAngle: .pi, clockwise: true) },
        start: Point(180, 100), exactLength: .pi * 80)
    static let legs = SamplePath(
        name: "3-4-5 legs",
        path: Path {
            $0.move(to: Point(0, 0))
            $0.line(to: Point(30, 0))
            $0.line(to: Point(30, 40))
        },
        start: Point(0, 0), exactLength: 70)
    static let triangle = SamplePath(
        name: "closed 3-4-5 triangle",
        path: Path {
            $0.move(to: Point(0, 0))
            $0.line(to: Point(30, 0))
            $0.line(to: Point(30, 40))
            $0.close()
        },
        start: Point(0, 0), exactLength: 120)
    /// An arc that does not start at the current point joins it with a straight line.
    static let lineThenArc = SamplePath(
        name: "line then detached quarter arc",
        path: Path {
            $0.move(to: Point(10, 10))
            $0.line(to: Point(40, 50))  // 50 long
            $0.arc(center: Point(200, 200), radius: 30, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        },
        start: Point(10, 10), exactLength: 50 + Point(230, 200).distance(to: Point(40, 50)) + 15 * .pi)
    static let twoSubpaths = SamplePath(
        name: "two subpaths",
        path: Path {
            $0.move(to: Point(10, 10))
            $0.line(to: Point(40, 50))  // 50 long
            $0.move(to: Point(230, 200))
            $0.arc(center: Point(200, 200), radius: 30, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        },
        start: Point(10, 10), exactLength: 50 + 15 * .pi)

    static let all = [circle, halfCircle, legs, triangle, lineThenArc, twoSubpaths]
}

@Suite struct TrimTests {
    static let tolerance = 0.1

    @Test(arguments: SamplePath.all)
    func flattenedLengthIsCloseToTrueLength(_ sample: SamplePath) {
        let length = sample.path.flattened(tolerance: Self.tolerance).totalLength
        // Chords of arcs are shorter than the arc, by well under 0.1 % at this tolerance.
        #expect(length <= sample.exactLength * (1 + 1e-12))
        #expect(length >= sample.exactLength * (1 - 1e-3))
    }

    @Test(arguments: SamplePath.all, [0.1, 0.25, 0.5, 0.73, 1.0])
    func strokeEndTrimsProportionally(_ sample: SamplePath, fraction: Double) throws {
        let lines = sample.path.flattened(tolerance: Self.tolerance)
        let total = lines.totalLength
        let trimmed = lines.trimmed(to: TrimRange(start: 0, end: fraction))
        let expected = fraction * total
        #expect(abs(trimmed.totalLength - expected) <= 1e-9 * expected,
                "\(sample.name) end \(fraction): \(trimmed.totalLength) vs \(expected)")
        let first = try #require(trimmed.first?.points.first)
        #expect(first.distance(to: sample.start) < 1e-9)
    }

    @Test(arguments: SamplePath.all)
    func windowGivesHalfTheLength(_ sample: SamplePath) {
        let lines = sample.path.flattened(tolerance: Self.tolerance)
        let trimmed = lines.trimmed(to: TrimRange(start: 0.2, end: 0.7))
        #expect(abs(trimmed.totalLength - 0.5 * lines.totalLength) <= 1e-9 * lines.totalLength)
        #expect(trimmed.allSatisfy { !$0.isClosed })
    }

    @Test(arguments: SamplePath.all)
    func emptyRangeShowsNothing(_ sample: SamplePath) {
        let lines = sample.path.flattened(tolerance: Self.tolerance)
        for range in [TrimRange(start: 0, end: 0), TrimRange(start: 0.6, end: 0.6),
                      TrimRange(start: 1, end: 1), TrimRange(start: -1, end: -0.5), TrimRange(start: 1.2, end: 2)] {
            #expect(lines.trimmed(to: range).isEmpty, "\(range)")
        }
    }

    /// Lottie's semantics: a reversed range is the same range.
    @Test(arguments: SamplePath.all)
    func reversedRangeIsSwapped(_ sample: SamplePath) {
        let lines = sample.path.flattened(tolerance: Self.tolerance)
        #expect(lines.trimmed(to: TrimRange(start: 0.7, end: 0.2)) == lines.trimmed(to: TrimRange(start: 0.2, end: 0.7)))
    }

    @Test(arguments: SamplePath.all)
    func outOfRangeFractionsAreClamped(_ sample: SamplePath) {
        let lines = sample.path.flattened(tolerance: Self.tolerance)
        let total = lines.totalLength
        #expect(abs(lines.trimmed(to: TrimRange(start: -0.5, end: 2)).totalLength - total) <= 1e-9 * total)
        #expect(abs(lines.trimmed(to: TrimRange(start: -0.2, end: 0.5)).totalLength - total / 2) <= 1e-9 * total)
        #expect(abs(lines.trimmed(to: TrimRange(start: 0.5, end: 1.7)).totalLength - total / 2) <= 1e-9 * total)
    }

    @Test func windowEndPointsOnStraightLegs() throws {
        let legs = SamplePath.legs.path.flattened(tolerance: Self.tolerance)
        // 0.2 * 70 = 14 along the first leg; 0.7 * 70 = 49 = 30 + 19 along the second.
        let window = legs.trimmed(to: TrimRange(start: 0.2, end: 0.7))
        #expect(window.count == 1)
        let points = try #require(window.first?.points)
        #expect(points.first!.distance(to: Point(14, 0)) < 1e-9)
        #expect(points.last!.distance(to: Point(30, 19)) < 1e-9)
        #expect(points.contains { $0.distance(to: Point(30, 0)) < 1e-9 })  // keeps the corner
    }

    @Test func trimRunsOverTheClosingSegment() throws {
        let triangle = SamplePath.triangle.path.flattened(tolerance: Self.tolerance)
        // 0.9 * 120 = 108 = 30 + 40 + 38: 38/50 of the way from (30, 40) back to (0, 0).
        let trimmed = triangle.trimmed(to: TrimRange(start: 0, end: 0.9))
        let last = try #require(trimmed.last?.points.last)
        #expect(last.distance(to: Point(30 - 0.76 * 30, 40 - 0.76 * 40)) < 1e-9)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.73])
    func trimmedCircleEndsAtTheMatchingAngle(fraction: Double) throws {
        let circle = SamplePath.circle.path.flattened(tolerance: Self.tolerance)
        let end = try #require(circle.trimmed(to: TrimRange(start: 0, end: fraction)).last?.points.last)
        let expected = SamplePath.circleCenter + Point(cos(fraction * 2 * .pi), sin(fraction * 2 * .pi)) * 80
        // Equal fractions of a regular polygon and of its circle differ by at most a sagitta.
        #expect(end.distance(to: expected) <= Self.tolerance)
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.73, 1.0])
    func trimAcrossSubpaths(fraction: Double) {
        let lines = SamplePath.twoSubpaths.path.flattened(tolerance: Self.tolerance)
        #expect(lines.count == 2)
        let cut = fraction * lines.totalLength
        let trimmed = lines.trimmed(to: TrimRange(start: 0, end: fraction))
        #expect(trimmed.count == (cut > 50 ? 2 : 1))
        if cut > 50 { #expect(trimmed[0] == lines[0]) }
        // A window inside the second subpath only.
        let late = lines.trimmed(to: TrimRange(start: 0.9, end: 1))
        #expect(late.count == 1)
        #expect(abs(late.totalLength - 0.1 * lines.totalLength) < 1e-9)
        #expect(late.first!.points.last!.distance(to: Point(200, 230)) < 1e-9)
    }

    @Test func fullRangeIsTheIdentity() {
        for sample in SamplePath.all {
            let lines = sample.path.flattened(tolerance: Self.tolerance)
            #expect(lines.trimmed(to: .full) == lines)
            #expect(TrimRange.full.isFull)
        }
    }

    /// A subpath after a closed one must not pick up a stray one-point
    /// polyline at the closed subpath's start (it would stroke as a dot).
    @Test func moveAfterCloseAddsNoStrayPoint() {
        let path = Path {
            $0.move(to: Point(0, 0))
            $0.line(to: Point(10, 0))
            $0.line(to: Point(10, 10))
            $0.close()
            $0.move(to: Point(50, 50))
            $0.line(to: Point(60, 50))
        }
        let lines = path.flattened(tolerance: Self.tolerance)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.points.count > 1 })
    }
}
