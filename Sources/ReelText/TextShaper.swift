import CTextShaping
import ReelGeometry

/// One glyph of a shaped line: which glyph of which face, and where its
/// origin sits from the line's baseline origin (pixels, y down).
struct ShapedGlyph: Equatable {
    let face: FaceID
    let glyph: UInt32
    let x: Double
    let y: Double
}

/// A line of text as it is drawn: glyphs in visual order (left to right on
/// screen, whatever the reading order) and the pen's advance over them.
struct ShapedText: Equatable {
    let glyphs: [ShapedGlyph]
    let advance: Double

    static let empty = ShapedText(glyphs: [], advance: 0)
}

/// Shapes text with libraqm: FriBidi splits it into directional runs and
/// orders them (Unicode bidi, in the paragraph direction given), HarfBuzz
/// picks each run's glyphs (Arabic letters in their joined forms, marks on
/// their bases, ligatures, kerning) from the faces `FontFallback` chose.
///
/// Positions come from the same unhinted FreeType outlines that are drawn,
/// so measuring and drawing agree exactly.
enum TextShaper {
    /// `clusters` (the text's characters) set at `size` pixels per em, the
    /// faces given by `ranges` over the flattened scalars.
    static func shape(_ clusters: [[Unicode.Scalar]], ranges: [FaceRange], size: Double, direction: TextDirection,
                      faces: FontFaces) throws -> ShapedText {
        let scalars = clusters.flatMap { $0 }.map(\.value)
        guard !scalars.isEmpty else { return .empty }
        for range in ranges { try faces.setSize(size, of: range.face) }
        guard let layout = raqm_create() else { throw TextError.text("libraqm could not start", font: Font.defaultName) }
        defer { raqm_destroy(layout) }
        var ready = raqm_set_text(layout, scalars, scalars.count)
            && raqm_set_par_direction(layout, direction.raqm)
            && raqm_set_freetype_load_flags(layout, chartreel_glyph_load_flags)
            // Joiners, bidi marks and variation selectors are left out, not drawn as spaces.
            && raqm_set_invisible_glyph(layout, -1)
        for range in ranges where ready {
            ready = raqm_set_freetype_face_range(layout, faces.ft(range.face), range.start, range.count)
        }
        guard ready, raqm_layout(layout) else {
            throw TextError.text("libraqm could not lay out the text", font: faces.name(of: ranges[0].face))
        }
        var count = 0
        guard let glyphs = raqm_get_glyphs(layout, &count) else { return .empty }
        var shaped: [ShapedGlyph] = [], pen = 0
        shaped.reserveCapacity(count)
        for glyph in UnsafeBufferPointer(start: glyphs, count: count) {
            guard let ftface = glyph.ftface, let face = faces.id(of: ftface) else { continue }
            // 26.6 fixed point, y up in HarfBuzz.
            shaped.append(ShapedGlyph(face: face, glyph: UInt32(glyph.index), x: Double(pen + Int(glyph.x_offset)) / 64,
                                      y: -Double(glyph.y_offset) / 64))
            pen += Int(glyph.x_advance)
        }
        return ShapedText(glyphs: shaped, advance: Double(pen) / 64)
    }
}

extension TextDirection {
    var raqm: raqm_direction_t {
        switch self {
        case .auto: return RAQM_DIRECTION_DEFAULT
        case .leftToRight: return RAQM_DIRECTION_LTR
        case .rightToLeft: return RAQM_DIRECTION_RTL
        }
    }
}
