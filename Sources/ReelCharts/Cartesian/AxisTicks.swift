import Foundation

/// Tick values for an axis.
package enum AxisTicks {
    /// "Nice" ticks covering `range`: steps of 1, 2 or 5 times a power of ten,
    /// about `target` of them, with the range widened to whole steps
    /// (Heckbert's nice numbers). Degenerate ranges are opened up first: a
    /// single value v shows v +/- 1 (or +/- 10 % of |v|), so a flat series
    /// still gets an axis.
    package static func nice(_ range: ClosedRange<Double>, target: Int = 5) -> (ticks: [Double], range: ClosedRange<Double>) {
        let (lo, hi) = opened(range)
        let rough = span(lo, hi, over: target)
        var step = niceStep(rough)
        // Past 1e307 a nice step can overflow; the rough one still divides the range.
        if !step.isFinite { step = rough }
        let first = (lo / step).rounded(.down), last = (hi / step).rounded(.up)
        guard step.isFinite, step > 0, last - first <= Double(maximumCount) else { return ([lo, hi], lo...hi) }
        // Multiplying instead of accumulating keeps 0.1 + 0.2 from drifting.
        let ticks = stride(from: first, through: last, by: 1).map { clean($0 * step, step: step) }.filter(\.isFinite)
        guard let low = ticks.first, let high = ticks.last else { return ([lo, hi], lo...hi) }
        return (ticks, low...high)
    }

    /// The most ticks an axis draws: generation stops there whatever the
    /// range and step (a step too small for the range is widened, see `stepped`).
    package static let maximumCount = 1000

    /// Ticks every `step` inside `range` (inclusive), starting at a multiple
    /// of `step`. When that would be more than `maximumCount` ticks (a range
    /// animated far wider than the step was chosen for), the step is
    /// multiplied by the smallest whole number that brings them within it:
    /// fewer ticks, never none.
    package static func stepped(_ range: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0, step.isFinite, range.upperBound >= range.lowerBound else { return [] }
        var first = (range.lowerBound / step - 1e-9).rounded(.up)
        var last = (range.upperBound / step + 1e-9).rounded(.down)
        guard last >= first else { return [] }
        var step = step
        let count = last - first + 1
        if count > Double(maximumCount) {
            let factor = (count / Double(maximumCount)).rounded(.up)
            step *= factor
            guard step.isFinite else { return [] }
            first = (range.lowerBound / step - 1e-9).rounded(.up)
            last = (range.upperBound / step + 1e-9).rounded(.down)
            guard last >= first, last - first < Double(maximumCount) else { return [] }
        }
        return stride(from: first, through: last, by: 1).map { clean($0 * step, step: step) }.filter(\.isFinite)
    }

    /// How many ticks `stepped` would give before widening its step.
    package static func count(_ range: ClosedRange<Double>, step: Double) -> Double {
        guard step > 0 else { return .infinity }
        return max(0, (range.upperBound / step).rounded(.down) - (range.lowerBound / step).rounded(.up) + 1)
    }

    /// `(hi - lo) / parts` without overflowing when the difference would.
    static func span(_ lo: Double, _ hi: Double, over parts: Int) -> Double {
        let n = Double(min(max(parts, 1), maximumCount))
        return hi / n - lo / n
    }

    /// The 1-2-5 step nearest above `rough` (`rough` itself when it is not a
    /// positive finite number, or is too small for a power of ten).
    static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough >= Double.leastNormalMagnitude else { return rough }
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        guard magnitude > 0, magnitude.isFinite else { return rough }
        let fraction = rough / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// The range, opened up when it is a single value; always finite.
    static func opened(_ range: ClosedRange<Double>) -> (Double, Double) {
        let lo = range.lowerBound, hi = range.upperBound
        guard hi / 2 - lo / 2 <= max(abs(lo), abs(hi)) * 0.5e-12 else { return (lo, hi) }
        let pad = lo == 0 ? 1 : abs(lo) * 0.1
        let limit = Double.greatestFiniteMagnitude
        return (max(lo - pad, -limit), min(hi + pad, limit))
    }

    /// Snaps values like 0.30000000000000004 to the step's precision and -0 to 0.
    static func clean(_ v: Double, step: Double) -> Double {
        guard step > 0, step.isFinite else { return v == 0 ? 0 : v }
        let digits = max(0, -Int((log10(step)).rounded(.down)) + 2)
        guard digits < 15 else { return v == 0 ? 0 : v }
        let scale = pow(10, Double(digits))
        let rounded = (v * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }

    /// Calendar-aware ticks for a time axis (seconds since 1970): the
    /// smallest of a ladder of steps (1 s ... 1 year), none finer than
    /// `finest` seconds, that yields at most `target` ticks, aligned to whole
    /// steps in `timeZone`.
    package static func dates(_ range: ClosedRange<Double>, target: Int = 6, timeZone: String = "UTC",
                             finest: Double = 1) -> [Double] {
        // Calendars work within years 1 to 9999 (and Foundation traps far beyond).
        let years = -62_135_596_800.0...253_402_300_799.0
        let (lo, hi) = opened(range.clamped(to: years))
        let span = hi - lo
        let minute = 60.0, hour = 3600.0, day = 86_400.0
        let ladder: [(Double, Calendar.Component?, Int)] = [
            (1, nil, 1), (5, nil, 5), (15, nil, 15), (30, nil, 30), (minute, nil, 60), (5 * minute, nil, 300),
            (15 * minute, nil, 900), (30 * minute, nil, 1800), (hour, nil, 3600), (3 * hour, nil, 10800),
            (6 * hour, nil, 21600), (12 * hour, nil, 43200), (day, .day, 1), (2 * day, .day, 2), (7 * day, .day, 7),
            (14 * day, .day, 14), (30 * day, .month, 1), (91 * day, .month, 3), (182 * day, .month, 6), (365 * day, .year, 1),
        ]
        let choice = ladder.first { $0.0 >= finest && span / $0.0 <= Double(target) } ?? ladder.last!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        guard let component = choice.1 else {
            return stepped(lo...hi, step: choice.0)
        }
        // Whole days, weeks, months or years: start at the period containing lo.
        let start = calendar.startOfDay(for: Date(timeIntervalSince1970: lo))
        var anchor = start
        if component == .month || component == .year {
            anchor = calendar.date(from: calendar.dateComponents(component == .year ? [.year] : [.year, .month], from: start)) ?? start
        }
        var ticks: [Double] = []
        var date = anchor
        var i = 0
        while date.timeIntervalSince1970 <= hi + 1e-6 && i < 1000 {
            if date.timeIntervalSince1970 >= lo - 1e-6 { ticks.append(date.timeIntervalSince1970) }
            i += 1
            date = calendar.date(byAdding: component, value: choice.2 * i, to: anchor) ?? date.addingTimeInterval(choice.0)
        }
        return ticks
    }
}
