import Foundation
import Testing

@testable import ReelCharts

@Suite struct AxisTicksTests {
    @Test func niceTicksUseOneTwoFiveSteps() {
        let (ticks, range) = AxisTicks.nice(3...97, target: 5)
        #expect(ticks == [0, 20, 40, 60, 80, 100])
        #expect(range == 0...100)
        #expect(AxisTicks.nice(0...1, target: 4).ticks == [0, 0.5, 1])
        #expect(AxisTicks.nice(0.1...0.3, target: 2).ticks == [0.1, 0.2, 0.3])  // no 0.30000000000000004
    }

    @Test func awkwardRanges() {
        // A flat zero series still gets an axis around 0.
        let zero = AxisTicks.nice(0...0)
        #expect(zero.range.lowerBound < 0 && zero.range.upperBound > 0 && zero.ticks.contains(0))
        // A single point away from zero: about 10 % either side.
        let single = AxisTicks.nice(250...250)
        #expect(single.range.contains(250) && single.range.lowerBound >= 200 && single.range.upperBound <= 300)
        // Negative ranges.
        #expect(AxisTicks.nice(-87 ... -12, target: 4).ticks == [-100, -80, -60, -40, -20, 0])
        // Tiny and huge magnitudes keep sensible steps and exact values.
        let tiny = AxisTicks.nice(1e-9...5e-9, target: 4).ticks
        #expect(tiny == [1e-9, 2e-9, 3e-9, 4e-9, 5e-9])
        let huge = AxisTicks.nice(0...1e9, target: 5).ticks
        #expect(huge == [0, 2e8, 4e8, 6e8, 8e8, 1e9])
        // Every case stays within a few ticks of the target.
        for range in [0...0, -1e-9...1e-9, -5...5, 1e9...(1e9 + 1), 0.001...1000] as [ClosedRange<Double>] {
            let count = AxisTicks.nice(range, target: 5).ticks.count
            #expect((2...11).contains(count), "\(range): \(count) ticks")
        }
    }

    @Test func steppedTicksStayInRange() {
        #expect(AxisTicks.stepped(0...60, step: 10) == [0, 10, 20, 30, 40, 50, 60])
        #expect(AxisTicks.stepped(3...29, step: 10) == [10, 20])
        #expect(AxisTicks.stepped(0...1, step: 0) == [])
    }

    @Test func dateTicksFollowTheCalendar() {
        let march1 = 1_709_251_200.0  // 2024-03-01 00:00 UTC
        let weekly = AxisTicks.dates(march1...(march1 + 29 * 86_400), target: 6)
        #expect(weekly.count == 5 && weekly.first == march1)
        #expect(zip(weekly, weekly.dropFirst()).allSatisfy { $1 - $0 == 7 * 86_400 })
        let hourly = AxisTicks.dates(march1...(march1 + 5 * 3600), target: 6)
        #expect(hourly.count == 6 && hourly[1] - hourly[0] == 3600)
        // Months are calendar months, not 30 days.
        let monthly = AxisTicks.dates(march1...(march1 + 150 * 86_400), target: 6)
        let calendarDays = zip(monthly, monthly.dropFirst()).map { ($1 - $0) / 86_400 }
        #expect(calendarDays.first == 31)  // March
    }

    @Test func labelThinningKeepsLabelsApart() {
        #expect(LabelThinning(spacing: 10, width: 8, gap: 2).stride == 1)
        #expect(LabelThinning(spacing: 10, width: 25, gap: 4).stride == 4)
    }
}
