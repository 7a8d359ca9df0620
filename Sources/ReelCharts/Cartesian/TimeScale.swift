import ReelGeometry

/// A linear scale over time, in seconds since 1970 (UNIX time), whose ticks
/// fall on whole calendar steps (days, weeks, months) in a time zone.
public struct TimeScale: Sendable, Hashable {
    public var linear: LinearScale
    public var timeZone: String

    public init(domain: ValueRange, range: ValueRange, timeZone: String = "UTC") {
        linear = LinearScale(domain: domain, range: range)
        self.timeZone = timeZone
    }

    public func position(_ seconds: Double) -> Double { linear.position(seconds) }

    /// About `target` ticks on calendar steps inside the domain, none
    /// closer than `finest` seconds.
    public func ticks(target: Int, finest: Double = 1) -> [Double] {
        AxisTicks.dates(linear.domain.lower...max(linear.domain.upper, linear.domain.lower), target: target,
                        timeZone: timeZone, finest: finest)
    }

    /// Calendar steps for labels under data finer than daily, in seconds:
    /// 5, 15 and 30 minutes, 1, 2, 4 and 12 hours and a day, each dividing
    /// the next so that a label that stays as the step grows keeps its
    /// place (past a day `LabelThinning` doubles: 2, 4, 8 days).
    public static let calendarSteps: [Double] = [300, 900, 1_800, 3_600, 7_200, 14_400, 43_200, 86_400]

    /// The strides, in points of data `dataStep` seconds apart, that label a
    /// time axis on calendar steps (`LabelThinning`'s ladder): the
    /// `calendarSteps` that are whole multiples of the data's step. Counted
    /// from a point at midnight, they give 00:00, 04:00, 08:00, never
    /// 05:20. Empty for daily or coarser data, and for a step that divides
    /// no calendar step: their labels go by powers of two.
    public static func labelLadder(dataStep: Double) -> [Int] {
        guard dataStep > 0, dataStep < 86_400 else { return [] }
        return calendarSteps.compactMap { step in
            let count = (step / dataStep).rounded()
            return count >= 1 && abs(count * dataStep - step) < 1e-6 * step ? Int(count) : nil
        }
    }
}
