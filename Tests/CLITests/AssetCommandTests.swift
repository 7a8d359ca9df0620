import Foundation
import TestSupport
import Testing

/// The commands for reviewing and keeping demo assets: sheet, several
/// frames at once, batches, standard output, --preview, and check.
@Suite struct AssetCommandTests {
    /// A small scene whose colour the tests change to make an asset stale.
    static func scene(color: String = "#E02020") -> String {
        """
        { "canvas": { "width": 60, "height": 40, "fps": 10, "duration": 1, "background": "#FFFFFF", "scale": 1 },
          "chart": { "type": "shapes", "layers": [ { "rect": [5, 5, 30, 30], "fill": "\(color)" } ] },
          "timeline": [ { "property": "chart.layers[0].position", "from": [0, 0], "to": [20, 0], "duration": 1 } ] }
        """
    }

    @Test func sheetHasATileAndALabelPerFrame() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("s.json", Self.scene())
        let result = try workspace.chartreel(["sheet", "s.json", "-o", "sheet.png", "--every", "0.25", "--columns", "2"])
        #expect(result.status == 0, "\(result)")
        // 0, 0.25, 0.5, 0.75: four tiles in two columns and two rows.
        #expect(result.stdout.contains("4 frames, 2 columns"), "\(result)")
        let describe = try workspace.chartreel(["sheet", "s.json", "-o", "six.png", "--frames", "6"])
        #expect(describe.stdout.contains("6 frames"), "\(describe)")
        let refused = try workspace.chartreel(["sheet", "s.json", "-o", "x.png", "--every", "0.5", "--frames", "3"])
        expectFailure(refused, status: 2, mentions: ["give --every or --frames, not both"])
    }

    @Test func frameWritesOneFileATime() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("s.json", Self.scene())
        let result = try workspace.chartreel(["frame", "s.json", "-o", "f.png", "--at", "0.5", "--at", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(try workspace.contents().filter { $0.hasPrefix("f-") } == ["f-0.5s.png", "f-1s.png"])
        let every = try workspace.chartreel(["frame", "s.json", "-o", "e.svg", "--every", "0.5"])
        #expect(every.status == 0)
        #expect(try workspace.contents().filter { $0.hasPrefix("e-") } == ["e-0.5s.svg", "e-0s.svg", "e-1s.svg"])
    }

    @Test func batchRendersEveryScenePerFormat() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("a.json", Self.scene())
        _ = try workspace.write("b.yaml", "canvas: { width: 40, height: 40, fps: 10, duration: 0.5 }\nchart: { type: donut, value: 0.5 }\n")
        let result = try workspace.chartreel(["render", "a.json", "b.yaml", "--out-dir", "out", "--format", "gif,webm", "-q"])
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).sorted()
                == ["a.gif", "a.webm", "b.gif", "b.webm"])
        #expect(try probeFrames(workspace.file("out/b.webm")) == 5)
        let clash = try workspace.chartreel(["render", "a.json", "sub/../a.json", "--out-dir", "out"])
        expectFailure(clash, status: 2, mentions: ["would both be written as a"])
    }

    @Test func standardOutputCarriesTheFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("s.json", Self.scene())
        let result = try ProcessRunner.run(try chartreelExecutable(), ["render", "s.json", "-o", "-", "--format", "gif"],
                                           in: workspace.url)
        #expect(result.status == 0)
        #expect(result.stdout.prefix(6) == Data("GIF89a".utf8))
        #expect(result.stderrText.contains("wrote standard output"))
        #expect(try workspace.contents() == ["s.json"])
        expectFailure(try workspace.chartreel(["render", "s.json", "-o", "-"]), status: 2, mentions: ["needs --format"])
    }

    @Test func previewHalvesTheScaleAndRendersAt25FPS() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["info", "donut-progress", "--preview"])
        #expect(result.stdout.contains("\"width\": 240") && result.stdout.contains("\"fps\": 25"), "\(result)")
        let kept = try workspace.chartreel(["info", "donut-progress", "--preview", "--fps", "12"])
        #expect(kept.stdout.contains("\"fps\": 12"), "\(kept)")
    }

    @Test func formatMistakesAreExplained() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        expectFailure(try workspace.chartreel(["render", "donut-progress", "-o", "a.png"]), status: 2,
                      mentions: ["a .png holds one frame", "--format apng"])
        expectFailure(try workspace.chartreel(["render", "donut-progress", "-o", "a.gif", "--format", "mp4"]), status: 2,
                      mentions: ["ends in .gif but --format is mp4"])
        expectFailure(try workspace.chartreel(["render", "donut-progress", "-o", "a.mp4", "--loop", "2"]), status: 2,
                      mentions: ["--loop applies to GIF, APNG, WebP output, not MP4"])
        try FileManager.default.createDirectory(at: workspace.file("frames"), withIntermediateDirectories: true)
        _ = try workspace.write("frames/notes.txt", "mine")
        let foreign = try workspace.chartreel(["render", "donut-progress", "-o", "frames/", "--preview"])
        expectFailure(foreign, status: 1, mentions: ["holds files chartreel did not write (notes.txt)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("frames")) == ["notes.txt"])
    }

    @Test func checkPassesOnFreshAssetsAndFailsOnAChangedScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("docs"), withIntermediateDirectories: true)
        _ = try workspace.write("docs/demo.json", Self.scene())
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "small.mp4": "demo.json --scale 0.5" }"#)
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/demo.gif", "-q"]).status == 0)
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/small.mp4", "--scale", "0.5", "-q"]).status == 0)
        let fresh = try workspace.chartreel(["check", "docs"])
        #expect(fresh.status == 0, "\(fresh)")
        #expect(fresh.stdout.contains("ok       docs/demo.gif: 10 frames match"), "\(fresh)")
        #expect(fresh.stdout.contains("checked 2 assets: 2 up to date"), "\(fresh)")

        _ = try workspace.write("docs/demo.json", Self.scene(color: "#20A040"))
        let stale = try workspace.chartreel(["check", "docs"])
        expectFailure(stale, status: 1, mentions: ["2 of 2 assets in docs are out of date", "--update"])
        #expect(stale.stdout.contains("outdated docs/demo.gif: 10 of 10 frames differ"), "\(stale)")

        #expect(try workspace.chartreel(["check", "docs", "--update"]).status == 0)
        #expect(try workspace.chartreel(["check", "docs"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("docs")).sorted()
                == ["chartreel-assets.json", "demo.gif", "demo.json", "small.mp4"], "no scratch folder left")
    }
}
