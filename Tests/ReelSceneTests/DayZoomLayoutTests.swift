import Foundation
import ReelGeometry
import ReelRaster
import ReelText
import Testing
import TestSupport

@testable import ReelScene
@testable import ReelCharts

/// The zoom into a day on the contest's real file layout
/// (scripts/contest-layout-data.py): week-long overlapping day files, and a
/// bar overview whose day files are three 5-minute line series; every frame
/// of the zoom presets keeps `LayoutProperties`.
@Suite struct DayZoomLayoutTests {
    /// 2018-12-10 00:00 UTC, a day of the generated data.
    static let day = 1_544_400_000.0

    static func scene(_ folder: URL, _ data: String, zoom: String = "", timeline: String = "[]") throws -> Scene {
        let url = folder.appendingPathComponent("scene-\(UUID().uuidString).json")
        try """
            { "canvas": { "width": 400, "height": 520, "fps": 30, "duration": 6 },
              "chart": { "type": "telegram", "data": { "telegram": "\(data)" }, "window": [0.75, 1],
                         "zoom": { "day": "2018-12-10"\(zoom) } },
              "timeline": \(timeline) }
            """.write(to: url, atomically: true, encoding: .utf8)
        return try SceneLoader.load(contentsOf: url)
    }

    static func chart(_ scene: Scene) throws -> ChartAnimation<TelegramChart> {
        try #require(scene.chart as? ChartAnimation<TelegramChart>)
    }

    @Test func weekLongOverlappingDayFilesLoadAndZoomOntoExactlyTheDay() throws {
        let folder = try ContestLayoutDataTests.generate()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chart = try Self.chart(try Self.scene(folder, "1/overview.json", zoom: #", "progress": 1"#)).base
        let detail = try #require(chart.zoom.detail)
        // The file holds the seven days around the day, hourly; the day's file alone.
        #expect(detail.x.count == 168 && detail.x.first == Self.day - 3 * 86_400 && detail.x.last == Self.day + 4 * 86_400 - 3600)
        #expect(!detail.ownSeries && detail.day == ValueRange(Self.day, Self.day + 86_400))
        let window = chart.xWindow
        #expect(abs(window.lower - Self.day) < 1e-3 && abs(window.upper - (Self.day + 86_400)) < 1e-3, "\(window)")
        // Neighbours joined: they overlap by six days, so three files hold nine days.
        let joined = try Self.chart(try Self.scene(folder, "1/overview.json", zoom: #", "around": 1"#)).base
        let x = try #require(joined.zoom.detail?.x)
        #expect(x.count == 9 * 24 && zip(x, x.dropFirst()).allSatisfy { $0 < $1 })
        #expect(joined.zoom.detail?.points[0].y[3 * 24 + 5] == detail.points[0].y[2 * 24 + 5])
    }

    @Test func barsZoomIntoThreeLineSeries() throws {
        let folder = try ContestLayoutDataTests.generate()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.scene(folder, "4/overview.json", zoom: #", "progress": 1"#)
        let chart = try Self.chart(scene).base
        #expect(chart.marks.shape == .bars)
        let detail = try #require(chart.zoom.detail)
        #expect(detail.ownSeries && detail.x.count == 288)
        let drawn = chart.detailChart()
        #expect(drawn.marks.shape == .lines && drawn.series.map(\.name) == ["Views", "Reads", "Shares"])
        let window = chart.xWindow
        #expect(abs(window.lower - Self.day) < 1e-3 && abs(window.upper - (Self.day + 86_400)) < 1e-3, "\(window)")
        let items = FrameRenderer(scene: scene).layout(at: 1).items
        let lines = items.filter { $0.role == "series" && $0.opacity > 0 && $0.bounds.map { $0.width > 0 } == true }.map(\.id)
        #expect(lines == ["detail/series/y0/line", "detail/series/y1/line", "detail/series/y2/line"], "\(lines)")
        #expect(items.filter { $0.role == "toggle" }.count == 3)
    }

    /// Every frame of both zoom presets and of zooms on the generated files:
    /// series ink inside the plot, and data in the plot in every frame of
    /// the zoom; at most two y-label sets and no visible labels overlapping.
    @Test(arguments: ["contest-day-zoom", "contest-bars-zoom"])
    func everyFrameOfTheZoomPresetsKeepsTheLayoutRules(_ preset: String) throws {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(preset).json")
        Self.checkEveryFrame(try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1)), name: preset)
    }

    @Test(arguments: ["1", "4"])
    func everyFrameOfAZoomOnTheContestLayoutKeepsTheLayoutRules(_ chart: String) throws {
        let folder = try ContestLayoutDataTests.generate()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zoom = #"[{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 0.5, "duration": 5 }]"#
        Self.checkEveryFrame(try Self.scene(folder, "\(chart)/overview.json", timeline: zoom), name: "chart \(chart)")
    }

    /// Why a frame's y axes do not hold what is drawn on them at full
    /// strength, or nil. Lines are clipped to the plot with only half their
    /// width to spare (`TelegramLayout.lineClip`), so a line running off the
    /// range would be cut there and its ink would not show it: this checks
    /// each chart's ranges (the overview's and, while it is drawn, the
    /// detail's, each on axes of its own) against the data it draws, computed
    /// here: every line shown in full (a line fading in may overshoot by what
    /// it still lacks of full opacity; one fading out leaves with the refit),
    /// and a stack's totals as drawn.
    static func rangeMissingDrawnData(_ frame: TelegramFrame) -> String? {
        let fade = frame.zoom.detailOpacity
        let charts = (fade < 1 ? [("", frame)] : []) + (fade > 0 ? frame.detail.map { [("detail ", $0)] } ?? [] : [])
        for (name, drawnFrame) in charts {
            for (k, axis) in drawnFrame.axes.enumerated() {
                guard let drawn = fullyDrawnExtent(drawnFrame.chart, axis: k) else { continue }
                let slack = 1e-9 * max(abs(drawn.lowerBound), abs(drawn.upperBound), 1)
                if axis.range.lower > drawn.lowerBound + slack || axis.range.upper < drawn.upperBound - slack {
                    return "\(name)axis \(k) shows \(axis.range) but draws \(drawn)"
                }
            }
        }
        return nil
    }

    /// The extent of what axis `k` draws at full strength in the window.
    static func fullyDrawnExtent(_ chart: TelegramChart, axis k: Int) -> ClosedRange<Double>? {
        let window = chart.xWindow
        if chart.marks.stacks {
            let bars = chart.marks.shape == .bars
            guard !chart.marks.percentage,
                  let inView = bars ? Columns.indices(of: chart.x, within: window) : LinePath.indices(of: chart.x, within: window)
            else { return nil }
            let stack = Stack(chart.series.map(\.y), weights: chart.series.map(\.visible), indices: inView, percentage: false)
            guard let tops = stack.tops.last else { return nil }
            let extent = bars ? tops.min().map { $0...tops.max()! }
                : WindowExtent.of(x: Array(chart.x[inView]), y: tops, index: nil, in: window)
            return extent.map { min($0.lowerBound, 0)...max($0.upperBound, 0) }
        }
        var result: ClosedRange<Double>?
        for i in chart.series.indices where chart.axis(of: i) == k && chart.series[i].visible >= 1 {
            result = WindowExtent.union(result, WindowExtent.of(x: chart.x, y: chart.series[i].y, index: nil, in: window))
        }
        return result
    }

    static func checkEveryFrame(_ scene: Scene, name: String) {
        // Prepared as a render prepares it: the axes follow from their tables.
        let scene = scene.prepared(for: 0...scene.canvas.duration)
        let renderer = FrameRenderer(scene: scene)
        let animation = scene.chart as? ChartAnimation<TelegramChart>
        let context = RenderContext(text: TextMeasurer())
        let frames = Int((scene.canvas.duration * Double(scene.canvas.fps)).rounded(.up))
        var broken: [LayoutProperties.Violation.Rule?: [String]] = [:]
        for index in 0..<frames {
            let t = Double(index) / Double(scene.canvas.fps)
            let layout = renderer.layout(at: t)
            let frame = animation?.resolvedChart(at: t, context: context)
            for violation in LayoutProperties.violations(in: layout) {
                broken[violation.rule, default: []].append("t=\(FrameLayout.number(t)) \(violation)")
            }
            if let frame, let missed = Self.rangeMissingDrawnData(frame) {
                broken[nil, default: []].append("t=\(FrameLayout.number(t)) \(missed)")
            }
            let progress = frame?.zoom.progress ?? 0
            let inked = layout.items.contains { $0.role == "series" && $0.opacity > 0 && ($0.bounds?.height ?? 0) > 0 }
            if progress > 0, progress < 1, !inked { broken[nil, default: []].append("t=\(FrameLayout.number(t)) no series ink in the plot") }
        }
        func report(_ rules: [LayoutProperties.Violation.Rule?]) -> String {
            let found = rules.flatMap { broken[$0] ?? [] }
            return "\(name): \(found.count) violations, first: \(found.prefix(6).joined(separator: "\n"))"
        }
        #expect(broken[nil] == nil && broken[.inkOutsidePlot] == nil, "\(report([nil, .inkOutsidePlot]))")
        #expect(broken[.labelSets] == nil && broken[.labelOverlap] == nil,
                "\(report([.labelSets, .labelOverlap]))")
    }
}
