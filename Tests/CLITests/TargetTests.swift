import Foundation
import TestSupport
import Testing

/// Which targets `chartreel render` writes, refuses up front, and what it
/// cleans up beside them.
@Suite struct TargetTests {
    /// A stand-in ffmpeg that only records that it was started, so a test can
    /// tell that a refused render never got as far as encoding.
    static func markerFFmpeg(in workspace: Workspace) throws -> [String: String] {
        let script = try workspace.script("ffmpeg", "#!/bin/sh\ntouch \"$(dirname \"$0\")/started\"\nexit 1\n")
        return ["CHARTREEL_FFMPEG": script.path]
    }

    static func ffmpegStarted(in workspace: Workspace) -> Bool {
        FileManager.default.fileExists(atPath: workspace.path("bin/started"))
    }

    // MARK: Refusals

    @Test func existingDirectoryAsTargetIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("out.gif"), withIntermediateDirectories: false)
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.gif"],
                                             environment: try Self.markerFFmpeg(in: workspace))
        expectFailure(result, status: 1, mentions: ["cannot write \(workspace.path("out.gif")): it is a directory"])
        #expect(!Self.ffmpegStarted(in: workspace))
        #expect(try workspace.contents() == ["bin", "out.gif"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out.gif")).isEmpty)
    }

    @Test func missingTargetDirectoryIsNamed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "no-such-dir/out.mp4"],
                                             environment: try Self.markerFFmpeg(in: workspace))
        expectFailure(result, status: 1, mentions: ["directory \(workspace.path("no-such-dir")) does not exist"])
        #expect(!Self.ffmpegStarted(in: workspace))
        #expect(try workspace.contents() == ["bin"])
    }

    /// The scene (or data) file as the output, however it is spelled, is a
    /// usage error before anything is loaded.
    @Test(arguments: [
        ["render", "scene.mp4", "-o", "scene.mp4"],
        ["render", "scene.mp4", "-o", "./scene.mp4"],
        ["render", "./scene.mp4", "-o", "../WORKSPACE/scene.mp4"],
        ["render", "scene.mp4", "-o", "link.mp4"],
        ["frame", "scene.png", "--at", "0", "-o", "scene.png"],
        ["render", "donut-progress", "--data", "data.gif", "-o", "data.gif"],
    ])
    func inputFileAsOutputIsRefused(_ arguments: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = try Data(contentsOf: presetFile)
        for name in ["scene.mp4", "scene.png"] { try scene.write(to: workspace.file(name)) }
        try workspace.write("data.gif", "x,y\n1,2\n")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("link.mp4"), withDestinationPath: "scene.mp4")
        let before = try workspace.contents()
        let arguments = arguments.map { $0.replacingOccurrences(of: "WORKSPACE", with: workspace.url.lastPathComponent) }
        let output = arguments[arguments.firstIndex(of: "-o")! + 1]
        let role = arguments.contains("--data") ? "data" : "scene"
        let result = try workspace.chartreel(arguments, environment: try Self.markerFFmpeg(in: workspace))
        expectFailure(result, status: 2, mentions: ["the output \(output) is the \(role) file itself"])
        #expect(!Self.ffmpegStarted(in: workspace))
        #expect(try workspace.contents() == (before + ["bin"]).sorted())
        #expect(try Data(contentsOf: workspace.file("scene.mp4")) == scene)
    }

    // MARK: Long names

    /// File names up to the 255-byte limit work: the temporary names are
    /// short names inside the work folder, never the target's name plus more.
    @Test(arguments: [
        String(repeating: "a", count: 246) + ".gif",  // 250 bytes
        String(repeating: "é", count: 125) + "a.mp4",  // 255 bytes, two to a letter
    ])
    func longestFileNamesRender(_ name: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(name.utf8.count >= 250 && name.utf8.count <= 255)
        try workspace.write(name, "precious")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", name, "--size", "40x40",
                                              "--fps", "10", "--duration", "0.5"])
        #expect(result.status == 0, "\(result)")
        #expect(try workspace.contents() == [name])
        #expect(try shownFrames(workspace.file(name), fps: 10) == 5)
    }

    /// One byte over the limit is refused before anything is rendered.
    @Test func fileNameOverTheLimitIsRefusedUpFront() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let name = String(repeating: "a", count: 252) + ".gif"
        let result = try workspace.chartreel(["render", "donut-progress", "-o", name],
                                             environment: try Self.markerFFmpeg(in: workspace))
        expectFailure(result, status: 1, mentions: ["cannot write", "the file name is 256 bytes long; at most 255"])
        #expect(!Self.ffmpegStarted(in: workspace))
        #expect(try workspace.contents() == ["bin"])
    }

    // MARK: Stale work folders

    /// Work folders of processes that are gone (a crash, a SIGKILL) are removed
    /// by the next render beside them, when they carry chartreel's marker;
    /// those of live processes, and files and folders that merely look
    /// alike (a dead process id in the name, but no marker), are kept.
    @Test func staleWorkFoldersAreRemovedLiveOnesKept() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let dead = try deadProcessID()
        let stale = [".chartreel-\(dead)-abc", ".chartreel-\(dead)-0"]
        let live = [".chartreel-\(getpid())-abc", ".chartreel-1-ff"]
        for folder in stale + live {
            try FileManager.default.createDirectory(at: workspace.file(folder), withIntermediateDirectories: false)
            try workspace.write("\(folder)/output.gif", "half a file")
            let pid = folder.split(separator: "-")[1]
            try workspace.write("\(folder)/.chartreel-work-area", "chartreel work area of process \(pid)\n")
        }
        // A user's files that only look alike, one a folder with a file in it.
        let lookalikes = [".chartreel-notes", "chartreel-\(dead)-abc", ".plan.chartreel-\(dead)-1.txt",
                          ".out.gif.chartreel-\(dead)-3.gif"]
        for name in lookalikes { try workspace.write(name, "mine") }
        try FileManager.default.createDirectory(at: workspace.file(".chartreel-\(dead)-beef"), withIntermediateDirectories: false)
        try workspace.write(".chartreel-\(dead)-beef/keep.txt", "mine")

        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.gif", "--size", "20x20",
                                              "--fps", "10", "--duration", "0.3"])
        #expect(result.status == 0, "\(result)")
        let contents = try workspace.contents()
        #expect(contents == (live + lookalikes + [".chartreel-\(dead)-beef", "out.gif"]).sorted(), "\(contents)")
        for folder in live { #expect(try workspace.read("\(folder)/output.gif") == "half a file") }
        for name in lookalikes { #expect(try workspace.read(name) == "mine") }
        #expect(try workspace.read(".chartreel-\(dead)-beef/keep.txt") == "mine")
    }
}
