import Foundation
import ReelGeometry
import ReelTiming
import TestSupport
import Testing

@testable import ReelCharts

/// `Follow` keeping its grid samples between frames (`FollowMemo`): what a
/// frame gets never depends on which frames came before it.
@Suite struct FollowMemoTests {
    /// Counts the target's evaluations (the tests run this on one thread).
    final class Counter: @unchecked Sendable {
        var calls = 0
    }

    static func fingerprint(_ blend: [Weighted<ValueRange>]) -> [UInt64] {
        blend.flatMap { [$0.weight.bitPattern, $0.target.lower.bitPattern, $0.target.upper.bitPattern] }
    }

    @Test func keptSamplesGiveWhatFreshSamplingGivesInAnyOrder() {
        let follow = Follow(duration: 0.6, curve: .easeInEaseOut)
        let times = (0..<300).map { Double($0) / 60 + 0.3 }
        let fresh = times.map { Self.fingerprint(follow.blend(at: $0, target: FollowTests.movingFit)) }
        let scope = FollowMemo.Scope(identity: ModelIdentity(), part: 0)
        var rng = SplitMix64(seed: 0xF011)
        var kept = [[UInt64]](repeating: [], count: times.count)
        // Shuffled, then in order, then backwards: each against the same memo.
        for order in [Array(times.indices).shuffled(using: &rng), Array(times.indices), times.indices.reversed()] {
            for i in order {
                kept[i] = Self.fingerprint(follow.blend(at: times[i], memo: scope, target: FollowTests.movingFit))
            }
            #expect(kept == fresh)
        }
        #expect(fresh.contains { $0.count >= 9 }, "several targets in flight at some moments")
    }

    @Test func theNextFrameSamplesOnlyWhatIsNew() {
        let follow = Follow(duration: 0.6)
        let counter = Counter()
        let target: (Double) -> ValueRange = { t in
            counter.calls += 1
            return FollowTests.movingFit(t)
        }
        let scope = FollowMemo.Scope(identity: ModelIdentity(), part: 0)
        _ = follow.blend(at: 2, memo: scope, target: target)
        let first = counter.calls
        counter.calls = 0
        _ = follow.blend(at: 2 + 1.0 / 60, memo: scope, target: target)
        // 72 grid samples, and changes located by bisection, the first time;
        // then the two ends, two new grid points and the new changes only.
        #expect(first >= 72)
        #expect(counter.calls < first / 3, "\(counter.calls) evaluations after \(first)")
    }

    @Test func scopesAndIdentitiesKeepTheirOwnSamples() {
        let follow = Follow(duration: 0.6)
        let identity = ModelIdentity()
        let low = FollowMemo.Scope(identity: identity, part: 0), high = FollowMemo.Scope(identity: identity, part: 1)
        let raised: (Double) -> ValueRange = { t in
            let r = FollowTests.movingFit(t)
            return ValueRange(r.lower + 5000, r.upper + 5000)
        }
        let a = follow.blend(at: 1.5, memo: low, target: FollowTests.movingFit)
        let b = follow.blend(at: 1.5, memo: high, target: raised)
        let c = follow.blend(at: 1.5, memo: FollowMemo.Scope(identity: ModelIdentity(), part: 0), target: raised)
        #expect(Self.fingerprint(a) == Self.fingerprint(follow.blend(at: 1.5, target: FollowTests.movingFit)))
        #expect(Self.fingerprint(b) == Self.fingerprint(follow.blend(at: 1.5, target: raised)))
        #expect(Self.fingerprint(c) == Self.fingerprint(b))
        #expect(ModelIdentity() != identity)
    }

    @Test func aLongSceneDropsOldSamplesAndStaysExact() {
        let follow = Follow(duration: 0.6)
        let scope = FollowMemo.Scope(identity: ModelIdentity(), part: 0)
        // More grid points than a table keeps: it is emptied on the way.
        let span = Double(FollowMemo.sampleCapacity + 2000) * Follow.sampling
        let times = stride(from: 0.7, through: span, by: span / 400).map { $0 }
        for t in times {
            let kept = follow.blend(at: t, memo: scope, target: FollowTests.movingFit)
            #expect(Self.fingerprint(kept) == Self.fingerprint(follow.blend(at: t, target: FollowTests.movingFit)))
        }
        #expect(FollowMemo.table(scope, of: ValueRange.self).samples.count <= FollowMemo.sampleCapacity + 100)
    }

    @Test func aTimeOffTheGridsScaleTakesTheTargetAsItIs() {
        let follow = Follow(duration: 0.6)
        for t in [Double.nan, .infinity, -.infinity, 1e15] {
            let blend = follow.blend(at: t, memo: FollowMemo.Scope(identity: ModelIdentity(), part: 0)) { _ in 42.0 }
            #expect(blend.count == 1 && blend[0].target == 42 && blend[0].weight == 1)
        }
    }
}
