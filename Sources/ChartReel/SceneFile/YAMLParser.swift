import Yams

/// Reads a YAML scene into the same `JSONValue` tree a JSON scene gives,
/// with each value's offset pointing into the YAML text, so every later
/// error names the same line and column an editor shows.
enum YAMLParser {
    /// Deepest nesting accepted, as for JSON.
    static let maximumDepth = 256

    static func parse(_ source: SourceText) throws -> JSONValue {
        let text = String(decoding: source.bytes, as: UTF8.self)
        try refuseDeepFlowNesting(source)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, source)
        }
        guard let root else {
            throw JSONSyntaxError(location: source.location(of: 0), message: "the YAML document is empty")
        }
        return try value(root, LineStarts(source.bytes), source, depth: 0)
    }

    private static func value(_ node: Node, _ lines: LineStarts, _ source: SourceText, depth: Int) throws -> JSONValue {
        let offset = lines.offset(of: node.mark, in: source.bytes)
        guard depth < maximumDepth else {
            throw JSONSyntaxError(location: source.location(of: offset), message: "nesting deeper than \(maximumDepth) levels")
        }
        switch node {
        case .scalar(let scalar):
            return try Self.scalar(scalar, offset: offset, source)
        case .sequence(let sequence):
            return JSONValue(kind: .array(try sequence.map { try value($0, lines, source, depth: depth + 1) }), offset: offset)
        case .mapping(let mapping):
            var members: [JSONMember] = []
            for (key, item) in mapping {
                let keyOffset = lines.offset(of: key.mark, in: source.bytes)
                guard case .scalar(let keyScalar) = key else {
                    throw JSONSyntaxError(location: source.location(of: keyOffset), message: "a key must be a plain string")
                }
                if members.contains(where: { $0.key == keyScalar.string }) {
                    throw JSONSyntaxError(location: source.location(of: keyOffset), message: "duplicate key \"\(keyScalar.string)\"")
                }
                members.append(JSONMember(key: keyScalar.string, keyOffset: keyOffset,
                                          value: try value(item, lines, source, depth: depth + 1)))
            }
            return JSONValue(kind: .object(members), offset: offset)
        case .alias:
            // compose resolves aliases to their anchors' values; an unresolved one is an error.
            throw JSONSyntaxError(location: source.location(of: offset), message: "an alias (*name) without its anchor")
        }
    }

    /// Plain scalars are typed as YAML 1.2's core schema types them
    /// (`true`, `12`, `1e3`, `null`); anything else, quoted text and dates
    /// included, is a string.
    private static func scalar(_ scalar: Node.Scalar, offset: Int, _ source: SourceText) throws -> JSONValue {
        switch Resolver.default.resolveTag(of: .scalar(scalar)) {
        case .null: return JSONValue(kind: .null, offset: offset)
        case .bool: return JSONValue(kind: .bool(Bool.construct(from: scalar) ?? false), offset: offset)
        case .int, .float:
            guard let number = Double.construct(from: scalar), number.isFinite else {
                throw JSONSyntaxError(location: source.location(of: offset), message: "\(scalar.string) is not a finite number")
            }
            return JSONValue(kind: .number(number), offset: offset, numberText: scalar.string)
        default:
            return JSONValue(kind: .string(scalar.string), offset: offset)
        }
    }

    private static func syntaxError(_ error: YamlError, _ source: SourceText) -> JSONSyntaxError {
        let lines = LineStarts(source.bytes)
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return JSONSyntaxError(location: source.location(of: lines.offset(of: mark, in: source.bytes)), message: problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return JSONSyntaxError(location: source.location(of: lines.offset(of: context.mark, in: source.bytes)),
                                   message: "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            let first = "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
            return JSONSyntaxError(location: source.location(of: 0), message: first)
        }
    }

    /// Yams builds its tree recursively; flow collections nested tens of
    /// thousands deep (`[[[[...`) would exhaust the stack before the depth
    /// check above could run.
    private static func refuseDeepFlowNesting(_ source: SourceText) throws {
        var depth = 0
        for (i, byte) in source.bytes.enumerated() {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                if depth > maximumDepth {
                    throw JSONSyntaxError(location: source.location(of: i), message: "nesting deeper than \(maximumDepth) levels")
                }
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth = max(depth - 1, 0)
            }
        }
    }
}

/// Where each line of a text starts, to turn libyaml's line and column
/// (counted in Unicode scalars) into a byte offset.
struct LineStarts {
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        self.starts = starts
    }

    func offset(of mark: Mark?, in bytes: [UInt8]) -> Int {
        guard let mark, mark.line >= 1 else { return 0 }
        var offset = starts[min(mark.line - 1, starts.count - 1)]
        var scalars = mark.column - 1
        while scalars > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            // Continuation bytes (10xxxxxx) belong to the scalar before them.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalars -= 1
        }
        return offset
    }
}
