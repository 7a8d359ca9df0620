import Foundation

/// The text of a scene file and its display name, for turning offsets into
/// `file:line:column` locations.
package struct SourceText: Sendable {
    package let name: String
    package let bytes: [UInt8]
    /// The folder the text's relative paths (data files) start from; nil:
    /// the folder of the file `name` names. A scene from standard input or
    /// a pipe has no folder of its own: its paths are relative to the
    /// working directory.
    package var folder: URL?
    /// Byte offset where each line starts, in order: a location is a binary
    /// search, not a scan from the top (a one-line file of megabytes names
    /// thousands of places).
    private let lineStarts: [Int]

    package init(name: String, bytes: [UInt8], folder: URL? = nil) {
        self.name = name
        self.folder = folder
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// Whether the text is YAML: by its name's extension (`.yaml`, `.yml`;
    /// `.json` is JSON), else by its content, as for standard input or a
    /// pipe: JSON starts with `{` or `[` (after a byte-order mark and white
    /// space), which a YAML scene, a block mapping, never does.
    var isYAML: Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return true }
        if lower.hasSuffix(".json") { return false }
        guard let first = Self.firstSignificantByte(bytes) else { return false }
        return first != UInt8(ascii: "{") && first != UInt8(ascii: "[")
    }

    /// The first byte after a UTF-8 byte-order mark and white space, if any.
    static func firstSignificantByte(_ bytes: [UInt8]) -> UInt8? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        return bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
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
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package let file: String
    package let line: Int
    package let column: Int

    package var description: String { "\(file):\(line):\(column)" }
}
