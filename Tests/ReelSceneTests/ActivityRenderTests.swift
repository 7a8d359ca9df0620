import Foundation
import ReelGeometry
import ReelRaster
import Testing

@testable import ReelScene
@testable import ReelCharts

/// The activity chart as drawn: the right-to-left chart is the exact mirror
/// of the left-to-right one, the now marker and the labels are whole at
/// both ends of the day, and the presets keep their look.
@Suite struct ActivityRenderTests {
    /// With text left out, the seed's right-to-left chart (intervals at
    /// `[-end, -start]`, the marker at `-now`, reversed gradients, the
    /// mirrored scroll and legend) is the left-to-right one mirrored, through
    /// the grow-in, the scroll, the marker and the night palette.
    @Test(arguments: [0.9, 2.0, 3.5, 6.2])
    func rightToLeftIsTheExactMirror(at seconds: Double) throws {
        let ltr = try MirrorFrames.canvas(MirrorFrames.scene("device-activity", MirrorFrames.set("direction", "ltr")), at: seconds, text: false)
        let rtl = try MirrorFrames.canvas(MirrorFrames.scene("device-activity", MirrorFrames.set("direction", "rtl")), at: seconds, text: false)
        let worst = MirrorFrames.mirrorDifference(ltr, rtl)
        #expect(worst <= 1, "at \(seconds) s the mirrored frames differ by up to \(worst) of 255")
        let shifted = try MirrorFrames.canvas(MirrorFrames.scene("device-activity", { MirrorFrames.set("direction", "rtl")(&$0); MirrorFrames.set("windowStart", "6:51")(&$0) }),
                                      at: 0, text: false)
        let still = try MirrorFrames.canvas(MirrorFrames.scene("device-activity", MirrorFrames.set("direction", "ltr")), at: 0, text: false)
        #expect(MirrorFrames.mirrorDifference(still, shifted) > 16, "a minute's scroll must show")
    }

    /// The ink of the chart's darkness (white is 0), in 1/255ths.
    static func ink(_ canvas: Canvas, columns: Range<Int>? = nil) -> Int {
        var total = 0
        for y in 0..<canvas.height {
            for x in columns ?? 0..<canvas.width { total += 255 - canvas.rgba8(x: x, y: y).r }
        }
        return total
    }

    /// A marker alone (no intervals, an invisible grid, no labels): as much
    /// of it shows with now at 0:00 or 24:00, the window at that end of the
    /// day, as in the middle of a window, both ways.
    @Test(arguments: ["ltr", "rtl"])
    func markerIsWholeAtBothEnds(_ direction: String) throws {
        func marker(now: Double, window: Double) throws -> Int {
            let scene = try MirrorFrames.scene("device-activity") { object in
                object["timeline"] = []
                for (key, value) in [("direction", direction), ("now", now), ("windowStart", window), ("intervals", []),
                                     ("markerOpacity", 1), ("day", ["grid": "#FFFFFF00"]), ("labelStep", 1440)] as [(String, Any)] {
                    MirrorFrames.set(key, value)(&object)
                }
                object["chart"] = (object["chart"] as? [String: Any])?.filter { $0.key != "scrollToNow" }
            }
            return Self.ink(try MirrorFrames.canvas(scene, at: 0, text: false))
        }
        let middle = try marker(now: 720, window: 660)
        #expect(middle > 1000)
        for (now, window) in [(0.0, 0.0), (1440.0, 1320.0)] {
            let end = try marker(now: now, window: window)
            #expect(abs(Double(end - middle)) <= 0.01 * Double(middle), "now \(now): ink \(end) against \(middle) mid-window")
        }
    }

    /// At either end of the day the outermost labels (`0:00`, `24:00`, in
    /// Arabic-Indic digits right to left) are drawn whole: ink near the
    /// edge, none in the edge columns.
    @Test(arguments: [("en_US", "ltr"), ("ar_EG", "rtl")])
    func labelsAtTheDaysEndsAreWhole(_ locale: String, _ direction: String) throws {
        for window in [0.0, 1320.0] {
            let scene = try MirrorFrames.scene("device-activity") { object in
                object["timeline"] = []
                object["locale"] = locale
                for (key, value) in [("direction", direction), ("windowStart", window), ("intervals", []),
                                     ("day", ["grid": "#FFFFFF00"]), ("labelSize", 10)] as [(String, Any)] {
                    MirrorFrames.set(key, value)(&object)
                }
                object["chart"] = (object["chart"] as? [String: Any])?.filter { !["scrollToNow", "now"].contains($0.key) }
            }
            let canvas = try MirrorFrames.canvas(scene, at: 0, text: true)
            let edges = Self.ink(canvas, columns: 0..<1) + Self.ink(canvas, columns: canvas.width - 1..<canvas.width)
            #expect(edges == 0, "\(locale) window at \(window): ink \(edges) in the edge columns")
            let startsLeft = (window == 0) == (direction == "ltr")
            let near = startsLeft ? 0..<24 : canvas.width - 24..<canvas.width
            #expect(Self.ink(canvas, columns: near) > 500, "\(locale) window at \(window): no label near the day's end")
        }
    }
}
