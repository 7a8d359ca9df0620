import Foundation
import TestSupport
import Testing

/// `play --watch` in tmux (symbols): an edit of the scene is played within a
/// second; a broken edit shows its error in the status line while the last
/// good scene plays on; the next good save clears it.
@Suite struct PlayWatchTests {
    static func scene(tint: String) -> String {
        """
        {"canvas": {"width": 240, "height": 240, "fps": 30, "duration": 1, "background": "#FFFFFF", "scale": 1, "padding": 20},
         "chart": {"type": "donut", "value": 75, "maxValue": 100, "barWidth": 30, "tintColor": "\(tint)", "trackColor": "#E0E0E0"}}
        """
    }

    /// Cells whose colour is close to `rgb`.
    static func count(_ pane: String, near rgb: (Int, Int, Int)) -> Int {
        PaneCells(pane).rows.joined().filter { cell in
            [cell.foreground, cell.background].contains { c in
                c.map { abs($0.r - rgb.0) + abs($0.g - rgb.1) + abs($0.b - rgb.2) < 60 } ?? false
            }
        }.count
    }

    @Test func editsPlayAtOnceAndBrokenOnesShowTheirError() throws {
        guard let tmux = TmuxServer() else {
            print("skipped: tmux is not installed (apt-get install tmux; scripts/deps.sh lists it)")
            return
        }
        let workspace = try Workspace()
        defer { workspace.remove(); tmux.stop() }
        try workspace.write("donut.json", Self.scene(tint: "#FF0000"))
        try tmux.start(columns: 80, rows: 24, in: workspace.url,
                       "'\(try chartreelExecutable().path)' play donut.json --protocol symbols --watch; echo rc=$?; exec sleep 60")
        _ = try tmux.waitFor("a red ring", escapes: true) { Self.count($0, near: (255, 0, 0)) > 20 }

        try workspace.write("donut.json", Self.scene(tint: "#0000FF"))
        let start = Date()
        _ = try tmux.waitFor("a blue ring", timeout: 5, escapes: true) {
            Self.count($0, near: (0, 0, 255)) > 20 && Self.count($0, near: (255, 0, 0)) == 0
        }
        #expect(Date().timeIntervalSince(start) < 1, "the edit showed after \(Date().timeIntervalSince(start)) s")

        try workspace.write("donut.json", #"{"canvas": {"width": 240, "#)
        _ = try tmux.waitFor("the error in the status line", timeout: 5) { $0.contains("donut.json:1:") }
        // The last good scene plays on under the error; it loops from an empty ring, so it is watched, not sampled once.
        _ = try tmux.waitFor("the blue ring playing on under the error", timeout: 5, escapes: true) {
            Self.count($0, near: (0, 0, 255)) > 20
        }

        try workspace.write("donut.json", Self.scene(tint: "#00C000"))
        _ = try tmux.waitFor("a green ring, the error gone", timeout: 5, escapes: true) {
            Self.count($0, near: (0, 192, 0)) > 20 && !$0.contains("donut.json:1:")
        }
        try tmux.keys("q")
        let after = try tmux.waitFor("the shell after quitting") { $0.contains("rc=") }
        #expect(after.contains("rc=0"), "\(after)")
    }
}
