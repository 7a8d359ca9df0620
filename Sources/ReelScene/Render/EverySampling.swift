import Foundation

/// "One every `step`" worked out by arithmetic, so that a tiny step is
/// refused by its count before any list of times is built or walked.
package enum EverySampling {
    /// How many of 0, step, 2·step, ... lie within `end` (plus a nanosecond,
    /// so rounding keeps the last): `.infinity` for a step that is not a
    /// positive number or that is too small to count with, never a trap.
    package static func count(through end: Double, every step: Double) -> Double {
        guard step > 0, step.isFinite, end >= 0, end.isFinite else { return .infinity }
        let steps = ((end + 1e-9) / step).rounded(.down)
        return steps.isFinite ? steps + 1 : .infinity
    }

    /// A count as `count` gives it, for a message: whole up to 10^15,
    /// then in powers of ten ("3.6e+303"), "over 1e+308" when infinite.
    package static func text(_ count: Double) -> String {
        guard count.isFinite else { return "over 1e+308" }
        return count < 1e15 ? String(format: "%.0f", count) : String(format: "%.3g", count)
    }

    /// The times `every` seconds apart from 0 to `duration`, the last
    /// clamped to `duration`; nil when there would be more than `limit`.
    package static func times(duration: Double, every: Double, limit: Int) -> [Double]? {
        let count = count(through: duration, every: every)
        guard count <= Double(limit) else { return nil }
        return (0..<Int(count)).map { min(Double($0) * every, duration) }
    }
}
