#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// A y range and the step of its grid: lines and labels at the multiples of
/// `step` inside `range` (a `nice` range ends on two of them, a `tight`
/// one need not).
public struct TickSet: Sendable, Hashable {
    public let range: ValueRange
    public let step: Double

    public init(range: ValueRange, step: Double) {
        self.range = range
        self.step = step
    }

    /// The multiples of `step` in the range. A range with none (a step far
    /// coarser than a range eased part of the way to it) has no labels: its
    /// lower end is no value of the set, and labelled it would read as a
    /// stray "-0" beside the other set's 0. A single value, or a step that
    /// is no step, is its own label.
    public var values: [Double] {
        guard step > 0, range.span > 0 else { return [range.lower] }
        return AxisTicks.stepped(range.lower...range.upper, step: step)
    }
}

/// The rule that fits a y axis to the values in view, as the contest charts
/// do. Both ends keep 0 in range with `includeZero` (bars and stacks ask
/// for it) and open a single value up (`AxisTicks.opened`).
///
/// - `tight`: the range ends at the values' extent, each end rounded outwards
///   to a tenth of the label step only (so the fit changes in small, finite
///   steps as a window slides, which keeps `FollowTable` short). Labels stand
///   at the multiples of the step inside the range: the smallest step of
///   the ladder (1, 2, 2.5, 3, 4, 5) x 10^k that gives at most
///   `intervals + 1` of them. The next smaller step s' >= s / 2 gave more,
///   so the range spans at least 6 s' >= 3 s, the extent at least 2.9 s,
///   and the data fills at least 2.9 / 3.1 of the range (93.5 %; a single
///   value opened up aside).
/// - `nice`: the range ends on ticks, `intervals - 1` to `intervals + 1`
///   intervals of one ladder step, the narrowest such range. With an end at
///   0 the data fills at least 75 % of it; with both ends free at least 60 %
///   (a whole step can be lost at each end).
public struct YFit: Sendable, Hashable {
    /// Where the range ends.
    public enum Ends: String, Sendable, Hashable, CaseIterable {
        case tight, nice
    }

    public var ends: Ends
    /// About this many grid intervals (`nice`), or at most one more label
    /// than this (`tight`).
    public var intervals: Int
    /// Whether 0 is always in range (values all above 0 then start at 0).
    public var includeZero: Bool

    public init(ends: Ends = .nice, intervals: Int = 5, includeZero: Bool = false) {
        self.ends = ends
        self.intervals = intervals
        self.includeZero = includeZero
    }

    static let ladder: [Double] = [1, 2, 2.5, 3, 4, 5]
    /// A tight end is rounded outwards to this fraction of the step.
    static let tightQuantum = 0.1

    /// The ticks for values spanning `extent`; nil (nothing in view) gives 0 to 1.
    public func ticks(for extent: ClosedRange<Double>?) -> TickSet {
        guard var lo = extent?.lowerBound, var hi = extent?.upperBound, lo.isFinite, hi.isFinite else {
            return TickSet(range: ValueRange(0, 1), step: 1.0 / Double(max(intervals, 1)))
        }
        if includeZero {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        (lo, hi) = AxisTicks.opened(lo...hi)
        let fitted = ends == .tight ? tight(lo, hi) : nice(lo, hi)
        return fitted ?? TickSet(range: ValueRange(lo, hi), step: AxisTicks.span(lo, hi, over: max(intervals, 1)))
    }

    /// The ladder's steps from a tenth of `rough` up, smallest first (three decades).
    private func steps(around rough: Double) -> [Double] {
        guard rough.isFinite, rough > 0 else { return [] }
        let magnitude = pow(10, log10(rough).rounded(.down) - 1)
        return (0..<4).flatMap { decade in Self.ladder.map { $0 * magnitude * pow(10, Double(decade)) } }
            .filter { $0.isFinite && $0 > 0 }
    }

    private func tight(_ lo: Double, _ hi: Double) -> TickSet? {
        let labels = Double(max(intervals, 1) + 1)
        for step in steps(around: AxisTicks.span(lo, hi, over: max(intervals, 1))) {
            let quantum = step * Self.tightQuantum
            let bottom = AxisTicks.clean((lo / quantum + 1e-9).rounded(.down) * quantum, step: quantum)
            let top = AxisTicks.clean((hi / quantum - 1e-9).rounded(.up) * quantum, step: quantum)
            guard bottom.isFinite, top.isFinite, top > bottom else { return nil }
            let first = (bottom / step - 1e-9).rounded(.up), last = (top / step + 1e-9).rounded(.down)
            guard last - first + 1 <= labels else { continue }
            return TickSet(range: ValueRange(bottom, top), step: step)
        }
        return nil
    }

    private func nice(_ lo: Double, _ hi: Double) -> TickSet? {
        let n = max(intervals, 1), allowed = max(n - 1, 1)...(n + 1)
        var best: TickSet?
        for step in steps(around: AxisTicks.span(lo, hi, over: n)) {
            let first = (lo / step + 1e-9).rounded(.down), last = (hi / step - 1e-9).rounded(.up)
            guard allowed.contains(Int(exactly: last - first) ?? 0) else { continue }
            let bottom = AxisTicks.clean(first * step, step: step), top = AxisTicks.clean(last * step, step: step)
            guard bottom.isFinite, top.isFinite else { continue }
            if best.map({ top - bottom < $0.range.span * (1 - 1e-12) }) ?? true {
                best = TickSet(range: ValueRange(bottom, top), step: step)
            }
        }
        return best
    }
}

/// A y axis that fits the values in view (`fit`) and moves to each new fit
/// smoothly (`follow`).
public struct FollowingFit: Sendable, Hashable {
    public var fit: YFit
    public var follow: Follow

    /// A tight fit by default, as the telegram chart draws it.
    public init(fit: YFit = YFit(ends: .tight), follow: Follow = Follow()) {
        self.fit = fit
        self.follow = follow
    }
}
