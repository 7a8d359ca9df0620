import Foundation
import ReelGeometry
@testable import ReelRaster
@testable import ReelText
import Testing

/// A text too long for one mask is drawn through a window: the window's
/// mask must be exactly that part of the whole mask, and the mask cache
/// must not keep gigabytes of huge labels.
@Suite struct TextWindowTests {
    @Test(arguments: [0.0, 0.5])
    func aWindowedMaskIsThatPartOfTheWholeMask(rotation: Double) throws {
        let font = Font(size: 30)
        let text = "Window, mask and clip ✓ مرحبا"
        let whole = try TextEngine.shared.mask(text, font: font, direction: .auto, rotation: rotation)
        let window = PixelWindow(minX: whole.offsetX + 37, minY: whole.offsetY + 5,
                                 maxX: whole.offsetX + 181, maxY: whole.offsetY + whole.height - 4)
        let part = try TextEngine.shared.mask(text, font: font, direction: .auto, rotation: rotation, window: window)
        #expect(!part.isBlank)
        #expect(part.offsetX >= window.minX && part.offsetY >= window.minY)
        #expect(part.offsetX + part.width <= window.maxX && part.offsetY + part.height <= window.maxY)
        // Every pixel of the window: the whole mask's coverage, which the part holds or is nothing.
        for y in window.minY..<window.maxY {
            for x in window.minX..<window.maxX {
                let expected = whole.coverage[(y - whole.offsetY) * whole.width + x - whole.offsetX]
                let inPart = (part.offsetX..<part.offsetX + part.width).contains(x)
                    && (part.offsetY..<part.offsetY + part.height).contains(y)
                let got = inPart ? part.coverage[(y - part.offsetY) * part.width + x - part.offsetX] : 0
                #expect(got == expected, "pixel \(x),\(y)")
                if got != expected { return }
            }
        }
    }

    @Test func aGlyphByGlyphInkBoxIsTheMasksForSeparateLetters() throws {
        let font = Font(size: 24)
        let text = "Ink box: 123 Wq"
        let whole = try TextEngine.shared.mask(text, font: font, direction: .auto, rotation: 0)
        #expect(try TextEngine.shared.inkBox(text, font: font, direction: .auto) == whole.inkBox)
    }

    /// 10,000 characters at 112 pixels (size 14 at scale 8) is wider than one
    /// mask may be; drawn through the canvas it shows its first letters.
    @Test func aTextTooLongForOneMaskIsDrawnWhereTheCanvasShowsIt() throws {
        let canvas = try Canvas(width: 800, height: 160, background: .white)
        var renderer = TextRenderer()
        let run = TextRun(String(repeating: "H", count: 10_000), at: Point(20, 130), font: Font(size: 112), color: .black,
                          alignment: TextAlignment(horizontal: .left))
        try renderer.draw(run, on: canvas, clip: PixelClip(width: 800, height: 160))
        // The first H's left stem begins near the anchor, and the text runs past the right edge.
        #expect(canvas.rgba8(x: 10, y: 80).r == 255)
        #expect((20..<60).contains { canvas.rgba8(x: $0, y: 80).r < 64 })
        #expect((700..<800).contains { canvas.rgba8(x: $0, y: 80).r < 64 })
    }

    @Test func theCacheEndsAGenerationAtItsCost() {
        var cache = GenerationalCache<Int, [UInt8]>(limit: 100, costLimit: 1000) { $0.count }
        for key in 0..<10 { cache.insert([UInt8](repeating: 0, count: 400), for: key) }
        // At most two generations of about 1000 bytes: the oldest entries are gone.
        #expect(cache.value(for: 0) == nil && cache.value(for: 9) != nil)
        let kept = (0..<10).filter { cache.value(for: $0) != nil }.count
        #expect(kept <= 5, "kept \(kept)")
    }
}
