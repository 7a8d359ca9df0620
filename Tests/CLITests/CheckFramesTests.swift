import Foundation
import ReelRaster
import TestSupport
import Testing

/// `chartreel check` compares what users see: a listed asset that is not
/// there fails, a WebP is compared by its decoded frames (not its bytes),
/// and `--diff` writes the most changed frame of each outdated asset.
@Suite struct CheckFramesTests {
    /// A workspace with `docs/demo.json` (AssetCommandTests' scene).
    static func docs() throws -> Workspace {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.file("docs"), withIntermediateDirectories: true)
        _ = try workspace.write("docs/demo.json", AssetCommandTests.scene())
        return workspace
    }

    @Test func aListedAssetThatIsNotThereFailsAndUpdateRendersIt() throws {
        let workspace = try Self.docs()
        defer { workspace.remove() }
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "gone.gif": "demo.json", "new/small.mp4": "demo.json --scale 0.5" }"#)
        let missing = try workspace.chartreel(["check", "docs"])
        expectFailure(missing, status: 1, mentions: ["2 of 2 assets in docs are out of date", "--update"])
        #expect(missing.stdout.contains("missing  docs/gone.gif: not committed (listed in docs/chartreel-assets.json "
                                        + "with the scene demo.json); check --update renders it"), "\(missing)")
        #expect(missing.stdout.contains("missing  docs/new/small.mp4: not committed (listed in docs/chartreel-assets.json "
                                        + "with the scene demo.json --scale 0.5)"), "\(missing)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("docs/new")), "a plain check creates nothing")

        let update = try workspace.chartreel(["check", "docs", "--update"])
        #expect(update.status == 0, "\(update)")
        #expect(update.stdout.contains("updated  docs/new/small.mp4: not committed"), "\(update)")
        #expect(try probeFrames(workspace.file("docs/gone.gif")) == 10)
        #expect(try probeFrames(workspace.file("docs/new/small.mp4")) == 10)
        let again = try workspace.chartreel(["check", "docs"])
        #expect(again.status == 0 && again.stdout.contains("checked 2 assets: 2 up to date"), "\(again)")
    }

    /// A scene that moves for half its length and then holds, so an encoder
    /// may store the held frames once.
    static let holdingScene = """
        { "canvas": { "width": 60, "height": 40, "fps": 10, "duration": 1, "background": "#FFFFFF", "scale": 1 },
          "chart": { "type": "shapes", "layers": [ { "rect": [5, 5, 30, 30], "fill": "#E02020" } ] },
          "timeline": [ { "property": "chart.layers[0].position", "from": [0, 0], "to": [20, 0], "duration": 0.5 } ] }
        """

    @Test func aWebPEncodedDifferentlyPassesAndAChangedSceneFails() throws {
        let workspace = try Self.docs()
        defer { workspace.remove() }
        _ = try workspace.write("docs/demo.json", Self.holdingScene)
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/demo.webp", "-q"]).status == 0)
        let original = try Data(contentsOf: workspace.file("docs/demo.webp"))
        // Pillow from PyPI (in the test virtual environment, `make test-deps`)
        // brings its own libwebp, newer than the one ffmpeg and chartreel use:
        // a re-encode with it is what a libwebp upgrade does to the bytes.
        // Lossless, at the fastest method, every frame whole with its own duration.
        let reencode = """
            import sys
            from PIL import Image, ImageSequence, features
            im = Image.open(sys.argv[1])
            frames, durations = [], []
            for frame in ImageSequence.Iterator(im):
                frames.append(frame.convert("RGBA").copy())
                durations.append(frame.info["duration"])
            print(len(frames), durations, features.version("webp"))
            frames[0].save(sys.argv[1], save_all=True, append_images=frames[1:], duration=durations, loop=0,
                           lossless=True, quality=0, method=0, minimize_size=False, kmax=1)
            """
        let venvPython = repositoryRoot.appendingPathComponent(".build/lint-venv/bin/python")
        let system = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                           ["-c", "from PIL import features; print(features.version('webp'))"])
        let systemWebP = system.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        let python = try ProcessRunner.run(venvPython, ["-c", reencode, workspace.path("docs/demo.webp")])
        #expect(python.status == 0, "run make test-deps for Pillow in .build/lint-venv: \(python.stderrText)")
        let otherWebP = python.stdoutText.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(otherWebP != nil && otherWebP != systemWebP, "libwebp \(otherWebP ?? "?") against the system's \(systemWebP)")
        // libwebp's encoder stored the held frames once; Pillow gives it every frame back whole.
        #expect(python.stdoutText.hasPrefix("6 "), "\(python.stdoutText)")
        #expect(try Data(contentsOf: workspace.file("docs/demo.webp")) != original, "the bytes differ")

        let same = try workspace.chartreel(["check", "docs"])
        #expect(same.status == 0, "\(same)")
        #expect(same.stdout.contains("ok       docs/demo.webp: 10 frames match; most changed frame 0 (0.00 s): 0.00% of pixels"),
                "\(same)")
        #expect(!same.stdout.contains("byte"), "\(same)")

        _ = try workspace.write("docs/demo.json", Self.holdingScene.replacingOccurrences(of: "#E02020", with: "#20A040"))
        let changed = try workspace.chartreel(["check", "docs"])
        expectFailure(changed, status: 1, mentions: ["1 of 1 assets in docs are out of date"])
        #expect(changed.stdout.contains("outdated docs/demo.webp: 10 of 10 frames differ"), "\(changed)")

        _ = try workspace.write("docs/demo.webp", "RIFF not a webp")
        let broken = try workspace.chartreel(["check", "docs"])
        #expect(broken.stdout.contains("outdated docs/demo.webp: libwebp cannot read it as a WebP"), "\(broken)")
    }

    static func image(_ workspace: Workspace, _ name: String) throws -> Canvas {
        try Canvas(pngData: Array(try Data(contentsOf: workspace.file(name))))
    }

    @Test func diffWritesTheMostChangedFrameCommittedRenderedAndAHeatMap() throws {
        let workspace = try Self.docs()
        defer { workspace.remove() }
        _ = try workspace.write("docs/still.json", AssetCommandTests.scene())
        for name in ["demo", "still"] {
            #expect(try workspace.chartreel(["render", "docs/\(name).json", "-o", "docs/\(name).gif", "-q"]).status == 0)
        }
        _ = try workspace.write("docs/demo.json", AssetCommandTests.scene(color: "#20A040"))
        // A user's file beside the targets, and a link in a target's place.
        try FileManager.default.createDirectory(at: workspace.file("review"), withIntermediateDirectories: true)
        _ = try workspace.write("review/notes.txt", "mine")
        _ = try workspace.write("victim.png", "precious")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("review/demo.diff.png"), withDestinationPath: "../victim.png")

        let result = try workspace.chartreel(["check", "docs", "--diff", "review"])
        expectFailure(result, status: 1, mentions: ["1 of 2 assets in docs are out of date"])
        #expect(result.stdout.contains("review/demo.committed.png, review/demo.rendered.png, review/demo.diff.png"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("review")).sorted()
                == ["demo.committed.png", "demo.diff.png", "demo.rendered.png", "notes.txt"], "nothing for the asset that matches")
        #expect(try workspace.read("review/notes.txt") == "mine")
        #expect(try workspace.read("victim.png") == "precious", "the link is replaced, not followed")

        // Frame 0: the square at 5...35 x 5...35, red as committed, green as rendered.
        let (committed, rendered, diff) = try (Self.image(workspace, "review/demo.committed.png"),
                                               Self.image(workspace, "review/demo.rendered.png"),
                                               Self.image(workspace, "review/demo.diff.png"))
        #expect(committed.width == 60 && committed.height == 40 && diff.width == 60)
        let (c, r) = (committed.rgba8(x: 20, y: 20), rendered.rgba8(x: 20, y: 20))
        #expect(c.r > 180 && c.g < 80, "committed red: \(c)")
        #expect(r.g > 120 && r.r < 80, "rendered green: \(r)")
        let hot = diff.rgba8(x: 20, y: 20)
        #expect(hot.r > 200 && hot.g > 100 && hot.b < 20, "a changed pixel is hot: \(hot)")
        let calm = diff.rgba8(x: 50, y: 30)
        #expect(calm.r == calm.g && calm.g == calm.b && calm.r > 200, "an unchanged pixel is faded grey: \(calm)")

        let again = try workspace.chartreel(["check", "docs", "--diff", "new/deep"])
        #expect(again.status == 1 && FileManager.default.fileExists(atPath: workspace.path("new/deep/demo.diff.png")), "\(again)")
        #expect(try workspace.contents().filter { $0.hasPrefix(".chartreel") } == [])
    }

    @Test func aDiffFolderThatIsNotAFolderIsRefused() throws {
        let workspace = try Self.docs()
        defer { workspace.remove() }
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/demo.gif", "-q"]).status == 0)
        _ = try workspace.write("file", "mine")
        expectFailure(try workspace.chartreel(["check", "docs", "--diff", "file"]), status: 2,
                      mentions: ["--diff file is a file, not a folder"])
        expectFailure(try workspace.chartreel(["check", "docs", "--diff", "/dev/null"]), status: 2,
                      mentions: ["--diff /dev/null is a device, FIFO or socket, not a folder"])
        try FileManager.default.createSymbolicLink(atPath: workspace.path("dangling"), withDestinationPath: "nowhere")
        expectFailure(try workspace.chartreel(["check", "docs", "--diff", "dangling"]), status: 2,
                      mentions: ["--diff dangling is a link to nothing"])
        #expect(try workspace.read("file") == "mine")
        // A link to a folder is followed, as --out-dir's is; two assets of
        // one name in different formats get the format in their images' names.
        try FileManager.default.createDirectory(at: workspace.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("link"), withDestinationPath: "real")
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "demo.mp4": "demo.json" }"#)
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/demo.mp4", "-q"]).status == 0)
        _ = try workspace.write("docs/demo.json", AssetCommandTests.scene(color: "#20A040"))
        #expect(try workspace.chartreel(["check", "docs", "--diff", "link"]).status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("real")).sorted()
                == ["demo-gif.committed.png", "demo-gif.diff.png", "demo-gif.rendered.png",
                    "demo-mp4.committed.png", "demo-mp4.diff.png", "demo-mp4.rendered.png"])
    }
}
