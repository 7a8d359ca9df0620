import Foundation
import ReelGeometry
import ReelTiming
import TestSupport
import Testing

@testable import ReelCharts

/// The pure additive follow rule:
///
///     value(t) = target(t - D) + sum over changes c in (t - D, t] of (B - A) * curve((t - c) / D)
///
/// Expectations are computed from that formula with the change times the
/// tests themselves put in the targets.
@Suite struct FollowTests {
    /// The blended value of numeric targets.
    static func value(_ blend: [Weighted<Double>]) -> Double {
        blend.reduce(0) { $0 + $1.target * $1.weight }
    }

    static func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }

    /// A piecewise-constant target: `values[k]` from `times[k - 1]` on (values[0] before times[0]).
    struct Steps: Sendable {
        let times: [Double]
        let values: [Double]
        /// As a function of time, for `blend`.
        var f: @Sendable (Double) -> Double { { self($0) } }
        func callAsFunction(_ t: Double) -> Double {
            var k = 0
            while k < times.count && times[k] <= t { k += 1 }
            return values[k]
        }
        /// The additive expectation, for changes at least one sampling interval apart.
        func expected(at t: Double, duration: Double, curve: TimingCurve) -> Double {
            var v = self(t - duration)
            for (k, c) in times.enumerated() where c > t - duration && c <= t {
                v += (values[k + 1] - values[k]) * curve.progress(FollowTests.clamp01((t - c) / duration))
            }
            return v
        }
    }

    @Test func aSingleStepFollowsTheCurve() {
        // A = 40 before c, B = -60 from c on; c off the 1/120 s grid.
        let c = 1.2345, duration = 0.6
        let target = Steps(times: [c], values: [40, -60])
        for curve in [TimingCurve.linear, .easeInEaseOut] {
            let follow = Follow(duration: duration, curve: curve)
            var t = c - 0.1
            while t < c + 0.8 {
                let expected = 40 + (-60 - 40) * curve.progress(Self.clamp01((t - c) / duration))
                let got = Self.value(follow.blend(at: t, target: target.f))
                // The change is located to 1e-6 s: at most 100 * 2 / 0.6 * 1e-6 of value.
                #expect(abs(got - expected) < 1e-3, "\(curve) at t = \(t): \(got) vs \(expected)")
                t += 0.0037
            }
            // Before the change and after the transition: the plain targets, weight 1.
            let before = follow.blend(at: c - 0.01, target: target.f)
            #expect(before.count == 1 && before[0].target == 40 && abs(before[0].weight - 1) < 1e-12)
            let after = follow.blend(at: c + duration + 0.01, target: target.f)
            #expect(after.count == 1 && after[0].target == -60 && abs(after[0].weight - 1) < 1e-12)
        }
        // Halfway through a linear transition the value is halfway: -10.
        let half = Self.value(Follow(duration: duration).blend(at: c + 0.3, target: target.f))
        #expect(abs(half - (-10)) < 1e-3)
    }

    @Test func twoChangesAddUp() {
        // 0 -> 10 at c1, 10 -> 30 at c2 = c1 + 0.2; D = 0.6, linear.
        let c1 = 1.003, c2 = 1.203
        let target = Steps(times: [c1, c2], values: [0, 10, 30])
        let follow = Follow(duration: 0.6)
        func v(_ t: Double) -> Double { Self.value(follow.blend(at: t, target: target.f)) }
        // t = c1 + 0.1: only the first change, 10 * 0.1 / 0.6.
        #expect(abs(v(c1 + 0.1) - 10 * 0.1 / 0.6) < 1e-3)
        // t = c2 + 0.1: 10 * 0.3 / 0.6 + 20 * 0.1 / 0.6 = 5 + 3.333.
        #expect(abs(v(c2 + 0.1) - (5 + 20.0 / 6)) < 1e-3)
        // t = c2 + 0.5 = c1 + 0.7: the first change is done (target(t - D) = 10), the second is 5/6 along:
        // 10 + 20 * 0.5 / 0.6 = 26.667.
        #expect(abs(v(c2 + 0.5) - (10 + 20 * 0.5 / 0.6)) < 1e-3)
        // Both done.
        #expect(abs(v(c2 + 0.61) - 30) < 1e-9)
        // And everywhere in between, the sum of the two ramps.
        var t = c1 - 0.05
        while t < c2 + 0.7 {
            let expected = 10 * Self.clamp01((t - c1) / 0.6) + 20 * Self.clamp01((t - c2) / 0.6)
            #expect(abs(v(t) - expected) < 1e-3, "t = \(t)")
            t += 0.0051
        }
    }

    @Test func aReturnToAnEarlierTargetMergesItsWeights() {
        // 0 -> 1 at 1.0, back to 0 at 1.2; at t = 1.5 (linear, D = 0.6) the 0 target has
        // 1 - 0.5/0.6 from before the first change plus 0.3/0.6 from the return.
        let target = Steps(times: [1.0, 1.2], values: [0, 1, 0])
        let blend = Follow(duration: 0.6).blend(at: 1.5, target: target.f)
        #expect(blend.count == 2)
        #expect(blend.first?.target == 0)  // oldest first
        let zero = blend.first { $0.target == 0 }?.weight ?? -1
        let one = blend.first { $0.target == 1 }?.weight ?? -1
        #expect(abs(zero - (1 - 0.5 / 0.6 + 0.3 / 0.6)) < 1e-5)
        #expect(abs(one - (0.5 / 0.6 - 0.3 / 0.6)) < 1e-5)
    }

    @Test func randomTargetsBlendAdditivelyWithWeightsSummingToOne() {
        var rng = SplitMix64(seed: 0xF0110)
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for caseIndex in 0..<30 {
            // Changes at least 0.01 s apart (more than one 1/120 s sampling interval), so none can be
            // missed and the additive formula holds exactly; values from a small set so targets repeat.
            var times: [Double] = []
            var time = Double.random(in: 0...0.3, using: &rng)
            while time < 4 {
                times.append(time)
                time += Double.random(in: 0.01...0.4, using: &rng)
            }
            var values = [Double(Int.random(in: 0...3, using: &rng))]
            for _ in times {
                var next = values.last!
                while next == values.last! { next = Double(Int.random(in: 0...3, using: &rng)) }
                values.append(next)
            }
            let target = Steps(times: times, values: values)
            let curve = curves[caseIndex % curves.count]
            let duration = Double.random(in: 0.05...1, using: &rng)
            let follow = Follow(duration: duration, curve: curve)
            for _ in 0..<40 {
                let t = Double.random(in: -0.5...4.5, using: &rng)
                let blend = follow.blend(at: t, target: target.f)
                let sum = blend.reduce(0) { $0 + $1.weight }
                #expect(abs(sum - 1) < 1e-12, "case \(caseIndex) t = \(t): weights sum to \(sum)")
                #expect(blend.allSatisfy { $0.weight >= -1e-12 && $0.weight <= 1 + 1e-12 }, "case \(caseIndex) t = \(t)")
                // Each target appears once.
                #expect(Set(blend.map(\.target)).count == blend.count, "case \(caseIndex) t = \(t)")
                let expected = target.expected(at: t, duration: duration, curve: curve)
                // Each located change is off by at most 1e-6 s; |delta| <= 3, slope <= 2 / D.
                let tolerance = 2e-3 + Double(times.count) * 3 * 2 * 1e-6 / duration
                #expect(abs(Self.value(blend) - expected) < tolerance, "case \(caseIndex) \(curve) t = \(t)")
            }
        }
    }

    @Test func blendedRangeWeighsBothEnds() {
        // 0.25 of 0...100 and 0.75 of -20...60: lower 0 * 0.25 - 20 * 0.75 = -15, upper 25 + 45 = 70.
        let blend = [Weighted(target: ValueRange(0, 100), weight: 0.25), Weighted(target: ValueRange(-20, 60), weight: 0.75)]
        #expect(blend.blendedRange == ValueRange(-15, 70))
        #expect([Weighted(target: ValueRange(3, 4), weight: 1)].blendedRange == ValueRange(3, 4))
    }

    @Test func zeroDurationJumpsAtOnce() {
        let c = 2.0 + 0.4 / 120
        let target = Steps(times: [c], values: [5, 9])
        let follow = Follow(duration: 0)
        let after = follow.blend(at: c, target: target.f)
        #expect(after.count == 1 && after[0].target == 9 && after[0].weight == 1)
        let before = follow.blend(at: c.nextDown, target: target.f)
        #expect(before.count == 1 && before[0].target == 5 && before[0].weight == 1)
    }

    /// The blended range, spelled out here so the test's bookkeeping does not
    /// depend on the `blendedRange` extension.
    static func blendedRange(_ blend: [Weighted<ValueRange>]) -> ValueRange {
        var lower = 0.0, upper = 0.0
        for entry in blend {
            lower += entry.target.lower * entry.weight
            upper += entry.target.upper * entry.weight
        }
        return ValueRange(lower, upper)
    }

    /// A nice-rounded function of a moving value: the y fit of a window of
    /// values around 1000 + 900 sin(3t), which changes step every few frames.
    static func movingFit(_ t: Double) -> ValueRange {
        let m = 1000 + 900 * sin(3 * t)
        return YFit().ticks(for: (m - 300)...(m + 500)).range
    }

    @Test func evaluationOrderDoesNotMatter() {
        let follow = Follow(duration: 0.6, curve: .easeInEaseOut)
        let times = (0..<240).map { Double($0) * 0.0123 + 0.5 }
        func fingerprint(_ t: Double) -> [UInt64] {
            follow.blend(at: t, target: Self.movingFit).flatMap {
                [$0.weight.bitPattern, $0.target.lower.bitPattern, $0.target.upper.bitPattern]
            }
        }
        let inOrder = times.map(fingerprint)
        var rng = SplitMix64(seed: 0x0DE2)
        let shuffled = Array(times.indices).shuffled(using: &rng)
        var outOfOrder = [[UInt64]](repeating: [], count: times.count)
        for i in shuffled { outOfOrder[i] = fingerprint(times[i]) }
        #expect(inOrder == outOfOrder)
        // Backwards, and interleaved with evaluations far away in time, too.
        var backwards = [[UInt64]](repeating: [], count: times.count)
        for i in times.indices.reversed() {
            _ = follow.blend(at: -times[i] * 7, target: Self.movingFit)
            backwards[i] = fingerprint(times[i])
        }
        #expect(inOrder == backwards)
        // The case is not trivial: several targets are in flight at some moments.
        #expect(inOrder.contains { $0.count >= 9 })
    }

    @Test func aManyTimesChangingTargetIsFollowedContinuously() {
        let duration = 0.6
        let h = 0.001
        for curve in [TimingCurve.linear, .easeInEaseOut] {
            let follow = Follow(duration: duration, curve: curve)
            // The target on a 0.1 ms grid, for its total variation over any stretch.
            let fine = 0.0001
            let start = 0.0, end = 3.0
            let samples = Int(((end - start + duration + 2 * h) / fine).rounded(.up))
            var variation = [0.0]  // cumulative |change| of lower + upper along the fine grid
            var previous = Self.movingFit(start - duration - h)
            var targetChanges = 0
            for k in 1...samples {
                let current = Self.movingFit(start - duration - h + Double(k) * fine)
                if current != previous { targetChanges += 1 }
                variation.append(variation.last! + max(abs(current.lower - previous.lower), abs(current.upper - previous.upper)))
                previous = current
            }
            func variationBetween(_ a: Double, _ b: Double) -> Double {
                let i = max(Int(((a - (start - duration - h)) / fine).rounded(.down)), 0)
                let j = min(Int(((b - (start - duration - h)) / fine).rounded(.up)), variation.count - 1)
                return variation[j] - variation[i]
            }
            // The curve's steepest slope: 1 for linear, under 2 for easeInEaseOut.
            let slope = curve == .linear ? 1.0 : 2.0
            var t = start
            var value = Self.blendedRange(follow.blend(at: t, target: Self.movingFit))
            var largest = 0.0
            while t < end {
                let next = Self.blendedRange(follow.blend(at: t + h, target: Self.movingFit))
                let move = max(abs(next.lower - value.lower), abs(next.upper - value.upper))
                // Each change in (t - D, t + h] moves the value by at most |delta| * slope * h / D: one
                // still in flight moves along the curve, one arriving has gone at most h, one leaving the
                // interval had at most h to go. (0.05 of slack for the 1e-6 s location of each change.)
                let bound = variationBetween(t - duration, t + h) * slope * h / duration * 1.05 + 0.05
                #expect(move <= bound, "\(curve) t = \(t): moved \(move) > \(bound)")
                largest = max(largest, move)
                value = next
                t += h
            }
            // The target really changes many times, each time by at least 50 (the grids of
            // 200 and 250 steps differ by 50 at least), yet no millisecond moves by more than a few units.
            #expect(targetChanges > 20)
            #expect(largest < 20, "\(curve): largest move \(largest)")
        }
    }

    @Test func changesAreLocatedBetweenSamples() {
        // Switches at several offsets inside one 1/120 s interval, and one exactly on a sample.
        for fraction in [0.0, 0.013, 0.3, 0.5, 0.77, 0.999] {
            let c = (60 + fraction) / 120
            let target = Steps(times: [c], values: [1, 2])
            let follow = Follow(duration: 0.6)
            let changes = follow.changes(from: c - 0.3, to: c + 0.1, target: target.f)
            #expect(changes.count == 2)
            if changes.count == 2 {
                #expect(abs(changes[1].time - c) < 1e-5, "fraction \(fraction): \(changes[1].time) vs \(c)")
                #expect(changes[1].value == 2)
            }
            // Seen through the public blend: the weight of the new target says when it started.
            let t = c + 0.25
            let weight = follow.blend(at: t, target: target.f).first { $0.target == 2 }?.weight ?? 0
            let located = t - weight * 0.6
            #expect(abs(located - c) < 1e-5, "fraction \(fraction): located at \(located), switch at \(c)")
        }
    }

    @Test func aBlipShorterThanASampleMayBeMissedButTheBlendStaysValid() {
        // 0 -> 7 at c, back to 0 two milliseconds later, all inside one sampling interval (10/120 ... 11/120).
        let c = 10.0 / 120 + 0.001
        let target = Steps(times: [c, c + 0.002], values: [0, 7, 0])
        for curve in [TimingCurve.linear, .easeInEaseOut] {
            let follow = Follow(duration: 0.6, curve: curve)
            var t = c - 0.05
            while t < c + 0.7 {
                let blend = follow.blend(at: t, target: target.f)
                let sum = blend.reduce(0) { $0 + $1.weight }
                #expect(abs(sum - 1) < 1e-12, "t = \(t)")
                #expect(blend.allSatisfy { (0...1).contains($0.weight) || abs($0.weight) < 1e-12 }, "t = \(t)")
                let v = Self.value(blend)
                #expect(v >= -1e-9 && v <= 7 + 1e-9, "t = \(t): \(v)")
                t += 0.0007
            }
        }
    }
}
