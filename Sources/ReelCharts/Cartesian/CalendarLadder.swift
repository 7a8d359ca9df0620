import Foundation

/// A time axis's label steps on the calendar, finest first, each one's
/// starts a subset of the previous one's: 5, 15, 30 minutes, 1, 2, 4, 12
/// hours, a day, the 1st, 8th, 15th and 22nd of a month, the 1st and 15th,
/// the 1st of a month, of a quarter, of a half year, of a year, of 5, 10,
/// 50 and 100 years. Weeks are counted within the month (a week of seven
/// days from any weekday would not nest with months: a label that stays as
/// the step grows would have to be another one), so the last "week" of a
/// month runs 7 to 10 days.
///
/// A data point carries the coarsest step it starts a period of (its
/// rank, `ranks`): the first point at or after the period's start, so
/// data with gaps or coarser than a step still label its periods, each
/// with the point that opens it. `LabelThinning(gaps:width:gap:)` then
/// shows the ranks that fit. A point that opens a period late (the first
/// after a gap) may stand closer to the next period's opener than the
/// step: where their labels crowd, the lower rank gives way
/// (`AxisLabels.crowdGap`).
package struct CalendarLadder: Sendable, Hashable {
    /// One step: how it cuts time into periods.
    package enum Step: Sendable, Hashable {
        /// Periods of a fixed length in seconds, counted from midnight.
        case seconds(Double)
        /// Periods starting on these days of each month.
        case daysOfMonth([Int])
        /// Every n months from January.
        case months(Int)
        /// Every n years from year 0.
        case years(Int)

        /// The least time between two starts, in seconds: what the
        /// thinning must leave room for.
        package var shortest: Double {
            switch self {
            case .seconds(let length): return length
            case .daysOfMonth(let days):
                let wrapped = zip(days, days.dropFirst() + [(days.first ?? 1) + 28]).map { $1 - $0 }
                return Double(wrapped.min() ?? 28) * 86_400
            // The shortest month, two months (January and February) and half year.
            case .months(let n): return Double([1: 28, 2: 59, 6: 181][n] ?? 28 * n) * 86_400
            case .years(let n): return Double(365 * n) * 86_400
            }
        }

        /// The period a local time (seconds since 1970 on the local clock) falls in.
        func period(_ local: Double) -> Int {
            if case .seconds(let length) = self { return Int((local / length).rounded(.down)) }
            let (year, month, day) = CivilDate.date(daysSince1970: Int((local / 86_400).rounded(.down)))
            switch self {
            case .seconds: return 0
            case .daysOfMonth(let days): return (year * 12 + month - 1) * days.count + days.filter { $0 <= day }.count
            case .months(let n): return (year * 12 + month - 1) / n
            case .years(let n): return year / n
            }
        }
    }

    package static let steps: [Step] = [
        .seconds(300), .seconds(900), .seconds(1_800), .seconds(3_600), .seconds(7_200), .seconds(14_400), .seconds(43_200),
        .seconds(86_400), .daysOfMonth([1, 8, 15, 22]), .daysOfMonth([1, 15]), .months(1), .months(2), .months(6),
        .years(1), .years(5), .years(10), .years(50), .years(100),
    ]

    /// The steps a label of data `dataStep` seconds apart can stand on:
    /// from the first whose length is a whole multiple of the data's step
    /// (so 5-minute data is labelled every 5 minutes, hourly data from the
    /// hour on, never 05:20), and every calendar step past a day.
    package let steps: [Step]

    package init(dataStep: Double) {
        steps = Self.steps.filter { step in
            guard case .seconds(let length) = step, length < 86_400 else { return step.shortest >= dataStep * (1 - 1e-9) }
            let count = (length / dataStep).rounded()
            return count >= 1 && abs(count * dataStep - length) < 1e-6 * length
        }
    }

    /// The least time between two labels of each rank, in seconds.
    package var gaps: [Double] { steps.map(\.shortest) }

    /// The rank of a point that opens a day: a point of this rank or
    /// coarser stands at a midnight (or is the first after one), where a
    /// label of hours alone would read "00:00" for every day alike.
    package var dayRank: Int? { steps.firstIndex { $0.shortest >= 86_400 } }

    /// Each point's rank: the index in `steps` of the coarsest step whose
    /// period it opens (it is the first point at or after the period's
    /// start), -1 when it opens none. `offset` gives a time's offset from
    /// UTC in seconds (its time zone's).
    package func ranks(of x: [Double], offset: (Double) -> Double) -> [Int] {
        let local = x.map { $0 + offset($0) }
        return local.indices.map { i in
            // The first point opens its periods when it falls on their start.
            let before = i > 0 ? local[i - 1] : local[i] - 1e-3
            var rank = -1
            for (k, step) in steps.enumerated() {
                guard step.period(before) != step.period(local[i]) else { break }
                rank = k
            }
            return rank
        }
    }
}
