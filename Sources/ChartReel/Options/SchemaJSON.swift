import ReelGeometry

/// A JSON document to write: members keep the order they are given in, so
/// a generated file is stable and diffs stay small.
indirect enum SchemaJSON: Sendable, Equatable {
    case object([(String, SchemaJSON)])
    case array([SchemaJSON])
    case string(String)
    case number(Double)
    case bool(Bool)

    static func == (a: SchemaJSON, b: SchemaJSON) -> Bool { a.text() == b.text() }

    /// Pretty-printed with two spaces, one member a line; short arrays of
    /// scalars stay on one line.
    func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { "\(inner)\(Self.quote($0.0)): \($0.1.text(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let s): return Self.quote(s)
        case .number(let n): return NumberText.format(n)
        case .bool(let b): return b ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    static func quote(_ s: String) -> String { JSONText.quoted(s) }
}
