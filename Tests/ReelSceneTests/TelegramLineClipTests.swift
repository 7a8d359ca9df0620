import Foundation
import Testing

@testable import ReelScene

/// A telegram line is cut half its width above and below the plot.
@Suite struct TelegramLineClipTests {
    /// The window starts just after a steep rise from 0 to 1 000: the range
    /// holds the line where it crosses the window's start (900), but the
    /// rise's stroke reaches into the plot below that, its slope times half
    /// its width. It stops half the width below the plot, off the x labels.
    @Test func aSteepSegmentAtTheWindowsEndStaysOffTheXLabels() throws {
        let json = #"""
        { "canvas": { "width": 300, "height": 400, "fps": 30, "duration": 1 },
          "chart": { "type": "telegram", "window": [0.1, 1],
            "data": { "columns": [["x", 0, 86400000, 172800000, 259200000, 345600000, 432000000, 518400000, 604800000, 691200000, 777600000],
                                  ["y0", 0, 1000, 920, 950, 1000, 980, 990, 1000, 970, 1000]],
                      "types": { "x": "x", "y0": "line" } } } }
        """#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("line-clip-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let layout = FrameRenderer(scene: try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))).layout(at: 0.5)
        let plot = try #require(layout.plots.first)
        let line = try #require(layout.items.first { $0.id == "series/y0/line" }?.bounds)
        #expect(line.maxY > plot.maxY + 0.5, "the stroke reaches below the plot: \(line) in \(plot)")
        #expect(line.maxY <= plot.maxY + 1 + 1e-6, "\(line) in \(plot)")
        #expect(LayoutProperties.inkOutsidePlot(in: layout).isEmpty)
    }
}
