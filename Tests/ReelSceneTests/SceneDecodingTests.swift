import ReelGeometry
import Testing

@testable import ReelScene
@testable import ReelCharts

@Suite struct SceneDecodingTests {
    static let valid = """
        {
          "canvas": { "width": 200, "height": 100, "fps": 30, "background": "#F3F3F3" },
          "chart": { "type": "donut", "value": 40, "tintColor": "systemBlue" },
          "timeline": [
            { "property": "chart.strokeEnd", "from": 0, "to": 1, "begin": 0.5, "duration": 1, "curve": "easeInEaseOut" }
          ]
        }
        """

    func decode(_ json: String) throws -> Scene {
        try SceneLoader.decode(SourceText(name: "scene.json", bytes: Array(json.utf8)))
    }

    /// The error message for `json`, which must fail to decode.
    func failure(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "decoded without error"
        } catch {
            return String(describing: error)
        }
    }

    func donut(_ scene: Scene, at t: Double) throws -> DonutChart {
        let animation = try #require(scene.chart as? ChartAnimation<DonutChart>)
        return animation.chart(at: t)
    }

    @Test func decodesCanvasAndDefaults() throws {
        let scene = try decode(Self.valid)
        #expect(scene.canvas.width == 200 && scene.canvas.height == 100 && scene.canvas.fps == 30)
        #expect(scene.canvas.background == Color(r8: 0xF3, g8: 0xF3, b8: 0xF3))
        #expect(scene.canvas.scale == 1)
        // No duration given: the timeline's end (1.5 s) plus the default hold.
        #expect(scene.canvas.duration == 1.5 + SceneLoader.defaultHold)
        #expect(scene.frameCount(fps: 30) == 75)
    }

    @Test func trackDrivesTheProperty() throws {
        let scene = try decode(Self.valid)
        #expect(try donut(scene, at: 0).strokeEnd == 0)  // filled backwards before begin
        #expect(try donut(scene, at: 0.5).strokeEnd == 0)
        #expect(abs(try donut(scene, at: 1.0).strokeEnd - 0.5) < 1e-9)  // easeInEaseOut midpoint
        #expect(try donut(scene, at: 1.5).strokeEnd == 1)
        #expect(try donut(scene, at: 9).strokeEnd == 1)
        #expect(try donut(scene, at: 1.0).tintColor == Color.named["systemBlue"])
    }

    @Test func donutRevealsItselfWhenTheTimelineIsEmpty() throws {
        let scene = try decode("""
            { "canvas": { "width": 100, "height": 100 }, "chart": { "type": "donut", "value": 50, "animationDuration": 2 } }
            """)
        #expect(try donut(scene, at: 0).strokeEnd == 0)
        #expect(abs(try donut(scene, at: 1).strokeEnd - 0.5) < 1e-9)
        #expect(try donut(scene, at: 2).strokeEnd == 1)
        #expect(scene.canvas.duration == 3)
    }

    @Test func missingFromIsTheChartsOwnValue() throws {
        let scene = try decode("""
            { "canvas": { "width": 100, "height": 100 }, "chart": { "type": "donut", "value": 80, "animated": false },
              "timeline": [ { "property": "chart.value", "from": 20, "duration": 1 } ] }
            """)
        #expect(try donut(scene, at: 0).value == 20)
        #expect(try donut(scene, at: 0.5).value == 50)
        #expect(try donut(scene, at: 1).value == 80)
        #expect(try donut(scene, at: 0.5).strokeEnd == 1)
    }

    @Test func malformedJSONNamesLineAndColumn() {
        let message = failure("{\n  \"canvas\": {\n    \"width\": 10,\n  }\n}")
        #expect(message.hasPrefix("scene.json:4:3: malformed JSON"), "\(message)")
    }

    @Test(arguments: [
        ("\"tintColor\": \"orang\"", "chart.tintColor", "did you mean orange"),
        ("\"tintColour\": \"red\"", "chart.tintColour", "did you mean tintColor"),
        ("\"value\": \"ten\"", "chart.value", "expected a number"),
        ("\"barWidth\": -3", "chart.barWidth", "out of range"),
        ("\"strokeEnd\": 2", "chart.strokeEnd", "from 0 to 1"),
    ])
    func badChartValuesNameTheirPath(member: String, path: String, hint: String) {
        let json = Self.valid.replacingOccurrences(of: "\"value\": 40, \"tintColor\": \"systemBlue\"", with: member)
        let message = failure(json)
        #expect(message.contains("scene.json:3:"), "\(message)")
        #expect(message.contains(path + ":"), "\(message)")
        #expect(message.contains(hint), "\(message)")
    }

    @Test func badCanvasAndTimelineValuesNameTheirPath() {
        #expect(failure(Self.valid.replacingOccurrences(of: "\"fps\": 30", with: "\"fps\": 500"))
            .contains("canvas.fps: 500 is out of range; expected a whole number from 1 to 120"))
        #expect(failure(Self.valid.replacingOccurrences(of: "\"fps\": 30", with: "\"fps\": 29.97"))
            .contains("canvas.fps: expected a whole number"))
        #expect(failure(Self.valid.replacingOccurrences(of: "easeInEaseOut", with: "easeInOutt"))
            .contains("timeline[0].curve: unknown curve \"easeInOutt\" (did you mean easeInOut"))
        #expect(failure(Self.valid.replacingOccurrences(of: "easeInEaseOut", with: "easeInOutQuadd"))
            .contains("(did you mean easeInOutQuad"))
        #expect(failure(Self.valid.replacingOccurrences(of: "chart.strokeEnd", with: "chart.strokeEdn"))
            .contains("timeline[0].property: \"chart.strokeEdn\" cannot be animated on a donut chart (did you mean chart.strokeEnd?)"))
        #expect(failure(Self.valid.replacingOccurrences(of: "\"donut\"", with: "\"donat\""))
            .contains("chart.type: unknown chart type \"donat\" (did you mean donut?)"))
        #expect(failure(Self.valid.replacingOccurrences(of: "\"from\": 0, \"to\": 1, ", with: ""))
            .contains("timeline[0]: a track needs \"from\", \"to\" or both"))
        #expect(failure(Self.valid.replacingOccurrences(of: "\"from\": 0", with: "\"from\": \"zero\""))
            .contains("timeline[0].from: expected a number"))
        #expect(failure("{ \"chart\": { \"type\": \"donut\" } }").contains("missing \"canvas\""))
        #expect(failure("[1, 2]").contains("expected an object, found an array"))
    }

    @Test func overridesReplaceSceneValues() throws {
        let scene = try decode(Self.valid).applying(SceneOverrides(fps: 12, duration: 4, size: Size(50, 60)))
        #expect(try decode(Self.valid).applying(SceneOverrides(scale: 3)).canvas.pixelWidth == 600)
        #expect(throws: SceneError.self) { try decode(Self.valid).applying(SceneOverrides(size: Size(4000, 10), scale: 8)) }
        #expect(scene.canvas.fps == 12 && scene.canvas.duration == 4)
        #expect(scene.canvas.pixelWidth == 50 && scene.canvas.pixelHeight == 60)
        #expect(scene.frameCount(fps: 12) == 48)
    }

    @Test func infoReportsGIFFrameRateCap() throws {
        let scene = try decode(Self.valid.replacingOccurrences(of: "\"fps\": 30", with: "\"fps\": 60, \"duration\": 2"))
        let info = Reel.info(scene)
        #expect(info.frameCount == 120 && info.gifFPS == 50 && info.gifFrameCount == 100)
    }
}
