import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelCharts

/// The y fit (`YFit`): `tight` ends at the extent (rounded out to a tenth
/// of the step) with labels at the multiples of the smallest ladder step
/// (1, 2, 2.5, 3, 4, 5 x 10^k) that gives at most `intervals + 1` of them;
/// `nice` ends on ticks, `intervals - 1` to `intervals + 1` intervals of a
/// ladder step, the narrowest such range. Expectations below are worked out
/// by hand from that rule.
@Suite struct YFitTests {
    static let ladder: [Double] = [1, 2, 2.5, 3, 4, 5]

    func tight(_ range: ClosedRange<Double>?, includeZero: Bool = true) -> TickSet {
        YFit(ends: .tight, includeZero: includeZero).ticks(for: range)
    }

    func nice(_ range: ClosedRange<Double>?, includeZero: Bool = false) -> TickSet {
        YFit(ends: .nice, includeZero: includeZero).ticks(for: range)
    }

    @Test func tightEndsAtTheDataWithLabelsInside() {
        // The loose fits: 0-500 for 278, 0-50M for 25M, 0-50K for 28K, 0-250 for 154.
        // 278: step 40 gives 0...240, 7 labels; 50 gives 6. Quantum 5: top 280.
        let a = tight(0...278)
        #expect(a.step == 50 && a.range == ValueRange(0, 280))
        #expect(a.values == [0, 50, 100, 150, 200, 250])
        // 25M: 4M gives 7 labels, 5M gives 6; 25M is a whole quantum (0.5M).
        let b = tight(0...25e6)
        #expect(b.step == 5e6 && b.range == ValueRange(0, 25e6))
        // 28K: 4000 gives 8, 5000 gives 6 (0...25000); quantum 500: top 28000.
        let c = tight(0...28_000)
        #expect(c.step == 5000 && c.range == ValueRange(0, 28_000))
        // 154: 25 gives 7 (0...150), 30 gives 6; quantum 3: top 156.
        let d = tight(0...154)
        #expect(d.step == 30 && d.range == ValueRange(0, 156))
        #expect(d.values == [0, 30, 60, 90, 120, 150])
        // A line between 1003 and 1817 (no zero): span 814, 100 gives 8, 200 gives 4 (1200...1800);
        // 150 is off the ladder. Quantum 20: 1000...1820.
        let e = tight(1003...1817, includeZero: false)
        #expect(e.step == 200 && e.range == ValueRange(1000, 1820))
        #expect(e.values == [1000, 1200, 1400, 1600, 1800])
    }

    @Test func niceEndsOnTicksWithFourToSixIntervals() {
        // 278: 40 gives 7 intervals, 50 gives 0...300 (6), 100 gives 3: 0...300.
        let a = nice(0...278)
        #expect(a.step == 50 && a.range == ValueRange(0, 300))
        // 154: 25 gives 7, 30 gives 0...180 (6), 40 gives 0...160 (4): the narrowest, 0...160.
        let b = nice(0...154)
        #expect(b.step == 40 && b.range == ValueRange(0, 160))
        #expect(b.values == [0, 40, 80, 120, 160])
        // -87...-12: 20 gives -100...0 (5), 15 is off the ladder, 25 gives -100...0 (4): the same span,
        // the first found (20) kept.
        let c = nice(-87 ... -12)
        #expect(c.range == ValueRange(-100, 0) && c.step == 20)
        // No drift: -0.87...-0.12 is the same scaled by 1/100.
        let d = nice(-0.87 ... -0.12)
        #expect(d.range == ValueRange(-1, 0) && d.values == [-1, -0.8, -0.6, -0.4, -0.2, 0])
    }

    @Test func includeZeroStretchesToZero() {
        #expect(tight(50...278).range.lower == 0)
        #expect(nice(-278 ... -50, includeZero: true).range.upper == 0)
        // Without zero: span 228, 30 gives 8 labels, 40 gives 5 (80...240); quantum 4 puts the bottom at 48.
        #expect(tight(50...278, includeZero: false).range == ValueRange(48, 280))
    }

    @Test func edgeDataStillGetsAnAxis() {
        for fit in [YFit(ends: .tight), YFit(ends: .nice)] {
            // Nothing in view: 0...1. A constant series, all zeros, one point: opened up, never empty.
            #expect(fit.ticks(for: nil).range == ValueRange(0, 1))
            for extent in [5.0...5.0, 0.0...0.0, -3.0 ... -3.0, 1e12...1e12, 1e-3...1e-3] {
                let ticks = fit.ticks(for: extent)
                #expect(ticks.range.span > 0 && ticks.range.lower <= extent.lowerBound && ticks.range.upper >= extent.upperBound,
                        "\(fit.ends) \(extent): \(ticks.range)")
                #expect(!ticks.values.isEmpty && ticks.values.count <= 7)
            }
        }
    }

    static func fill(_ extent: ClosedRange<Double>, _ ticks: TickSet) -> Double {
        (extent.upperBound - extent.lowerBound) / ticks.range.span
    }

    /// Random extents over 24 decades, either sign, from 0 or free: the ranges
    /// hold the extent, the labels are few and inside, and the data fills
    /// at least 2.9/3.1 of a tight range, 3/4 of a nice one with an end at 0
    /// and 7/10 of a nice one with both ends free.
    @Test func randomExtentsFillThePlot() {
        var rng = SplitMix64(seed: 0xF17)
        var lowestTight = 1.0, lowestNiceZero = 1.0, lowestNiceFree = 1.0
        for _ in 0..<20_000 {
            let top = pow(10, Double.random(in: -12...12, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
            let fromZero = Int.random(in: 0..<3, using: &rng) == 0
            let other = fromZero ? 0 : top * Double.random(in: -2...0.999, using: &rng)
            let extent = min(top, other)...max(top, other)
            for ends in YFit.Ends.allCases {
                let ticks = YFit(ends: ends).ticks(for: extent)
                let fill = Self.fill(extent, ticks)
                #expect(ticks.range.lower <= extent.lowerBound && ticks.range.upper >= extent.upperBound)
                let values = ticks.values
                #expect(values.allSatisfy { $0 >= ticks.range.lower - ticks.step * 1e-9 && $0 <= ticks.range.upper + ticks.step * 1e-9 })
                let ladder = ends == .tight ? Self.ladder : YFit.fineLadder
                #expect(ladder.contains { abs(Self.mantissa(ticks.step) - $0) < 1e-9 }, "step \(ticks.step)")
                switch ends {
                case .tight:
                    #expect(values.count >= 3 && values.count <= 6, "\(extent): \(values)")
                    lowestTight = min(lowestTight, fill)
                case .nice:
                    let intervals = (ticks.range.span / ticks.step).rounded()
                    // 4 to 6 of the usual ladder; up to 8 only to reach 70 %.
                    let usual = Self.ladder.contains { abs(Self.mantissa(ticks.step) - $0) < 1e-9 } && intervals <= 6
                    #expect((4...8).contains(Int(intervals)) && (usual || fill >= 0.7), "\(extent): \(ticks)")
                    if fromZero { lowestNiceZero = min(lowestNiceZero, fill) } else { lowestNiceFree = min(lowestNiceFree, fill) }
                }
            }
        }
        #expect(lowestTight >= 2.9 / 3.1 - 1e-9, "\(lowestTight)")
        #expect(lowestNiceZero >= 0.75 - 1e-9, "\(lowestNiceZero)")
        #expect(lowestNiceFree >= 0.7 - 1e-9 && lowestNiceFree < 0.75, "\(lowestNiceFree)")
    }

    /// With both ends free the usual ladder can leave a third of the plot
    /// empty: 1545...2207 has no step giving 4 to 6 intervals narrower than
    /// 1400...2400 (66 %). The finer ladder's 150 gives 1500...2250 (88 %).
    @Test func aNiceFitWithFreeEndsFillsSeventyPercent() {
        let ticks = YFit(ends: .nice).ticks(for: 1545...2207)
        #expect(ticks.range == ValueRange(1500, 2250) && ticks.step == 150)
        #expect(ticks.values == [1500, 1650, 1800, 1950, 2100, 2250])
        // Data the usual ladder fits well keeps its usual axis.
        let usual = YFit(ends: .nice).ticks(for: 1545...2380)
        #expect(usual.range == ValueRange(1400, 2400) && usual.step == 200)
    }

    /// A tight fit changes in steps of a tenth of its step as the data moves:
    /// a slowly growing maximum gives a few dozen distinct fits, not one per value.
    @Test func aTightFitChangesInSmallFiniteSteps() {
        var fits = Set<TickSet>()
        for k in 0...10_000 { fits.insert(YFit(ends: .tight, includeZero: true).ticks(for: 0...(1000 + Double(k) * 0.1))) }
        // 1000...2000 at steps of 200 to 400: quanta of 20 to 40, at most 50 fits.
        #expect(fits.count > 10 && fits.count <= 50, "\(fits.count)")
    }

    static func mantissa(_ step: Double) -> Double {
        step / pow(10, log10(step).rounded(.down))
    }
}
