/// A problem with a scene: where it is (file, line, column, JSON path) and what
/// is wrong, including what would have been accepted.
public struct SceneError: Error, CustomStringConvertible, Sendable {
    public let location: SourceLocation?
    /// The JSON path of the offending value, such as `chart.tintColor` or
    /// `timeline[0].curve`; empty for the whole document.
    public let path: String
    public let message: String

    public init(location: SourceLocation?, path: String, message: String) {
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        var parts: [String] = []
        if let location { parts.append(location.description) }
        if !path.isEmpty { parts.append(path) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}

/// Names close to a misspelt one, for "did you mean ...?" hints.
enum Suggestions {
    static func closest(to name: String, in candidates: [String]) -> [String] {
        let lower = name.lowercased()
        let limit = max(2, name.count / 3)
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }
            .filter { $0.1 <= limit || $0.0.lowercased().contains(lower) && lower.count >= 3 }
            .sorted { $0.1 < $1.1 }
        return Array(scored.prefix(3).map(\.0))
    }

    /// " (did you mean a or b?)" or "".
    static func hint(for name: String, in candidates: [String]) -> String {
        let close = closest(to: name, in: candidates)
        guard !close.isEmpty else { return "" }
        return " (did you mean \(close.joined(separator: " or "))?)"
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
