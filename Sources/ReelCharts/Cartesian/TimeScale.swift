import ReelGeometry

/// A linear scale over time, in seconds since 1970 (UNIX time), whose ticks
/// fall on whole calendar steps (days, weeks, months) in a time zone.
package struct TimeScale: Sendable, Hashable {
    package var linear: LinearScale
    package var timeZone: String

    package init(domain: ValueRange, range: ValueRange, timeZone: String = "UTC") {
        linear = LinearScale(domain: domain, range: range)
        self.timeZone = timeZone
    }

    package func position(_ seconds: Double) -> Double { linear.position(seconds) }

    /// About `target` ticks on calendar steps inside the domain, none
    /// closer than `finest` seconds.
    package func ticks(target: Int, finest: Double = 1) -> [Double] {
        AxisTicks.dates(linear.domain.lower...max(linear.domain.upper, linear.domain.lower), target: target,
                        timeZone: timeZone, finest: finest)
    }

    /// The fixed-length steps of `CalendarLadder`, in seconds: 5, 15 and
    /// 30 minutes, 1, 2, 4 and 12 hours and a day.
    package static var calendarSteps: [Double] {
        CalendarLadder.steps.compactMap { step in
            if case .seconds(let length) = step { return length }
            return nil
        }
    }
}
