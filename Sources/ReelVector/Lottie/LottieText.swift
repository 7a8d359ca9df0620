import ReelGeometry
import ReelJSON
import ReelText

/// Text as glyph outlines, as the SVG writer draws it: shaped, at the size
/// and whole-pixel origin the raster uses, brought back into the element's
/// coordinates. The outlines are kept apart from where they sit, so a label
/// that only moves is one static shape and an animated position.
struct LottieText {
    private var renderer = TextRenderer()
    private var glyphSets: [ShapeKey: [LottieGlyph]] = [:]

    private struct ShapeKey: Hashable {
        var text: String
        var font: Font
        var direction: TextDirection
        var rotation: Double
        var linear: [Double]
    }

    /// `run` as the raster places it through `device` (the element's
    /// coordinates to pixels): shaped at the device's size and turn, its
    /// whole-pixel origin back in the element's coordinates, the turn from
    /// pixels to the element's units, and the key its outlines are kept by.
    private mutating func placed(_ run: TextRun, device: AffineTransform) throws -> (shown: TextRun, origin: Point, turn: AffineTransform, key: ShapeKey)? {
        guard !run.text.isEmpty, let back = device.inverted() else { return nil }
        var shown = run
        shown.anchor = device.apply(run.anchor)
        shown.font.size *= device.maximumScale
        shown.rotation += device.rotationAngle
        let origin = try renderer.baselineOrigin(of: shown)
        let pixel = Point(TextRenderer.pixel(origin.x), TextRenderer.pixel(origin.y))
        let linear = AffineTransform(a: back.a, b: back.b, c: back.c, d: back.d, tx: 0, ty: 0)
        let key = ShapeKey(text: shown.text, font: shown.font, direction: shown.direction, rotation: shown.rotation,
                           linear: [linear.a, linear.b, linear.c, linear.d])
        return (shown, back.apply(pixel), AffineTransform.rotation(shown.rotation).concatenating(linear), key)
    }

    /// The glyphs of `run` drawn through `device`: each glyph's outline and
    /// its place from the text's origin, in the element's coordinates, and
    /// that origin; nil when nothing is drawn.
    mutating func glyphs(of run: TextRun, device: AffineTransform) throws -> (glyphs: [LottieGlyph], origin: Point)? {
        guard let placed = try placed(run, device: device) else { return nil }
        if let known = glyphSets[placed.key] { return (known, placed.origin) }
        let (shown, turn) = (placed.shown, placed.turn)
        let form = [turn.a, turn.b, turn.c, turn.d].map { JSONNumber.fixed($0, places: 5).text }.joined(separator: ",")
        let glyphs = try TextEngine.shared.glyphs(shown.text, font: shown.font, direction: shown.direction).compactMap { glyph -> LottieGlyph? in
            guard !glyph.outline.elements.isEmpty else { return nil }
            return LottieGlyph(key: glyph.name(turnedBy: form),
                               outline: glyph.outline.applying(turn), offset: turn.apply(glyph.position))
        }
        glyphSets[placed.key] = glyphs
        return (glyphs, placed.origin)
    }
}

/// One glyph of a text in the element's coordinates: equal keys, equal outlines.
struct LottieGlyph {
    var key: String
    /// At the glyph's own origin.
    var outline: Path
    /// The glyph's origin from the text's.
    var offset: Point

    /// The outlines of `glyphs` together, from the text's origin: the text as one shape.
    static func outline(of glyphs: [LottieGlyph]) -> Path {
        var path = Path()
        for glyph in glyphs { path.append(glyph.outline.applying(.translation(glyph.offset.x, glyph.offset.y))) }
        return path
    }

    /// Which glyph group this is across frames: the glyph and its place, to 0.001.
    var place: String { key + "@" + JSONNumber.fixed(offset.x, places: 3).text + "," + JSONNumber.fixed(offset.y, places: 3).text }
}
