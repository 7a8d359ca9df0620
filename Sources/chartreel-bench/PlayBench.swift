import Foundation

/// `chartreel play` in symbols mode on an 80x24 terminal (a detached tmux
/// session), each preset once at 60 fps: the frame rate it achieved and
/// the frames it dropped, from the line `play --stats` prints at the end.
struct PlayBench {
    let chartreel: String
    let directory: URL
    static let target = "play: 60 fps with 0 dropped frames on every preset (symbols, 80x24)"

    func lines() -> [String] {
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return ["play: skipped, tmux is not installed (scripts/deps.sh)"]
        }
        let presets = ((try? FileManager.default.contentsOfDirectory(atPath: "Presets")) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }.sorted()
        var lines = ["play (symbols, 80x24 cells in tmux, --fps 60, one pass each): achieved fps, dropped frames"]
        var missed: [String] = []
        for preset in presets {
            let name = String(preset.dropLast(5))
            progress("play \(name)")
            switch measure(name, tmux: tmux) {
            case .success(let stats):
                lines.append("  \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(stats)")
                if !Self.meetsTarget(stats) { missed.append(name) }
            case .failure(let error):
                lines.append("  \(name): failed: \(error)")
                missed.append(name)
            }
        }
        lines.append(missed.isEmpty ? "target met: \(Self.target)" : "target missed (\(missed.joined(separator: ", "))): \(Self.target)")
        return lines
    }

    /// `played 108 frames in 1.78 s: 60.0 fps, 0 dropped (...)`: at least 59.5 fps, nothing dropped.
    static func meetsTarget(_ stats: String) -> Bool {
        let words = stats.split(separator: " ")
        guard let fps = words.firstIndex(of: "fps,").flatMap({ Double(words[$0 - 1]) }),
              let dropped = words.firstIndex(of: "dropped").flatMap({ Int(words[$0 - 1]) }) else { return false }
        return fps >= 59.5 && dropped == 0
    }

    /// Plays `preset` once in a tmux session of its own and returns its stats line.
    private func measure(_ preset: String, tmux: String) -> Result<String, BenchError> {
        let socket = "chartreel-bench-\(getpid())"
        let statsFile = directory.appendingPathComponent("play-\(preset).stats").path
        let command = "'\(chartreel)' play \(preset) --protocol symbols --once --stats --fps 60 2>'\(statsFile)'"
        // The tmux server keeps the descriptors it starts with: give it none but /dev/null,
        // or whatever waits for this command's output waits for the server.
        let script = "for fd in /proc/$$/fd/*; do n=${fd##*/}; if [ \"$n\" -gt 2 ]; then eval \"exec $n>&-\"; fi; done; "
            + "\(tmux) -L \(socket) -f /dev/null new-session -d -x 80 -y 24 \"\(command)\" </dev/null >/dev/null 2>&1; "
            + "while \(tmux) -L \(socket) has-session 2>/dev/null; do sleep 0.1; done"
        do {
            let result = try Command.run("/bin/bash", ["-c", script])
            guard result.succeeded else { return .failure(.message(result.lastErrorLine)) }
            let text = try String(contentsOfFile: statsFile, encoding: .utf8)
            guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("played") }) else {
                return .failure(.message(text.split(separator: "\n").last.map(String.init) ?? "no stats"))
            }
            return .success(String(line))
        } catch {
            return .failure(.message("\(error)"))
        }
    }
}
