import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelRaster

/// Dash patterns are bounded: one finer than a pixel, or one that would cut
/// a stroke into more than `DashPattern.maximumDashes`, draws solid at the
/// pattern's coverage instead of allocating a dash per 1e-4 point.
@Suite struct DashBoundTests {
    func stroke(_ path: Path, dash: [Double], width: Double = 10, size: (Int, Int) = (200, 40)) throws -> (Canvas, Double) {
        let canvas = try Canvas(width: size.0, height: size.1, background: .white)
        var rasterizer = Rasterizer()
        let style = StrokeStyle(width: width, cap: .butt, join: .miter, miterLimit: 10, dash: DashPattern(dash))
        // Processor time: the bound is on the work, not on what else holds the cores.
        let seconds = try ThreadCPUTime.seconds(runs: 1) {
            try rasterizer.draw(DisplayList([.stroke(path, style, .solid(.black), trim: TrimRange())]), on: canvas)
        }
        return (canvas, seconds)
    }

    let line = Path { $0.move(to: Point(0, 20)); $0.line(to: Point(200, 20)) }

    @Test func subPixelPatternDrawsSolidAtItsCoverage() throws {
        let (canvas, seconds) = try stroke(line, dash: [1e-4, 3e-4])
        #expect(seconds < 1, "\(seconds) s")
        // On a quarter of the time: 75 % white left.
        for x in [10, 100, 190] { #expect(abs(Int(canvas.rgba8(x: x, y: 20).r) - 191) <= 2, "\(canvas.rgba8(x: x, y: 20))") }
        #expect(canvas.rgba8(x: 100, y: 5).r == 255)  // nothing outside the stroke
    }

    @Test func tooManyDashesDrawSolid() throws {
        // 1,000 passes across 200 px: 200,000 px of stroke, 100,000 dashes of [1, 1] would be at the bound,
        // [1, 0.5] make 133,333.
        let zigzag = Path { p in
            p.move(to: Point(0, 20))
            for i in 0..<1000 { p.line(to: Point(i % 2 == 0 ? 200 : 0, 20)) }
        }
        let (canvas, seconds) = try stroke(zigzag, dash: [1, 0.5], width: 2)
        #expect(seconds < 2, "\(seconds) s")
        // Solid at 2/3 coverage: one stroke, so the passes do not add up.
        #expect(abs(Int(canvas.rgba8(x: 100, y: 20).r) - 85) <= 2, "\(canvas.rgba8(x: 100, y: 20))")
    }

    @Test func ordinaryPatternsStillDash() throws {
        let (canvas, _) = try stroke(line, dash: [10, 10])
        #expect(canvas.rgba8(x: 5, y: 20).r == 0)  // on: 0...10
        #expect(canvas.rgba8(x: 15, y: 20).r == 255)  // off: 10...20
        #expect(canvas.rgba8(x: 25, y: 20).r == 0)
    }

    @Test func coverageAndResolvability() throws {
        let pattern = try #require(DashPattern([3, 1, 1]))  // odd: 3 on 1 off 1 on 3 off 1 on 1 off
        #expect(abs(pattern.coverage - 5.0 / 10.0) < 1e-12)
        #expect(pattern.isResolvable(over: 1000, resolution: 1))
        #expect(!pattern.isResolvable(over: 1e9, resolution: 1))
        #expect(!(try #require(DashPattern([0.2, 0.2]))).isResolvable(over: 10, resolution: 1))
    }
}
