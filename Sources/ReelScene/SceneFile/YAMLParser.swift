/// Reads a YAML scene into the same `JSONValue` tree a JSON scene gives,
/// with each value's offset pointing into the YAML text, so every later
/// error names the same line and column an editor shows.
///
/// An alias (`*name`) is its anchor's value, shared rather than copied, and
/// the document it expands to is bounded: aliases inside anchors multiply
/// (nine lines of nine aliases to the line above make a file of 300 bytes
/// and 387 million values), so the reader refuses, at the alias that crosses it, a document
/// expanding past `expansionLimit(forBytes:)` values, or with more than
/// `maximumAliases` aliases.
struct YAMLParser {
    /// Deepest nesting accepted, as for JSON, aliases expanded.
    static let maximumDepth = 256
    /// Most aliases a document may hold: a scene reuses a style or a
    /// colour a few times, not thousands.
    static let maximumAliases = 10_000

    /// Most values (scalars, keys, sequences, mappings) a file of `bytes`
    /// bytes may expand to: a hundred thousand, or two per byte, four times
    /// the values its text alone can hold (each takes two bytes or more).
    static func expansionLimit(forBytes bytes: Int) -> Int { max(100_000, 2 * bytes) }

    /// A value, with the number of values it holds once expanded and the
    /// levels it nests, which every alias to it adds again.
    private struct Composed {
        let value: JSONValue
        let size: Int
        let height: Int
    }

    private let reader: YAMLEventReader
    private let source: SourceText
    private let offsets: ScalarOffsets
    private let limit: Int
    private var anchors: [String: Composed] = [:]
    /// Values read so far, aliases counted as their anchors' sizes.
    private var expanded = 0
    private var aliases = 0

    private init(_ source: SourceText) {
        reader = YAMLEventReader(source.bytes)
        self.source = source
        offsets = ScalarOffsets(source.bytes)
        limit = Self.expansionLimit(forBytes: source.bytes.count)
    }

    static func parse(_ source: SourceText) throws -> JSONValue {
        var parser = YAMLParser(source)
        return try parser.document()
    }

    /// The one document of the stream.
    private mutating func document() throws -> JSONValue {
        _ = try next() // stream start
        let start = try next()
        guard start.kind == .documentStart else { throw failure("the YAML document is empty", at: start) }
        let root = try node(try next(), depth: 0)
        _ = try next() // document end
        let after = try next()
        guard after.kind == .streamEnd else {
            throw failure("a second YAML document; a scene is one document (remove the second ---)", at: after)
        }
        return root.value
    }

    private mutating func node(_ event: YAMLEvent, depth: Int) throws -> Composed {
        guard depth < Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels", at: event)
        }
        let composed: Composed
        switch event.kind {
        case .scalar: composed = try scalar(event)
        case .sequenceStart: composed = try sequence(event, depth: depth)
        case .mappingStart: composed = try mapping(event, depth: depth)
        case .alias: return try alias(event, depth: depth)
        default: throw failure("unexpected YAML structure", at: event)
        }
        expanded += 1
        if let anchor = event.anchor { anchors[anchor] = composed }
        return composed
    }

    private func scalar(_ event: YAMLEvent) throws -> Composed {
        let kind: JSONValue.Kind
        do {
            if let tag = event.tag {
                kind = try YAMLScalar.tagged(event.value, tag: tag)
            } else {
                kind = event.isPlain ? try YAMLScalar.plain(event.value) : .string(event.value)
            }
        } catch {
            throw failure(error.message, at: event)
        }
        var numberText: String?
        if case .number = kind { numberText = event.value }
        return Composed(value: JSONValue(kind: kind, offset: offset(of: event), numberText: numberText), size: 1, height: 1)
    }

    private mutating func sequence(_ start: YAMLEvent, depth: Int) throws -> Composed {
        try checkTag(of: start, isMapping: false)
        var items: [JSONValue] = []
        var size = 1, height = 1
        while true {
            let event = try next()
            if event.kind == .sequenceEnd { break }
            let item = try node(event, depth: depth + 1)
            items.append(item.value)
            size += item.size
            height = max(height, item.height + 1)
        }
        return Composed(value: JSONValue(kind: .array(items), offset: offset(of: start)), size: size, height: height)
    }

    private mutating func mapping(_ start: YAMLEvent, depth: Int) throws -> Composed {
        try checkTag(of: start, isMapping: true)
        var members: [JSONMember] = []
        var keys: Set<String> = []
        var size = 1, height = 1
        while true {
            let keyEvent = try next()
            if keyEvent.kind == .mappingEnd { break }
            let key = try self.key(keyEvent)
            guard keys.insert(key).inserted else {
                throw failure("duplicate key \(JSONValue(kind: .string(key), offset: 0).summary)", at: keyEvent)
            }
            expanded += 1
            let item = try node(try next(), depth: depth + 1)
            members.append(JSONMember(key: key, keyOffset: offset(of: keyEvent), value: item.value))
            size += 1 + item.size
            height = max(height, item.height + 1)
        }
        return Composed(value: JSONValue(kind: .object(members), offset: offset(of: start)), size: size, height: height)
    }

    /// A mapping key's text: a scalar (whatever it looks like), or an alias of a string.
    private mutating func key(_ event: YAMLEvent) throws -> String {
        switch event.kind {
        case .scalar:
            if let tag = event.tag {
                do { _ = try YAMLScalar.tagged(event.value, tag: tag) } catch {
                    throw failure(error.message, at: event)
                }
            }
            if let anchor = event.anchor {
                anchors[anchor] = Composed(value: JSONValue(kind: .string(event.value), offset: offset(of: event)), size: 1, height: 1)
            }
            return event.value
        case .alias:
            if case .string(let text) = try alias(event, depth: 0).value.kind { return text }
        default:
            break
        }
        throw failure("a key must be a plain string", at: event)
    }

    private mutating func alias(_ event: YAMLEvent, depth: Int) throws -> Composed {
        let name = MessageText.shortened(event.anchor ?? "", to: JSONValue.summaryLength)
        aliases += 1
        guard aliases <= Self.maximumAliases else {
            throw failure("more than \(Self.maximumAliases) aliases (*\(name) is one too many)", at: event)
        }
        guard let target = event.anchor.flatMap({ anchors[$0] }) else {
            throw failure("alias *\(name) names no anchor (&\(name)) defined before it", at: event)
        }
        guard depth + target.height <= Self.maximumDepth else {
            throw failure("alias *\(name) nests the document deeper than \(Self.maximumDepth) levels", at: event)
        }
        expanded += target.size
        guard expanded <= limit else {
            throw failure("alias *\(name) expands the document past \(limit) values, the most a file of "
                + "\(source.bytes.count) bytes may hold (aliases inside anchors multiply)", at: event)
        }
        return target
    }

    private func checkTag(of event: YAMLEvent, isMapping: Bool) throws {
        do { try YAMLScalar.check(collectionTag: event.tag, isMapping: isMapping) } catch {
            throw failure(error.message, at: event)
        }
    }

    private func next() throws -> YAMLEvent {
        do {
            return try reader.next()
        } catch {
            let offset = error.byteOffset ?? offsets.byteOffset(ofScalar: error.scalarIndex ?? 0)
            if error.problem.hasPrefix("Maximum nesting level") {
                // libyaml scans a run of brackets whole before its first event, and stops at its own
                // limit, past this one: name the bracket that goes too deep.
                throw JSONSyntaxError(location: source.location(of: tooDeepBracket() ?? offset),
                                      message: "nesting deeper than \(Self.maximumDepth) levels")
            }
            throw JSONSyntaxError(location: source.location(of: offset), message: error.problem)
        }
    }

    /// The first `[` or `{` nested deeper than `maximumDepth` by a plain
    /// count of brackets (blind to quotes and comments).
    private func tooDeepBracket() -> Int? {
        var depth = 0
        for (i, byte) in source.bytes.enumerated() {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                if depth > Self.maximumDepth { return i }
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth = max(depth - 1, 0)
            }
        }
        return nil
    }

    private func offset(of event: YAMLEvent) -> Int { offsets.byteOffset(ofScalar: event.scalarIndex) }

    private func failure(_ message: String, at event: YAMLEvent) -> JSONSyntaxError {
        JSONSyntaxError(location: source.location(of: offset(of: event)), message: message)
    }
}
