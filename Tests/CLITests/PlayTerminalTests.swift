import Foundation
import TestSupport
import Testing

/// `chartreel play` in a real terminal: tmux, 80x24, symbols mode.
@Suite struct PlayTerminalTests {
    /// The frame number in the status line (`frame 12/108`).
    static func frameNumber(_ pane: String) -> Int? {
        guard let range = pane.range(of: #"frame (\d+)/\d+"#, options: .regularExpression) else { return nil }
        return Int(pane[range].dropFirst(6).prefix { $0 != "/" })
    }

    @Test func playsPausesStepsAndRestoresTheTerminal() throws {
        guard let tmux = TmuxServer() else {
            print("skipped: tmux is not installed (apt-get install tmux; scripts/deps.sh lists it)")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove(); tmux.stop() }
        let command = "printf 'before-play\\n'; '\(try chartreelExecutable().path)' play donut-progress --protocol symbols; "
            + "echo rc=$?; exec sleep 60"
        try tmux.start(columns: 80, rows: 24, in: workspace.url, command)
        _ = try tmux.waitFor("the status line") { Self.frameNumber($0) != nil }
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "1 0")

        // Pause in the second half, where the arc is drawn, and stay there.
        _ = try tmux.waitFor("a frame from 30 to 80") { (30...80).contains(Self.frameNumber($0) ?? -1) }
        try tmux.keys("Space")
        let paused = try tmux.waitFor("paused") { $0.contains("paused") }
        let frame = try #require(Self.frameNumber(paused))
        Thread.sleep(forTimeInterval: 0.3)
        #expect(Self.frameNumber(try tmux.capture()) == frame, "a paused player moved on")
        try checkDonut(PaneCells(try tmux.capture(escapes: true)))

        try tmux.keys("Right")
        _ = try tmux.waitFor("frame \(frame + 1)") { Self.frameNumber($0) == frame + 1 }
        try tmux.keys("Left", "Left")
        _ = try tmux.waitFor("frame \(frame - 1)") { Self.frameNumber($0) == frame - 1 }
        try tmux.keys("Space")
        _ = try tmux.waitFor("playing again") { !$0.contains("paused") && Self.frameNumber($0) != frame - 1 }

        // A smaller window: refitted, the status line on its new last row.
        try tmux.run(["resize-window", "-t", "play", "-x", "60", "-y", "16"])
        _ = try tmux.waitFor("the frame refitted to 60x16") { pane in
            let lines = pane.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 16 && lines[15].contains("frame ") && lines[1..<15].filter { $0.contains { $0 != " " } }.count >= 10
        }

        try tmux.keys("q")
        let after = try tmux.waitFor("the shell's output after quitting") { $0.contains("rc=") }
        #expect(after.contains("before-play\nrc=0"), "\(after)")
        #expect(!after.contains("frame "), "the status line stayed: \(after)")
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    /// The donut's ring: track (bluish light grey) and arc (orange) cells round
    /// a hole where the label is, twice as wide as high in cells.
    func checkDonut(_ pane: PaneCells) throws {
        func isOrange(_ c: PaneCells.RGB?) -> Bool { c.map { $0.r > 200 && $0.r - $0.b > 120 && $0.g < 200 } ?? false }
        func isTrack(_ c: PaneCells.RGB?) -> Bool { c.map { $0.b - $0.r >= 3 && $0.r < 250 && $0.r > 200 } ?? false }
        var ring: [(row: Int, column: Int)] = []
        var orange = 0
        for (row, cells) in pane.rows.enumerated().prefix(23) {
            for (column, cell) in cells.enumerated() {
                let colours = [cell.background, cell.character == " " ? nil : cell.foreground]
                if colours.contains(where: isOrange) { orange += 1 }
                if colours.contains(where: { isOrange($0) || isTrack($0) }) { ring.append((row, column)) }
            }
        }
        #expect(ring.count >= 60, "ring cells: \(ring.count)")
        #expect(orange >= 10, "orange cells: \(orange)")
        let rows = ring.map(\.row), columns = ring.map(\.column)
        let (top, bottom, left, right) = (rows.min()!, rows.max()!, columns.min()!, columns.max()!)
        // 480x480 pt fitted into 80x23 cells of 1:2: 23 rows by 46 columns, centred; the
        // ring, inside the chart's padding, nearly as high, and twice as wide as high in cells.
        let (height, width) = (bottom - top + 1, right - left + 1)
        #expect((19...23).contains(height), "rows \(top)...\(bottom)")
        #expect(abs(width - 2 * height) <= 3, "columns \(left)...\(right), rows \(top)...\(bottom)")
        #expect(abs((left + right) / 2 - 40) <= 2, "columns \(left)...\(right)")
        let (middleRow, middleColumn) = ((top + bottom) / 2, (left + right) / 2)
        let hole = ring.filter { abs($0.row - middleRow) <= 3 && abs($0.column - middleColumn) <= 8 }
        #expect(hole.isEmpty, "ring ink in the hole: \(hole)")
        for (name, cells) in [("left", ring.filter { $0.column <= left + 3 }), ("right", ring.filter { $0.column >= right - 3 }),
                              ("top", ring.filter { $0.row <= top + 1 }), ("bottom", ring.filter { $0.row >= bottom - 1 })] {
            #expect(cells.count >= 3, "the ring's \(name) side has \(cells.count) cells")
        }
    }

    @Test func sigtermRestoresTheTerminalAndExits143() throws {
        guard let tmux = TmuxServer() else {
            print("skipped: tmux is not installed (apt-get install tmux; scripts/deps.sh lists it)")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove(); tmux.stop() }
        try tmux.start(columns: 80, rows: 24, in: workspace.url,
                       "printf 'before-play\\n'; '\(try chartreelExecutable().path)' play donut-progress --protocol symbols; "
                       + "echo rc=$?; exec sleep 60")
        _ = try tmux.waitFor("the status line") { Self.frameNumber($0) != nil }
        // The pane's process is the shell; chartreel is its only child.
        let shell = try tmux.display("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let pid = try #require(Int32(children.trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        let after = try tmux.waitFor("the shell's output after SIGTERM") { $0.contains("rc=") }
        #expect(after.contains("before-play\nrc=143"), "\(after)")
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func aTerminalThatHangsUpEndsThePlay() throws {
        guard let tmux = TmuxServer() else {
            print("skipped: tmux is not installed (apt-get install tmux; scripts/deps.sh lists it)")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove(); tmux.stop() }
        try tmux.start(columns: 80, rows: 24, in: workspace.url,
                       "'\(try chartreelExecutable().path)' play donut-progress --protocol symbols; exec sleep 60")
        _ = try tmux.waitFor("the status line") { Self.frameNumber($0) != nil }
        let shell = try tmux.display("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let pid = try #require(Int32(children.trimmingCharacters(in: .whitespacesAndNewlines)))
        tmux.stop()
        // Gone, or a zombie waiting for its parent: not spinning on a dead terminal.
        let deadline = Date().addingTimeInterval(5)
        func running() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            return !stat.contains(") Z ")
        }
        while running(), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let still = running()
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "gone"
        if still { kill(pid, SIGKILL) }
        #expect(!still, "chartreel play kept running after its terminal hung up: \(stat)")
    }

    @Test func standardInputThatIsNotATerminalIsRefused() throws {
        guard let tmux = TmuxServer() else {
            print("skipped: tmux is not installed (apt-get install tmux; scripts/deps.sh lists it)")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove(); tmux.stop() }
        let command = "'\(try chartreelExecutable().path)' play donut-progress < /dev/null; echo rc=$?; exec sleep 60"
        try tmux.start(columns: 100, rows: 10, in: workspace.url, command)
        let pane = try tmux.waitFor("the exit status") { $0.contains("rc=") }
        #expect(pane.contains("chartreel: error: standard input is not a terminal"), "\(pane)")
        #expect(pane.contains("rc=2"), "\(pane)")
    }
}
