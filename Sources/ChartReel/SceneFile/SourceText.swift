/// The text of a scene file and its display name, for turning offsets into
/// `file:line:column` locations.
public struct SourceText: Sendable {
    public let name: String
    public let bytes: [UInt8]
    /// Byte offset where each line starts, in order: a location is a binary
    /// search, not a scan from the top (a one-line file of megabytes names
    /// thousands of places).
    private let lineStarts: [Int]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// Whether the text is YAML (by its name's extension); otherwise JSON.
    var isYAML: Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yaml") || lower.hasSuffix(".yml")
    }

    /// Line and column (both 1-based, column in characters) of byte `offset`.
    func location(of offset: Int) -> SourceLocation {
        let end = max(0, min(offset, bytes.count))
        let line = lineIndex(containing: end)
        let lineStart = lineStarts[line]
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return SourceLocation(file: name, line: line + 1, column: column)
    }

    /// The index in `lineStarts` of the last line starting at or before `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// A place in a scene file.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public var description: String { "\(file):\(line):\(column)" }
}
