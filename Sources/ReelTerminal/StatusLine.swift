import Foundation

/// The line under the frame: where playback is and how it keeps up.
package struct StatusLine: Sendable, Hashable {
    package var seconds: Double
    package var duration: Double
    package var frame: Int
    package var frameCount: Int
    package var fps: Double
    package var dropped: Int
    package var looping: Bool
    package var paused: Bool
    /// A scene that failed to load, shown in place of the key help (the last good frame stays on screen).
    package var error: String?

    /// The line cut to `columns` characters, without escape sequences.
    package func text(columns: Int) -> String {
        let time = String(format: "%.2f/%.2f s", seconds, duration)
        var parts = [time, "frame \(frame + 1)/\(frameCount)", String(format: "%.1f fps", fps),
                     "dropped \(dropped)", "loop \(looping ? "on" : "off")"]
        if paused { parts.append("paused") }
        parts.append(error.map { "error: \($0)" } ?? "space \u{2190}\u{2192} l q")
        return String(parts.joined(separator: "  ").prefix(max(columns - 1, 0)))
    }

    /// The bytes that draw the line on `row` (1-based), erasing what was there.
    package func bytes(row: Int, columns: Int) -> [UInt8] {
        let colour = error == nil ? "\u{1b}[2m" : "\u{1b}[31m"
        return Array("\u{1b}[\(row);1H\u{1b}[0m\u{1b}[2K\(colour)\(text(columns: columns))\u{1b}[0m".utf8)
    }
}

/// Frames shown per second, over the last second.
struct RateMeter {
    private var times: [Double] = []

    mutating func record(_ time: Double) {
        times.append(time)
        times.removeAll { $0 < time - 1 }
    }

    mutating func reset() { times.removeAll() }

    var rate: Double {
        guard times.count >= 2, let first = times.first, let last = times.last, last > first else { return 0 }
        return Double(times.count - 1) / (last - first)
    }
}

/// The monotonic clock in seconds: never set back, unlike the wall clock.
package func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
