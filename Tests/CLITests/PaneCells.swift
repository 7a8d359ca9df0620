import Foundation
import TestSupport

/// A tmux pane captured with `capture-pane -p -e`: each cell's character and
/// true colours, read back from the SGR sequences tmux writes.
struct PaneCells {
    struct RGB: Equatable { var r, g, b: Int }
    struct Cell { var character: Character; var foreground: RGB?; var background: RGB? }

    /// `rows[row][column]`, 0-based.
    var rows: [[Cell]] = []

    init(_ captured: String) {
        for line in captured.split(separator: "\n", omittingEmptySubsequences: false) {
            rows.append(Self.cells(in: Substring(line)))
        }
    }

    /// The text of `row` without colours.
    func text(_ row: Int) -> String { String(rows[row].map(\.character)) }

    private static func cells(in line: Substring) -> [Cell] {
        var cells: [Cell] = []
        var (fg, bg, reverse): (RGB?, RGB?, Bool) = (nil, nil, false)
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "\u{1b}" else {
                let (ink, paper) = reverse ? (bg ?? RGB(r: 255, g: 255, b: 255), fg) : (fg, bg)
                cells.append(Cell(character: Character(scalar), foreground: ink, background: paper))
                continue
            }
            // CSI parameters up to the final byte; only SGR (m) changes colours.
            guard scalars.first == "[" else { continue }
            let body = scalars.dropFirst().prefix { !("@"..."~").contains($0) }
            scalars = scalars.dropFirst(body.count + 2)
            var codes = String(String.UnicodeScalarView(body)).split(separator: ";").map { Int($0) ?? 0 }[...]
            if codes.isEmpty { codes = [0] }
            while let code = codes.popFirst() {
                switch code {
                case 0: (fg, bg, reverse) = (nil, nil, false)
                case 7: reverse = true
                case 27: reverse = false
                case 39: fg = nil
                case 49: bg = nil
                case 38, 48:
                    guard codes.first == 2, codes.count >= 4 else { continue }
                    let values = Array(codes.dropFirst().prefix(3))
                    codes = codes.dropFirst(4)
                    let colour = RGB(r: values[0], g: values[1], b: values[2])
                    if code == 38 { fg = colour } else { bg = colour }
                default: break
                }
            }
        }
        return cells
    }
}

/// A tmux server of the test's own (its own socket, no configuration), so
/// nothing of the user's tmux is touched; `stop()` ends only this server.
struct TmuxServer {
    let socket = "chartreel-test-\(UUID().uuidString.prefix(8))"
    let tmux: URL

    /// nil when tmux is not installed.
    init?() {
        let paths = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        guard let path = paths.first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        tmux = URL(fileURLWithPath: path)
    }

    @discardableResult
    func run(_ arguments: [String], in directory: URL? = nil) throws -> RunResult {
        try CLITests.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments, in: directory)
    }

    /// Starts the server with a detached session `play` running `command`. The
    /// server keeps every descriptor it started with: it gets /dev/null and
    /// nothing else, not the pipes and the socket Foundation's `Process` waits
    /// on to see the start end (bash, because dash cannot close descriptors above 9).
    func start(columns: Int, rows: Int, in directory: URL, _ command: String) throws {
        let arguments = [tmux.path, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "play",
                         "-x", "\(columns)", "-y", "\(rows)", "-c", directory.path, command]
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let closeAll = "for fd in /proc/$$/fd/*; do n=${fd##*/}; if [ \"$n\" -gt 2 ]; then eval \"exec $n>&-\"; fi; done"
        // The test's threads block signals, and a blocked mask is inherited: unblock them
        // (Python can), or the server and its panes never see SIGHUP, SIGTERM or SIGCHLD.
        let unblock = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
            + "os.execv('/bin/bash', ['bash', '-c', sys.argv[1]])"
        let result = try CLITests.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                      ["-c", unblock, "\(closeAll); exec \(quoted) </dev/null >/dev/null 2>&1"])
        guard result.status == 0 else { throw TestFailure("tmux did not start: \(result)") }
    }

    func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", "play"] + (escapes ? ["-e"] : [])).stdout
    }

    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "play", format]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func keys(_ keys: String...) throws { try run(["send-keys", "-t", "play"] + keys) }

    /// Captures the pane until `condition` holds on it, for up to `timeout` seconds.
    func waitFor(_ what: String, timeout: Double = 10, escapes: Bool = false,
                 _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var pane = ""
        while Date() < deadline {
            pane = try capture(escapes: escapes)
            if condition(pane) { return pane }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw TestFailure("tmux pane never showed \(what) in \(timeout) s; it shows:\n\(pane)")
    }

    func stop() { _ = try? run(["kill-server"]) }
}
