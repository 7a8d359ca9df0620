import ReelGeometry

/// Which font draws each scalar of a run: the run's font if it has a glyph
/// for it, else the first fallback font that has one, else a missing-glyph
/// box, one per scalar.
///
/// libgd offers no glyph lookup, and FreeType draws glyph 0 (`.notdef`) for
/// a scalar a font lacks, so a scalar is missing from a font exactly when
/// it renders as `LibGDText.missingGlyph` does: the same box from libgd and
/// the same pixels. Answers are kept per font and scalar.
struct GlyphCoverage {
    /// Tried in order after the run's own font. DejaVu Sans (Debian's
    /// fonts-dejavu-core, the default) covers Latin, Greek, Cyrillic and many
    /// symbols; Symbola (fonts-symbola) has monochrome emoji and symbols. A
    /// name fontconfig lacks matches some other font, whose answers are as
    /// true, so a missing fallback only means more boxes.
    static let fallbackFonts = [Font.defaultName, "Symbola"]

    /// Glyphs are compared at this size, where different ones differ in pixels.
    private static let probeSize = 32.0

    private struct Probe: Hashable {
        let font: String
        let scalar: Unicode.Scalar
    }

    private var presence: [Probe: Bool] = [:]
    private var missingGlyphs: [String: TextMask] = [:]

    /// Where `scalar` is drawn from in a run set in `font`. Throws when
    /// `font` itself cannot be used; a fallback that cannot is skipped.
    mutating func source(for scalar: Unicode.Scalar, preferring font: String) throws -> GlyphSource {
        // libgd cannot address scalars above U+FFFF (emoji among them) in any font.
        if LibGDText.canDraw(scalar) {
            if try has(scalar, in: font) { return .font(font) }
            for fallback in Self.fallbackFonts where fallback != font {
                if (try? has(scalar, in: fallback)) == true { return .font(fallback) }
            }
        }
        if scalar.properties.isDefaultIgnorableCodePoint { return .none }
        return .box(try boxFont(preferring: font))
    }

    /// Whether `font` has a glyph for `scalar` (which libgd can address).
    mutating func has(_ scalar: Unicode.Scalar, in font: String) throws -> Bool {
        let probe = Probe(font: font, scalar: scalar)
        if let known = presence[probe] { return known }
        let present = try Self.rendered(scalar, in: font) != missingGlyph(in: font)
        presence[probe] = present
        return present
    }

    /// `font` if its missing-glyph box shows, else the first fallback whose
    /// box does: a box must be seen, and some fonts leave `.notdef` empty.
    private mutating func boxFont(preferring font: String) throws -> String {
        if try !missingGlyph(in: font).isBlank { return font }
        for fallback in Self.fallbackFonts where (try? missingGlyph(in: fallback).isBlank) == false {
            return fallback
        }
        return font
    }

    private mutating func missingGlyph(in font: String) throws -> TextMask {
        if let known = missingGlyphs[font] { return known }
        let glyph = try Self.rendered(LibGDText.missingGlyph, in: font)
        missingGlyphs[font] = glyph
        return glyph
    }

    private static func rendered(_ scalar: Unicode.Scalar, in font: String) throws -> TextMask {
        let piece = TextPiece(text: LibGDText([scalar]), font: Font(name: font, size: probeSize), offset: .zero)
        return try TextMask.render([piece], rotation: 0)
    }
}
