/// JSON string literals, for every JSON chartreel writes (the schema, the
/// render summary, Lottie documents): in the lowest module every writer
/// imports, so that there is one escaping rule.
package enum JSONText {
    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A one-line JSON object of `fields` in their order; each value is JSON already.
    package static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
