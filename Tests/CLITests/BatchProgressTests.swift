import Foundation
import TestSupport
import Testing

/// `render --out-dir` shows a progress line on a terminal ("scene k of n")
/// and nothing more than before elsewhere.
@Suite struct BatchProgressTests {
    @Test func aTerminalShowsWhichSceneOfHowMany() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("a.json", AssetCommandTests.scene())
        _ = try workspace.write("b.json", AssetCommandTests.scene(color: "#20A040"))
        // script(1) runs the command on a pseudo-terminal and copies what it writes.
        let command = "\"$CHARTREEL\" render a.json b.json --out-dir out --format gif"
        let terminal = try workspace.shell("script -qec '\(command)' /dev/null")
        #expect(terminal.status == 0, "\(terminal)")
        #expect(terminal.stdout.contains("\r\u{1B}[Kchartreel: scene "), "\(terminal)")
        #expect(terminal.stdout.range(of: #"scene [12] of 2, frame \d+/20, \d+ fps"#, options: .regularExpression) != nil,
                "\(terminal)")
        #expect(terminal.stdout.contains("wrote out/a.gif") && terminal.stdout.contains("wrote out/b.gif"), "\(terminal)")

        let plain = try workspace.chartreel(["render", "a.json", "b.json", "--out-dir", "plain", "--format", "gif"])
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.stderr == "", "no progress off a terminal: \(plain)")
        #expect(plain.stdout.split(separator: "\n").count == 2 && !plain.stdout.contains("scene"), "\(plain)")
        let quiet = try workspace.shell("script -qec '\(command) -q' /dev/null")
        #expect(quiet.status == 0 && !quiet.stdout.contains("scene"), "\(quiet)")
    }
}
