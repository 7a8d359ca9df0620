import CGD

/// What fontconfig knows of the installed fonts: which family a name
/// resolves to, so a misspelt family is an error rather than a quiet
/// substitution with DejaVu Sans.
public enum FontCatalog {
    /// The family fontconfig draws `pattern` (`"DejaVu Sans:bold"`) with,
    /// or nil when it cannot say.
    public static func matchedFamily(for pattern: String) -> String? {
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
    public static func requestedFamily(of pattern: String) -> String? {
        guard let parsed = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(parsed) }
        return string(parsed, FC_FAMILY)
    }

    /// Every installed family, sorted, for suggestions.
    public static func families() -> [String] {
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

    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
