import Foundation
import Testing

/// `chartreel` commands that succeed, and what failed renders leave behind.
@Suite struct OutputTests {
    @Test func infoPrintsOneJSONObjectWithConsistentTiming() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["info", "donut-progress"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let width = try #require(json["width"] as? Int)
        let height = try #require(json["height"] as? Int)
        let scale = try #require(json["scale"] as? Double)
        let fps = try #require(json["fps"] as? Int)
        let duration = try #require(json["duration"] as? Double)
        let frameCount = try #require(json["frameCount"] as? Int)
        let gifFps = try #require(json["gifFps"] as? Int)
        let gifFrameCount = try #require(json["gifFrameCount"] as? Int)
        #expect(width > 0 && height > 0 && scale > 0)
        #expect(frameCount == Int((duration * Double(fps)).rounded()))
        #expect(gifFps == min(fps, 50))
        #expect(gifFrameCount == Int((duration * Double(gifFps)).rounded()))

        // The preset's own canvas, in points times scale.
        let preset = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: presetFile)) as? [String: Any])
        let canvas = try #require(preset["canvas"] as? [String: Any])
        let points = try #require(canvas["width"] as? Double)
        #expect(width == Int((points * scale).rounded()))
    }

    @Test func infoAppliesOverrides() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["info", "donut-progress", "--fps", "24", "--duration", "1.5",
                                              "--size", "50x30"])
        #expect(result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scale = try #require(json["scale"] as? Double)
        #expect(json["fps"] as? Int == 24)
        #expect(json["frameCount"] as? Int == 36)
        #expect(json["gifFps"] as? Int == 24)
        #expect(json["width"] as? Int == Int((50 * scale).rounded()))
        #expect(json["height"] as? Int == Int((30 * scale).rounded()))
    }

    @Test func presetsListsTheDonut() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["presets"])
        #expect(result.status == 0, "\(result)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("donut-progress ") },
                                "no donut-progress line: \(result)")
        #expect(line.dropFirst("donut-progress".count).trimmingCharacters(in: .whitespaces).isEmpty == false)
    }

    @Test func frameWritesAPNGOfTheInfoSize() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["frame", "donut-progress", "--at", "0.4", "-o", "f.png"])
        #expect(result.status == 0, "\(result)")
        let png = [UInt8](try Data(contentsOf: workspace.file("f.png")))
        try #require(png.count > 24, "PNG too short: \(png.count) bytes")
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        let bigEndian = { (at: Int) in png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let json = try info("donut-progress", in: workspace)
        #expect(bigEndian(16) == json["width"] as? Int)
        #expect(bigEndian(20) == json["height"] as? Int)
        #expect(try workspace.contents() == ["f.png"])
    }

    @Test func frameByIndexAtTheLastFrameSucceeds() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let count = try #require(try info("donut-progress", in: workspace)["frameCount"] as? Int)
        let result = try workspace.chartreel(["frame", "donut-progress", "--index", "\(count - 1)", "-o", "last.png"])
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("last.png")))
    }

    /// Renders that fail must leave an existing target alone and remove their temporary file.
    @Test func existingOutputSurvivesAnInvalidScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.gif", "precious")
        let edited = try editedPreset(replacing: "\"fps\": 60", with: "\"fps\": 500")
        try workspace.write("bad.json", edited.text)
        expectFailure(try workspace.chartreel(["render", "bad.json", "-o", "out.gif"]),
                      status: 65, mentions: ["canvas.fps"])
        #expect(try workspace.read("out.gif") == "precious")
        #expect(try workspace.contents() == ["bad.json", "out.gif"])
    }

    @Test(arguments: ["out.gif", "out.mp4"])
    func missingFFmpegIsOneLineWithTheInstallHint(_ output: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("empty-bin"), withIntermediateDirectories: false)
        try workspace.write(output, "precious")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", output, "--size", "20x20"],
                                             environment: ["PATH": workspace.path("empty-bin")])
        expectFailure(result, status: 69, mentions: ["ffmpeg was not found", "apt-get install -y ffmpeg"])
        #expect(try workspace.read(output) == "precious")
        #expect(try workspace.contents() == ["empty-bin", output])
    }

    @Test func nonExecutableFFmpegOverrideNamesTheVariable() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.gif", "precious")
        let bogus = workspace.path("no-such-ffmpeg")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.gif", "--size", "20x20"],
                                             environment: ["CHARTREEL_FFMPEG": bogus])
        expectFailure(result, status: 69, mentions: ["CHARTREEL_FFMPEG=\(bogus)", "not an executable"])
        #expect(try workspace.read("out.gif") == "precious")
        #expect(try workspace.contents() == ["out.gif"])
    }

    /// A stand-in ffmpeg that writes a partial file to its output argument
    /// (the last one) and fails, as a crashing encoder would.
    @Test(arguments: ["out.gif", "out.mp4"])
    func failingFFmpegLeavesTargetAndNoTemporaryFile(_ output: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fake = try workspace.write("fake-ffmpeg", """
            #!/bin/sh
            for argument in "$@"; do last="$argument"; done
            case "$last" in pipe:*) echo partial ;; *) echo partial > "$last" ;; esac
            echo "fake ffmpeg: simulated failure" >&2
            exit 3

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        try workspace.write(output, "precious")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", output, "--size", "20x20"],
                                             environment: ["CHARTREEL_FFMPEG": fake.path])
        expectFailure(result, status: 1, mentions: ["ffmpeg failed", "exit status 3", "simulated failure"])
        #expect(try workspace.read(output) == "precious")
        #expect(try workspace.contents() == ["fake-ffmpeg", output], "leftover files")
    }

    @Test func ffmpegThatExitsImmediatelyFailsTheRender() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.mp4", "precious")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.mp4", "--size", "20x20"],
                                             environment: ["CHARTREEL_FFMPEG": "/bin/false"])
        expectFailure(result, status: 1, mentions: ["ffmpeg failed"])
        #expect(try workspace.read("out.mp4") == "precious")
        #expect(try workspace.contents() == ["out.mp4"])
    }

    @Test func renderReplacesAnExistingTargetOnSuccess() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.gif", "precious")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.gif",
                                              "--size", "20x20", "--fps", "10", "--duration", "0.5"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("5 frames"), "\(result)")
        let gif = [UInt8](try Data(contentsOf: workspace.file("out.gif")))
        #expect(String(decoding: gif.prefix(6), as: UTF8.self) == "GIF89a")
        #expect(try workspace.contents() == ["out.gif"])
    }

    @Test func oddSizedMP4IsPaddedWithANote() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let json = try info("donut-progress", in: workspace)
        let scale = try #require(json["scale"] as? Double)
        // A point size that comes out odd in pixels at the preset's scale.
        let points = 25 / scale
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "odd.mp4",
                                              "--size", "\(points)x\(points)", "--fps", "10", "--duration", "0.3"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("chartreel: note:") && result.stderr.contains("25x25 to 26x26"), "\(result)")
        #expect(result.stdout.contains("26x26"), "\(result)")
    }
}
