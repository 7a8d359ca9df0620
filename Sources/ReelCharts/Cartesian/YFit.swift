#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// Horizontal grid values for a y range: `intervals + 1` lines, `step` apart,
/// from `range.lower` to `range.upper`.
public struct TickSet: Sendable, Hashable {
    public let range: ValueRange
    public let step: Double

    public init(range: ValueRange, step: Double) {
        self.range = range
        self.step = step
    }

    public var values: [Double] {
        guard step > 0, range.span >= 0 else { return [range.lower] }
        let count = Int(saturating: (range.span / step).rounded())
        return (0...min(count, 1000)).map { AxisTicks.clean(range.lower + Double($0) * step, step: step) }
    }
}

/// The rule that fits a y axis to the values in view, as the contest charts
/// do: a fixed number of grid intervals (5: six lines), each a round step
/// (1, 2, 2.5 or 5 times a power of ten), starting at a whole step at or below
/// the lowest value and reaching at or above the highest.
///
/// The fit only changes when the data crosses a step, so a y axis that follows
/// it moves in distinct, readable transitions instead of creeping every frame.
public struct YFit: Sendable, Hashable {
    /// Grid intervals (the grid has one more line).
    public var intervals: Int
    /// Whether 0 is always in range (values all above 0 then start at 0).
    public var includeZero: Bool

    public init(intervals: Int = 5, includeZero: Bool = false) {
        self.intervals = intervals
        self.includeZero = includeZero
    }

    static let ladder: [Double] = [1, 2, 2.5, 5]

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
        let n = Double(max(intervals, 1))
        var magnitude = pow(10, (log10((hi - lo) / n)).rounded(.down))
        // At most a few decades up from the rough step: floor(lo / step) can
        // push the top below hi, so the next steps are tried until it fits.
        for _ in 0..<8 {
            for factor in Self.ladder {
                let step = factor * magnitude
                let bottom = (lo / step).rounded(.down) * step
                if bottom + n * step >= hi - abs(hi) * 1e-12 {
                    let clean = AxisTicks.clean(bottom, step: step)
                    return TickSet(range: ValueRange(clean, AxisTicks.clean(clean + n * step, step: step)), step: step)
                }
            }
            magnitude *= 10
        }
        let step = (hi - lo) / n
        return TickSet(range: ValueRange(lo, hi), step: step)
    }
}

/// A y axis that fits the values in view (`fit`) and moves to each new fit
/// smoothly (`follow`).
public struct FollowingFit: Sendable, Hashable {
    public var fit: YFit
    public var follow: Follow

    public init(fit: YFit = YFit(), follow: Follow = Follow()) {
        self.fit = fit
        self.follow = follow
    }
}
