import ReelGeometry
import ReelText
import Testing

@testable import ReelRaster

@Suite struct CanvasTests {
    @Test func pngRoundTripKeepsPixels() throws {
        let canvas = try Canvas(width: 7, height: 5, background: Color(r8: 12, g8: 34, b8: 56))
        var rasterizer = Rasterizer()
        rasterizer.fill([[Point(0, 0), Point(0, 2), Point(3, 2), Point(3, 0)]], with: .solid(.white), on: canvas)
        let png = try canvas.pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try Canvas(pngData: png)
        #expect(decoded.width == 7 && decoded.height == 5)
        #expect(decoded.rgba8(x: 1, y: 1) == (255, 255, 255, 255))
        #expect(decoded.rgba8(x: 6, y: 4) == (12, 34, 56, 255))
    }

    @Test func bgr0BytesAreBlueGreenRedPadding() throws {
        let canvas = try Canvas(width: 2, height: 1, background: Color(r8: 10, g8: 20, b8: 30))
        let bytes = canvas.bgr0Bytes()
        #expect(bytes.count == 8)
        #expect(Array(bytes[0..<3]) == [30, 20, 10])
    }

    @Test func invalidPNGIsRejected() {
        #expect(throws: RasterError.invalidPNG) { try Canvas(pngData: [1, 2, 3]) }
    }
}

@Suite struct TextTests {
    let font = Font(size: 20)

    func draw(_ run: TextRun, width: Int, height: Int) throws -> Canvas {
        let canvas = try Canvas(width: width, height: height, background: .white)
        var rasterizer = Rasterizer()
        try rasterizer.draw(DisplayList([.text(run)]), on: canvas)
        return canvas
    }

    /// Bounding box of the pixels darker than mid-grey.
    func inkBox(_ canvas: Canvas) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.rgba8(x: x, y: y).r < 128 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return (minX, maxX, minY, maxY)
    }

    @Test func measuresInkBoxes() throws {
        var renderer = TextRenderer()
        let wide = try renderer.inkBounds(of: "WWWW", font: font)
        let narrow = try renderer.inkBounds(of: "ii", font: font)
        #expect(wide.width > 3 * narrow.width)
        // Capitals sit on the baseline: the box ends at y = 0 and rises about 0.73 em.
        let capital = try renderer.inkBounds(of: "H", font: font)
        #expect(capital.maxY == 0)
        #expect(abs(-capital.minY - 0.73 * 20) <= 1.5)
    }

    @Test func centredTextIsCentredOnItsAnchor() throws {
        let box = inkBox(try draw(TextRun("H", at: Point(60, 30), font: font, color: .black), width: 120, height: 60))
        #expect(abs(Double(box.minX + box.maxX + 1) / 2 - 60) <= 1)
        #expect(abs(Double(box.minY + box.maxY + 1) / 2 - 30) <= 1)
    }

    @Test func alignmentsPlaceTheInkBoxAgainstTheAnchor() throws {
        let left = inkBox(try draw(TextRun("H", at: Point(20, 30), font: font, color: .black,
                                           alignment: TextAlignment(horizontal: .left, vertical: .top)), width: 120, height: 60))
        #expect(abs(left.minX - 20) <= 1 && abs(left.minY - 30) <= 1)
        let right = inkBox(try draw(TextRun("H", at: Point(100, 30), font: font, color: .black,
                                            alignment: TextAlignment(horizontal: .right, vertical: .bottom)), width: 120, height: 60))
        #expect(abs(right.maxX + 1 - 100) <= 1 && abs(right.maxY + 1 - 30) <= 1)
    }

    @Test func rotatedTextTurnsAboutItsAnchor() throws {
        // "HHHH" is wide; turned a quarter turn clockwise it becomes tall, still centred.
        let upright = inkBox(try draw(TextRun("HHHH", at: Point(60, 60), font: font, color: .black), width: 120, height: 120))
        let turned = inkBox(try draw(TextRun("HHHH", at: Point(60, 60), font: font, color: .black, rotation: .pi / 2),
                                     width: 120, height: 120))
        #expect(upright.maxX - upright.minX > 2 * (upright.maxY - upright.minY))
        #expect(turned.maxY - turned.minY > 2 * (turned.maxX - turned.minX))
        #expect(abs(Double(turned.minX + turned.maxX + 1) / 2 - 60) <= 1.5)
        #expect(abs(Double(turned.minY + turned.maxY + 1) / 2 - 60) <= 1.5)
    }

    @Test func textIsAntiAliasedAndTakesAlpha() throws {
        let canvas = try draw(TextRun("Ro", at: Point(40, 20), font: font, color: .black), width: 80, height: 40)
        var grey = 0
        for y in 0..<40 { for x in 0..<80 where (20...235).contains(canvas.rgba8(x: x, y: y).r) { grey += 1 } }
        #expect(grey > 10)
        let faint = try draw(TextRun("Ro", at: Point(40, 20), font: font, color: Color.black.multiplyingAlpha(0.5)),
                             width: 80, height: 40)
        let darkest = (0..<40).flatMap { y in (0..<80).map { faint.rgba8(x: $0, y: y).r } }.min()!
        #expect(abs(darkest - 128) <= 2)
    }

    @Test func missingFontFileIsAnError() {
        var renderer = TextRenderer()
        #expect(throws: TextError.self) {
            try renderer.inkBounds(of: "x", font: Font(name: "/nonexistent/font.ttf", size: 12))
        }
    }
}
