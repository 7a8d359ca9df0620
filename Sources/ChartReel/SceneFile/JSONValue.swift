/// A parsed JSON value that remembers where it came from, so that errors can
/// point at the line and column of the offending value.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order.
        case object([JSONMember])
    }

    public let kind: Kind
    /// Byte offset of the value's first character in the source.
    public let offset: Int

    /// A short description for messages: `"abc"`, `12`, `an object`.
    public var summary: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return NumberText.format(n)
        case .string(let s): return "\"\(s.count > 40 ? String(s.prefix(40)) + "..." : s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of an object; `keyOffset` locates the key itself.
public struct JSONMember: Sendable {
    public let key: String
    public let keyOffset: Int
    public let value: JSONValue
}

enum NumberText {
    /// `12` rather than `12.0`; other values as Swift prints them.
    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}
