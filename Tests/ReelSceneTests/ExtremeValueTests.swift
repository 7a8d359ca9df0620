import Foundation
import ReelRaster
import ReelText
import Testing

@testable import ReelScene

/// Values at the edges of what decoding accepts, and tracks that drive them
/// far past it through overshooting curves, draw (or are refused) without
/// a trap: layout converts with `Int(saturating:)`, the rasteriser pulls far
/// points in, ticks are bounded.
@Suite struct ExtremeValueTests {
    static let canvas = "\"canvas\": { \"width\": 120, \"height\": 80, \"duration\": 1, \"fps\": 4 }"
    /// A curve whose value reaches about ±1e300 between its ends.
    static let wild = "cubicBezier(0.5, 1e300, 0.5, -1e300)"

    static let scenes: [String] = [
        // Layers at the coordinate limits, moved and scaled far beyond them by the curve.
        """
        { \(canvas), "chart": { "type": "shapes", "layers": [
          { "id": "a", "rect": [-1e7, -1e7, 1e7, 1e7], "fill": "red", "stroke": "blue", "lineWidth": 10000, "lineDashPattern": [1, 2] },
          { "id": "b", "circle": { "center": [1e7, -1e7], "radius": 1e7 }, "stroke": "green", "lineWidth": 3 },
          { "id": "c", "arc": { "center": [60, 40], "radius": 0.000001, "startAngle": 0, "endAngle": 36000 }, "stroke": "black", "lineCap": "round" },
          { "id": "t", "text": { "string": "Hi 📈", "at": [1e7, 1e7] }, "fill": "black" } ] },
          "timeline": [
            { "property": "chart.a.position", "to": [1e7, -1e7], "curve": "\(wild)", "duration": 1 },
            { "property": "chart.b.scale", "to": 1000, "curve": "\(wild)", "duration": 1 },
            { "property": "chart.t.position", "to": [-1e7, 1e7], "curve": "\(wild)", "duration": 1 },
            { "property": "chart.c.rotation", "to": 36000, "curve": "\(wild)", "duration": 1 } ] }
        """,
        // Data and explicit ranges at the data limit, a window animated wildly.
        """
        { \(canvas), "chart": { "type": "line", "series": [ { "y": [-1e300, 1e300, 0, 1e300] } ], "dots": "all", "showValues": true,
          "yAxis": { "range": [-1e300, 1e300] }, "xAxis": { "ticks": { "step": 0.5 } } },
          "timeline": [ { "property": "chart.xRange", "to": [-1e300, 1e300], "curve": "\(wild)", "duration": 1 },
                        { "property": "chart.popup.x", "to": 1e300, "curve": "\(wild)", "duration": 1 } ] }
        """,
        // A donut driven to absurd values.
        """
        { \(canvas), "chart": { "type": "donut", "value": 1e300, "maxValue": -1e300, "label": {} },
          "timeline": [ { "property": "chart.barWidth", "to": 4096, "curve": "\(wild)", "duration": 1 } ] }
        """,
    ]

    @Test(arguments: scenes.indices)
    func drawsEveryFrameWithoutATrap(index: Int) throws {
        let scene = try SceneLoader.decode(SourceText(name: "extreme\(index).json", bytes: Array(Self.scenes[index].utf8)))
        var renderer = FrameRenderer(scene: scene)
        let start = Date()
        for t in [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] {
            let canvas = try renderer.canvas(at: t)
            #expect(canvas.width == 120 && canvas.height == 80)
            _ = try renderer.svg(at: t)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }
}

/// Text scaled far past the frame is refused in one line instead of
/// rendering gigabytes of glyph mask.
@Suite struct HugeTextTests {
    // Sizes within the canvas (larger ones are refused when the scene is read), scaled up by the layer.
    @Test(arguments: [(200.0, 1000.0), (200.0, 8.0)])
    func hugeTextIsAnErrorNotAnAllocation(size: Double, layerScale: Double) throws {
        let json = """
            { "canvas": { "width": 200, "height": 100, "scale": 8 }, "chart": { "type": "shapes", "layers": [
              { "text": { "string": "Hello world, this is big", "at": [10, 50], "size": \(size) }, "fill": "black", "scale": \(layerScale) } ] } }
            """
        let scene = try SceneLoader.decode(SourceText(name: "t.json", bytes: Array(json.utf8)))
        var renderer = FrameRenderer(scene: scene)
        let error = try #require(throws: TextError.self) { try renderer.canvas(at: 0) }
        #expect("\(error)".contains("too large to draw"), "\(error)")
    }
}
