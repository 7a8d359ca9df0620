import CTextShaping
import ReelGeometry

/// The outlines of shaped glyphs as one path, for the SVG export: the same
/// unhinted FreeType outlines the raster fills, so any SVG renderer draws
/// the shaped, ordered text chartreel drew, with no font of its own.
enum GlyphOutlines {
    /// `text`'s outlines at `size` pixels per em, from its baseline origin
    /// (y down). TrueType and CFF outlines both fill by the non-zero rule.
    static func path(of text: ShapedText, size: Double, faces: FontFaces) throws -> Path {
        var path = Path()
        for glyph in text.glyphs { path.append(try outline(of: glyph, at: Point(glyph.x, glyph.y), size: size, faces: faces)) }
        return path
    }

    /// Each glyph of `text` alone, at its own origin, with where that origin sits.
    static func glyphs(of text: ShapedText, size: Double, faces: FontFaces) throws -> [PlacedGlyph] {
        try text.glyphs.map { glyph in
            PlacedGlyph(key: GlyphKey(face: glyph.face, glyph: glyph.glyph, size: size), position: Point(glyph.x, glyph.y),
                        outline: try outline(of: glyph, at: .zero, size: size, faces: faces))
        }
    }

    private static func outline(of glyph: ShapedGlyph, at origin: Point, size: Double, faces: FontFaces) throws -> Path {
        try faces.setSize(size, of: glyph.face)
        let face = faces.ft(glyph.face)
        guard FT_Load_Glyph(face, glyph.glyph, chartreel_glyph_load_flags) == 0, let slot = chartreel_glyph_slot(face) else {
            throw TextError.text("FreeType cannot load glyph \(glyph.glyph)", font: faces.name(of: glyph.face))
        }
        let builder = OutlineBuilder(origin: origin)
        var outline = slot.pointee.outline
        var funcs = FT_Outline_Funcs(move_to: { to, user in OutlineBuilder.from(user).move(to) },
                                     line_to: { to, user in OutlineBuilder.from(user).line(to) },
                                     conic_to: { control, to, user in OutlineBuilder.from(user).conic(control, to) },
                                     cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubic(c1, c2, to) },
                                     shift: 0, delta: 0)
        let error = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard error == 0 else {
            throw TextError.text("FreeType cannot outline glyph \(glyph.glyph)", font: faces.name(of: glyph.face))
        }
        builder.finish()
        return builder.path
    }
}

/// Which glyph of which face at which size: the same key is the same outline.
struct GlyphKey: Hashable {
    let face: FaceID
    let glyph: UInt32
    let size: Double
}

/// A glyph of a shaped text: its outline at its own origin (pixels, y
/// down, unturned) and where that origin is from the text's.
package struct PlacedGlyph {
    let key: GlyphKey
    package let position: Point
    package let outline: Path

    /// The glyph, face and size, and `form` (how a writer turns it): equal
    /// names, equal outlines, so a vector writer defines each glyph once.
    package func name(turnedBy form: String) -> String {
        "\(key.face.index)/\(key.glyph)/\(key.size)/\(form)"
    }
}

/// Collects FreeType's outline callbacks (26.6 pixels, y up) as a path in
/// canvas terms (pixels, y down) at the glyph's origin.
private final class OutlineBuilder {
    private(set) var path = Path()
    private let origin: Point
    private var open = false

    init(origin: Point) { self.origin = origin }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
        guard let v = vector?.pointee else { return origin }
        return Point(origin.x + Double(v.x) / 64, origin.y - Double(v.y) / 64)
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        finish()
        path.move(to: point(to))
        open = true
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.line(to: point(to))
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.quad(to: point(to), control: point(control))
        return 0
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.cubic(to: point(to), control1: point(c1), control2: point(c2))
        return 0
    }

    /// FreeType's contours are closed; the path says so.
    func finish() {
        if open { path.close() }
        open = false
    }
}
