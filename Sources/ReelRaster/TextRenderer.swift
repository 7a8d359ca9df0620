import CGD
import ReelGeometry

/// Measures and draws text with libgd's FreeType renderer (anti-aliased).
///
/// Sizes are given in pixels: libgd is told the resolution is 72 dpi, where one
/// point is one pixel.
public struct TextRenderer: Sendable {
    /// Cap heights already measured: measuring means running the font's
    /// hinting program, and every frame asks again for the same fonts.
    private var capHeights: [Font: Double] = [:]

    public init() {
        _ = Self.fontCacheReady
    }

    /// libgd creates its FreeType font cache lazily and without a lock, so two
    /// threads drawing their first text at once corrupt it; set it up once,
    /// before any thread draws (Swift runs a static initialiser exactly once).
    private static let fontCacheReady: Bool = gdFontCacheSetup() == 0

    /// The ink box of `text` relative to its baseline origin (y down, so the
    /// box's top is negative).
    public func inkBounds(of text: String, font: Font) throws -> Rect {
        var brect = [Int32](repeating: 0, count: 8)
        try call(image: nil, brect: &brect, color: 0, font: font, x: 0, y: 0, text: text)
        let minX = min(brect[0], brect[6]), maxX = max(brect[2], brect[4])
        let minY = min(brect[5], brect[7]), maxY = max(brect[1], brect[3])
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY))
    }

    /// Draws `run`, whose anchor and font size are already in canvas pixels.
    public mutating func draw(_ run: TextRun, on canvas: Canvas) throws {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let origin = try baselineOrigin(of: run)
        var brect = [Int32](repeating: 0, count: 8)
        try call(image: canvas.image, brect: &brect, color: GDPixel.encode(run.color), font: run.font,
                 x: Int32(origin.x.rounded()), y: Int32(origin.y.rounded()), text: run.text)
    }

    /// Where the baseline starts so that the run sits at its anchor as aligned.
    public mutating func baselineOrigin(of run: TextRun) throws -> Point {
        let ink = try inkBounds(of: run.text, font: run.font)
        let x: Double
        switch run.alignment.horizontal {
        case .left: x = run.anchor.x - ink.minX
        case .center: x = run.anchor.x - ink.minX - ink.width / 2
        case .right: x = run.anchor.x - ink.maxX
        }
        let y: Double
        switch run.alignment.vertical {
        case .baseline: y = run.anchor.y
        case .top: y = run.anchor.y - ink.minY
        case .bottom: y = run.anchor.y - ink.maxY
        case .middle: y = run.anchor.y + (try capHeight(of: run.font)) / 2
        }
        return Point(x, y)
    }

    private mutating func capHeight(of font: Font) throws -> Double {
        if let known = capHeights[font] { return known }
        let height = -(try inkBounds(of: "H", font: font).minY)
        capHeights[font] = height
        return height
    }

    private func call(
        image: gdImagePtr?, brect: inout [Int32], color: Int32, font: Font, x: Int32, y: Int32, text: String
    ) throws {
        var extra = gdFTStringExtra()
        extra.flags = gdFTEX_RESOLUTION | (font.isFilePath ? gdFTEX_FONTPATHNAME : gdFTEX_FONTCONFIG)
        extra.hdpi = 72
        extra.vdpi = 72
        let error = brect.withUnsafeMutableBufferPointer { rect in
            gdImageStringFTEx(image, rect.baseAddress, color, font.name, font.size, 0, x, y, text, &extra)
        }
        if let error { throw RasterError.text(String(cString: error), font: font.name) }
    }
}
