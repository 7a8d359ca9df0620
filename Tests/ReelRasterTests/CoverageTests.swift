import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

/// Exact-area coverage: the rasteriser must give the same coverage Core
/// Graphics would, so edges are smooth and flat areas exact.
@Suite struct CoverageTests {
    /// Draws `contours` in black on a white 40x40 canvas.
    func draw(_ contours: [[Point]], color: Color = .black) throws -> Canvas {
        let canvas = try Canvas(width: 40, height: 40, background: .white)
        var rasterizer = Rasterizer()
        rasterizer.fill(contours, with: .solid(color), on: canvas)
        return canvas
    }

    func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x0, y0), Point(x0, y1), Point(x1, y1), Point(x1, y0)]
    }

    @Test func pixelAlignedRectangleIsExact() throws {
        let canvas = try draw([rect(5, 5, 15, 15)])
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (5..<15).contains(x) && (5..<15).contains(y)
                let expected = inside ? 0 : 255
                #expect(canvas.rgba8(x: x, y: y).r == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func lineCentredOnPixelRowFillsOneRow() throws {
        // A 1 px wide horizontal band centred on y = 10.5 covers row 10 exactly.
        let canvas = try draw([rect(2, 10, 30, 11)])
        #expect(canvas.rgba8(x: 15, y: 9).r == 255)
        #expect(canvas.rgba8(x: 15, y: 10).r == 0)
        #expect(canvas.rgba8(x: 15, y: 11).r == 255)
    }

    @Test func lineOnPixelBoundarySplitsIntoTwoHalfRows() throws {
        // Centred on y = 10: half of row 9 and half of row 10.
        let canvas = try draw([rect(2, 9.5, 30, 10.5)])
        #expect(abs(canvas.rgba8(x: 15, y: 9).r - 128) <= 1)
        #expect(abs(canvas.rgba8(x: 15, y: 10).r - 128) <= 1)
        #expect(canvas.rgba8(x: 15, y: 8).r == 255)
        #expect(canvas.rgba8(x: 15, y: 11).r == 255)
    }

    @Test func diagonalEdgeCoverageIsTheAreaUnderIt() throws {
        // Triangle (0,0) (20,0) (0,20): the diagonal crosses pixel (5,14) exactly
        // through its corners, so it is half covered; (5,13) is fully inside.
        let canvas = try draw([[Point(0, 0), Point(0, 20), Point(20, 0)]])
        #expect(abs(canvas.rgba8(x: 5, y: 14).r - 128) <= 1)
        #expect(canvas.rgba8(x: 5, y: 13).r == 0)
        #expect(canvas.rgba8(x: 5, y: 15).r == 255)
    }

    @Test func circleHasSmoothEdgesAndExactInterior() throws {
        let circle = (0..<256).map { i -> Point in
            let a = Double(i) / 256 * 2 * Double.pi
            return Point(20 + 12.3 * cos(a), 20 + 12.3 * sin(a))
        }
        let canvas = try draw([circle], color: Color(r8: 255, g8: 128, b8: 0))
        var intermediate = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let px = canvas.rgba8(x: x, y: y)
                let d = ((Double(x) + 0.5 - 20) * (Double(x) + 0.5 - 20) + (Double(y) + 0.5 - 20) * (Double(y) + 0.5 - 20)).squareRoot()
                if d < 11 { #expect(px.r == 255 && px.g == 128 && px.b == 0, "inside \(x),\(y)") }
                if d > 13.5 { #expect(px.r == 255 && px.g == 255 && px.b == 255, "outside \(x),\(y)") }
                if px.b > 10 && px.b < 245 { intermediate += 1 }
            }
        }
        // Every pixel the edge crosses takes an intermediate value: about 2 pi r of them.
        #expect(intermediate > 60)
    }

    @Test func overlappingContoursOfOneFillDoNotDoubleBlend() throws {
        // Two overlapping squares, same orientation, in one fill: the overlap
        // must be blended once (50% grey), not twice (25%).
        let canvas = try draw([rect(5, 5, 20, 20), rect(10, 10, 25, 25)], color: Color.black.multiplyingAlpha(0.5))
        #expect(abs(canvas.rgba8(x: 15, y: 15).r - 128) <= 1)
        #expect(abs(canvas.rgba8(x: 7, y: 7).r - 128) <= 1)
    }

    @Test func shapesOutsideTheCanvasAreClipped() throws {
        // Mostly off-canvas to the left and top; the visible part is exact.
        let canvas = try draw([rect(-100, -100, 10, 10)])
        #expect(canvas.rgba8(x: 0, y: 0).r == 0)
        #expect(canvas.rgba8(x: 9, y: 9).r == 0)
        #expect(canvas.rgba8(x: 10, y: 10).r == 255)
        #expect(canvas.rgba8(x: 39, y: 0).r == 255)
    }

    @Test func translucentPaintBlendsSourceOver() throws {
        let canvas = try draw([rect(0, 0, 40, 40)], color: Color(r8: 0, g8: 0, b8: 255).multiplyingAlpha(0.25))
        let px = canvas.rgba8(x: 20, y: 20)
        #expect(abs(px.r - 191) <= 1 && abs(px.g - 191) <= 1 && px.b == 255 && px.a == 255)
    }

    @Test func transparentCanvasKeepsStraightAlpha() throws {
        let canvas = try Canvas(width: 10, height: 10, background: .clear)
        var rasterizer = Rasterizer()
        rasterizer.fill([rect(0, 0, 10, 10)], with: .solid(Color(r8: 255, g8: 0, b8: 0).multiplyingAlpha(0.5)), on: canvas)
        let px = canvas.rgba8(x: 5, y: 5)
        #expect(px.r == 255 && px.g == 0 && abs(px.a - 128) <= 2)
        #expect(!canvas.isOpaque)
    }
}

/// Edge coverage of strokes against the exact area, computed independently by
/// supersampling: catches over-coverage where joins overlap along an edge.
@Suite struct StrokeCoverageAccuracyTests {
    @Test func thickRingEdgesMatchTheExactAnnulus() throws {
        let canvas = try Canvas(width: 200, height: 200, background: .white)
        var rasterizer = Rasterizer()
        let ring = Path { $0.arc(center: Point(100, 100), radius: 70, startAngle: 0, endAngle: 2 * .pi, clockwise: true) }
        try rasterizer.draw(DisplayList([.stroke(ring, StrokeStyle(width: 40), .solid(.black))]), on: canvas)
        var worst = 0.0, worstAt = (0, 0)
        for y in 0..<200 {
            for x in 0..<200 {
                var inside = 0
                for sy in 0..<16 {
                    for sx in 0..<16 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 16 - 100, dy = Double(y) + (Double(sy) + 0.5) / 16 - 100
                        let r = (dx * dx + dy * dy).squareRoot()
                        if r >= 50 && r <= 90 { inside += 1 }
                    }
                }
                let expected = Double(inside) / 256
                let drawn = 1 - Double(canvas.rgba8(x: x, y: y).r) / 255
                if abs(drawn - expected) > worst { worst = abs(drawn - expected); worstAt = (x, y) }
            }
        }
        // The 0.1 px flattening allowance and the 16x16 sampling's own error
        // bound what is left; beads of overlapping join loops were off by more
        // than a third and a cap seam by a whole pixel.
        print("ring coverage: worst error \(worst) at \(worstAt)")
        #expect(worst < 0.12, "worst coverage error \(worst) at \(worstAt)")
    }
}
