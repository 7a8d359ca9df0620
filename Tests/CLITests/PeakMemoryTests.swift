import Foundation
import TestSupport
import Testing

/// What a 4K canvas adds to chartreel's own peak memory (`peakMemoryBytes`
/// of `render --json`: its resident high-water mark since exec, ffmpeg
/// excluded), whatever the scene fills: the canvas (33 MB), which is also
/// the frame (its yuv420p planes written over it, the chroma held aside
/// meanwhile: 4.1 MB), a coverage mask and an opacity layer of 2 MB each. A mask or layer the size of the plot would add 30 MB
/// more. Measured as the difference from the same scene at its own small
/// size, so the runtime and libraries (about 34 MB in the static build `make
/// bench` measures, more as shared libraries in the test build) cancel out;
/// the bench's 4K row holds the whole figure under 100 MB.
@Suite struct PeakMemoryTests {
    /// The parts named above (the mask and the layer 2 MB each) and 2 MB
    /// for the rest (a larger text cache, page rounding): 43.6 MB, where a
    /// plot-sized mask or layer would make it 72, and a frame of the
    /// window beside the canvas 52.
    static let limit = 3840 * 2160 * 4 + (3840 * 2160 / 2 + 2 * 3840) + 2 * (2 << 20) + (2 << 20)

    func peak(_ arguments: [String], as format: String = "mp4", in workspace: Workspace) throws -> (bytes: Int, width: Int) {
        let result = try workspace.chartreel(["render"] + arguments + ["-o", "x.\(format)", "--json", "--quiet"])
        #expect(result.status == 0, "\(result)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        return (try #require(json["peakMemoryBytes"] as? Int, "\(json)"), json["width"] as? Int ?? 0)
    }

    /// The Telegram chart's plot-sized line fills and fading axes, and the
    /// percentage area's stacked fills across the whole plot, each over a
    /// stretch of its animation.
    @Test(arguments: [("telegram-followers", "8", "2.5"), ("contest-percentage-area", "4", "2.5")])
    func a4KCanvasAddsItsFrameNotItsFills(preset: String, fps: String, duration: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = repositoryRoot.appendingPathComponent("Presets/\(preset).json").path
        // One worker at both sizes (4K affords one): the difference is then
        // what the size adds, not what a second worker holds at the small one.
        let common = [scene, "--fps", fps, "--duration", duration, "--jobs", "1"]
        let small = try peak(common + ["--scale", "1"], in: workspace)
        let large = try peak(common + ["--size", "1920x1080", "--scale", "2"], in: workspace)
        #expect(large.width == 3840)
        #expect(large.bytes - small.bytes < Self.limit,
                "\(preset): \(large.bytes) bytes at 4K, \(small.bytes) at \(small.width) px wide")
    }

    /// A 100,000-point line revealed at 4K holds under 16 MB more than the
    /// same line of 500 points: its data, placement, path, flattening and
    /// envelope, with its column coverage kept as partial rows and counts.
    /// It held 24 MB more when such a line, reduced to pixel columns, fell
    /// below the envelope's density and was stroked as a self-overlapping
    /// outline every frame, and its coverage outgrew the budget in trying.
    @Test func a4KDenseLineHoldsItsPointsNotItsHeight() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var generator = SplitMix64(seed: 1)
        var text = "x,walk\n", y = 30.0
        for i in 0..<100_000 {
            let step = Double(generator.next() >> 11) / Double(1 << 53) * 2 - 1
            y = min(max(y + step + (30 - y) * 0.002, 2), 58)
            text += "\(i),\(y)\n"
        }
        try Data(text.utf8).write(to: workspace.file("dense.csv"))
        try Data(text.split(separator: "\n").prefix(501).joined(separator: "\n").utf8).write(to: workspace.file("sparse.csv"))
        for name in ["dense", "sparse"] {
            let scene = """
                { "canvas": { "width": 480, "height": 270, "fps": 10, "duration": 1, "scale": 8 },
                  "chart": { "type": "line", "data": { "csv": "\(name).csv" },
                    "series": [{ "id": "walk", "width": 1, "gradient": { "horizontal": ["#FDA408", "#FB252D"] } }],
                    "yAxis": { "range": [0, 60] }, "lineCap": "round", "lineJoin": "round" },
                  "timeline": [{ "property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 1 }] }
                """
            try Data(scene.utf8).write(to: workspace.file("\(name).json"))
        }
        let dense = try peak([workspace.file("dense.json").path, "--jobs", "1"], in: workspace)
        let sparse = try peak([workspace.file("sparse.json").path, "--jobs", "1"], in: workspace)
        #expect(dense.width == 3840)
        #expect(dense.bytes - sparse.bytes < 16 << 20, "\(dense.bytes) bytes with 100,000 points, \(sparse.bytes) with 500")
    }

    /// A GIF at 4K adds under 5 bytes a pixel of its canvas: its first pass
    /// one canvas of 4 (the frame for the palette is the canvas itself, the
    /// stored previous frame a few tokens a row), its second three frames of
    /// indices and one frame's job of about 1 each. It added 12 bytes a
    /// pixel in the first pass alone (a frame for the palette and the
    /// store's copy of the previous frame besides the canvas), and more in
    /// the second. Three frames, so the test takes seconds.
    @Test func a4KGIFAddsUnderFiveBytesAPixel() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = repositoryRoot.appendingPathComponent("Presets/telegram-followers.json").path
        let common = [scene, "--fps", "10", "--duration", "0.3"]
        let small = try peak(common + ["--scale", "1"], as: "gif", in: workspace)
        let large = try peak(common + ["--size", "1920x1080", "--scale", "2"], as: "gif", in: workspace)
        #expect(large.width == 3840)
        let limit = 5 * 3840 * 2160
        #expect(large.bytes - small.bytes < limit, "\(large.bytes) bytes at 4K, \(small.bytes) at \(small.width) px wide")
    }
}
