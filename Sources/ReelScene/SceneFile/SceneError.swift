/// A problem with a scene: where it is (file, line, column, JSON path) and what
/// is wrong, including what would have been accepted.
package struct SceneError: Error, CustomStringConvertible, Sendable {
    package let location: SourceLocation?
    /// The JSON path of the offending value, such as `chart.tintColor` or
    /// `timeline[0].curve`; empty for the whole document.
    package let path: String
    package let message: String
    /// Whether the scene is wrong or the machine lacks something it names.
    package let kind: Kind

    /// What has to change for the scene to load.
    package enum Kind: Sendable, Equatable {
        /// The scene or its data: fix the file.
        case invalidInput
        /// Something the scene names that is not on this machine (a font):
        /// install it, or change the scene.
        case missingDependency
    }

    package init(location: SourceLocation?, path: String, message: String, kind: Kind = .invalidInput) {
        self.location = location
        self.path = path
        self.message = message
        self.kind = kind
    }

    /// One line of at most `MessageText.lineLimit` characters, whatever
    /// the file put into the path or the message (a 400-character key, a
    /// newline in a colour name): controls escaped, the middle cut.
    package var description: String {
        var parts: [String] = []
        if let location { parts.append(location.description) }
        if !path.isEmpty { parts.append(MessageText.oneLine(MessageText.shortened(path, to: 120, keepingEnd: true))) }
        parts.append(MessageText.oneLine(message))
        return MessageText.shortened(parts.joined(separator: ": "), to: MessageText.lineLimit, keepingEnd: true)
    }
}

/// Names close to a misspelt one, for "did you mean ...?" hints.
enum Suggestions {
    /// Up to three candidates within a third of the longer name's length in
    /// edit distance, the closest first; far-behind runners-up are dropped.
    static func closest(to name: String, in candidates: [String]) -> [String] {
        let lower = name.lowercased()
        func limit(_ candidate: String) -> Int { max(2, max(name.count, candidate.count) / 3) }
        // The distance is at least the difference in length: skipping hopeless
        // candidates first keeps a megabyte-long value from costing minutes.
        let scored = candidates.filter { abs($0.count - name.count) <= limit($0) }
            .map { ($0, distance(lower, $0.lowercased())) }
            .filter { $0.1 <= limit($0.0) }
            .sorted { $0.1 < $1.1 }
        guard let best = scored.first?.1 else { return [] }
        return Array(scored.filter { $0.1 <= best + 2 }.prefix(3).map(\.0))
    }

    /// " (did you mean a or b?)" or "".
    static func hint(for name: String, in candidates: [String]) -> String {
        let close = closest(to: name, in: candidates)
        guard !close.isEmpty else { return "" }
        return " (did you mean \(close.joined(separator: " or "))?)"
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps
    /// of adjacent characters (optimal string alignment).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
