import Foundation
import Testing

/// Options that once built gigabytes or looped for ever before a limit was
/// checked are refused at once, in one line with the limit; scenes that
/// validate also render, or are refused before the first frame.
@Suite struct RunawayCommandTests {
    /// Runs chartreel and returns the result and the seconds it took.
    static func timed(_ workspace: Workspace, _ arguments: [String]) throws -> (RunResult, Double) {
        let started = Date()
        let result = try workspace.chartreel(arguments)
        return (result, Date().timeIntervalSince(started))
    }

    /// 1e-9 allocated 4 GB, 1e-300 looped for ever, 5e-324 overflows the count.
    @Test(arguments: [("1e-9", "1800000002"), ("1e-300", "1.8e+300"), ("5e-324", "over 1e+308")])
    func aTinyFrameStepIsRefusedByItsCount(every: String, count: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (result, seconds) = try Self.timed(workspace, ["frame", presetFile.path, "--every", every, "-o", "f.png"])
        expectFailure(result, status: 2, mentions: ["--every \(every) gives \(count) frames over 1.8 s; at most 1000"])
        #expect(seconds < 1, "took \(seconds) s")
        #expect(try workspace.contents().isEmpty)
    }

    /// A sheet of a tiny step is every frame once: 600 frames are more tiles than a sheet holds.
    @Test func aTinySheetStepIsRefusedByItsTiles() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (result, seconds) = try Self.timed(workspace, ["sheet", presetFile.path, "--duration", "10", "--every", "1e-300",
                                                           "-o", "s.png"])
        expectFailure(result, status: 2, mentions: ["--every 1e-300 gives 600 tiles; at most 200"])
        #expect(seconds < 1, "took \(seconds) s")
        #expect(try workspace.contents().isEmpty)
    }

    /// `--scale 8 --frames 50` reached 3.9 GB: the sheet obeys the canvas's limits.
    @Test func aSheetLargerThanACanvasIsRefusedBeforeDrawing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (result, seconds) = try Self.timed(workspace, ["sheet", presetFile.path, "--scale", "8", "--frames", "50",
                                                           "-o", "s.png"])
        expectFailure(result, status: 2, mentions: ["a sheet of 50 tiles of 1920x1920 in 8 columns is 15476x13726 pixels",
                                                    "at most 16384 pixels a side and 67108864 in all",
                                                    "lower --scale, --frames or --columns"])
        #expect(seconds < 1, "took \(seconds) s")
        #expect(try workspace.contents().isEmpty)
    }

    @Test func aFramePatternPaddedPastNineDigitsIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", presetFile.path, "-o", "frames/%0999d.png"])
        expectFailure(result, status: 2, mentions: ["%0999d.png: frame numbers padded to 999 digits; at most 9 digits"])
        #expect(try workspace.contents().isEmpty)
    }

    /// libwebp stops at 16383 pixels a side; the canvas allows 16384. The
    /// scene validates (the format is not known then) and the render stops
    /// before the first frame, naming the canvas; one pixel less renders.
    @Test func webPOverItsSideIsRefusedBeforeTheFirstFrame() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = { (width: String) in
            """
            { "canvas": { "width": \(width), "height": 8, "scale": 2, "fps": 2, "duration": 1 },
              "chart": { "type": "shapes", "layers": [ { "rect": [0, 0, 50, 4], "fill": "#E02020" } ] } }
            """
        }
        try workspace.write("wide.json", scene("8192"))
        #expect(try workspace.chartreel(["validate", "wide.json"]).status == 0)
        let (refused, seconds) = try Self.timed(workspace, ["render", "wide.json", "-o", "wide.webp"])
        expectFailure(refused, status: 2, mentions: ["canvas: WebP frames are at most 16383 pixels a side; this canvas is 16384x16 pixels",
                                                     "make canvas.width, canvas.height or the scale smaller"])
        #expect(seconds < 1, "took \(seconds) s")
        #expect(try workspace.contents() == ["wide.json"])
        try workspace.write("edge.json", scene("8191.5"))
        let rendered = try workspace.chartreel(["render", "edge.json", "-o", "edge.webp"])
        #expect(rendered.status == 0, "\(rendered)")
        #expect(rendered.stdout.contains("16383x16"), "\(rendered)")
    }

    /// Frames all alike (a still scene) make libwebp write a still image,
    /// which the output check refused as "not a valid WebP".
    @Test func aStillSceneRendersAsWebP() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("still.json", """
            { "canvas": { "width": 100, "height": 8, "fps": 2, "duration": 1 },
              "chart": { "type": "shapes", "layers": [ { "rect": [0, 0, 50, 4], "fill": "#E02020" } ] } }
            """)
        #expect(try workspace.chartreel(["validate", "still.json"]).status == 0)
        let result = try workspace.chartreel(["render", "still.json", "-o", "still.webp"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let bytes = [UInt8](try Data(contentsOf: workspace.file("still.webp")))
        #expect(String(decoding: bytes.prefix(16), as: UTF8.self).hasPrefix("RIFF") && bytes.count > 20)
        #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WEBPVP8L")
    }

    /// A 375 x 120 chart with labelSize 1000 took 1.69 GB: refused at the key by both commands.
    @Test func aLabelLargerThanTheCanvasIsRefusedAtItsKey() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let preset = String(decoding: try Data(contentsOf: repositoryRoot.appendingPathComponent("Presets/device-activity.json")),
                            as: UTF8.self)
        let edited = preset.replacingOccurrences(of: "\"labelSize\": 8,", with: "\"labelSize\": 1000,")
        #expect(edited != preset)
        try workspace.write("a.json", edited)
        let validated = try workspace.chartreel(["validate", "a.json"])
        #expect(validated.status == 65)
        #expect(validated.stdout.contains("chart.labelSize: a text size of 1000 is larger than the canvas can show; at most 375"),
                "\(validated)")
        let (rendered, seconds) = try Self.timed(workspace, ["frame", "a.json", "--at", "1", "-o", "a.png"])
        expectFailure(rendered, status: 65, mentions: ["chart.labelSize", "at most 375"])
        #expect(seconds < 1, "took \(seconds) s")
    }

    /// The longest text (10,000 characters) in size 14 validated, then failed
    /// with "a text run of 82815x10 pixels is too large to draw".
    @Test func theLongestTextValidatesAndRenders() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("t.json", """
            { "canvas": { "width": 400, "height": 100, "fps": 10, "duration": 1 }, "chart": { "type": "shapes", "layers": [
              { "text": { "string": "\(String(repeating: "x", count: 10_000))", "at": [10, 60], "size": 14 }, "fill": "black" } ] } }
            """)
        #expect(try workspace.chartreel(["validate", "t.json"]).status == 0)
        let result = try workspace.chartreel(["frame", "t.json", "--at", "0", "-o", "t.png"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
    }

    /// -j 256 on a large canvas runs the workers its memory affords, and says so.
    @Test func workersAreReducedToWhatMemoryAffords() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("big.json", """
            { "canvas": { "width": 4096, "height": 4096, "fps": 10, "duration": 0.3 }, "chart": { "type": "donut", "value": 50 } }
            """)
        // Through a shell that forks it: Foundation spawns with vfork semantics,
        // and Linux carries the test process's high-water mark across exec into
        // chartreel's ru_maxrss (a release test process peaks above 400 MB).
        let result = try workspace.shell("\"$CHARTREEL\" render big.json -o big.mp4 -j 256 --json; exit $?")
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["jobs"] as? Int == 1)
        #expect((report["notes"] as? [String])?.contains {
            $0.hasPrefix("-j 256 reduced to 1: each worker needs about 66 MB for 4096x4096 frames")
        } == true, "\(result)")
        // Measured: 118 MB with one worker (the canvas, one frame, bands); three workers (one per frame) took 527 MB.
        let peak = try #require(report["peakMemoryBytes"] as? Int)
        #expect(peak < 400 << 20, "peak \(peak >> 20) MB: \(result)")
    }
}
