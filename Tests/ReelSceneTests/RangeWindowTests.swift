import ReelScene
import Foundation
import ReelRaster
import Testing

/// Range windows on real pixels: no ink outside the plot while a window cuts
/// the lines, and frames that are pure functions of time.
@Suite struct RangeWindowTests {
    static func scene(_ json: String) throws -> Scene {
        try SceneLoader.decode(SourceText(name: "scene.json", bytes: Array(json.utf8)))
    }

    /// Pixels (x, y) where the canvas is not the background.
    static func ink(_ canvas: Canvas, background: (r: Int, g: Int, b: Int) = (255, 255, 255)) -> [(x: Int, y: Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.rgba8(x: x, y: y)
                if abs(p.r - background.r) > 2 || abs(p.g - background.g) > 2 || abs(p.b - background.b) > 2 {
                    result.append((x, y))
                }
            }
        }
        return result
    }

    /// A line chart whose plot is 30...190 x 20...100 (insets), with an x
    /// window through the middle of the data and a y range below its peaks;
    /// everything but the series is switched off, so all ink is series ink.
    static let cutLine = """
        {
          "canvas": { "width": 200, "height": 120, "background": "#FFFFFF", "duration": 2 },
          "chart": {
            "type": "line",
            "x": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            "series": [
              { "id": "a", "y": [5, 40, 2, 38, 0, 45, 3, 50, -10, 35, 8], "color": "#FF0000", "width": 4, "area": true },
              { "id": "b", "y": [30, -20, 25, 60, 10, 28, -5, 33, 12, 48, 1], "color": "#0000FF", "width": 3 }
            ],
            "insets": [20, 30, 20, 10],
            "xAxis": { "range": [1.5, 8.5], "labels": false, "grid": false },
            "yAxis": { "range": [0, 30], "labels": false, "grid": false },
            "dots": "all", "dotRadius": 4, "showValues": true
          },
          "timeline": [ { "property": "chart.xRange", "from": [1.5, 8.5], "to": [0.5, 4.2], "duration": 2 } ]
        }
        """

    @Test(arguments: [0.0, 0.7, 1.3, 2.0])
    func lineWindowLeavesNoInkOutsideThePlot(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try Self.scene(Self.cutLine))
        let ink = Self.ink(try renderer.canvas(at: seconds))
        // Pixel column i covers [i, i+1): outside the plot when it ends at or before 30 or starts at or after 190.
        let outside = ink.filter { $0.x + 1 <= 30 || $0.x >= 190 || $0.y + 1 <= 20 || $0.y >= 100 }
        #expect(outside.count == 0, "ink outside the plot at \(seconds) s: \(outside.prefix(8))")
        // The lines do reach every edge they are cut at: the test sees the cut.
        #expect(ink.contains { $0.x == 30 } && ink.contains { $0.x == 189 })
        #expect(ink.contains { $0.y == 20 } && ink.contains { $0.y == 99 })
    }

    /// The contest chart with everything but the lines made invisible (the
    /// palette's grid, labels and frame are the background); the window cuts
    /// through both lines at every moment of its slide.
    static let cutTelegram = """
        {
          "canvas": { "width": 300, "height": 240, "duration": 3 },
          "chart": {
            "type": "telegram",
            "data": { "columns": [
                ["x", 1520899200000, 1520985600000, 1521072000000, 1521158400000, 1521244800000, 1521331200000, 1521417600000, 1521504000000],
                ["y0", 10, 80, 5, 90, 20, 70, 0, 100],
                ["y1", 60, 0, 50, 10, 95, 5, 40, 30]
              ], "types": { "x": "x", "y0": "line", "y1": "line" }, "colors": { "y0": "#FF0000", "y1": "#0000FF" } },
            "window": [0.1, 0.6],
            "miniMap": false, "toggles": false, "lineWidth": 4,
            "day": { "grid": "#FFFFFF", "label": "#FFFFFF00", "text": "#FFFFFF00" }
          },
          "timeline": [ { "property": "chart.window", "from": [0.1, 0.6], "to": [0.45, 0.93], "duration": 3 } ]
        }
        """

    @Test(arguments: [0.0, 0.5, 1.1, 2.2, 3.0])
    func telegramWindowCutsLinesAtThePlotSides(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try Self.scene(Self.cutTelegram))
        let ink = Self.ink(try renderer.canvas(at: seconds))
        // The plot spans the chart's width less 16 pt each side: 16...284.
        let outside = ink.filter { $0.x + 1 <= 16 || $0.x >= 284 }
        #expect(outside.count == 0, "ink beside the plot at \(seconds) s: \(outside.prefix(8))")
        #expect(ink.contains { $0.x == 16 } && ink.contains { $0.x == 283 })
        // The y axis fits the window: the lines use the plot's height without leaving it.
        let rows = ink.map(\.y)
        #expect((rows.max() ?? 0) - (rows.min() ?? 0) > 100)
    }

    /// The follow rule is pure: a frame rendered alone, after others out of
    /// order, and inside a sequence, is byte for byte the same.
    @Test func framesAreIndependentOfOrder() throws {
        let scene = try GoldenFrames.preset("telegram-followers").applying(SceneOverrides(scale: 1))
        let times = (0..<42).map { 5.8 + Double($0) / 30 }
        let probe = times[18]  // 6.4 s: y re-fitting while "Left" fades out
        var alone = FrameRenderer(scene: scene)
        let expected = try alone.canvas(at: probe).rgbaBytes()

        var sequence = FrameRenderer(scene: scene)
        var inSequence: [UInt8]?
        for t in times {
            let canvas = try sequence.canvas(at: t)
            if t == probe { inSequence = canvas.rgbaBytes() }
        }
        let sequenceProbe = try sequence.canvas(at: probe).rgbaBytes()

        var shuffled = FrameRenderer(scene: scene)
        for t in times.reversed() { _ = try shuffled.canvas(at: t) }
        _ = try shuffled.canvas(at: 12.0)
        let afterOthers = try shuffled.canvas(at: probe).rgbaBytes()

        #expect(afterOthers == expected)
        #expect(sequenceProbe == expected)
        #expect(inSequence == expected)
        // And the frame is one of a moving axis: the next frame differs.
        #expect(try alone.canvas(at: probe + 1.0 / 30).rgbaBytes() != expected)
    }
}
