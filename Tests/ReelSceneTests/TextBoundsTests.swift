import ReelScene
import Foundation
import ReelRaster
import TestSupport
import Testing

/// Text is bounded by what the canvas can show: a size larger than the
/// canvas is refused where it is written, and a text too long for one mask
/// is drawn where the canvas shows it, so what validates renders.
@Suite struct TextBoundsTests {
    static func problems(_ json: String) -> [SceneError] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-bounds-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: folder) }
        FileManager.default.createFile(atPath: folder.path, contents: Data(json.utf8))
        return SceneLoader.problems(contentsOf: folder)
    }

    /// The activity preset (375 x 120 pt) with `labelSize` 1000 took 1.69 GB
    /// and 45 s a frame; it is refused at the key, with the largest size.
    @Test func aLabelLargerThanTheCanvasIsRefusedAtItsKey() throws {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/device-activity.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var chart = try #require(object["chart"] as? [String: Any])
        chart["labelSize"] = 1000
        object["chart"] = chart
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        var problems: [SceneError] = []
        let seconds = ThreadCPUTime.seconds(runs: 1) { problems = Self.problems(json) }
        #expect(seconds < 1, "\(seconds) s of processor time")
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.path == "chart.labelSize")
        #expect(problems.first?.message == "a text size of 1000 is larger than the canvas can show; at most 375 (the canvas's larger side, in points)")
        chart["labelSize"] = 375
        object["chart"] = chart
        #expect(Self.problems(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)).isEmpty)
    }

    @Test func aShapesTextLargerThanTheCanvasIsRefusedAtItsKey() {
        let json = """
            { "canvas": { "width": 200, "height": 100 }, "chart": { "type": "shapes", "layers": [
              { "text": { "string": "Hi", "at": [10, 50], "size": 201 }, "fill": "black" } ] } }
            """
        let problems = Self.problems(json)
        #expect(problems.map(\.path) == ["chart.layers[0].text.size"], "\(problems)")
        #expect(problems.first?.message.contains("at most 200") == true)
    }

    /// 10,000 characters at size 14 (the longest text, in an ordinary size)
    /// validated but failed to render ("a text run of 82815x10 pixels is
    /// too large to draw"); at the largest scale it renders too, clipped to the canvas.
    @Test(arguments: [1.0, 8.0])
    func theLongestTextValidatesAndRenders(scale: Double) throws {
        let json = """
            { "canvas": { "width": 400, "height": 60, "scale": \(scale), "background": "#FFFFFF" },
              "chart": { "type": "shapes", "layers": [
              { "text": { "string": "\(String(repeating: "W", count: 10_000))", "at": [10, 40], "size": 14 }, "fill": "black" } ] } }
            """
        #expect(Self.problems(json).isEmpty)
        let scene = try SceneLoader.decode(SourceText(name: "t.json", bytes: Array(json.utf8)))
        var renderer = FrameRenderer(scene: scene)
        let canvas = try renderer.canvas(at: 0)
        // Ink along the baseline from the anchor to the right edge, none above the text.
        let row = Int(36 * scale)
        func dark(_ x: Int, _ y: Int) -> Bool { canvas.rgba8(x: x, y: y).r < 160 }
        let inked = (Int(10 * scale)..<canvas.width).filter { dark($0, row) }
        #expect(inked.count > canvas.width / 8, "ink across the row: \(inked.count)")
        #expect(inked.contains { $0 >= canvas.width - Int(20 * scale) }, "ink reaches the right edge")
        #expect(!(0..<canvas.width).contains { dark($0, Int(10 * scale)) }, "nothing above the text")
    }
}
