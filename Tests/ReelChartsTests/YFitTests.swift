import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelCharts

/// The y fit: `intervals` grid intervals of a 1 / 2 / 2.5 / 5 x 10^k step,
/// from a whole step at or below the lowest value to at or above the highest,
/// with the smallest such step. Expectations below are worked out by hand from
/// that rule (try the ladder from the rough step (hi - lo) / intervals up).
@Suite struct YFitTests {
    static let ladder: [Double] = [1, 2, 2.5, 5]

    func fit(_ range: ClosedRange<Double>?, intervals: Int = 5, includeZero: Bool = false) -> TickSet {
        YFit(intervals: intervals, includeZero: includeZero).ticks(for: range)
    }

    @Test func roundRangesFitTheFirstLadderStepThatReaches() {
        // 0...11000, 5 intervals: rough step 2200, decade 1000.
        // 1000 -> 0...5000 (short), 2000 -> 0...10000 (short), 2500 -> 0...12500 (fits).
        let a = fit(0...11000)
        #expect(a.step == 2500)
        #expect(a.range == ValueRange(0, 12500))
        #expect(a.values == [0, 2500, 5000, 7500, 10000, 12500])

        // 1000...10700: rough 1940, decade 1000.
        // 1000: bottom 1000, top 6000 < 10700.  2000: bottom 0 (floor(1000/2000) = 0), top 10000 < 10700.
        // 2500: bottom 0, top 12500 >= 10700 -> fits. (The bottom drops to 0, which is what makes 2000 miss.)
        let b = fit(1000...10700)
        #expect(b.step == 2500)
        #expect(b.range == ValueRange(0, 12500))

        // 1000...10000: 2000 gives bottom 0, top 10000, exactly reaching the top -> fits.
        let c = fit(1000...10000)
        #expect(c.step == 2000)
        #expect(c.range == ValueRange(0, 10000))

        // 500...1200: rough 140, decade 100. 100: 500...1000 short; 200: bottom 400, top 1400 fits.
        let d = fit(500...1200)
        #expect(d.step == 200)
        #expect(d.range == ValueRange(400, 1400))
    }

    @Test func otherIntervalCountsAndSeveralDecades() {
        // 4 intervals over 0...11000: rough 2750. 1000 -> 4000, 2000 -> 8000, 2500 -> 10000: all short;
        // 5000 -> 20000 fits.
        let four = fit(0...11000, intervals: 4)
        #expect(four.step == 5000)
        #expect(four.range == ValueRange(0, 20000))
        #expect(four.values.count == 5)

        // One interval over 9.5...10.5: rough 1, decade 1. Steps 1, 2, 2.5, 5 all put the bottom at a
        // multiple below 9.5 (9, 8, 7.5, 5) and the top at 10 < 10.5. Next decade: 10 -> 0...10 short;
        // 20 -> 0...20 fits. The search has to leave the first decade.
        let one = fit(9.5...10.5, intervals: 1)
        #expect(one.step == 20)
        #expect(one.range == ValueRange(0, 20))
    }

    @Test func negativeAndStraddlingRanges() {
        // -87...-12: rough 15, decade 10. 10: bottom -90 (floor(-8.7) = -9), top -40 < -12.
        // 20: bottom -100 (floor(-4.35) = -5), top 0 >= -12 -> fits.
        let negative = fit(-87 ... -12)
        #expect(negative.step == 20)
        #expect(negative.range == ValueRange(-100, 0))

        // -30...45: rough 15. 10: bottom -30, top 20 < 45. 20: bottom -40, top 60 -> fits.
        let straddling = fit(-30...45)
        #expect(straddling.step == 20)
        #expect(straddling.range == ValueRange(-40, 60))
        #expect(straddling.values == [-40, -20, 0, 20, 40, 60])

        // -0.87...-0.12 is the first case scaled by 1/100: step 0.2, -1...0 (no drift like 0.6000000000000001).
        let small = fit(-0.87 ... -0.12)
        #expect(abs(small.step - 0.2) < 1e-15)
        #expect(small.range == ValueRange(-1, 0))
        #expect(small.values == [-1, -0.8, -0.6, -0.4, -0.2, 0])
    }

    @Test func includeZeroStretchesToZero() {
        // 500...1200 with zero: 0...1200, rough 240. 100 -> 500, 200 -> 1000 short; 250 -> 1250 fits.
        let positive = fit(500...1200, includeZero: true)
        #expect(positive.step == 250)
        #expect(positive.range == ValueRange(0, 1250))
        // Without it the axis starts at 400 (see above): includeZero really changes the fit.
        #expect(fit(500...1200).range.lower == 400)

        // -1200...-500 with zero: -1200...0. 100: -1200...-700; 200: -1200...-200; both short.
        // 250: bottom -1250 (floor(-4.8) = -5), top 0 -> fits.
        let negative = fit(-1200 ... -500, includeZero: true)
        #expect(negative.step == 250)
        #expect(negative.range == ValueRange(-1250, 0))

        // A range already holding zero is unchanged by the flag.
        #expect(fit(-30...45, includeZero: true) == fit(-30...45))
    }

    @Test func degenerateExtentsStillGetAnAxis() {
        for value in [0.0, 250, -3, 1e6, 0.001] {
            let ticks = fit(value...value)
            #expect(ticks.range.lower <= value && ticks.range.upper >= value, "\(value): \(ticks.range)")
            #expect(ticks.range.span > 0 && ticks.step > 0, "\(value): \(ticks)")
            #expect(abs(ticks.range.span - 5 * ticks.step) <= 1e-9 * ticks.step, "\(value): \(ticks)")
        }
        // Nothing in view: 0...1 in 5 intervals of 0.2.
        let empty = fit(nil)
        #expect(empty.range == ValueRange(0, 1))
        #expect(abs(empty.step - 0.2) < 1e-15)
        #expect(YFit(intervals: 4).ticks(for: nil).step == 0.25)
        // Non-finite extents count as nothing in view rather than poisoning the axis.
        #expect(fit(-Double.infinity...3).range == ValueRange(0, 1))
    }

    @Test func oneIntervalAcrossZeroHasNoLadderFit() {
        // With one interval the bottom is a whole step at or below lo < 0, so at most -step, and the top
        // (bottom + step) at most 0 < hi: no step of any size fits. The fit must still give one interval
        // holding the data rather than loop or miss it.
        for extent in [-3.0...17, -0.5...0.25, -1e6...1] {
            let ticks = fit(extent, intervals: 1)
            #expect(ticks.range.lower <= extent.lowerBound && ticks.range.upper >= extent.upperBound, "\(extent): \(ticks)")
            #expect(ticks.range.span == ticks.step && ticks.values.count == 2, "\(extent): \(ticks)")
        }
        // Off zero the search climbs until the bottom reaches 0: 3...17 -> 10: 0...10 short; 20: 0...20.
        let positive = fit(3...17, intervals: 1)
        #expect(positive.step == 20 && positive.range == ValueRange(0, 20))
    }

    /// Mantissa of a positive step: step / 10^floor(log10(step)).
    static func mantissa(_ step: Double) -> Double {
        var m = step / pow(10, log10(step).rounded(.down))
        // log10 of an exact power of ten can round just below the integer.
        if m >= 10 - 1e-9 { m /= 10 }
        if m < 1 - 1e-9 { m *= 10 }
        return m
    }

    @Test func randomExtentsSatisfyTheRule() {
        var rng = SplitMix64(seed: 0x7F17)
        for i in 0..<400 {
            let e1 = Double(Int.random(in: -4...8, using: &rng))
            let e2 = e1 + Double(Int.random(in: -3...1, using: &rng))
            let a = Double.random(in: -1...1, using: &rng) * pow(10, e1)
            let b = a + Double.random(in: 0.01...10, using: &rng) * pow(10, e2)
            let intervals = Int.random(in: 1...8, using: &rng)
            let includeZero = Bool.random(using: &rng)
            let ticks = fit(a...b, intervals: intervals, includeZero: includeZero)
            let lo = includeZero ? min(a, 0) : a, hi = includeZero ? max(b, 0) : b
            let step = ticks.step, n = Double(intervals)
            let label = "case \(i): \(a)...\(b), \(intervals) intervals, zero \(includeZero) -> \(ticks)"
            // One interval across zero cannot be met by any step (see oneIntervalAcrossZeroHasNoLadderFit):
            // only the fallback's basic promises hold.
            if intervals == 1 && lo < 0 && hi > 0 {
                #expect(ticks.range.lower <= lo && ticks.range.upper >= hi && ticks.range.span == ticks.step, "\(label)")
                continue
            }

            // The range holds the extent (rounding to the step's precision aside).
            let slack = step * 1e-9 + max(abs(lo), abs(hi)) * 1e-12
            #expect(ticks.range.lower <= lo + slack && ticks.range.upper >= hi - slack, "\(label)")
            // intervals x step, exactly (up to rounding).
            #expect(abs(ticks.range.span - n * step) <= step * 1e-6, "\(label)")
            #expect(ticks.values.count == intervals + 1, "\(label)")
            // A ladder step.
            let m = Self.mantissa(step)
            #expect(Self.ladder.contains { abs($0 - m) < 1e-9 }, "\(label): mantissa \(m)")
            // The bottom is a whole step.
            let k = ticks.range.lower / step
            #expect(abs(k - k.rounded()) < 1e-6, "\(label): bottom / step = \(k)")
            // The bottom is the highest whole step at or below lo (one more step would pass lo).
            #expect(ticks.range.lower + step > lo + slack, "\(label): bottom too low")

            // Minimality: every smaller ladder step leaves the top short of hi. Steps below
            // (hi - lo) / n can never reach, so start a decade below that.
            let firstDecade = Int(log10((hi - lo) / n).rounded(.down)) - 1
            let lastDecade = Int(log10(step).rounded(.down)) + 1
            for decade in firstDecade...lastDecade {
                for factor in Self.ladder {
                    let s = factor * pow(10, Double(decade))
                    guard s < step * (1 - 1e-9) else { continue }
                    let top = (lo / s).rounded(.down) * s + n * s
                    #expect(top < hi, "\(label): smaller step \(s) reaches \(top) >= \(hi)")
                }
            }
        }
    }
}
