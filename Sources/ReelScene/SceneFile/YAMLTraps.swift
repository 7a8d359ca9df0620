/// The places where YAML reads a scene differently from what its author
/// meant, named in the message about the value: an unquoted `#007AFF` is a
/// comment (the key is left empty), `false` and `True` are booleans, `1.10`
/// is a number, and `yes`, `no`, `on`, `off` are plain text in YAML 1.2
/// (YAML 1.1 read them as booleans, and so do many tools).
enum YAMLTraps {
    /// What the reader wanted where it found the value.
    enum Expectation {
        case text, bool, other
    }

    /// A hint such as " (YAML reads NO as false: quote it, \"NO\")", or "".
    static func hint(for value: JSONValue, in source: SourceText, expecting: Expectation) -> String {
        guard source.isYAML else { return "" }
        let written = writtenText(at: value.offset, in: source)
        switch (value.kind, expecting) {
        case (.null, _):
            guard let comment = comment(after: value.offset, in: source) else { return "" }
            return " (# starts a comment in YAML: quote the value, \"\(comment)\")"
        case (.bool(let flag), .text) where !written.isEmpty:
            return " (YAML reads \(written) as \(flag), a boolean: quote it, \"\(written)\")"
        case (.number, .text) where !written.isEmpty:
            return " (YAML reads \(written) as a number: quote it, \"\(written)\")"
        case (.string(let text), .bool) where yamlOneBooleans.contains(text.lowercased()):
            return " (YAML 1.2 reads \(text) as text, not as a boolean: write true or false)"
        default:
            return ""
        }
    }

    /// The words YAML 1.1 read as booleans and YAML 1.2 reads as text.
    static let yamlOneBooleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]

    /// The text of a plain scalar as the file writes it, or "" when the
    /// value does not start a plain scalar there (quoted, or a collection).
    private static func writtenText(at offset: Int, in source: SourceText) -> String {
        let bytes = source.bytes
        guard offset < bytes.count, !"\"'[{".utf8.contains(bytes[offset]) else { return "" }
        var end = offset
        while end < bytes.count, !",]}#\n\r".utf8.contains(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return MessageText.shortened(text, to: JSONValue.summaryLength)
    }

    /// The first word of the comment that the rest of the line from
    /// `offset` is (after blanks), such as `#007AFF`: a value that began
    /// with an unquoted #; nil when no comment follows.
    private static func comment(after offset: Int, in source: SourceText) -> String? {
        let bytes = source.bytes
        var i = max(0, min(offset, bytes.count))
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "#") else { return nil }
        var end = i
        while end < bytes.count, !" \t\r\n".utf8.contains(bytes[end]) { end += 1 }
        return MessageText.shortened(String(decoding: bytes[i..<end], as: UTF8.self), to: JSONValue.summaryLength)
    }

    /// For a syntax error: the first line up to `line` (1-based) that has a
    /// comment beginning like a colour (`#007AFF`) after a key or in a
    /// flow collection, which is the likely cause; or "".
    static func syntaxHint(in source: SourceText, upTo line: Int) -> String {
        let lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (k, text) in lines.prefix(line).enumerated() {
            guard let hash = colourComment(in: text) else { continue }
            return "; line \(k + 1) has \(hash) unquoted, and # starts a comment in YAML: quote it, \"\(hash)\""
        }
        return ""
    }

    /// `#` and 3 to 8 hex digits after a space, `:`, `,`, `[` or `{`.
    private static func colourComment(in line: Substring) -> String? {
        let chars = Array(line)
        for (i, c) in chars.enumerated() where c == "#" && i > 0 && " :,[{\t".contains(chars[i - 1]) {
            let digits = chars[(i + 1)...].prefix { $0.isHexDigit }
            let next = chars.count > i + 1 + digits.count ? chars[i + 1 + digits.count] : " "
            if (3...8).contains(digits.count), !next.isLetter, !next.isNumber { return "#" + String(digits) }
        }
        return nil
    }
}
