import Foundation
import Testing

/// A batch output that cannot be written is named once in its error line:
/// the output's own error already says "cannot write PATH".
@Suite struct BatchErrorPathTests {
    @Test func aFailedOutputIsNamedOnce() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("out/contest-single-bar.gif"), withIntermediateDirectories: true)
        let result = try workspace.chartreel(["render", "contest-single-bar", "donut-progress", "--out-dir", "out", "--scale", "0.25"])
        #expect(result.status == 1, "\(result)")
        let lines = result.stderrLines
        #expect(lines.count == 1, "\(result)")
        let line = try #require(lines.first)
        #expect(line.contains("contest-single-bar.gif: it is a directory; give a file name"), "\(line)")
        #expect(line.components(separatedBy: "contest-single-bar.gif").count == 2, "\(line)")
        // The other output was written.
        #expect(try workspace.contents().contains("out"))
        #expect(FileManager.default.fileExists(atPath: workspace.path("out/donut-progress.gif")))
    }
}
