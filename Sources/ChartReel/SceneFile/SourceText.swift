/// The text of a scene file and its display name, for turning offsets into
/// `file:line:column` locations.
public struct SourceText: Sendable {
    public let name: String
    public let bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Whether the text is YAML (by its name's extension); otherwise JSON.
    var isYAML: Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// Line and column (both 1-based, column in characters) of byte `offset`.
    func location(of offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for i in 0..<end where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return SourceLocation(file: name, line: line, column: column)
    }
}

/// A place in a scene file.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public var description: String { "\(file):\(line):\(column)" }
}
