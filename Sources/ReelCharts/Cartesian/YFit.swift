#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// A y range and the step of its grid: lines and labels at the multiples of
/// `step` inside `range` (a `nice` range ends on two of them, a `tight`
/// one need not).
package struct TickSet: Sendable, Hashable {
    package let range: ValueRange
    package let step: Double

    package init(range: ValueRange, step: Double) {
        self.range = range
        self.step = step
    }

    /// The multiples of `step` in the range. A range with none (a step far
    /// coarser than a range eased part of the way to it) has no labels: its
    /// lower end is no value of the set, and labelled it would read as a
    /// stray "-0" beside the other set's 0. A single value, or a step that
    /// is no step, is its own label.
    package var values: [Double] {
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
///   intervals of one ladder step, the narrowest such range. With both ends
///   free that can leave 40 % empty (a whole step lost at each end), so when
///   the data fills less than 70 % of it the narrowest range of the finer
///   ladder (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8) with up to `intervals + 3`
///   intervals is taken instead. That one always fills 70 % with
///   `intervals` >= 5: its steps grow by at most 1.5x, so one step s has
///   x = extent / s in [4.2, 7] (7 / 4.2 > 1.5); ends on ticks around x steps
///   span at most ceil(x) + 1 <= 8 of them, and x / (ceil(x) + 1) >= 0.7 there.
package struct YFit: Sendable, Hashable {
    /// Where the range ends.
    package enum Ends: String, Sendable, Hashable, CaseIterable {
        case tight, nice
    }

    package var ends: Ends
    /// About this many grid intervals (`nice`), or at most one more label
    /// than this (`tight`).
    package var intervals: Int
    /// Whether 0 is always in range (values all above 0 then start at 0).
    package var includeZero: Bool

    package init(ends: Ends = .nice, intervals: Int = 5, includeZero: Bool = false) {
        self.ends = ends
        self.intervals = intervals
        self.includeZero = includeZero
    }

    static let ladder: [Double] = [1, 2, 2.5, 3, 4, 5]
    /// The nice fit's fallback ladder: no two neighbours more than 1.5x apart.
    static let fineLadder: [Double] = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8]
    /// The least share of a nice range the data fills.
    static let niceFill = 0.7
    /// A tight end is rounded outwards to this fraction of the step.
    static let tightQuantum = 0.1

    /// The ticks for values spanning `extent`; nil (nothing in view) gives 0 to 1.
    package func ticks(for extent: ClosedRange<Double>?) -> TickSet {
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

    /// The `ladder`'s steps from a tenth of `rough` up, smallest first (three decades).
    private func steps(around rough: Double, ladder: [Double] = Self.ladder) -> [Double] {
        guard rough.isFinite, rough > 0 else { return [] }
        let magnitude = pow(10, log10(rough).rounded(.down) - 1)
        return (0..<4).flatMap { decade in ladder.map { $0 * magnitude * pow(10, Double(decade)) } }
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
        let n = max(intervals, 1)
        let usual = nice(lo, hi, ladder: Self.ladder, intervals: max(n - 1, 1)...(n + 1))
        if let usual, (hi - lo) >= usual.range.span * Self.niceFill { return usual }
        return nice(lo, hi, ladder: Self.fineLadder, intervals: max(n - 1, 1)...(n + 3)) ?? usual
    }

    /// The narrowest range ending on multiples of a `ladder` step with a
    /// number of `intervals` allowed.
    private func nice(_ lo: Double, _ hi: Double, ladder: [Double], intervals allowed: ClosedRange<Int>) -> TickSet? {
        var best: TickSet?
        for step in steps(around: AxisTicks.span(lo, hi, over: max(intervals, 1)), ladder: ladder) {
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
package struct FollowingFit: Sendable, Hashable {
    package var fit: YFit
    package var follow: Follow

    /// A tight fit by default, as the telegram chart draws it.
    package init(fit: YFit = YFit(ends: .tight), follow: Follow = Follow()) {
        self.fit = fit
        self.follow = follow
    }
}
