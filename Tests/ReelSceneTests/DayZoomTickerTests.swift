import Foundation
import ReelGeometry
import Testing
import TestSupport

@testable import ReelScene
@testable import ReelCharts

/// The zoom's detail ticker on calendar times, one mini map while the
/// overview and the detail cross-fade, and the zoom right to left, on the
/// contest's real file layout (scripts/contest-layout-data.py): `4/` is a
/// bar overview whose day files are three 5-minute line series.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct DayZoomTickerTests {
    static let folder: URL? = try? ContestLayoutDataTests.generate()

    /// A zoom into 2018-12-10 of `chart`'s overview; `chart` and `zoom` add keys to their sections.
    static func scene(_ data: String, chart: String = "", zoom: String = "", timeline: String = "[]") throws -> Scene {
        let folder = try #require(Self.folder)
        let url = folder.appendingPathComponent("ticker-\(UUID().uuidString).json")
        try """
            { "canvas": { "width": 400, "height": 520, "fps": 30, "duration": 6 },
              "chart": { "type": "telegram", "data": { "telegram": "\(data)" }, "window": [0.75, 1]\(chart),
                         "zoom": { "day": "2018-12-10"\(zoom) } },
              "timeline": \(timeline) }
            """.write(to: url, atomically: true, encoding: .utf8)
        return try SceneLoader.load(contentsOf: url)
    }

    /// Every `every`-th frame's layout, with its time.
    static func frames(_ scene: Scene, every: Int = 1) -> [(Double, FrameLayout)] {
        // Prepared as a render prepares it: the axes follow from their tables.
        let renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        return stride(from: 0, through: Int(scene.canvas.duration * Double(scene.canvas.fps)), by: every).map { i in
            let t = Double(i) / Double(scene.canvas.fps)
            return (t, renderer.layout(at: t))
        }
    }

    /// Why the detail's visible hour labels (the data's pinned ends aside)
    /// are not the multiples of one calendar step from midnight (UTC), or nil.
    static func offCalendar(_ layout: FrameLayout, ends: Set<Double>) -> String? {
        let values = layout.items.filter { $0.id.hasPrefix("detail/x-label/") && $0.opacity > 0 }
            .compactMap(\.value).filter { !ends.contains($0) }.sorted()
        guard values.count > 1 else { return nil }
        let step = zip(values, values.dropFirst()).map { $1 - $0 }.min() ?? 0
        let calendar = TimeScale.calendarSteps.contains(step) || step.truncatingRemainder(dividingBy: 86_400) == 0
        guard calendar, values.allSatisfy({ $0.truncatingRemainder(dividingBy: step) == 0 }) else {
            return "labels \(values.map { String(format: "%02d:%02d", Int($0) % 86_400 / 3600, Int($0) % 3600 / 60) }) step \(step) s"
        }
        return nil
    }

    /// Zoomed in on 5-minute data, the window sliding over the day and then
    /// narrowing to a few hours: the hour labels are on calendar steps
    /// (00:00, 04:00, 08:00; then half or quarter hours), never 05:20, and
    /// while the window only slides a label well inside the plot keeps its
    /// opacity from frame to frame.
    @Test func hourLabelsStepByCalendarTimesAndStayWhileTheWindowSlides() throws {
        let slide = #"[{ "property": "chart.zoom.window", "values": [[0, 0.5], [0.5, 1], [0.45, 0.55]], "keyTimes": [0, 0.5, 1], "duration": 6 }]"#
        let scene = try Self.scene("4/overview.json", zoom: #", "progress": 1"#, timeline: slide)
        let detail = try #require((scene.chart as? ChartAnimation<TelegramChart>)?.base.zoom.detail)
        let ends: Set<Double> = [detail.x.first ?? 0, detail.x.last ?? 0]
        let frames = Self.frames(scene)
        var steps: Set<Double> = []
        for (t, layout) in frames {
            if let problem = Self.offCalendar(layout, ends: ends) { Issue.record("t=\(t): \(problem)") }
            let values = layout.items.filter { $0.id.hasPrefix("detail/x-label/") && $0.opacity > 0 }.compactMap(\.value)
            steps.formUnion(zip(values.sorted(), values.sorted().dropFirst()).map { $1 - $0 })
        }
        // The narrowing window reaches finer steps than the day's 4 hours.
        #expect(steps.contains { $0 < 3_600 }, "\(steps.sorted())")
        let plot = try #require(frames[0].1.plots.last)
        for ((t, a), (_, b)) in zip(frames, frames.dropFirst()) where t < 3 - 1e-9 {
            let before = Dictionary(Self.inside(a, plot).map { ($0.id, $0.opacity) }, uniquingKeysWith: { x, _ in x })
            for label in Self.inside(b, plot) {
                guard let opacity = before[label.id] else { continue }
                #expect(abs(opacity - label.opacity) < 1e-9, "t=\(t): \(label.id) \(opacity) -> \(label.opacity)")
            }
        }
    }

    /// The detail's hour labels at least 30 pt inside the plot's sides.
    static func inside(_ layout: FrameLayout, _ plot: Rect) -> [FrameLayout.Item] {
        layout.items.filter { item in
            guard item.id.hasPrefix("detail/x-label/"), let box = item.bounds else { return false }
            return box.minX > plot.minX + 30 && box.maxX < plot.maxX - 30
        }
    }

    /// The bar overview has no toggle row and the detail's three lines
    /// have one: while both are drawn their mini maps are one (the higher
    /// place, over the detail's toggles), reached smoothly from the
    /// overview's place before the cross-fade and left after it.
    @Test func theOverviewAndTheDetailShareOneMiniMap() throws {
        let zoom = #"[{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 0.5, "duration": 5 }]"#
        let frames = Self.frames(try Self.scene("4/overview.json", timeline: zoom))
        var both = 0
        var lastTop: Double?
        for (t, layout) in frames {
            let overview = layout.items.first { $0.id == "window" && $0.opacity > 0 }?.bounds
            let detail = layout.items.first { $0.id == "detail/window" && $0.opacity > 0 }?.bounds
            if let overview, let detail {
                both += 1
                #expect(abs(overview.minY - detail.minY) < 1e-6 && abs(overview.maxY - detail.maxY) < 1e-6,
                        "t=\(t): overview's mini map at \(overview), the detail's at \(detail)")
            }
            if let top = (detail ?? overview)?.minY {
                if let lastTop { #expect(abs(top - lastTop) < 12, "t=\(t): the mini map jumps from \(lastTop) to \(top)") }
                lastTop = top
            }
        }
        #expect(both > 10)
    }

    /// A zoom right to left (`direction: rtl`): every frame keeps the layout
    /// rules; zoomed in, the detail's hours run from right to left, its
    /// day's data ends pinned inside the plot; the overview's window
    /// (the last quarter) is at the mini map's left; the mini maps are one.
    @Test(arguments: ["1", "4"]) func theZoomRightToLeft(_ chart: String) throws {
        let zoom = #"[{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 0.5, "duration": 5 }]"#
        let scene = try Self.scene("\(chart)/overview.json", chart: #", "direction": "rtl""#, timeline: zoom)
        DayZoomLayoutTests.checkEveryFrame(try scene.applying(SceneOverrides(scale: 1)), name: "rtl \(chart)")
        let renderer = FrameRenderer(scene: scene)
        let start = renderer.layout(at: 0)
        let mini = try #require(start.items.first { $0.id == "minimap/dim/right" || $0.id == "minimap/dim/left" })
        let window = try #require(start.items.first { $0.id == "window" }?.bounds)
        #expect(window.center.x < 200, "the window on the last quarter is at \(window), dimmed \(mini.id)")
        let zoomed = renderer.layout(at: 3)
        let plot = try #require(zoomed.plots.last)
        let hours = zoomed.items.filter { $0.id.hasPrefix("detail/x-label/") && $0.opacity > 0 }
            .compactMap { item in item.value.flatMap { v in item.bounds.map { (v, $0) } } }.sorted { $0.0 < $1.0 }
        #expect(hours.count >= 3, "\(hours.map(\.0))")
        #expect(zip(hours, hours.dropFirst()).allSatisfy { $0.1.center.x > $1.1.center.x }, "hours left to right: \(hours.map { ($0.0, $0.1.center.x) })")
        #expect(hours.allSatisfy { $0.1.minX >= plot.minX - 1e-6 && $0.1.maxX <= plot.maxX + 1e-6 }, "\(hours.map(\.1)) in \(plot)")
        // checkEveryFrame has seen every frame; the mini maps' one place is
        // checked on every third, which still samples the cross-fade a dozen times.
        for (t, layout) in Self.frames(scene, every: 3) {
            let a = layout.items.first { $0.id == "window" && $0.opacity > 0 }?.bounds
            let b = layout.items.first { $0.id == "detail/window" && $0.opacity > 0 }?.bounds
            if let a, let b { #expect(abs(a.minY - b.minY) < 1e-6, "t=\(t): mini maps at \(a.minY) and \(b.minY)") }
        }
    }
}
