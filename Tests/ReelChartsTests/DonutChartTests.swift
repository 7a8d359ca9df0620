import ReelCharts
import Testing

@Suite struct DonutChartTests {
    /// The label counts what the trim draws; a reversed start and end is
    /// drawn swapped (Lottie's trim), so it counts swapped too.
    @Test func revealedMatchesTheDrawnTrim() {
        var donut = DonutChart()
        donut.strokeStart = 0.2
        donut.strokeEnd = 0.7
        #expect(abs(donut.revealed - 0.5) < 1e-12)
        donut.strokeStart = 0.7
        donut.strokeEnd = 0.2
        #expect(abs(donut.revealed - 0.5) < 1e-12)
        donut.strokeEnd = 0.7
        #expect(donut.revealed == 0)
    }
}
