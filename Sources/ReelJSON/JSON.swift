/// A JSON document to write: object members keep the order they are given
/// in, so the same value always gives the same bytes and a generated file
/// diffs small. Every JSON chartreel writes (Lottie, the schema, the layout
/// and explanation documents, the command line's reports) is one of these,
/// written by one of `JSONStyle`'s writers.
package indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSON])
    /// An array that the `document` style writes one element a line (the
    /// items of a layout, the tracks of an explanation); other styles write
    /// it as an array.
    case rows([JSON])
    /// Members in the order written.
    case object([JSONMember])

    /// A whole number.
    package static func integer(_ value: Int) -> JSON { .number(.integer(value)) }

    /// `value` to at most `places` decimals (`JSONNumber.fixed`).
    package static func fixed(_ value: Double, places: Int = 3) -> JSON { .number(.fixed(value, places: places)) }

    /// `value` exactly (`JSONNumber.exact`); null when it is not finite.
    package static func exact(_ value: Double) -> JSON { value.isFinite ? .number(.exact(value)) : .null }

    /// `value`, or null when there is none.
    package static func optional<T>(_ value: T?, _ json: (T) -> JSON) -> JSON { value.map(json) ?? .null }

    /// The value's text in `style`.
    package func text(_ style: JSONStyle) -> String {
        var out = ""
        style.write(self, into: &out)
        return out
    }

    /// The value's text in a one-line style (`compact`, `inline`), calling
    /// `checkpoint` each time about `stretch` more bytes are written: the
    /// text of a long document takes a while, and what `checkpoint` throws
    /// ends it there.
    package func text(_ style: JSONStyle, stretch: Int = 1 << 20, checkpoint: () throws -> Void) rethrows -> String {
        var out = ""
        var next = stretch
        try style.write(self, into: &out) { text in
            guard text.utf8.count >= next else { return }
            next = text.utf8.count + stretch
            try checkpoint()
        }
        try checkpoint()
        return out
    }
}

/// One `"key": value` member of an object.
package struct JSONMember: Sendable, Equatable {
    package var key: String
    package var value: JSON

    package init(_ key: String, _ value: JSON) {
        self.key = key
        self.value = value
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .integer(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSON {
    /// An object of `members` in their order: `.object(["ty": "sh", "ks": shape])`.
    package static func object(_ members: KeyValuePairs<String, JSON>) -> JSON {
        .object(members.map { JSONMember($0.key, $0.value) })
    }

    /// An object of `members` in their order.
    package static func object(_ members: [(String, JSON)]) -> JSON {
        .object(members.map { JSONMember($0.0, $0.1) })
    }
}
