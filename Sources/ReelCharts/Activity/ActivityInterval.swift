import ReelGeometry

/// One stretch of device use on the day's axis (the parental-control
/// timeline's `TimelineInterval`): `[start, end)` in minutes since midnight,
/// and the index of its kind in the chart's `kinds`.
package struct ActivityInterval: Sendable, Hashable {
    package var start: Double
    package var end: Double
    package var kind: Int

    package init(start: Double, end: Double, kind: Int) {
        self.start = start
        self.end = end
        self.kind = kind
    }

    /// The length in minutes.
    package var length: Double { end - start }

    /// The interval on the mirrored axis of a right-to-left chart (as
    /// `TimelineInterval.inverted`): `[-end, -start]`, so the day runs from
    /// -1440 to 0.
    package var inverted: ActivityInterval { ActivityInterval(start: -end, end: -start, kind: kind) }
}

/// How an interval of one kind is filled: a colour, or colours spread from
/// the interval's reading start to its end (a `TimelineChartDataEntry`'s
/// `gradientColors`).
package enum ActivityFill: Sendable, Hashable {
    case color(Color)
    case gradient([Color])

    /// The colours, first to last in reading order.
    package var colors: [Color] {
        switch self {
        case .color(let color): return [color]
        case .gradient(let colors): return colors
        }
    }
}

/// A type of interval: its id in the data, its fill and its name in the legend.
package struct ActivityKind: Sendable, Hashable {
    package var id: String
    package var name: String
    package var fill: ActivityFill

    package init(id: String, name: String, fill: ActivityFill) {
        self.id = id
        self.name = name
        self.fill = fill
    }

    /// The parental-control timeline's four types: active use, additional
    /// time granted, use past the limit and blocked time.
    package static let builtIn: [ActivityKind] = [
        ActivityKind(id: "active", name: "Active use",
                     fill: .gradient([Color(r8: 0x2E, g8: 0xB8, b8: 0x72), Color(r8: 0x5F, g8: 0xD6, b8: 0x8E)])),
        ActivityKind(id: "additionalTime", name: "Additional time",
                     fill: .gradient([Color(r8: 0x3D, g8: 0x8B, b8: 0xFD), Color(r8: 0x6C, g8: 0xC4, b8: 0xFF)])),
        ActivityKind(id: "overtime", name: "Overtime",
                     fill: .gradient([Color(r8: 0xFF, g8: 0x9F, b8: 0x0A), Color(r8: 0xFF, g8: 0x45, b8: 0x3A)])),
        ActivityKind(id: "block", name: "Blocked", fill: .color(Color(r8: 0x8E, g8: 0x8E, b8: 0x93))),
    ]
}
