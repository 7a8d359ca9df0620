import Foundation
import TestSupport
import Testing

/// chartreel started with standard descriptors closed (`<&-`, `>&-`, `2>&-`)
/// and writing to a standard output nobody reads: it never mistakes one of
/// its own files for a standard stream, and a signal always ends it.
@Suite struct StandardDescriptorTests {
    /// Runs `script` under /bin/sh in `workspace` (`$CHARTREEL` is chartreel)
    /// and fails if it does not end within `timeout` seconds.
    static func shell(_ script: String, in workspace: Workspace, timeout: Double = 60) throws -> ProcessResult {
        let child = try RunningProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: workspace.url,
                                       environment: ProcessInfo.processInfo.environment
                                           .merging(["CHARTREEL": try chartreelExecutable().path]) { $1 })
        return try child.wait(timeout: timeout)
    }

    /// With standard input closed, `render -` says so at once (reading its
    /// own signal pipe instead would wait for ever).
    @Test func closedStandardInputIsNoScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let started = Date()
        let result = try Self.shell("\"$CHARTREEL\" render - -o out.gif <&-", in: workspace, timeout: 20)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.status == 65, "\(result)")
        #expect(result.stderrText == "chartreel: error: standard input: is closed; give a scene file, or pipe one in\n",
                "\(result)")
        #expect(try workspace.contents().isEmpty, "leftover files")
    }

    @Test func allStandardDescriptorsClosedAndNoScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let started = Date()
        let result = try Self.shell("\"$CHARTREEL\" render - -o out.gif <&- >&- 2>&-; echo \"status $?\"",
                                    in: workspace, timeout: 20)
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(result.stdoutText == "status 65\n", "\(result)")
        #expect(try workspace.contents().isEmpty, "leftover files")
    }

    struct Closed: Sendable, CustomTestStringConvertible {
        let redirections: String
        let format: String
        var testDescription: String { "\(format) with \(redirections)" }
    }

    /// ffmpeg's pipes and the work files must not land on 0-2 either:
    /// GIF, MP4 and WebM failed with status 1 and no word.
    @Test(arguments: [
        Closed(redirections: "<&- >&- 2>&-", format: "gif"),
        Closed(redirections: "<&- >&- 2>&-", format: "mp4"),
        Closed(redirections: "<&- >&- 2>&-", format: "webm"),
        Closed(redirections: ">&-", format: "gif"),
        Closed(redirections: "2>&-", format: "mp4"),
        Closed(redirections: "<&-", format: "webm"),
    ])
    func renderingToAFileWorksWithStandardDescriptorsClosed(_ closed: Closed) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.shell("\"$CHARTREEL\" render donut-progress -o out.\(closed.format) --duration 0.5 "
                                    + "\(closed.redirections); echo \"status $?\"", in: workspace)
        #expect(result.stdoutText.hasSuffix("status 0\n"), "\(result)")
        #expect(try probeFrames(workspace.file("out.\(closed.format)")) > 0)
        #expect(try workspace.contents() == ["out.\(closed.format)"], "leftover files")
    }
}
