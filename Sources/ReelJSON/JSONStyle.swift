/// How a `JSON` value is laid out as text. Numbers and strings are written
/// the same in every style (`JSONNumber`, `JSONText.quoted`); styles differ
/// only in spaces and line breaks.
package enum JSONStyle: Sendable {
    /// No spaces: `{"ty":"sh","ks":{"a":0}}` (Lottie, the dotLottie
    /// manifest, the scrubber's operations).
    case compact
    /// One line, `", "` between items and `": "` after keys (the command
    /// line's reports).
    case inline
    /// Two spaces of indent, one member a line; arrays of scalars on one
    /// line (the schema). No line break after the value.
    case pretty
    /// A document for people and line-based tools (`frame --layout`,
    /// `frame --explain --json`): the top-level object on one line, except
    /// that a member holding objects (or an empty array) starts a line and
    /// `rows` put each element, inline, on a line of its own; a line break
    /// at the end.
    case document

    func write(_ value: JSON, into out: inout String) {
        switch self {
        case .compact: Self.flat(value, comma: ",", colon: ":", into: &out)
        case .inline: Self.flat(value, comma: ", ", colon: ": ", into: &out)
        case .pretty: Self.pretty(value, indent: "", into: &out)
        case .document:
            Self.document(value, into: &out)
            out += "\n"
        }
    }

    private static func scalar(_ value: JSON, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): n.write(into: &out)
        case .string(let s): out += JSONText.quoted(s)
        case .array, .rows, .object: break
        }
    }

    /// As `write(_:into:)` in a one-line style, calling `pace` with the text
    /// so far before each array element.
    func write(_ value: JSON, into out: inout String, pace: (inout String) throws -> Void) rethrows {
        switch self {
        case .compact: try Self.flat(value, comma: ",", colon: ":", into: &out, pace: pace)
        case .inline: try Self.flat(value, comma: ", ", colon: ": ", into: &out, pace: pace)
        case .pretty, .document: preconditionFailure("paced writing is of the one-line styles")
        }
    }

    private static func flat(_ value: JSON, comma: String, colon: String, into out: inout String) {
        flat(value, comma: comma, colon: colon, into: &out, pace: { _ in })
    }

    private static func flat(_ value: JSON, comma: String, colon: String, into out: inout String,
                             pace: (inout String) throws -> Void) rethrows {
        switch value {
        case .array(let items), .rows(let items):
            out += "["
            for (i, item) in items.enumerated() {
                try pace(&out)
                if i > 0 { out += comma }
                try flat(item, comma: comma, colon: colon, into: &out, pace: pace)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += comma }
                out += JSONText.quoted(member.key)
                out += colon
                try flat(member.value, comma: comma, colon: colon, into: &out, pace: pace)
            }
            out += "}"
        default: scalar(value, into: &out)
        }
    }

    private static func pretty(_ value: JSON, indent: String, into out: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += (i > 0 ? ",\n" : "") + inner + JSONText.quoted(member.key) + ": "
                pretty(member.value, indent: inner, into: &out)
            }
            out += "\n" + indent + "}"
        case .array(let items), .rows(let items):
            guard !items.isEmpty else { out += "[]"; return }
            guard items.contains(where: \.isContainer) else { flat(value, comma: ", ", colon: ": ", into: &out); return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += (i > 0 ? ",\n" : "") + inner
                pretty(item, indent: inner, into: &out)
            }
            out += "\n" + indent + "]"
        default: scalar(value, into: &out)
        }
    }

    private static func document(_ value: JSON, into out: inout String) {
        guard case .object(let members) = value else { flat(value, comma: ", ", colon: ": ", into: &out); return }
        out += "{"
        for (i, member) in members.enumerated() {
            if i > 0 { out += member.value.startsLine ? ",\n" : ", " }
            out += JSONText.quoted(member.key) + ": "
            guard case .rows(let rows) = member.value else {
                flat(member.value, comma: ", ", colon: ": ", into: &out)
                continue
            }
            out += "[\n"
            for (k, row) in rows.enumerated() {
                out += (k > 0 ? ",\n" : "") + "  "
                flat(row, comma: ", ", colon: ": ", into: &out)
            }
            out += (rows.isEmpty ? "" : "\n") + "]"
        }
        out += "}"
    }
}

extension JSON {
    var isContainer: Bool {
        switch self {
        case .array, .rows, .object: return true
        default: return false
        }
    }

    /// In a `document`, whether the member holding this value starts a line.
    var startsLine: Bool {
        switch self {
        case .rows: return true
        case .array(let items): return items.isEmpty || items.contains(where: \.isContainer)
        default: return false
        }
    }
}
