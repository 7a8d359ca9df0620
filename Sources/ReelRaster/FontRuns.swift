import ReelGeometry

/// Where each scalar of a text comes from when it is drawn.
enum GlyphSource: Equatable {
    /// The glyph of the font with this name.
    case font(String)
    /// The missing-glyph box of the font with this name.
    case box(String)
    /// Nothing: an invisible format character no font has (a zero-width
    /// joiner, a variation selector), which Unicode says not to show.
    case none
}

/// A stretch of text drawn with one font, in the order of the text.
struct FontRun: Equatable {
    var font: String
    var scalars: [Unicode.Scalar]
}

enum FontRuns {
    /// `text` cut where the font changes: each scalar, as `DisplayText`
    /// shows it, goes to the font `source` names, a box becomes
    /// `LibGDText.missingGlyph` in its font, and scalars with no source are
    /// left out.
    static func split(_ text: String, source: (Unicode.Scalar) throws -> GlyphSource) rethrows -> [FontRun] {
        var runs: [FontRun] = []
        for scalar in text.unicodeScalars.lazy.map(DisplayText.shown) {
            let font: String, drawn: Unicode.Scalar
            switch try source(scalar) {
            case .font(let name): (font, drawn) = (name, scalar)
            case .box(let name): (font, drawn) = (name, LibGDText.missingGlyph)
            case .none: continue
            }
            if runs.last?.font == font {
                runs[runs.count - 1].scalars.append(drawn)
            } else {
                runs.append(FontRun(font: font, scalars: [drawn]))
            }
        }
        return runs
    }
}
