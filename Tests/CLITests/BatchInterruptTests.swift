import Foundation
import TestSupport
import Testing

/// A batch stopped by a signal after one output was already written (here
/// replacing an existing file) says which; the others keep their bytes.
@Suite struct BatchInterruptTests {
    @Test func signalAfterOneOutputNamesIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let preset = String(decoding: try Data(contentsOf: presetFile), as: UTF8.self)
        try workspace.write("quick.json", preset)
        let long = preset.replacingOccurrences(of: "\"duration\": 1.8,", with: "\"duration\": 120,")
        #expect(long != preset, "the preset's duration changed: update this test")
        try workspace.write("long.json", long)
        let out = workspace.file("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try workspace.write("out/quick.gif", "old quick")
        try workspace.write("out/long.gif", "old long")
        let child = try workspace.start(["render", "quick.json", "long.json", "--out-dir", "out"])
        let replaced = waitUntil(timeout: 60) { (try? workspace.read("out/quick.gif")).map { $0.hasPrefix("GIF89a") } ?? false }
        #expect(replaced && child.isRunning, "quick.gif was never written while long.gif rendered")
        child.send(SIGTERM)
        let result = try child.wait(timeout: 30)
        #expect(result.status == 128 + SIGTERM, "\(result)")
        #expect(result.stderrText == "chartreel: error: interrupted by SIGTERM after writing out/quick.gif; "
                + "no other file was written and any other existing one is untouched\n", "\(result)")
        #expect(try workspace.read("out/long.gif") == "old long")
        #expect(try workspace.contents() == ["long.json", "out", "quick.json"], "leftover files")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["long.gif", "quick.gif"])
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
    }
}
