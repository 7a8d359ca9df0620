#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CGD
import ReelGeometry

/// Measures and draws text with libgd's FreeType renderer (anti-aliased).
///
/// Text is rendered once per (text, font, rotation) into an 8-bit coverage
/// mask, cached, and composited like any other shape: it obeys clips, groups
/// and alpha, and repeated labels cost one blend per pixel per frame. Sizes
/// are in pixels: libgd is told the resolution is 72 dpi, where 1 pt is 1 px.
public struct TextRenderer {
    private var capHeights: [Font: Double] = [:]
    /// Labels that stay are drawn from these for as long as they are used;
    /// labels that change every frame age out (`GenerationalCache`).
    private var inkBoxes = GenerationalCache<TextMaskKey, Rect>(limit: 2048)
    private var masks = GenerationalCache<TextMaskKey, TextMask>(limit: 2048)

    public init() {
        _ = Self.fontCacheReady
    }

    /// libgd creates its FreeType font cache lazily and without a lock, so two
    /// threads drawing their first text at once corrupt it; set it up once,
    /// before any thread draws (Swift runs a static initialiser exactly once).
    private static let fontCacheReady: Bool = gdFontCacheSetup() == 0

    /// The ink box of `text`, unrotated, relative to its baseline origin (y
    /// down, so the box's top is negative): measured on the rendered glyphs,
    /// so it is the visible extent, without libgd's side bearings.
    public mutating func inkBounds(of text: String, font: Font) throws -> Rect {
        let key = TextMaskKey(text: text, font: font, rotation: 0)
        if let known = inkBoxes.value(for: key) { return known }
        let box = try mask(for: key).inkBox
        inkBoxes.insert(box, for: key)
        return box
    }

    /// Draws `run` (anchor and font size in canvas pixels) inside `clip`.
    mutating func draw(_ run: TextRun, on canvas: Canvas, clip: PixelClip) throws {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let origin = try baselineOrigin(of: run)
        let mask = try self.mask(for: TextMaskKey(text: run.text, font: run.font, rotation: run.rotation))
        Compositor.composite(mask, left: Int(origin.x.rounded()) + mask.offsetX, top: Int(origin.y.rounded()) + mask.offsetY,
                             color: run.color, clip: clip, onto: canvas)
    }

    /// Where the baseline starts so that the run sits at its anchor as aligned
    /// (alignment is worked out upright, then turned with the text).
    public mutating func baselineOrigin(of run: TextRun) throws -> Point {
        let ink = try inkBounds(of: run.text, font: run.font)
        let dx: Double
        switch run.alignment.horizontal {
        case .left: dx = -ink.minX
        case .center: dx = -ink.minX - ink.width / 2
        case .right: dx = -ink.maxX
        }
        let dy: Double
        switch run.alignment.vertical {
        case .baseline: dy = 0
        case .top: dy = -ink.minY
        case .bottom: dy = -ink.maxY
        case .middle: dy = try capHeight(of: run.font) / 2
        }
        let offset = AffineTransform.rotation(run.rotation).apply(Point(dx, dy))
        return run.anchor + offset
    }

    private mutating func capHeight(of font: Font) throws -> Double {
        if let known = capHeights[font] { return known }
        let height = -(try inkBounds(of: "H", font: font).minY)
        capHeights[font] = height
        return height
    }

    private mutating func mask(for key: TextMaskKey) throws -> TextMask {
        if let known = masks.value(for: key) { return known }
        let mask = try Self.render(key)
        masks.insert(mask, for: key)
        return mask
    }

    /// Renders white text on black and keeps one channel: the coverage.
    private static func render(_ key: TextMaskKey) throws -> TextMask {
        let box = try bounds(of: key.text, font: key.font, rotation: key.rotation)
        let pad = 2
        let left = Int(box.minX.rounded(.down)) - pad, top = Int(box.minY.rounded(.down)) - pad
        let width = Int(box.maxX.rounded(.up)) + pad - left, height = Int(box.maxY.rounded(.up)) + pad - top
        let canvas = try Canvas(width: width, height: height, background: .black)
        var brect = [Int32](repeating: 0, count: 8)
        try call(image: canvas.image, brect: &brect, color: GDPixel.encode(.white), font: key.font,
                 rotation: key.rotation, x: Int32(-left), y: Int32(-top), text: key.text)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = canvas.row(y)
            for x in 0..<width { coverage[y * width + x] = UInt8((row[x] >> 8) & 0xFF) }
        }
        return TextMask(width: width, height: height, offsetX: left, offsetY: top, coverage: coverage)
    }

    /// The box around the (possibly rotated) text's ink, from its baseline origin.
    private static func bounds(of text: String, font: Font, rotation: Double) throws -> Rect {
        var brect = [Int32](repeating: 0, count: 8)
        try call(image: nil, brect: &brect, color: 0, font: font, rotation: rotation, x: 0, y: 0, text: text)
        let xs = [brect[0], brect[2], brect[4], brect[6]].map(Double.init)
        let ys = [brect[1], brect[3], brect[5], brect[7]].map(Double.init)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private static func call(
        image: gdImagePtr?, brect: inout [Int32], color: Int32, font: Font, rotation: Double,
        x: Int32, y: Int32, text: String
    ) throws {
        var extra = gdFTStringExtra()
        extra.flags = gdFTEX_RESOLUTION | (font.isFilePath ? gdFTEX_FONTPATHNAME : gdFTEX_FONTCONFIG)
        extra.hdpi = 72
        extra.vdpi = 72
        // libgd turns counter-clockwise on screen; chartreel's rotation is clockwise.
        let error = brect.withUnsafeMutableBufferPointer { rect in
            gdImageStringFTEx(image, rect.baseAddress, color, font.name, font.size, -rotation, x, y, text, &extra)
        }
        if let error { throw RasterError.text(String(cString: error), font: font.name) }
    }
}
