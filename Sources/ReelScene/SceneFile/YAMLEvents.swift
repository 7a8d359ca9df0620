// libyaml's event stream (the system's libyaml, through CYaml): a composer
// that copies an alias's whole subtree into every place that names it and
// hashes complex keys subtree by subtree lets a few hundred bytes of nested
// aliases cost gigabytes or hours before any check could run. Reading the
// events lets `YAMLComposer` share aliased values and bound their expansion.
import CYaml

/// One event of a YAML stream, with its text copied out of libyaml.
struct YAMLEvent {
    enum Kind: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    let kind: Kind
    /// `&name` on a node, or the name an alias (`*name`) refers to.
    let anchor: String?
    /// The tag written on the node, resolved (`!!int` is
    /// `tag:yaml.org,2002:int`); nil when it has none.
    let tag: String?
    /// A scalar's text.
    let value: String
    /// Whether a scalar is plain (typed by its text) rather than quoted or a block.
    let isPlain: Bool
    /// Where the event starts, in Unicode scalars from the start of the text.
    let scalarIndex: Int
}

/// Malformed YAML as libyaml reports it.
struct YAMLEventError: Error {
    let problem: String
    /// Where, in Unicode scalars from the start of the text, or a byte
    /// offset for text that is not UTF-8.
    let scalarIndex: Int?
    let byteOffset: Int?
}

/// Pulls events out of libyaml one at a time, over a private copy of the text.
final class YAMLEventReader {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let input: UnsafeMutableBufferPointer<UInt8>

    init(_ bytes: [UInt8]) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event; after `streamEnd`, libyaml returns no more.
    func next() throws(YAMLEventError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw error() }
        defer { yaml_event_delete(&event) }
        return Self.copy(event)
    }

    private func error() -> YAMLEventError {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if parser.pointee.error == YAML_READER_ERROR {
            // The reader's problems (bad UTF-8, control characters) are at a byte offset.
            return YAMLEventError(problem: problem, scalarIndex: nil, byteOffset: parser.pointee.problem_offset)
        }
        return YAMLEventError(problem: problem, scalarIndex: parser.pointee.problem_mark.index, byteOffset: nil)
    }

    private static func copy(_ event: yaml_event_t) -> YAMLEvent {
        let index = event.start_mark.index
        func make(_ kind: YAMLEvent.Kind, anchor: UnsafeMutablePointer<yaml_char_t>? = nil,
                  tag: UnsafeMutablePointer<yaml_char_t>? = nil, value: String = "", isPlain: Bool = false) -> YAMLEvent {
            YAMLEvent(kind: kind, anchor: text(anchor), tag: text(tag), value: value, isPlain: isPlain, scalarIndex: index)
        }
        switch event.type {
        case YAML_STREAM_START_EVENT: return make(.streamStart)
        case YAML_STREAM_END_EVENT: return make(.streamEnd)
        case YAML_DOCUMENT_START_EVENT: return make(.documentStart)
        case YAML_DOCUMENT_END_EVENT: return make(.documentEnd)
        case YAML_ALIAS_EVENT: return make(.alias, anchor: event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return make(.scalar, anchor: scalar.anchor, tag: scalar.tag, value: value,
                        isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
        case YAML_SEQUENCE_START_EVENT:
            return make(.sequenceStart, anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag)
        case YAML_SEQUENCE_END_EVENT: return make(.sequenceEnd)
        case YAML_MAPPING_START_EVENT:
            return make(.mappingStart, anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag)
        default: return make(.mappingEnd)
        }
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
