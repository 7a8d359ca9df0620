import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

@Suite struct PaintAndGroupTests {
    func render(_ items: [DisplayItem], width: Int = 60, height: Int = 40, background: Color = .white) throws -> Canvas {
        let canvas = try Canvas(width: width, height: height, background: background)
        var rasterizer = Rasterizer()
        try rasterizer.draw(DisplayList(items), on: canvas)
        return canvas
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Path {
        Path {
            $0.move(to: Point(x, y)); $0.line(to: Point(x + w, y)); $0.line(to: Point(x + w, y + h))
            $0.line(to: Point(x, y + h)); $0.close()
        }
    }

    @Test func linearGradientRunsBetweenItsPoints() throws {
        let gradient = LinearGradient(Gradient(colors: [.black, .white]), from: Point(10, 0), to: Point(50, 0))
        let canvas = try render([.fill(rect(0, 0, 60, 40), .linearGradient(gradient))])
        #expect(canvas.rgba8(x: 2, y: 5).r == 0)  // padded before the start
        #expect(canvas.rgba8(x: 57, y: 5).r == 255)  // and after the end
        // Pixel 29 has its centre at 29.5: (29.5 - 10) / 40 of the way.
        #expect(abs(Double(canvas.rgba8(x: 29, y: 20).r) - 255 * 19.5 / 40) <= 1)
        #expect(canvas.rgba8(x: 29, y: 3) == canvas.rgba8(x: 29, y: 37))  // constant across
    }

    @Test func radialAndConicGradients() throws {
        let radial = RadialGradient(Gradient(colors: [.black, .white]), center: Point(30, 20), radius: 20)
        let r = try render([.fill(rect(0, 0, 60, 40), .radialGradient(radial))])
        #expect(r.rgba8(x: 29, y: 19).r < 10)
        #expect(abs(Double(r.rgba8(x: 39, y: 19).r) - 255 * 9.5 / 20) <= 2)
        // Conic from 12 o'clock clockwise: 3 o'clock is a quarter, 9 o'clock three quarters.
        let conic = ConicGradient(Gradient(colors: [.black, .white]), center: Point(30, 20))
        let c = try render([.fill(rect(0, 0, 60, 40), .conicGradient(conic))])
        #expect(abs(Double(c.rgba8(x: 50, y: 19).r) - 255 * 0.25) <= 4)
        #expect(abs(Double(c.rgba8(x: 9, y: 19).r) - 255 * 0.75) <= 4)
    }

    @Test func gradientsFadeToClearWithoutDarkening() throws {
        let fade = Gradient([GradientStop(0, Color(r8: 255, g8: 0, b8: 0)), GradientStop(1, .clear)])
        #expect(fade.color(at: 0.5).rgba8 == (255, 0, 0, 128))
    }

    @Test func gradientThroughAStrokeOnlyPaintsTheStroke() throws {
        let gradient = LinearGradient(Gradient(colors: [Color(r8: 0xFD, g8: 0xA4, b8: 0x08), Color(r8: 0xFB, g8: 0x25, b8: 0x2D)]),
                                      from: Point(0, 0), to: Point(60, 0))
        let line = Path { $0.move(to: Point(5, 20)); $0.line(to: Point(55, 20)) }
        let canvas = try render([.stroke(line, StrokeStyle(width: 4), .linearGradient(gradient))])
        #expect(canvas.rgba8(x: 30, y: 10) == (255, 255, 255, 255))
        let left = canvas.rgba8(x: 6, y: 19), right = canvas.rgba8(x: 54, y: 19)
        // Green runs from 0xA4 to 0x25 across 60 px, sampled at pixel centres.
        #expect(abs(Double(left.g) - (164 - 127 * 6.5 / 60)) <= 1.5)
        #expect(abs(Double(right.g) - (164 - 127 * 54.5 / 60)) <= 1.5)
    }

    @Test func evenOddLeavesNestedContoursHollow() throws {
        var ring = rect(5, 5, 30, 30)
        ring.append(rect(15, 15, 10, 10))  // same direction: non-zero fills it
        let nonZero = try render([.fill(ring, .solid(.black))])
        let evenOdd = try render([.fill(ring, .solid(.black), rule: .evenOdd)])
        #expect(nonZero.rgba8(x: 20, y: 20).r == 0)
        #expect(evenOdd.rgba8(x: 20, y: 20).r == 255)
        #expect(evenOdd.rgba8(x: 10, y: 10).r == 0)
    }

    @Test func clipCutsWithFractionalEdges() throws {
        let canvas = try render([.group(DisplayGroup([.fill(rect(0, 0, 60, 40), .solid(.black))],
                                                     clip: Rect(x: 10.5, y: 10, width: 20, height: 10)))])
        #expect(canvas.rgba8(x: 9, y: 15).r == 255)
        #expect(abs(canvas.rgba8(x: 10, y: 15).r - 128) <= 1)  // half the column is inside
        #expect(canvas.rgba8(x: 11, y: 15).r == 0)
        #expect(canvas.rgba8(x: 20, y: 9).r == 255)
        #expect(canvas.rgba8(x: 20, y: 20).r == 255)
        #expect(abs(canvas.rgba8(x: 30, y: 15).r - 128) <= 1)
    }

    @Test func opacityGroupBlendsOverlapsOnce() throws {
        let cross = [DisplayItem.fill(rect(10, 15, 40, 10), .solid(.black)), .fill(rect(25, 5, 10, 30), .solid(.black))]
        let grouped = try render([.group(DisplayGroup(cross, opacity: 0.5))])
        let separate = try render(cross.map { item -> DisplayItem in
            guard case .fill(let p, _, let rule) = item else { return item }
            return .fill(p, .solid(Color.black.multiplyingAlpha(0.5)), rule: rule)
        })
        #expect(abs(grouped.rgba8(x: 30, y: 20).r - 128) <= 2)  // overlap: once
        #expect(abs(grouped.rgba8(x: 15, y: 20).r - 128) <= 2)
        #expect(separate.rgba8(x: 30, y: 20).r < 70)  // without the group the overlap darkens
    }

    @Test func nestedGroupsMultiplyOpacity() throws {
        let inner = DisplayGroup([.fill(rect(0, 0, 60, 40), .solid(.black))], opacity: 0.5)
        let canvas = try render([.group(DisplayGroup([.group(inner)], opacity: 0.5))])
        #expect(abs(canvas.rgba8(x: 30, y: 20).r - 191) <= 2)
    }

    @Test func transparentCanvasKeepsGroupAlpha() throws {
        let canvas = try render([.group(DisplayGroup([.fill(rect(0, 0, 60, 40), .solid(Color(r8: 0, g8: 0, b8: 255)))], opacity: 0.5))],
                                background: .clear)
        let px = canvas.rgba8(x: 30, y: 20)
        #expect(px.b == 255 && abs(px.a - 128) <= 2)
    }

    @Test func dashedStrokesLeaveGaps() throws {
        let line = Path { $0.move(to: Point(0, 20)); $0.line(to: Point(60, 20)) }
        let canvas = try render([.stroke(line, StrokeStyle(width: 4, dash: DashPattern([10, 10])), .solid(.black))])
        #expect(canvas.rgba8(x: 5, y: 20).r == 0)
        #expect(canvas.rgba8(x: 15, y: 20).r == 255)
        #expect(canvas.rgba8(x: 25, y: 20).r == 0)
    }
}
