import ReelJSON
/// Pieces of the schema read from a sheet's rows beyond their types: the
/// `default` of a key (from the default the reference writes), the rules
/// across keys, and the pattern of a text with placeholders.
enum SchemaDefaults {
    /// The row's default as a JSON value, when the reference writes one
    /// literal value (`` `30` ``, `` `"white"` ``, `` `[0, 1]` ``, optionally
    /// followed by a remark in brackets); nil for prose defaults ("palette").
    static func value(of row: OptionRow) -> JSON? {
        let text = row.defaultText
        guard text.hasPrefix("`"), let close = text.dropFirst().firstIndex(of: "`") else { return nil }
        let rest = text[text.index(after: close)...]
        guard rest.isEmpty || rest.hasPrefix(" (") else { return nil }
        return literal(String(text[text.index(after: text.startIndex)..<close]), as: row.type)
    }

    private static func literal(_ text: String, as type: OptionType) -> JSON? {
        switch type {
        case .number, .integer: return Double(text).map(JSON.exact)
        case .bool: return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .choice(let names): return names.contains(text) ? .string(text) : nil
        case .string, .color, .template, .defined: return quoted(text)
        case .point, .size, .range:
            guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
            let numbers = text.dropFirst().dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return numbers.count == 2 ? .array(numbers.map(JSON.exact)) : nil
        case .anyOf(let types):
            return types.lazy.compactMap { literal(text, as: $0) }.first
        default: return nil
        }
    }

    private static func quoted(_ text: String) -> JSON? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        return inner.contains("\"") || inner.contains("\\") ? nil : .string(String(inner))
    }

    /// The members a section's rules add to its object schema.
    static func rules(_ rules: [SheetRule]) -> [(String, JSON)] {
        var exclusions: [JSON] = [], dependencies: [(String, JSON)] = []
        for rule in rules {
            switch rule {
            case .notBoth(let key, let other, let when):
                var both: [(String, JSON)] = [("required", .array([.string(key), .string(other)]))]
                if let when { both.append(("properties", .object([(other, when)]))) }
                exclusions.append(.object([("not", .object(both))]))
            case .requires(let key, let other):
                dependencies.append((key, .array([.string(other)])))
            case .never(let key, let value):
                exclusions.append(.object([("properties", .object([(key, .object([("not", .object([("const", value)]))]))]))]))
            }
        }
        var members: [(String, JSON)] = []
        if !dependencies.isEmpty { members.append(("dependencies", .object(dependencies))) }
        if !exclusions.isEmpty { members.append(("allOf", .array(exclusions))) }
        return members
    }

    /// A text in which every `{` that has a `}` after it opens one of
    /// `placeholders`, as `ValueContext.template` reads it.
    static func templatePattern(_ placeholders: [String]) -> String {
        let names = placeholders.map { escaped(String($0.dropFirst().dropLast())) }.joined(separator: "|")
        return "^([^{]|\\{(\(names))\\})*(\\{[^}]*)?$"
    }

    /// `text` with the characters regular expressions give a meaning escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            if "\\^$.|?*+()[]{}".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
