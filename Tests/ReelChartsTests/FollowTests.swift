import Foundation
import ReelGeometry
import ReelTiming
import TestSupport
import Testing

@testable import ReelCharts

/// The follow rule: at each change c_i of the target the value eases from
/// what it shows at c_i to the new target T_i,
///
///     v(t) = v(c_i) + (T_i - v(c_i)) * curve((t - c_i) / D),  c_i <= t < c_{i+1},
///
/// computed for each t alone from `Follow.lookBack` durations before t; and
/// at most two label sets, the incoming one fading in from where it is.
/// Expectations are computed from that recursion with the change times the
/// tests themselves put in the targets, started far earlier than the follow does.
@Suite struct FollowTests {
    static func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }

    /// A piecewise-constant target: `values[k]` from `times[k - 1]` on (values[0] before times[0]).
    struct Steps: Sendable {
        let times: [Double]
        let values: [Double]
        /// As a function of time.
        var f: @Sendable (Double) -> Double { { self($0) } }
        func callAsFunction(_ t: Double) -> Double {
            var k = 0
            while k < times.count && times[k] <= t { k += 1 }
            return values[k]
        }

        /// The recursion over every change from the first on.
        func expected(at t: Double, duration: Double, curve: TimingCurve) -> Double {
            var v = values[0], since = -Double.infinity, current = values[0]
            for (k, c) in times.enumerated() where c <= t {
                v += (current - v) * curve.progress(FollowTests.clamp01((c - since) / duration))
                since = c
                current = values[k + 1]
            }
            return v + (current - v) * curve.progress(FollowTests.clamp01((t - since) / duration))
        }
    }

    static func value(_ follow: Follow, at t: Double, target: (Double) -> Double) -> Double {
        follow.follow(at: t, target: target, value: { ValueRange($0, $0) }, labels: { $0 }).value.lower
    }

    static func labels(_ follow: Follow, at t: Double, target: (Double) -> Double) -> [Weighted<Double>] {
        follow.follow(at: t, target: target, value: { ValueRange($0, $0) }, labels: { $0 }).labels
    }

    @Test func theDefaultIsAFourTenthsSecondCubicEaseOut() {
        let follow = Follow()
        #expect(follow.duration == 0.4)
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(abs(follow.curve.progress(x) - (1 - pow(1 - x, 3))) < 1e-12)
        }
    }

    @Test func aSingleStepEasesOutFromTheOldValue() {
        // A = 40 before c, B = -60 from c on; c off the 1/120 s grid.
        let c = 1.2345, duration = 0.4
        let target = Steps(times: [c], values: [40, -60])
        let follow = Follow(duration: duration)
        var t = c - 0.1
        while t < c + 0.6 {
            let expected = 40 + (-60 - 40) * (1 - pow(1 - Self.clamp01((t - c) / duration), 3))
            // The change is located to 1e-6 s: at most 100 * 3 / 0.4 * 1e-6 of value.
            #expect(abs(Self.value(follow, at: t, target: target.f) - expected) < 1e-3, "t = \(t)")
            t += 0.0037
        }
        #expect(Self.value(follow, at: c + duration + 0.01, target: target.f) == -60)
        #expect(Self.value(follow, at: c - 0.01, target: target.f) == 40)
    }

    @Test func aRetargetStartsFromTheValueShownAndStaysContinuous() {
        // 0 -> 100 at 1.0, then -> 20 at 1.1, mid-flight.
        let follow = Follow(duration: 0.4)
        let target = Steps(times: [1.0, 1.1], values: [0, 100, 20])
        let shownAtRetarget = 100 * (1 - pow(1 - 0.1 / 0.4, 3))
        let before = Self.value(follow, at: 1.1 - 1e-5, target: target.f)
        let after = Self.value(follow, at: 1.1 + 1e-5, target: target.f)
        #expect(abs(before - shownAtRetarget) < 0.05 && abs(after - shownAtRetarget) < 0.05)
        // From there it eases to 20, not by the sum of two moves (which would pass 100 - 80 = 20 differently).
        let t = 1.1 + 0.2
        let expected = shownAtRetarget + (20 - shownAtRetarget) * (1 - pow(1 - 0.2 / 0.4, 3))
        #expect(abs(Self.value(follow, at: t, target: target.f) - expected) < 1e-3)
        // Never beyond the targets' ends with a monotone curve.
        for k in 0...200 {
            let v = Self.value(follow, at: 0.9 + Double(k) * 0.005, target: target.f)
            #expect(v >= -1e-9 && v <= 100 + 1e-9)
        }
    }

    @Test func randomTargetsFollowTheRecursionAndAnyFrameAloneIsTheSame() {
        var rng = SplitMix64(seed: 0xF0110)
        var moving = 0
        for _ in 0..<60 {
            var times: [Double] = []
            var t = 0.0
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                t += Double.random(in: 0.02...0.5, using: &rng)
                times.append(t)
            }
            let steps = Steps(times: times, values: (0...times.count).map { _ in Double.random(in: -1000...1000, using: &rng) })
            let follow = Follow(duration: [0.4, 0.25, 0.6][Int.random(in: 0..<3, using: &rng)])
            let frames = (0..<Int(t * 60 + 30)).map { Double($0) / 60 }
            let inOrder = frames.map { Self.value(follow, at: $0, target: steps.f) }
            for (frame, got) in zip(frames, inOrder) {
                let expected = steps.expected(at: frame, duration: follow.duration, curve: follow.curve)
                // The change times are located to 1e-6 s (3 * 2000 / 0.25 * 1e-6 of value at most),
                // and the look-back's truncation is below e^-24 of a jump.
                #expect(abs(got - expected) < 0.03, "t = \(frame): \(got) vs \(expected)")
                if got != steps(frame) { moving += 1 }
            }
            var shuffled = Array(frames.indices)
            shuffled.shuffle(using: &rng)
            for i in shuffled.prefix(40) {
                #expect(Self.value(follow, at: frames[i], target: steps.f).bitPattern == inOrder[i].bitPattern)
            }
        }
        #expect(moving > 500)
    }

    @Test func atMostTwoLabelSetsAndTheIncomingOneArrives() {
        var rng = SplitMix64(seed: 0x1AB5)
        for _ in 0..<40 {
            var times: [Double] = []
            var t = 0.0
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                t += Double.random(in: 0.03...0.6, using: &rng)
                times.append(t)
            }
            let steps = Steps(times: times, values: (0...times.count).map { _ in Double(Int.random(in: 0..<4, using: &rng)) })
            let follow = Follow()
            var previous: [Weighted<Double>]?
            for frame in 0..<Int(t * 240 + 120) {
                let s = Double(frame) / 240
                let sets = Self.labels(follow, at: s, target: steps.f)
                #expect(sets.count <= 2)
                #expect(sets.last?.target == steps(s), "the incoming set is the target's")
                #expect(sets.allSatisfy { $0.weight > 0 && $0.weight <= 1 + 1e-12 })
                #expect(sets.reduce(0) { $0 + $1.weight } <= 1 + 1e-9)
                if let previous {
                    // A set's opacity moves by little between frames 1/240 s apart, except when a set is
                    // dropped for a third one: then by at most a half.
                    for set in previous {
                        let now = sets.first { $0.target == set.target }?.weight ?? 0
                        #expect(abs(now - set.weight) <= 0.5 + 1e-9, "t = \(s)")
                    }
                }
                previous = sets
            }
            // At rest, one set at full strength.
            let rest = Self.labels(follow, at: t + 1, target: steps.f)
            #expect(rest.count == 1 && rest[0].weight == 1)
        }
    }

    @Test func aReturnToTheOutgoingSetFadesItBackFromWhereItIs() {
        let follow = Follow()
        let target = Steps(times: [1.0, 1.1], values: [1, 2, 1])
        let before = Self.labels(follow, at: 1.1 - 1e-4, target: target.f)
        let after = Self.labels(follow, at: 1.1 + 1e-4, target: target.f)
        #expect(before.map(\.target) == [1, 2] && after.map(\.target) == [2, 1])
        #expect(abs(before[0].weight - after[1].weight) < 0.01)
        #expect(abs(before[1].weight - after[0].weight) < 0.01)
    }

    @Test func zeroDurationJumpsAtOnce() {
        let follow = Follow(duration: 0)
        let target = Steps(times: [1.0], values: [3, 7])
        #expect(Self.value(follow, at: 1.0, target: target.f) == 7)
        #expect(Self.value(follow, at: 1.0.nextDown, target: target.f) == 3)
    }

    /// A fitted range of a moving value: the y fit of a window of values
    /// around 1000 + 900 sin(3t), which changes step every few frames.
    static func movingFit(_ t: Double) -> ValueRange {
        let m = 1000 + 900 * sin(3 * t)
        return YFit().ticks(for: (m - 300)...(m + 500)).range
    }

    @Test func aManyTimesChangingTargetIsFollowedContinuously() {
        let follow = Follow()
        let h = 0.001
        var value = follow.follow(at: 0, target: Self.movingFit, value: { $0 }, labels: { $0.span }).value
        var largest = 0.0, changes = 0
        var t = 0.0
        while t < 3 {
            let next = follow.follow(at: t + h, target: Self.movingFit, value: { $0 }, labels: { $0.span }).value
            largest = max(largest, abs(next.lower - value.lower), abs(next.upper - value.upper))
            if Self.movingFit(t + h) != Self.movingFit(t) { changes += 1 }
            value = next
            t += h
        }
        // Targets jump by 50 and more, many times; the value moves by a few units per millisecond
        // (at most 3 / 0.4 of the distance to go per second, and a tight fit keeps that distance small).
        #expect(changes > 20)
        #expect(largest < 10, "largest move \(largest)")
    }
}
