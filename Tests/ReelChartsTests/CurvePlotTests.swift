import ReelGeometry
import Testing

@testable import ReelCharts

/// `ease --plot`: the grid is bounded whatever the curve's range.
@Suite struct CurvePlotTests {
    func plot(peak: Double) -> CurvePlot {
        CurvePlot(samples: (0...100).map { i in
            let t = Double(i) / 100
            return (t, 4 * t * (1 - t) * peak)
        }, title: "wild")
    }

    @Test(arguments: [1.2, 1e5, 1e300, -1e300])
    func gridStaysSmall(peak: Double) {
        let p = plot(peak: peak)
        let ticks = p.valueTicks
        #expect(ticks.count >= 2 && ticks.count <= 17, "\(ticks)")
        #expect(ticks.allSatisfy { p.valueRange.lower...p.valueRange.upper ~= $0 })
        let items = p.layout(in: Rect(x: 0, y: 0, width: 560, height: 400)).items
        #expect(items.count < 60)
        #expect(ticks.map(CurvePlot.tickText).allSatisfy { $0.count <= 10 }, "\(ticks.map(CurvePlot.tickText))")
    }

    @Test func usualCurvesKeepQuarters() {
        #expect(plot(peak: 1.2).valueTicks == [0, 0.25, 0.5, 0.75, 1, 1.25])
    }
}
