@testable import ReelScene
import Foundation
import ReelGeometry
import ReelRaster
import ReelText
import Testing

@testable import ReelCharts

/// The pie roll keeps inside the plot, and a percentage area chart zooms
/// into the pie of a day from its own data.
@Suite struct PieZoomTests {
    /// Every frame of `scene`'s layout at its frame rate.
    static func everyFrame(_ scene: Scene, _ check: (Double, FrameLayout) -> Void) {
        let renderer = FrameRenderer(scene: scene)
        let count = Int(scene.canvas.duration * Double(scene.canvas.fps))
        for i in 0...count {
            let t = Double(i) / Double(scene.canvas.fps)
            check(t, renderer.layout(at: t))
        }
    }

    /// The preset's chart with `zoom` and the window on a week, morph off.
    static func zoomChart(progress: Double, day: String = "2019-03-03") throws -> TelegramChart {
        let scene = try MirrorFrames.scene("contest-percentage-area") { object in
            var chart = object["chart"] as! [String: Any]
            chart["window"] = [0.9, 0.92]
            chart["zoom"] = ["day": day, "progress": progress]
            object["chart"] = chart
            object["timeline"] = [Any]()
        }
        return try #require(scene.chart as? ChartAnimation<TelegramChart>).base
    }

    static func day(_ text: String) -> Double { DateValue.seconds(text)! }

    @Test func everyFrameOfThePresetKeepsTheSeriesInsideAPlot() throws {
        let scene = try MirrorFrames.scene("contest-percentage-area")
        var rolling = 0
        Self.everyFrame(scene) { t, layout in
            // The plot is tagged in every phase, so the ink is checked in every phase.
            #expect(layout.plots.count == 1, "at \(t)")
            let series = layout.items.filter { $0.role == "series" && $0.opacity > 0 }
            // Drawn from the first frame on (the reveal starts at 0).
            #expect(t == 0 || !series.isEmpty, "at \(t): no series drawn")
            if series.contains(where: { $0.mark == "slice" }) { rolling += 1 }
            let outside = LayoutProperties.inkOutsidePlot(in: layout)
            #expect(outside.isEmpty, "at \(t): \(outside)")
        }
        #expect(rolling > 60)
    }

    @Test func theRollFitLeavesAnOutlineInsideAloneAndBringsOneOutsideIn() {
        let plot = Rect(x: 10, y: 20, width: 100, height: 50)
        let inside = [Point(20, 30), Point(100, 60)]
        let fit = RollFit(fitting: inside, into: plot)
        #expect(inside.map(fit.apply) == inside)
        // Too wide and too far right: scaled to the plot's width, moved in.
        let outside = [Point(50, 30), Point(250, 60)]
        let fitted = RollFit(fitting: outside, into: plot).apply
        let xs = outside.map { fitted($0).x }, ys = outside.map { fitted($0).y }
        #expect(abs(xs[0] - plot.minX) < 1e-9 && abs(xs[1] - plot.maxX) < 1e-9)
        #expect(ys.allSatisfy { $0 >= plot.minY - 1e-9 && $0 <= plot.maxY + 1e-9 })
        // Continuous: a slightly different outline, a slightly different fit.
        let nudged = RollFit(fitting: [Point(50, 30), Point(250.01, 60)], into: plot).apply
        #expect(abs(nudged(Point(150, 45)).x - fitted(Point(150, 45)).x) < 0.01)
    }

    @Test func theDaysWindowHoldsTheDaysPointsOnly() {
        let x = [0.0, 86_400, 172_800, 259_200]
        #expect(TelegramChart.pieZoomDay(ValueRange(86_400, 172_800), in: x) == ValueRange(43_200, 129_600))
        // The data's first day: kept to the data's span.
        #expect(TelegramChart.pieZoomDay(ValueRange(0, 86_400), in: x) == ValueRange(0, 43_200))
        #expect(TelegramChart.pieZoomDay(ValueRange(259_200, 345_600), in: x) == ValueRange(216_000, 259_200))
        #expect(TelegramChart.pieZoomDay(ValueRange(345_600, 432_000), in: x) == nil)
        // Hourly points: the day's 24 hours.
        let hours = (0..<72).map { Double($0) * 3_600 }
        #expect(TelegramChart.pieZoomDay(ValueRange(86_400, 172_800), in: hours) == ValueRange(84_600, 171_000))
    }

    @Test func zoomedInTheWindowIsTheDayAndThePieItsShares() throws {
        let chart = try Self.zoomChart(progress: 1)
        let day = Self.day("2019-03-03")
        let window = chart.xWindow
        #expect(window.lower < day && day < window.upper && window.span <= 86_400 + 1)
        #expect(chart.pieProgress == 1)
        let layout = TelegramLayout(chart: TelegramFrame(settling: chart), bounds: Rect(x: 0, y: 0, width: 400, height: 560),
                                    context: RenderContext(text: TextMeasurer()))
        let shares = layout.pieMorph(indices: layout.chart.indicesInView).rangeShares()
        let i = try #require(chart.x.firstIndex(of: day))
        let values = chart.series.map { max($0.y[i] ?? 0, 0) }
        let total = values.reduce(0, +)
        #expect(zip(shares, values).allSatisfy { abs($0 - $1 / total) < 1e-12 })
    }

    @Test func theZoomContractsTheWindowInItsFirstHalfAndRollsInItsSecond() throws {
        let start = try Self.zoomChart(progress: 0), half = try Self.zoomChart(progress: 0.5)
        let quarter = try Self.zoomChart(progress: 0.25), late = try Self.zoomChart(progress: 0.75)
        #expect(start.xWindow == start.ownXWindow && start.pieProgress == 0)
        #expect(quarter.xWindow.span < start.xWindow.span && quarter.xWindow.span > half.xWindow.span)
        #expect(quarter.pieProgress == 0.25)
        #expect(half.xWindow == late.xWindow && late.pieProgress == 0.75)
        // `pie.progress` drives the same morph: the further of the two is drawn.
        var both = quarter
        both.pie.progress = 0.6
        #expect(both.pieProgress == 0.6)
    }

    @Test func everyFrameOfAZoomIntoThePieKeepsItsInkInThePlot() throws {
        let scene = try MirrorFrames.scene("contest-percentage-area") { object in
            var chart = object["chart"] as! [String: Any]
            chart["window"] = [0.5, 0.9]
            chart["strokeEnd"] = 1
            chart["zoom"] = ["day": "2018-12-01"]
            object["chart"] = chart
            object["canvas"] = ["width": 400, "height": 560, "fps": 30, "duration": 4]
            object["timeline"] = [["property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.4, 0.6, 1],
                                   "duration": 4, "curve": "easeInEaseOut"]]
        }
        Self.everyFrame(scene) { t, layout in
            #expect(layout.plots.count == 1, "at \(t)")
            #expect(layout.items.contains { $0.role == "series" && $0.opacity > 0 }, "at \(t): no series drawn")
            #expect(LayoutProperties.inkOutsidePlot(in: layout).isEmpty, "at \(t)")
        }
    }

    @Test func aDayOutsideTheDataIsAnErrorThatSaysWhichDaysItHas() throws {
        do {
            _ = try Self.zoomChart(progress: 0, day: "2020-01-01")
            Issue.record("no error")
        } catch let error as SceneError {
            #expect(error.description.contains("chart.zoom.day: the data has no point on 2020-01-01: it runs from 2018-04-07 to 2019-04-06; give a \"day\" between them"),
                    "\(error.description)")
        }
    }

    @Test func dayFileKeysAreErrorsOnAPercentageChart() throws {
        for (key, value) in [("days", "data" as Any), ("around", 2), ("window", [0, 1])] {
            do {
                _ = try MirrorFrames.scene("contest-percentage-area") { object in
                    var chart = object["chart"] as! [String: Any]
                    chart["zoom"] = ["day": "2019-03-03", key: value]
                    object["chart"] = chart
                }
                Issue.record("\(key) was accepted")
            } catch let error as SceneError {
                #expect(error.description.contains("chart.zoom.\(key): a percentage area chart zooms into the pie of the day from its own data, with no day files; leave out \"\(key)\""),
                        "\(error.description)")
            }
        }
    }

    /// The pie zoom has no window to move: a `chart.zoom.window` track is an
    /// error at the track that says what may be animated instead.
    @Test func aZoomWindowTrackIsAnErrorOnAPercentageChart() throws {
        do {
            _ = try MirrorFrames.scene("contest-percentage-area") { object in
                var chart = object["chart"] as! [String: Any]
                chart["zoom"] = ["day": "2019-03-03"]
                object["chart"] = chart
                object["timeline"] = [["property": "chart.zoom.window", "from": [0, 0.5], "to": [0.5, 1], "duration": 1]]
            }
            Issue.record("the track was accepted")
        } catch let error as SceneError {
            #expect(error.description.contains("timeline[0].property: a percentage area chart zooms into the pie of the day from its own data, with no day files, so it has no window to move; animate \"chart.zoom.progress\" only"),
                    "\(error.description)")
        }
    }
}
