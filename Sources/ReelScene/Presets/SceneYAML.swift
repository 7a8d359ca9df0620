import ReelGeometry
import ReelJSON

/// A JSON scene written as YAML, for `chartreel init -o scene.yaml`:
/// members in file order, block style, short lists of scalars inline.
/// Every string is double-quoted, so none falls into a YAML trap (`NO`
/// read as false, `#FF9500` read as a comment).
enum SceneYAML {
    static func text(_ value: JSONValue) -> String {
        lines(value, indent: 0).joined(separator: "\n") + "\n"
    }

    private static func lines(_ value: JSONValue, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch value.kind {
        case .object(let members) where !members.isEmpty:
            return members.flatMap { member -> [String] in
                if let flow = flow(member.value) { return ["\(pad)\(key(member.key)): \(flow)"] }
                return ["\(pad)\(key(member.key)):"] + lines(member.value, indent: indent + 2)
            }
        case .array(let items) where flow(value) == nil:
            return items.flatMap { item -> [String] in
                if let flow = flow(item) { return ["\(pad)- \(flow)"] }
                var item = lines(item, indent: indent + 2)
                item[0] = pad + "- " + item[0].dropFirst(indent + 2)
                return item
            }
        default:
            return [pad + (flow(value) ?? "")]
        }
    }

    /// The value on one line, when it is a scalar, an empty collection or
    /// a list of scalars.
    private static func flow(_ value: JSONValue) -> String? {
        switch value.kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return value.numberText ?? NumberText.format(n)
        case .string(let s): return JSONText.quoted(s)
        case .object(let members): return members.isEmpty ? "{}" : nil
        case .array(let items):
            let parts = items.map { item -> String? in
                if case .array = item.kind { return nil }
                if case .object = item.kind { return nil }
                return flow(item)
            }
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return "[" + parts.map { $0! }.joined(separator: ", ") + "]"
        }
    }

    /// A key plain when YAML reads it back as the same string, else quoted.
    private static func key(_ text: String) -> String {
        let plain = text.first.map { $0.isLetter || $0 == "_" || $0 == "$" } == true
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_$-.".contains($0)) }
        let words: Set = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]
        return plain && !words.contains(text.lowercased()) ? text : JSONText.quoted(text)
    }
}
