import Foundation

/// Tick values for an axis.
public enum AxisTicks {
    /// "Nice" ticks covering `range`: steps of 1, 2 or 5 times a power of ten,
    /// about `target` of them, with the range widened to whole steps
    /// (Heckbert's nice numbers). Degenerate ranges are opened up first: a
    /// single value v shows v +/- 1 (or +/- 10 % of |v|), so a flat series
    /// still gets an axis.
    public static func nice(_ range: ClosedRange<Double>, target: Int = 5) -> (ticks: [Double], range: ClosedRange<Double>) {
        let (lo, hi) = opened(range)
        let step = niceStep((hi - lo) / Double(max(target, 1)))
        let first = (lo / step).rounded(.down) * step
        let last = (hi / step).rounded(.up) * step
        let count = Int(((last - first) / step).rounded())
        // Multiplying instead of accumulating keeps 0.1 + 0.2 from drifting.
        let ticks = (0...count).map { clean(first + Double($0) * step, step: step) }
        return (ticks, ticks.first!...ticks.last!)
    }

    /// Ticks every `step` inside `range` (inclusive), starting at a multiple of `step`.
    public static func stepped(_ range: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0, range.upperBound >= range.lowerBound else { return [] }
        let first = (range.lowerBound / step - 1e-9).rounded(.up)
        let last = (range.upperBound / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 10_000 else { return [] }
        return stride(from: first, through: last, by: 1).map { clean($0 * step, step: step) }
    }

    /// The 1-2-5 step nearest above `rough`.
    static func niceStep(_ rough: Double) -> Double {
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let fraction = rough / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    static func opened(_ range: ClosedRange<Double>) -> (Double, Double) {
        let lo = range.lowerBound, hi = range.upperBound
        guard hi - lo <= max(abs(lo), abs(hi)) * 1e-12 else { return (lo, hi) }
        let pad = lo == 0 ? 1 : abs(lo) * 0.1
        return (lo - pad, hi + pad)
    }

    /// Snaps values like 0.30000000000000004 to the step's precision and -0 to 0.
    static func clean(_ v: Double, step: Double) -> Double {
        let digits = max(0, -Int((log10(step)).rounded(.down)) + 2)
        guard digits < 15 else { return v == 0 ? 0 : v }
        let scale = pow(10, Double(digits))
        let rounded = (v * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }

    /// Calendar-aware ticks for a time axis (seconds since 1970): the
    /// smallest of a ladder of steps (1 s ... 1 year) that yields at most
    /// `target` ticks, aligned to whole steps in `timeZone`.
    public static func dates(_ range: ClosedRange<Double>, target: Int = 6, timeZone: String = "UTC") -> [Double] {
        let (lo, hi) = opened(range)
        let span = hi - lo
        let minute = 60.0, hour = 3600.0, day = 86_400.0
        let ladder: [(Double, Calendar.Component?, Int)] = [
            (1, nil, 1), (5, nil, 5), (15, nil, 15), (30, nil, 30), (minute, nil, 60), (5 * minute, nil, 300),
            (15 * minute, nil, 900), (30 * minute, nil, 1800), (hour, nil, 3600), (3 * hour, nil, 10800),
            (6 * hour, nil, 21600), (12 * hour, nil, 43200), (day, .day, 1), (2 * day, .day, 2), (7 * day, .day, 7),
            (14 * day, .day, 14), (30 * day, .month, 1), (91 * day, .month, 3), (182 * day, .month, 6), (365 * day, .year, 1),
        ]
        let choice = ladder.first { span / $0.0 <= Double(target) } ?? ladder.last!
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
