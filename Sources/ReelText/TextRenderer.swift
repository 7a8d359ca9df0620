import ReelGeometry

/// Measures text and renders it into masks: shaped by HarfBuzz with
/// FriBidi ordering the runs (`TextEngine`), each character from the run's font or a fallback
/// font, or as one missing-glyph box; controls are shown as `DisplayText`
/// says. Measuring reads the very mask that is drawn, so a label's
/// measured box is its drawn ink.
///
/// Text is rendered once per (text, font, rotation, direction) into an
/// 8-bit coverage mask and cached; the raster composites it like any other
/// shape (`draw(_:on:clip:)` in ReelRaster): it obeys clips, groups and
/// alpha, and repeated labels cost one blend per pixel per frame. Sizes are
/// in pixels (FreeType at 72 dpi, where 1 pt is 1 px).
package struct TextRenderer {
    private var capHeights: [Font: Double] = [:]
    /// Labels that stay are drawn from these for as long as they are used;
    /// labels that change every frame age out (`GenerationalCache`).
    private var inkBoxes = GenerationalCache<TextMaskKey, Rect>(limit: 2048)
    /// Bounded in bytes too: a few labels in a huge size would otherwise
    /// keep gigabytes of masks.
    private var masks = GenerationalCache<TextMaskKey, TextMask>(limit: 2048, costLimit: TextMask.maximumArea / 2) {
        $0.coverage.count
    }
    /// Texts too large for one mask, so that they are not tried again every frame.
    private var tooLarge = GenerationalCache<TextMaskKey, Bool>(limit: 256)

    package init() {}

    /// The ink box of `text`, unrotated, relative to its baseline origin (y
    /// down, so the box's top is negative): measured on the rendered glyphs,
    /// so it is the visible extent, without libgd's side bearings.
    package mutating func inkBounds(of text: String, font: Font, direction: TextDirection = .auto) throws -> Rect {
        let key = TextMaskKey(text: text, font: font, rotation: 0, direction: direction)
        if let known = inkBoxes.value(for: key) { return known }
        let box = try wholeMask(for: key)?.inkBox ?? TextEngine.shared.inkBox(text, font: font, direction: direction)
        inkBoxes.insert(box, for: key)
        return box
    }

    /// The whole pixel a baseline origin is drawn at: masks are rendered
    /// for a whole-pixel origin, so a label looks the same wherever it is.
    package static func pixel(_ coordinate: Double) -> Double { min(max(coordinate, -1e9), 1e9).rounded() }

    /// Where the baseline starts so that the run sits at its anchor as aligned
    /// (alignment is worked out upright, then turned with the text).
    package mutating func baselineOrigin(of run: TextRun) throws -> Point {
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

    /// Longest text drawn, in Unicode scalars (`TextEngine.maximumLength`).
    package static let maximumLength = TextEngine.maximumLength

    /// The outlines of `run` as drawn, in canvas terms (anchored, aligned
    /// and turned): for exporting text as paths.
    package mutating func outlines(of run: TextRun) throws -> Path {
        let origin = try wholePixelOrigin(of: run)
        return try glyphOutlines(of: run).applying(.translation(origin.x, origin.y))
    }

    /// The whole pixel the raster puts the run's mask origin on.
    package mutating func wholePixelOrigin(of run: TextRun) throws -> Point {
        let origin = try baselineOrigin(of: run)
        return Point(Self.pixel(origin.x), Self.pixel(origin.y))
    }

    /// The run's glyphs, each at its own origin, placed from the text's
    /// origin (unturned): for writers that define each glyph once.
    package func glyphs(of run: TextRun) throws -> [PlacedGlyph] {
        try TextEngine.shared.glyphs(run.text, font: run.font, direction: run.direction)
    }

    /// The run's glyph outlines turned with the text, around its origin
    /// (`outlines(of:)` less the translation to `wholePixelOrigin(of:)`).
    package func glyphOutlines(of run: TextRun) throws -> Path {
        try TextEngine.shared.outlines(run.text, font: run.font, direction: run.direction)
            .applying(AffineTransform.rotation(run.rotation))
    }

    /// The whole mask of `key`, or nil when it is too large for one mask
    /// (its glyphs are then drawn where they can be seen).
    package mutating func wholeMask(for key: TextMaskKey) throws -> TextMask? {
        if let known = masks.value(for: key) { return known }
        if tooLarge.value(for: key) != nil { return nil }
        do {
            let mask = try TextEngine.shared.mask(key.text, font: key.font, direction: key.direction, rotation: key.rotation)
            masks.insert(mask, for: key)
            return mask
        } catch TextError.textTooLarge {
            // Limits other than the mask's size (length, font size) stop the
            // glyph-by-glyph drawing too, with their own message.
            tooLarge.insert(true, for: key)
            return nil
        }
    }
}
