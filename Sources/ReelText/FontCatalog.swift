import CTextShaping

/// What fontconfig knows of the installed fonts: which family a name
/// resolves to, so a misspelt family is an error rather than a quiet
/// substitution with DejaVu Sans.
package enum FontCatalog {
    /// The family fontconfig draws `pattern` (`"DejaVu Sans:bold"`) with,
    /// or nil when it cannot say.
    package static func matchedFamily(for pattern: String) -> String? {
        guard let config = FcConfigGetCurrent(), let parsed = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(parsed) }
        FcConfigSubstitute(config, parsed, FcMatchPattern)
        FcDefaultSubstitute(parsed)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, parsed, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return string(match, FC_FAMILY)
    }

    /// The family part of a pattern (`"DejaVu Sans"` of `"DejaVu Sans:bold"`).
    package static func requestedFamily(of pattern: String) -> String? {
        guard let parsed = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(parsed) }
        return string(parsed, FC_FAMILY)
    }

    /// Every installed family, sorted, for suggestions.
    package static func families() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names: Set<String> = []
        for i in 0..<Int(list.pointee.nfont) {
            if let font = list.pointee.fonts[i], let family = string(font, FC_FAMILY) { names.insert(family) }
        }
        return names.sorted()
    }

    /// The file fontconfig draws `pattern` with.
    static func file(for pattern: String) -> FontFile? {
        guard let parsed = FcNameParse(pattern) else { return nil }
        return bestMatch(parsed)
    }

    /// An installed font that has a glyph for `scalar`, for text that the
    /// requested font and the fixed fallbacks lack (CJK, rarer scripts).
    static func file(covering scalar: Unicode.Scalar) -> FontFile? {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        return bestMatch(pattern, mustCover: scalar)
    }

    /// An installed font file with this name (`"DejaVuSans.ttf"`), wherever
    /// it is installed: a bare file name is looked for among the system's fonts.
    static func file(named name: String) -> FontFile? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FILE)
        FcObjectSetAdd(objects, FC_INDEX)
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        var found: [FontFile] = []
        for i in 0..<Int(list.pointee.nfont) {
            if let font = list.pointee.fonts[i], let file = fontFile(font), file.path.split(separator: "/").last.map(String.init) == name {
                found.append(file)
            }
        }
        return found.min { ($0.path, $0.index) < ($1.path, $1.index) }
    }

    /// Substitutes defaults into `pattern` (consumed) and matches it.
    private static func bestMatch(_ pattern: OpaquePointer, mustCover scalar: Unicode.Scalar? = nil) -> FontFile? {
        defer { FcPatternDestroy(pattern) }
        guard let config = FcConfigGetCurrent() else { return nil }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        if let scalar {
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                  FcCharSetHasChar(charset, scalar.value) != 0 else { return nil }
            // Colour emoji fonts hold bitmaps, and glyphs are drawn from outlines.
            var color: FcBool = 0
            if FcPatternGetBool(match, FC_COLOR, 0, &color) == FcResultMatch, color != 0 { return nil }
        }
        return fontFile(match)
    }

    private static func fontFile(_ pattern: OpaquePointer) -> FontFile? {
        guard let path = string(pattern, FC_FILE) else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontFile(path: path, index: Int(index))
    }

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// A face in a font file: the file's path and the face's index in it
/// (collections such as `.ttc` hold several).
struct FontFile: Hashable {
    let path: String
    let index: Int
}
