import Foundation
import TestSupport
import Testing

/// `--watch`: an edit of the scene or of its data is rendered again within a
/// second, with inotify and with polling; a broken edit prints its one-line
/// error and the watch goes on with the last good output untouched; a file
/// deleted and created again (as editors save) is still watched; Ctrl-C
/// while waiting ends with status 0 and leaves no work files.
@Suite struct WatchTests {
    static let modes = ["inotify", "poll"]

    static func scene(color: String) -> String {
        """
        {"canvas": {"width": 120, "height": 80, "fps": 10, "duration": 1, "background": "#FFFFFF", "scale": 1},
         "chart": {"type": "line", "data": {"csv": "data/d.csv"}, "series": [{"id": "a", "color": "\(color)", "width": 3}]}}
        """
    }

    static func csv(_ values: [Int]) -> String {
        "date,a\n" + values.enumerated().map { "2024-03-0\($0.offset + 1),\($0.element)" }.joined(separator: "\n") + "\n"
    }

    /// A watched frame command in a fresh workspace, and a way to wait for its output to change.
    struct Session {
        let workspace: Workspace
        let child: RunningProcess

        init(mode: String) throws {
            workspace = try Workspace()
            try FileManager.default.createDirectory(at: workspace.file("data"), withIntermediateDirectories: true)
            try workspace.write("data/d.csv", WatchTests.csv([10, 30, 20, 40]))
            try workspace.write("scene.json", WatchTests.scene(color: "#FF0000"))
            child = try workspace.start(["frame", "scene.json", "--at", "0.5", "-o", "out.png", "--watch"],
                                        environment: mode == "poll" ? ["CHARTREEL_WATCH": "poll"] : [:])
        }

        var output: Data? { try? Data(contentsOf: workspace.file("out.png")) }

        /// What `frame` writes for the files as they are now, run on its own.
        func expected() throws -> Data {
            let result = try workspace.chartreel(["frame", "scene.json", "--at", "0.5", "-o", "expected.png"])
            #expect(result.status == 0, "\(result)")
            return try Data(contentsOf: workspace.file("expected.png"))
        }

        /// Seconds until the output becomes `want` (nil past `timeout`).
        func secondsUntilOutput(is want: Data, timeout: Double = 10) -> Double? {
            let start = Date()
            return waitUntil(timeout: timeout) { output == want } ? Date().timeIntervalSince(start) : nil
        }

        /// Writes `text` as an editor saves: into a new file renamed over the old one.
        func save(_ name: String, _ text: String) throws {
            try workspace.write(name + ".swp", text)
            _ = rename(workspace.path(name + ".swp"), workspace.path(name))
        }

        func stop() throws -> ProcessResult {
            child.send(SIGINT)
            return try child.wait(timeout: 20)
        }
    }

    @Test(arguments: modes)
    func editsOfTheSceneAndItsDataAreRenderedAgain(_ mode: String) throws {
        let session = try Session(mode: mode)
        defer { session.workspace.remove() }
        #expect(waitUntil(timeout: 60) { session.child.stderrSoFar.contains("watching scene.json and 1 file it reads") },
                "\(session.child.stderrSoFar)")
        #expect(session.child.stderrSoFar.contains("(polling every 0.2 s)") == (mode == "poll"), "\(session.child.stderrSoFar)")
        let first = try #require(session.output)

        try session.save("scene.json", Self.scene(color: "#0000FF"))
        let blue = try session.expected()
        #expect(blue != first)
        let latency = session.secondsUntilOutput(is: blue)
        #expect(latency != nil && latency! < 1, "\(mode): the edit showed after \(String(describing: latency)) s")

        // Written in place (same file, no rename), as some editors save. The
        // new text is as long as the old and goes in one write, so the watch
        // never finds the file half-written however loaded the machine is.
        let data = try FileHandle(forWritingTo: session.workspace.file("data/d.csv"))
        try data.write(contentsOf: Data(Self.csv([40, 10, 35, 50]).utf8))
        try data.close()
        let newData = try session.expected()
        let dataLatency = session.secondsUntilOutput(is: newData)
        #expect(dataLatency != nil && dataLatency! < 1, "\(mode): the data edit showed after \(String(describing: dataLatency)) s")

        let result = try session.stop()
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderrText.contains("error"), "\(result)")
        #expect(try session.workspace.workFolders().isEmpty)
    }

    @Test(arguments: modes)
    func aBrokenEditPrintsItsErrorAndTheNextGoodSaveRecovers(_ mode: String) throws {
        let session = try Session(mode: mode)
        defer { session.workspace.remove() }
        #expect(waitUntil(timeout: 60) { session.child.stderrSoFar.contains("watching") }, "\(session.child.stderrSoFar)")
        let first = try #require(session.output)

        try session.save("scene.json", #"{"canvas": {"width": 120, "#)
        let start = Date()
        #expect(waitUntil(timeout: 10) { session.child.stderrSoFar.contains("chartreel: error: scene.json:1:") },
                "\(session.child.stderrSoFar)")
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(session.child.isRunning)
        #expect(session.output == first, "a broken edit must leave the last good frame")

        // Deleted, then created again a moment later: no error in between, and watched still.
        let errorsBefore = session.child.stderrSoFar.components(separatedBy: "error").count
        try FileManager.default.removeItem(at: session.workspace.file("scene.json"))
        usleep(300_000)
        try session.workspace.write("scene.json", Self.scene(color: "#00AA00"))
        let green = try session.expected()
        #expect(session.secondsUntilOutput(is: green) != nil, "\(session.child.stderrSoFar)")
        #expect(session.child.stderrSoFar.components(separatedBy: "error").count == errorsBefore,
                "\(session.child.stderrSoFar)")

        let result = try session.stop()
        #expect(result.status == 0, "\(result)")
    }

    @Test func renderAndSheetWatchToo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("data"), withIntermediateDirectories: true)
        try workspace.write("data/d.csv", Self.csv([10, 30, 20, 40]))
        for (command, output) in [("render", "out.gif"), ("sheet", "sheet.png")] {
            try workspace.write("scene.json", Self.scene(color: "#FF0000"))
            let child = try workspace.start([command, "scene.json", "-o", output, "--watch"])
            #expect(waitUntil(timeout: 60) { child.stderrSoFar.contains("watching") }, "\(child.stderrSoFar)")
            let first = try Data(contentsOf: workspace.file(output))
            try workspace.write("scene.json", Self.scene(color: "#0000FF"))
            #expect(waitUntil(timeout: 30) { (try? Data(contentsOf: workspace.file(output))) ?? first != first },
                    "\(command): \(child.stderrSoFar)")
            child.send(SIGINT)
            let result = try child.wait(timeout: 20)
            #expect(result.status == 0, "\(command): \(result)")
            #expect(result.stdoutText.components(separatedBy: "wrote \(output)").count == 3, "\(command): \(result)")
        }
        #expect(try workspace.workFolders().isEmpty)
    }

    @Test func watchNeedsAFileToWatch() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("scene.json", Self.scene(color: "#FF0000"))
        let cases: [([String], String)] = [
            (["frame", "-", "--at", "0", "-o", "x.png", "--watch"], "--watch needs a scene file or preset to watch, not -"),
            (["render", "scene.json", "-o", "-", "--format", "gif", "--watch"], "give -o FILE, not standard output"),
            (["render", "scene.json", "--out-dir", "out", "--watch"], "--watch renders one scene"),
        ]
        for (arguments, message) in cases {
            let result = try workspace.chartreel(arguments)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result)")
        }
    }
}
