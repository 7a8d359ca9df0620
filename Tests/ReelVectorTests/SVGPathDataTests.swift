import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelVector

/// Path data as written: relative segments, with an absolute one every 16
/// segments of a subpath, so a reader that rounds its current point after
/// each relative segment (cairo keeps it in 1/256 pixel, and CairoSVG
/// feeds it relative segments as they come) cannot drift along a long line.
@Suite struct SVGPathDataTests {
    /// A zigzag of `count` segments, at positions that round.
    static func zigzag(_ count: Int) -> Path {
        var path = Path()
        path.move(to: Point(15.8613, 217.0731))
        for i in 1...count { path.line(to: Point(15.8613 + 1.21333 * Double(i), 217.0731 + (i % 2 == 0 ? 0 : -47.2917))) }
        return path
    }

    /// The points a reader reaches: each command's end, relative or absolute.
    static func reached(_ d: String) -> [Point] {
        let tokens = d.matches(of: /[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/).map { String($0.output) }
        var points: [Point] = [], current = Point.zero, i = 0, command = ""
        while i < tokens.count {
            if tokens[i].first!.isLetter { command = tokens[i]; i += 1; continue }
            let p = Point(Double(tokens[i])!, Double(tokens[i + 1])!)
            current = command == command.uppercased() ? p : current + p
            points.append(current)
            i += 2
        }
        return points
    }

    @Test func aLongLineNamesAPositionEverySixteenSegments() {
        let path = Self.zigzag(600)
        let d = SVGPathData.value(for: path, tolerance: 0.1).text()
        #expect(d.filter { $0 == "L" }.count == 600 / 16, "\(d.prefix(200))")
        #expect(d.filter { $0 == "l" }.count == 600 - 600 / 16)
        // Read back, every point is the path's, rounded to the written 0.01.
        let points = Self.reached(d)
        #expect(points.count == 601)
        for (k, element) in path.elements.enumerated() {
            guard case .line(let p) = element else { continue }
            #expect(abs(points[k].x - p.x) <= 0.0051 && abs(points[k].y - p.y) <= 0.0051, "point \(k): \(points[k]) for \(p)")
        }
    }

    @Test func eachSubpathCountsItsOwnSegmentsAndGlyphsHaveNoAnchors() {
        var path = Self.zigzag(10)
        path.move(to: Point(0, 0))
        for i in 1...10 { path.line(to: Point(Double(i), 0)) }
        #expect(!SVGPathData.value(for: path, tolerance: 0.1).text().contains("L"), "two subpaths of 10 segments")
        #expect(!SVGPathData.value(for: Self.zigzag(40), tolerance: 0.1, interpolates: false).text().contains("L"))
    }
}
