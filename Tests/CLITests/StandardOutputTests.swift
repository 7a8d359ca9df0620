import Foundation
import Testing

/// A command whose result cannot be written to standard output (a full
/// disk: /dev/full) fails with exit status 1 and one line saying so,
/// instead of exiting 0 with the result lost.
@Suite struct StandardOutputTests {
    @Test(arguments: [
        "info donut-progress",
        "presets",
        "ease easeInEaseOut",
        "ease easeInEaseOut --samples 100000",
        "ease --list",
        "frame donut-progress --at 0.5 -o f.png",
        "render donut-progress --duration 0.1 --fps 10 --size 20x20 -o a.gif",
        "render donut-progress --duration 0.1 --fps 10 --size 20x20 -o a.gif --json",
    ])
    func fullStandardOutputIsAnError(_ command: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.shell("\"$CHARTREEL\" \(command) > /dev/full")
        expectFailure(result, status: 1, mentions: ["chartreel: error: cannot write to standard output: No space left on device"])
        // The same command with somewhere to write succeeds.
        let fine = try workspace.shell("\"$CHARTREEL\" \(command) > out.txt")
        #expect(fine.status == 0, "\(fine)")
        #expect(!(try workspace.read("out.txt")).isEmpty)
    }

    /// `--quiet` prints nothing, so there is nothing to fail.
    @Test func quietRenderDoesNotWriteToStandardOutput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.shell("\"$CHARTREEL\" render donut-progress --duration 0.1 --fps 10 --size 20x20 -q -o a.gif > /dev/full")
        #expect(result.status == 0, "\(result)")
    }
}
