import Foundation
import Testing

@testable import ReelScene

/// The scene's, canvas's and timeline's keys declared once (`SceneKeys`):
/// a scene that leaves them out gets the declared defaults, the reference
/// writes the same defaults, and bad values are refused at their path.
@Suite struct SceneKeysTests {
    static func scene(canvas: String = "", track: String = "") throws -> Scene {
        let json = """
        { "canvas": { "width": 200, "height": 100\(canvas) },
          "chart": { "type": "donut", "value": 40, "animated": false },
          "timeline": [{ "property": "chart.value", "from": 0, "to": 40\(track) }] }
        """
        return try SceneLoader.decode(SourceText(name: "s.json", bytes: Array(json.utf8)))
    }

    @Test func absentKeysTakeTheDeclaredDefaults() throws {
        let scene = try Self.scene()
        #expect(scene.canvas.fps == SceneKeys.fps.fallback && scene.canvas.fps == 30)
        #expect(scene.canvas.scale == SceneKeys.scale.fallback && scene.canvas.padding == SceneKeys.padding.fallback)
        // The one track: 0.25 s from 0, once, at speed 1, so the chart settles at 0.25 s.
        #expect(scene.chart.timelineEnd == TimelineDecoding.defaultDuration)
    }

    @Test func theReferenceWritesTheDeclaredDefaults() {
        let rows = SceneSheets.timelineEntry.rows
        #expect(rows.first { $0.key == "speed" }?.defaultText == "`1`")
        #expect(rows.first { $0.key == "repeatCount" }?.defaultText == "`0` (once)")
        #expect(rows.first { $0.key == "duration" }?.defaultText == "`0.25` (a spring: until it settles)")
        #expect(SceneSheets.canvas.rows.first { $0.key == "fps" }?.defaultText == "`30`")
    }

    @Test func badValuesAreRefusedAtTheirPath() {
        func message(_ canvas: String = "", track: String = "") -> String {
            do { _ = try Self.scene(canvas: canvas, track: track); return "" } catch { return "\(error)" }
        }
        #expect(message(track: #", "speed": 200"#).contains("timeline[0].speed: 200 is out of range"))
        #expect(message(track: #", "repeatCount": "forever""#).contains(#"timeline[0].repeatCount: expected a number of repeats or "inf", found "forever""#))
        #expect(message(#", "padding": 60"#).contains("canvas.padding: 60 is out of range"))
        #expect(message(#", "fps": 0"#).contains("canvas.fps: 0 is out of range"))
    }
}
