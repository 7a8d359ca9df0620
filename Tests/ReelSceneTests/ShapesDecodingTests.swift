import Foundation
import ReelGeometry
import ReelRaster
import Testing

@testable import ReelScene
@testable import ReelCharts

@Suite struct ShapesDecodingTests {
    func scene(_ layers: String, timeline: String = "[]") throws -> Scene {
        let json = """
            { "canvas": { "width": 100, "height": 60, "duration": 2 },
              "chart": { "type": "shapes", "layers": \(layers) },
              "timeline": \(timeline) }
            """
        return try SceneLoader.decode(SourceText(name: "s.json", bytes: Array(json.utf8)))
    }

    func failure(_ layers: String, timeline: String = "[]") -> String {
        do {
            _ = try scene(layers, timeline: timeline)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func tracksDriveLayersByIndexAndID() throws {
        let s = try scene("""
            [ { "id": "ring", "circle": { "center": [50, 30], "radius": 20 }, "stroke": "#000000" },
              { "rect": [0, 0, 10, 10], "fill": "#FF0000" } ]
            """, timeline: """
            [ { "property": "chart.ring.strokeEnd", "from": 0, "to": 1, "duration": 1 },
              { "property": "chart.layers[1].fillColor", "to": "#0000FF", "duration": 2 },
              { "property": "chart.ring.position", "from": [0, 0], "to": [10, 20], "duration": 2 } ]
            """)
        let animation = try #require(s.chart as? ChartAnimation<ShapesChart>)
        let half = animation.chart(at: 0.5)
        #expect(half.layers[0].strokeEnd == 0.5)
        #expect(half.layers[0].position == Point(2.5, 5))
        #expect(animation.chart(at: 2).layers[1].fillColor == Color(r8: 0, g8: 0, b8: 255))
    }

    @Test(arguments: [
        ("[ { \"fill\": \"#000\" } ]", "chart.layers[0]: a layer needs a shape"),
        ("[ { \"rect\": [0, 0, 1, 1], \"circle\": { \"center\": [0, 0], \"radius\": 1 }, \"fill\": \"#000\" } ]", "takes one shape, found rect and circle"),
        ("[ { \"path\": \"M0 0 L10 x\", \"stroke\": \"#000\" } ]", "chart.layers[0].path: invalid SVG path data: expected a number, found 'x' at character 10"),
        ("[ { \"path\": \"0 0 L10 10\", \"stroke\": \"#000\" } ]", "path data must start with a command"),
        ("[ { \"rect\": [0, 0, 1], \"fill\": \"#000\" } ]", "chart.layers[0].rect: expected [x, y, width, height]"),
        ("[ { \"rect\": [0, 0, 1, 1] } ]", "a layer needs a \"fill\", a \"stroke\" or both"),
        ("[ { \"line\": [[0, 0], [1, 1], [2, 2]], \"stroke\": \"#000\" } ]", "a line takes exactly 2 points"),
        ("[ { \"line\": [[0, 0], [1, 1]], \"stroke\": \"#000\", \"lineDashPattern\": [0, 0] } ]", "chart.layers[0].lineDashPattern: a dash pattern needs"),
        ("[ { \"line\": [[0, 0], [1, 1]], \"stroke\": \"#000\", \"lineJoin\": \"sharp\" } ]", "chart.layers[0].lineJoin: \"sharp\" is not allowed"),
        ("[ { \"id\": \"a\", \"rect\": [0, 0, 1, 1], \"fill\": \"#000\" }, { \"id\": \"a\", \"rect\": [0, 0, 1, 1], \"fill\": \"#000\" } ]", "two layers have the id \"a\""),
        ("[ { \"rect\": [0, 0, 1, 1], \"fill\": { \"linearGradient\": { \"colors\": [\"#000\"], \"start\": [0, 0] } } } ]", "chart.layers[0].fill.linearGradient: missing \"end\""),
        ("[ { \"rect\": [0, 0, 1, 1], \"fill\": { \"linearGradient\": { \"colors\": [\"#000\", \"#fff\"], \"locations\": [0], \"start\": [0, 0], \"end\": [1, 0] } } } ]", "expected 2 locations"),
        ("[ { \"text\": { \"string\": \"x\", \"at\": [0, 0] }, \"fill\": \"#000\", \"stroke\": \"#000\" } ]", "a text layer takes a colour as its \"fill\" and no \"stroke\""),
        ("[ { \"text\": { \"string\": \"x\", \"at\": [0, 0], \"align\": \"middle\" }, \"fill\": \"#000\" } ]", "chart.layers[0].text.align: \"middle\" is not allowed"),
    ])
    func badLayersNameThePlace(layers: String, expected: String) {
        let message = failure(layers)
        #expect(message.contains(expected), "\(message)")
    }

    /// Values past the documented limits, and silently odd ones, are errors at their place.
    @Test(arguments: [
        ("{ \"rect\": [1e20, 0, 5, 5], \"fill\": \"red\" }", "chart.layers[0].rect[0]: 1e20 is out of range; expected a coordinate from -1e7 to 1e7"),
        ("{ \"circle\": { \"center\": [5, 5], \"radius\": 1e-300 }, \"fill\": \"red\" }",
         "chart.layers[0].circle.radius: 1e-300 is too small for a radius; expected 0 or at least 1e-6"),
        ("{ \"text\": { \"string\": \"a\", \"at\": [0, -2e7] }, \"fill\": \"red\" }", "chart.layers[0].text.at[1]: -2e7 is out of range"),
        ("{ \"rect\": [0, 0, 5, 5], \"fill\": { \"linearGradient\": { \"colors\": [\"red\", \"blue\", \"green\"], \"locations\": [0, 0.8, 0.5], \"start\": [0, 0], \"end\": [1, 0] } } }",
         "chart.layers[0].fill.linearGradient.locations[2]: location 0.5 is below the one before it (0.8); locations must not decrease"),
        ("{ \"rect\": [0, 0, 5, 5], \"fill\": \"red\", \"position\": [0, 1e8] }", "chart.layers[0].position[1]: 1e8 is out of range"),
    ])
    func limitsAreCheckedWhereTheyAreWritten(layer: String, expected: String) {
        let message = failure("[\(layer)]")
        #expect(message.contains(expected), "\(message)")
    }

    @Test func tracksCannotDriveAPropertyPastItsRange() {
        let message = failure("[{ \"id\": \"a\", \"rect\": [0, 0, 5, 5], \"fill\": \"red\" }]",
                              timeline: "[{ \"property\": \"chart.a.position\", \"to\": [0, 1e20] }]")
        #expect(message.contains("timeline[0].to[1]: 1e20 is out of range; expected a coordinate from -1e7 to 1e7"), "\(message)")
    }

    @Test func unknownLayerPropertyListsTheForms() {
        let message = failure("[ { \"id\": \"ring\", \"rect\": [0, 0, 1, 1], \"fill\": \"#000\" } ]",
                              timeline: "[ { \"property\": \"chart.ring.strokeEdn\", \"to\": 1 } ]")
        #expect(message.contains("did you mean chart.ring.strokeEnd"), "\(message)")
        #expect(message.contains("animatable: chart.{layers[N], ring}.{lineWidth"), "\(message)")
        #expect(message.count <= 300 && !message.contains("\n"), "\(message)")
    }

    @Test func textLayerSitsOnItsAnchorAsAligned() throws {
        let s = try scene("[ { \"text\": { \"string\": \"HH\", \"at\": [50, 30], \"size\": 20, \"align\": \"right\", \"baseline\": \"top\" }, \"fill\": \"#000000\" } ]")
        var renderer = FrameRenderer(scene: s)
        let canvas = try renderer.canvas(at: 0)
        var maxX = 0, minY = Int.max
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.rgba8(x: x, y: y).r < 128 { maxX = max(maxX, x); minY = min(minY, y) }
        }
        #expect(abs(maxX + 1 - 50) <= 1 && abs(minY - 30) <= 1, "ink ends at x \(maxX + 1), starts at y \(minY)")
    }
}
