import ReelJSON
/// A parsed JSON value that remembers where it came from, so that errors can
/// point at the line and column of the offending value.
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order.
        case object([JSONMember])
    }

    package let kind: Kind
    /// Byte offset of the value's first character in the source.
    package let offset: Int
    /// A number as the file writes it (`1e26`, `0.10`), so messages quote
    /// the user's text rather than Swift's `1e+26` and `0.1`; nil for other kinds.
    package let numberText: String?

    package init(kind: Kind, offset: Int, numberText: String? = nil) {
        self.kind = kind
        self.offset = offset
        self.numberText = numberText
    }

    /// Longest string value quoted whole in a message; longer ones are cut with "…".
    package static let summaryLength = 40

    /// A short description for messages: `"abc"`, `12`, `an object`, on one
    /// line however long or multi-line the value is.
    package var summary: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            return numberText.map { MessageText.shortened($0, to: Self.summaryLength) } ?? NumberText.format(n)
        case .string(let s): return "\"\(MessageText.oneLine(MessageText.shortened(s, to: Self.summaryLength)))\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` pair of an object; `keyOffset` locates the key itself.
package struct JSONMember: Sendable {
    package let key: String
    package let keyOffset: Int
    package let value: JSONValue
}

enum NumberText {
    /// `12` rather than `12.0`; other values as Swift prints them.
    static func format(_ n: Double) -> String { n.isFinite ? JSONNumber.exact(n).text : String(n) }
}
