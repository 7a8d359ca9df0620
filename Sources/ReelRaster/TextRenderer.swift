import CGD
import ReelGeometry

/// Measures and draws text with libgd's FreeType renderer (anti-aliased).
///
/// Every scalar is drawn as itself (`LibGDText`), from the run's font or a
/// fallback font, or as one missing-glyph box (`GlyphCoverage`); controls
/// are shown as `DisplayText` says. Measuring reads the very mask that is
/// drawn, so a label's measured box is its drawn ink.
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
    private var coverage = GlyphCoverage()

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
    public mutating func inkBounds(of text: String, font: Font, direction: TextDirection = .auto) throws -> Rect {
        let key = TextMaskKey(text: text, font: font, rotation: 0, direction: direction)
        if let known = inkBoxes.value(for: key) { return known }
        let box = try mask(for: key).inkBox
        inkBoxes.insert(box, for: key)
        return box
    }

    /// Draws `run` (anchor and font size in canvas pixels) inside `clip`.
    mutating func draw(_ run: TextRun, on canvas: Canvas, clip: PixelClip) throws {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let origin = try baselineOrigin(of: run)
        let mask = try self.mask(for: TextMaskKey(text: run.text, font: run.font, rotation: run.rotation,
                                                             direction: run.direction))
        Compositor.composite(mask, left: Int(saturating: min(max(origin.x, -1e9), 1e9).rounded()) + mask.offsetX,
                             top: Int(saturating: min(max(origin.y, -1e9), 1e9).rounded()) + mask.offsetY,
                             color: run.color, clip: clip, onto: canvas)
    }

    /// Where the baseline starts so that the run sits at its anchor as aligned
    /// (alignment is worked out upright, then turned with the text).
    public mutating func baselineOrigin(of run: TextRun) throws -> Point {
        let ink = try inkBounds(of: run.text, font: run.font, direction: run.direction)
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

    /// Longest text drawn, in Unicode scalars: far more than any label, and
    /// a bound on the glyph work a hostile string can ask for.
    public static let maximumLength = 10_000

    private mutating func mask(for key: TextMaskKey) throws -> TextMask {
        if let known = masks.value(for: key) { return known }
        let length = key.text.unicodeScalars.count
        guard length <= Self.maximumLength else {
            throw RasterError.textTooLarge("a text of \(length) characters is too long to draw; at most \(Self.maximumLength)")
        }
        let mask = try render(key)
        masks.insert(mask, for: key)
        return mask
    }

    /// The run cut into pieces by font (`GlyphCoverage`), each starting where
    /// the pen stopped after the one before, turned with the text.
    private mutating func render(_ key: TextMaskKey) throws -> TextMask {
        let runs = try FontRuns.split(key.text) { try coverage.source(for: $0, preferring: key.font.name) }
        let turn = AffineTransform.rotation(key.rotation)
        var pieces: [TextPiece] = [], pen = 0.0
        for run in runs {
            let piece = TextPiece(text: LibGDText(run.scalars), font: Font(name: run.font, size: key.font.size),
                                  offset: turn.apply(Point(pen, 0)))
            if runs.count > 1 { pen += try piece.text.advance(font: piece.font) }
            pieces.append(piece)
        }
        return try TextMask.render(pieces, rotation: key.rotation)
    }
}
