import ReelGeometry
import ReelTiming

/// A target and how much of it the following value has taken on.
public struct Weighted<Target: Sendable>: Sendable {
    public var target: Target
    public var weight: Double
}

/// How a derived value (a y range that fits the data in view) follows its
/// target over time, as a pure function of time.
///
/// The target is a function of time (for example the fit of the window at that
/// moment). Whenever it changes, at time c from A to B, a transition of
/// `duration` seconds along `curve` starts that moves the value by B - A; every
/// change starts its own transition and they add up (Core Animation's additive
/// animations, which is what UIKit and SwiftUI do when an animation is
/// retargeted mid-flight). So the value at t is
///
///     target(t - duration) + sum over changes c in (t - duration, t] of
///         (target after c - target before c) * curve((t - c) / duration)
///
/// Only the target over the preceding `duration` matters: frame t is computed
/// from t alone, never from frame t - 1, so frames stay independent.
///
/// Equivalently the value is a blend of the targets seen in that interval,
/// each weighted by how far the change to it has gone minus how far the change
/// away from it has gone; the weights add up to 1. The same weights fade axis
/// labels: the tick set of every target shows with its weight.
public struct Follow: Sendable, Hashable {
    /// Seconds a transition to a new target takes (0: jump at once).
    public var duration: Double
    public var curve: TimingCurve

    /// The contest's SwiftUI entry animates with `.linear(duration: 0.6)`.
    public init(duration: Double = 0.6, curve: TimingCurve = .linear) {
        self.duration = duration
        self.curve = curve
    }

    /// Spacing of the samples taken to find the changes, in seconds; each
    /// change found is then located to within `precision` by bisection.
    public static let sampling = 1.0 / 120
    public static let precision = 1e-6

    /// The targets over `(t - duration, t]`, oldest first, with their weights;
    /// equal targets are merged. `target` must be a pure function of time;
    /// `table`, if given, must hold samples of that very target
    /// (`FollowTable`): it spares sampling the grid, and the result is
    /// bit for bit the one without it.
    public func blend<T: Equatable & Sendable>(at t: Double, table: FollowTable<T>? = nil,
                                               target: (Double) -> T) -> [Weighted<T>] {
        guard duration > 0, t.isFinite, abs(t) < 1e12 else { return [Weighted(target: target(t), weight: 1)] }
        let start = t - duration
        let changes = table?.changes(from: start, to: t, target: target)
            ?? self.changes(from: start, to: t, target: target)
        var result: [Weighted<T>] = []
        for (k, change) in changes.enumerated() {
            // The target before the interval has fully arrived, by definition.
            let arrived = k == 0 ? 1 : progress(since: change.time, at: t)
            let left = k + 1 < changes.count ? progress(since: changes[k + 1].time, at: t) : 0
            let weight = arrived - left
            if let same = result.firstIndex(where: { $0.target == change.value }) {
                result[same].weight += weight
            } else {
                result.append(Weighted(target: change.value, weight: weight))
            }
        }
        return result
    }

    /// How far a transition that started at `start` has gone at `t`.
    func progress(since start: Double, at t: Double) -> Double {
        let x = min(max((t - start) / duration, 0), 1)
        if x >= 1 { return 1 }
        return curve.progress(x, duration: duration)
    }

    /// The target at `start` (as a change that has fully happened) followed by
    /// every change in `(start, end]`, each at the moment it happens.
    ///
    /// The target is sampled at whole multiples of `sampling` (grid point k
    /// at `Double(k) * sampling`), so every frame looking at the same stretch
    /// of time sees the same samples; a change between two samples is located
    /// by bisection between them, or, in the first interval, between `start`
    /// and the first grid point, and in the last, between the last grid point
    /// and `end`.
    func changes<T: Equatable>(from start: Double, to end: Double, target: (Double) -> T) -> [(time: Double, value: T)] {
        var result = [(time: start, value: target(start))]
        var previous = result[0]
        var k = Int((start / Self.sampling).rounded(.down)) + 1
        while true {
            let grid = Double(k) * Self.sampling
            guard grid < end else {
                let value = target(end)
                if value != previous.value {
                    result.append((Self.locate(between: previous.time, and: end, from: previous.value, target: target), value))
                }
                return result
            }
            let value = target(grid)
            if value != previous.value {
                result.append((Self.locate(between: previous.time, and: grid, from: previous.value, target: target), value))
            }
            previous = (grid, value)
            k += 1
        }
    }

    /// When the target leaves `value` between `a` (where it is `value`) and `b`.
    static func locate<T: Equatable>(between a: Double, and b: Double, from value: T, target: (Double) -> T) -> Double {
        var lo = a, hi = b
        while hi - lo > Self.precision {
            let mid = (lo + hi) / 2
            if target(mid) == value { lo = mid } else { hi = mid }
        }
        return hi
    }
}

extension Array where Element == Weighted<ValueRange> {
    /// The blended range: each target's ends weighted.
    public var blendedRange: ValueRange {
        var lower = 0.0, upper = 0.0
        for entry in self {
            lower += entry.target.lower * entry.weight
            upper += entry.target.upper * entry.weight
        }
        return ValueRange(lower, upper)
    }
}
