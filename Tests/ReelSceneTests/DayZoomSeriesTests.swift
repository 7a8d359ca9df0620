import Foundation
import ReelGeometry
import Testing
import TestSupport

@testable import ReelScene
@testable import ReelCharts

/// The zoom's detail with series of its own (the contest's chart 4: bars
/// zooming into three lines) restyled by `zoom.series` and animated by
/// `chart.zoom.series[N]` tracks.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct DayZoomSeriesTests {
    @Test func aTrackHidesADetailSeries() throws {
        let hide = #"[{ "property": "chart.zoom.series[1].visible", "from": 1, "to": 0, "begin": 0.5, "duration": 1 }]"#
        let scene = try DayZoomTickerTests.scene("4/overview.json", zoom: #", "progress": 1"#, timeline: hide)
        let renderer = FrameRenderer(scene: scene)
        func line(_ id: String, at t: Double) -> Double {
            renderer.layout(at: t).items.first { $0.id == "detail/series/\(id)/line" }?.opacity ?? 0
        }
        #expect(line("y1", at: 0) == 1 && line("y0", at: 0) == 1)
        #expect(line("y1", at: 3) == 0 && line("y0", at: 3) == 1 && line("y2", at: 3) == 1)
        // The chart's own series (the overview's bars) are another list: unchanged.
        let chart = try #require(scene.chart as? ChartAnimation<TelegramChart>)
        #expect(chart.chart(at: 3).series.allSatisfy { $0.visible == 1 })
        #expect(chart.chart(at: 3).detailChart().series.map(\.visible) == [1, 0, 1])
        // The detail's y axis follows the series it draws as one goes.
        DayZoomLayoutTests.checkEveryFrame(try scene.applying(SceneOverrides(scale: 1)), name: "hiding y1")
    }

    @Test func zoomSeriesRestyleTheDetailsOwnSeries() throws {
        let scene = try DayZoomTickerTests.scene("4/overview.json",
                                                 zoom: ##", "progress": 1, "series": [{ "id": "y2", "name": "Forwards", "color": "#ff0000" }]"##)
        let detail = try #require(scene.chart as? ChartAnimation<TelegramChart>).base.detailChart()
        #expect(detail.series.map(\.name) == ["Views", "Reads", "Forwards"])
        #expect(detail.series[2].color == Color(red: 1, green: 0, blue: 0))
        let toggles = FrameRenderer(scene: scene).layout(at: 1).items.filter { $0.role == "toggle" }.compactMap(\.text)
        #expect(toggles.contains("Forwards"), "\(toggles)")
    }

    @Test func zoomSeriesAreAnErrorWhereTheDetailDrawsTheOverviewsSeries() throws {
        do {
            _ = try DayZoomTickerTests.scene("1/overview.json", zoom: #", "series": [{ "id": "y0", "visible": false }]"#)
            Issue.record("zoom.series was accepted")
        } catch let error as SceneError {
            #expect(error.description.contains("chart.zoom.series: the day files draw the overview's series, so the detail has no series of its own; restyle them in the chart's \"series\""),
                    "\(error.description)")
        }
    }
}
