import Foundation
import Testing

@testable import ReelGeometry

/// Lottie trim offsets and modes, and dash patterns, on paths whose lengths
/// are known exactly.
/// Whether two point lists match within 1e-9.
func close(_ a: [Point], _ b: [Point]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.distance(to: $1) < 1e-9 }
}

func close(_ a: [[Point]], _ b: [[Point]]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
}

@Suite struct TrimOffsetAndDashTests {
    /// A closed 10 x 10 square starting at the origin: length 40.
    let square = Path {
        $0.move(to: Point(0, 0)); $0.line(to: Point(10, 0)); $0.line(to: Point(10, 10))
        $0.line(to: Point(0, 10)); $0.close()
    }.flattened(tolerance: 0.1)

    /// Two open lines of lengths 10 and 30.
    let twoLines = Path {
        $0.move(to: Point(0, 0)); $0.line(to: Point(10, 0))
        $0.move(to: Point(0, 20)); $0.line(to: Point(30, 20))
    }.flattened(tolerance: 0.1)

    @Test func offsetShiftsTheWindow() {
        let lines = square.trimmed(to: TrimRange(start: 0, end: 0.25, offset: 0.25))
        #expect(lines.count == 1)
        #expect(lines[0].points == [Point(10, 0), Point(10, 10)])
    }

    @Test func windowWrappingPastTheSeamOfAClosedPathIsOnePiece() {
        // 0.8...1.1 of 40: from 32 (on the left side, (0, 8)) round the corner to 4 along the top.
        let lines = square.trimmed(to: TrimRange(start: 0.8, end: 1, offset: 0.1))
        #expect(lines.count == 1)
        // 36 along is (0, 4) on the left side going up; 4 along is (4, 0).
        #expect(close(lines[0].points, [Point(0, 4), Point(0, 0), Point(4, 0)]))
        #expect(abs(lines.totalLength - 8) < 1e-9)
    }

    @Test func negativeAndLargeOffsetsWrap() {
        let a = square.trimmed(to: TrimRange(start: 0.1, end: 0.3, offset: -0.5))
        let b = square.trimmed(to: TrimRange(start: 0.1, end: 0.3, offset: 1.5))
        #expect(close(a.map(\.points), b.map(\.points)))
        #expect(abs(a.totalLength - 8) < 1e-9)
    }

    @Test func sequentialRevealsSubpathsOneAfterAnother() {
        // 40 in all; a quarter is the first line, the next quarter is 10 into the second.
        let half = twoLines.trimmed(to: TrimRange(start: 0, end: 0.5))
        #expect(half.count == 2)
        #expect(half[0].points == [Point(0, 0), Point(10, 0)])
        #expect(half[1].points == [Point(0, 20), Point(10, 20)])
    }

    @Test func simultaneousTrimsEverySubpathAlike() {
        let half = twoLines.trimmed(to: TrimRange(start: 0, end: 0.5, mode: .simultaneous))
        #expect(half.count == 2)
        #expect(half[0].points == [Point(0, 0), Point(5, 0)])
        #expect(half[1].points == [Point(0, 20), Point(15, 20)])
        // An open subpath's wrapped window is two separate pieces.
        let wrapped = twoLines.trimmed(to: TrimRange(start: 0.8, end: 1, offset: 0.1, mode: .simultaneous))
        #expect(wrapped.count == 4)
        #expect(abs(wrapped.totalLength - 0.2 * 40) < 1e-9)
    }

    @Test func dashesCutOnLengths() throws {
        let line = [Polyline([Point(0, 0), Point(25, 0)])]
        let dashes = line.dashed(try #require(DashPattern([4, 6])))
        #expect(close(dashes.map(\.points), [[Point(0, 0), Point(4, 0)], [Point(10, 0), Point(14, 0)], [Point(20, 0), Point(24, 0)]]))
    }

    @Test func phaseShiftsThePatternAndWraps() throws {
        let line = [Polyline([Point(0, 0), Point(20, 0)])]
        let shifted = line.dashed(try #require(DashPattern([4, 6], phase: 2)))
        #expect(close(shifted.map(\.points), [[Point(0, 0), Point(2, 0)], [Point(8, 0), Point(12, 0)], [Point(18, 0), Point(20, 0)]]))
        #expect(close(line.dashed(try #require(DashPattern([4, 6], phase: 12))).map(\.points), shifted.map(\.points)))
        #expect(close(line.dashed(try #require(DashPattern([4, 6], phase: -8))).map(\.points), shifted.map(\.points)))
    }

    @Test func oddPatternsRepeatAndCornersAreFollowed() throws {
        // [5] means 5 on, 5 off; along the square's 40 that is four dashes, two round corners.
        let dashes = square.dashed(try #require(DashPattern([5])))
        #expect(dashes.count == 4)
        #expect(abs(dashes.totalLength - 20) < 1e-9)
        let cornered = square.dashed(try #require(DashPattern([15, 5])))
        #expect(close(cornered[0].points, [Point(0, 0), Point(10, 0), Point(10, 5)]))
    }

    @Test func zeroLengthDashesAreDotsForRoundCaps() throws {
        let dots = [Polyline([Point(0, 0), Point(30, 0)])].dashed(try #require(DashPattern([0, 10])))
        #expect(dots.count == 3)
        #expect(dots.allSatisfy { $0.length == 0 })
        let stroker = Stroker(style: StrokeStyle(width: 4, cap: .round), tolerance: 0.1)
        #expect(stroker.outline(dots).count == 3)
        #expect(Stroker(style: StrokeStyle(width: 4, cap: .butt), tolerance: 0.1).outline(dots).isEmpty)
    }

    @Test func unusablePatternsAreRejected() {
        #expect(DashPattern([]) == nil)
        #expect(DashPattern([0, 0]) == nil)
        #expect(DashPattern([3, -1]) == nil)
    }
}
