import Foundation
import ReelGeometry
import ReelTiming
import TestSupport
import Testing

@testable import ReelCharts

/// `Follow` reading its grid from a table sampled once per animation
/// (`FollowTable`): the follow is bit for bit the one sampled live, inside
/// the table, across its edges and outside it.
@Suite struct FollowTableTests {
    /// Counts the target's evaluations (the tests run this on one thread).
    final class Counter: @unchecked Sendable {
        var calls = 0
    }

    /// The followed value and label sets, bit for bit (labels: the targets themselves).
    static func follow(_ follow: Follow, at t: Double, table: FollowTable<Double>? = nil,
                       target: (Double) -> Double) -> [UInt64] {
        let f = follow.follow(at: t, table: table, target: target, value: { ValueRange($0, $0) }, labels: { $0 })
        return [f.value.lower.bitPattern] + f.labels.flatMap { [$0.weight.bitPattern, $0.target.bitPattern] }
    }

    static func follow(_ follow: Follow, at t: Double, table: FollowTable<ValueRange>? = nil,
                       target: (Double) -> ValueRange) -> [UInt64] {
        let f = follow.follow(at: t, table: table, target: target, value: { $0 }, labels: { $0.span })
        return [f.value.lower.bitPattern, f.value.upper.bitPattern]
            + f.labels.flatMap { [$0.weight.bitPattern, $0.target.bitPattern] }
    }

    /// A random step target: changes anywhere, on grid points, a hair off
    /// them, and back to earlier values (so runs repeat values).
    static func randomSteps(_ rng: inout SplitMix64) -> FollowTests.Steps {
        var times: [Double] = []
        var t = Double.random(in: -0.5...0.5, using: &rng)
        for _ in 0..<Int.random(in: 1...40, using: &rng) {
            t += Double.random(in: 0.0005...0.4, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: times.append((t / Follow.sampling).rounded() * Follow.sampling)
            case 1: times.append((t / Follow.sampling).rounded() * Follow.sampling + 1e-9)
            default: times.append(t)
            }
        }
        let values = (0...times.count).map { _ in Double(Int.random(in: 0..<5, using: &rng)) * 10 }
        return FollowTests.Steps(times: times, values: values)
    }

    @Test func aBlendFromTheTableIsTheLiveBlendBitForBit() {
        var rng = SplitMix64(seed: 0x7AB1E)
        var compared = 0, moving = 0
        for _ in 0..<100 {
            let steps = Self.randomSteps(&rng)
            let duration = [0.6, 0.5, 0.25, 1.0 / 60][Int.random(in: 0..<4, using: &rng)]
            let follow = Follow(duration: duration, curve: [.linear, .easeInEaseOut][Int.random(in: 0..<2, using: &rng)])
            let covered = 0.0...Double.random(in: 0...8, using: &rng)
            let table = FollowTable(follow: follow, times: covered, target: steps.f)!
            // Frame times at 60 fps, on-grid window starts, random moments,
            // and moments before and after the table (computed live).
            var times = (0..<Int(covered.upperBound * 60 + 1)).map { Double($0) / 60 }
            times += (0..<20).map { _ in Double(Int.random(in: -100...1100, using: &rng)) * Follow.sampling + duration }
            times += (0..<20).map { _ in Double.random(in: -2...10, using: &rng) }
            for t in times {
                let live = Self.follow(follow, at: t, target: steps.f)
                #expect(Self.follow(follow, at: t, table: table, target: steps.f) == live,
                        "t = \(t), steps \(steps.times)")
                compared += 1
                if live.count > 3 { moving += 1 }
            }
        }
        #expect(compared > 10_000)
        #expect(moving > 1000, "the cases are not trivial: \(moving) blends in motion")
    }

    @Test func aMovingFitFromTheTableIsTheLiveOne() {
        let follow = Follow(duration: 0.6, curve: .easeInEaseOut)
        let table = FollowTable(follow: follow, times: 0...5, target: FollowTests.movingFit)!
        for frame in 0...300 {
            let t = Double(frame) / 60
            #expect(Self.follow(follow, at: t, table: table, target: FollowTests.movingFit)
                    == Self.follow(follow, at: t, target: FollowTests.movingFit), "t = \(t)")
        }
    }

    @Test func theTableHoldsTheGridsSamplesAsRuns() {
        let steps = FollowTests.Steps(times: [0.1004, 0.301, 0.3011], values: [1, 2, 3, 2])
        let table = FollowTable(grid: 0...60, target: steps.f)
        for k in 0...60 { #expect(table.value(at: k) == steps(Double(k) * Follow.sampling)) }
        // 3 never shows on the grid: 2, 3 for a tenth of a millisecond, and 2 again is one run of 2.
        #expect(table.runs.map(\.value) == [1, 2])
        #expect(table.runs.map(\.start) == [0, 13])
        #expect(abs(table.runs[1].change! - 0.1004) <= Follow.precision)
    }

    @Test func aFrameInsideTheTableSamplesOnlyItsEnds() {
        let follow = Follow(duration: 0.6)
        let counter = Counter()
        let target: (Double) -> ValueRange = { t in
            counter.calls += 1
            return FollowTests.movingFit(t)
        }
        let table = FollowTable(follow: follow, times: 0...3, target: target)!
        counter.calls = 0
        _ = Self.follow(follow, at: 2, table: table, target: target)
        let fromTable = counter.calls
        counter.calls = 0
        _ = Self.follow(follow, at: 2, target: target)
        // Live: the grid samples over the follow's reach and the bisections;
        // from the table: the two ends and at most two bisections between
        // them and the grid.
        #expect(counter.calls >= Int(follow.reach / Follow.sampling))
        #expect(fromTable <= 2 + 2 * 14, "\(fromTable) evaluations")
    }

    @Test func timesOffTheGridsScaleMakeNoTable() {
        let follow = Follow(duration: 0.6)
        #expect(FollowTable(follow: follow, times: 0...Double.infinity) { _ in 1.0 } == nil)
        #expect(FollowTable(follow: Follow(duration: 0), times: 0...1) { _ in 1.0 } == nil)
        let table = FollowTable(follow: follow, times: 0...1) { _ in 42.0 }!
        for t in [Double.nan, .infinity, -.infinity, 1e15] {
            let followed = follow.follow(at: t, table: table, target: { _ in 42.0 }, value: { ValueRange($0, $0) }, labels: { $0 })
            #expect(followed.value.lower == 42 && followed.labels.count == 1 && followed.labels[0].weight == 1)
        }
    }
}
