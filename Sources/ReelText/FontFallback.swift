import ReelGeometry

/// A stretch of a text's scalars set in one face.
struct FaceRange: Equatable {
    var face: FaceID
    var start: Int
    var count: Int
}

/// Which face sets each character (grapheme cluster) of a text: the
/// requested font when it has the character, else the first of the fixed
/// fallbacks that has it, else any installed font fontconfig finds for it,
/// else the missing-glyph box of a font whose box shows (one per character).
///
/// Whole clusters go to one face, so a letter and its marks, or an emoji
/// and its variation selector, are shaped together; invisible format
/// characters (joiners, bidi marks) follow their neighbours and are left
/// for the shaper to make invisible.
struct FontFallback {
    /// Tried in order after the requested font. DejaVu Sans (Debian's
    /// fonts-dejavu-core, the default font) covers Latin, Greek, Cyrillic,
    /// Arabic, Hebrew and many symbols; Noto Sans Arabic and Hebrew
    /// (fonts-noto-core) what a requested font lacks of those scripts;
    /// Symbola (fonts-symbola) symbols and monochrome emoji. A fallback that
    /// is not installed is skipped.
    static let chain = [Font.defaultName, "Noto Sans Arabic", "Noto Sans Hebrew", "Symbola"]

    private var chains: [String: [FaceID]] = [:]
    private var found: [Unicode.Scalar: FaceID?] = [:]
    private var boxFaces: [FaceID: FaceID] = [:]

    /// The face ranges of `clusters` (the text's characters, as scalar
    /// ranges over one array) set in `font`. Throws when `font` itself
    /// cannot be loaded.
    mutating func ranges(of clusters: [[Unicode.Scalar]], font: String, faces: FontFaces) throws -> [FaceRange] {
        let chain = try self.chain(for: font, faces: faces)
        var ranges: [FaceRange] = [], start = 0
        for cluster in clusters {
            let face = try choose(cluster, chain: chain, after: ranges.last?.face, faces: faces)
            if let last = ranges.last, last.face == face {
                ranges[ranges.count - 1].count += cluster.count
            } else {
                ranges.append(FaceRange(face: face, start: start, count: cluster.count))
            }
            start += cluster.count
        }
        return ranges
    }

    private mutating func choose(_ cluster: [Unicode.Scalar], chain: [FaceID], after previous: FaceID?,
                                 faces: FontFaces) throws -> FaceID {
        let visible = cluster.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let base = visible.first else { return previous ?? chain[0] }
        if let face = chain.first(where: { face in visible.allSatisfy { faces.hasGlyph(for: $0, in: face) } }) {
            return face
        }
        if let face = chain.first(where: { faces.hasGlyph(for: base, in: $0) }) { return face }
        if let face = try installedFace(covering: base, faces: faces) { return face }
        return boxFace(for: chain, faces: faces)
    }

    /// The requested face, then each fallback that loads.
    private mutating func chain(for font: String, faces: FontFaces) throws -> [FaceID] {
        if let known = chains[font] { return known }
        var chain = [try faces.face(named: font)]
        for name in Self.chain {
            if let face = try? faces.face(named: name), !chain.contains(face) { chain.append(face) }
        }
        chains[font] = chain
        return chain
    }

    private mutating func installedFace(covering scalar: Unicode.Scalar, faces: FontFaces) throws -> FaceID? {
        if let known = found[scalar] { return known }
        let face = FontCatalog.file(covering: scalar).flatMap { try? faces.face($0) }
        found[scalar] = face
        return face
    }

    /// The requested face if its missing-glyph box shows, else the first
    /// fallback whose box does.
    private mutating func boxFace(for chain: [FaceID], faces: FontFaces) -> FaceID {
        if let known = boxFaces[chain[0]] { return known }
        let face = chain.first { faces.missingGlyphIsVisible(in: $0) } ?? chain[0]
        boxFaces[chain[0]] = face
        return face
    }
}
