import CTextShaping
import Foundation
import ReelGeometry

/// A face loaded in a `FontFaces`, by its place there.
struct FaceID: Hashable {
    let index: Int
}

/// FreeType faces, loaded once per font file and kept: what text is shaped
/// with (`TextShaper`), drawn with (`GlyphMask`) and outlined with
/// (`GlyphOutlines`), so all three use the very same glyphs.
///
/// FreeType objects are not thread-safe; a `FontFaces` belongs to one
/// `TextEngine`, which serialises its use.
final class FontFaces {
    private var library: FT_Library?
    private var faces: [FT_Face] = []
    private var sizes: [Double] = []
    private var byFile: [FontFile: FaceID] = [:]
    private var byName: [String: FaceID] = [:]
    private var ids: [UnsafeMutableRawPointer: FaceID] = [:]

    init() throws {
        guard FT_Init_FreeType(&library) == 0 else {
            throw TextError.text("FreeType could not start", font: Font.defaultName)
        }
    }

    deinit {
        for face in faces { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    /// The face `name` stands for: a fontconfig pattern (`"DejaVu Sans:bold"`),
    /// a font file's path, or an installed font file's bare name.
    func face(named name: String) throws -> FaceID {
        if let known = byName[name] { return known }
        let font = Font(name: name, size: 12)
        let file: FontFile?
        if name.contains("/") {
            file = FontFile(path: name, index: 0)
        } else if font.isFilePath {
            file = FontCatalog.file(named: name)
        } else {
            file = FontCatalog.file(for: name)
        }
        guard let file else {
            throw TextError.text(font.isFilePath ? "no installed font file has this name" : "fontconfig matches no font",
                                   font: name)
        }
        let id = try face(file, name: name)
        byName[name] = id
        return id
    }

    /// The face in `file`, loaded on first use.
    func face(_ file: FontFile, name: String? = nil) throws -> FaceID {
        if let known = byFile[file] { return known }
        var face: FT_Face?
        let error = FT_New_Face(library, file.path, FT_Long(file.index), &face)
        guard error == 0, let face else {
            throw TextError.text("FreeType cannot read \(file.path) (error \(error))", font: name ?? file.path)
        }
        let id = FaceID(index: faces.count)
        faces.append(face)
        sizes.append(0)
        byFile[file] = id
        ids[UnsafeMutableRawPointer(face)] = id
        return id
    }

    /// The FreeType face of `id`.
    func ft(_ id: FaceID) -> FT_Face { faces[id.index] }

    /// The face `ft` belongs to (raqm reports glyphs by FreeType face).
    func id(of ft: FT_Face) -> FaceID? { ids[UnsafeMutableRawPointer(ft)] }

    /// Sets the face's size to `pixels` per em (FreeType at 72 dpi, where a
    /// point is a pixel), once per change.
    func setSize(_ pixels: Double, of id: FaceID) throws {
        guard sizes[id.index] != pixels else { return }
        let error = FT_Set_Char_Size(faces[id.index], 0, FT_F26Dot6((pixels * 64).rounded()), 72, 72)
        guard error == 0 else { throw TextError.text("FreeType cannot set a size of \(pixels) (error \(error))", font: name(of: id)) }
        sizes[id.index] = pixels
    }

    /// Whether the face maps `scalar` to a glyph of its own.
    func hasGlyph(for scalar: Unicode.Scalar, in id: FaceID) -> Bool {
        FT_Get_Char_Index(faces[id.index], FT_ULong(scalar.value)) != 0
    }

    /// Whether the face's missing-glyph box (glyph 0, `.notdef`) has ink:
    /// some fonts leave it empty, and a missing character must be seen.
    func missingGlyphIsVisible(in id: FaceID) -> Bool {
        let face = faces[id.index]
        guard FT_Load_Glyph(face, 0, chartreel_unscaled_load_flags) == 0, let slot = chartreel_glyph_slot(face) else { return false }
        return slot.pointee.outline.n_points > 0
    }

    /// The face's family and style, for messages.
    func name(of id: FaceID) -> String {
        let face = faces[id.index].pointee
        let family = face.family_name.map { String(cString: $0) } ?? "font \(id.index)"
        return face.style_name.map { family + " " + String(cString: $0) } ?? family
    }
}
