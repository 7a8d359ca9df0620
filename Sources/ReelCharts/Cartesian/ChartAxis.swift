import ReelGeometry

/// How an axis labels its ticks.
package enum AxisFormat: Sendable, Hashable {
    /// Numbers with as many decimals as the tick step needs.
    case automatic
    case value(ValueFormat)
}

/// Which values get ticks (and labels and grid lines).
package enum TickSpec: Sendable, Hashable {
    /// About this many "nice" ticks (1, 2 or 5 times a power of ten; calendar
    /// steps for dates).
    case automatic(Int)
    /// Every `step`.
    case step(Double)
    /// Exactly these values.
    case values([Double])
}

/// Where the x values go across the plot.
package enum AxisPlacement: String, Sendable, CaseIterable {
    /// Proportional to the value.
    case linear
    /// Point i in the middle of the i-th of n equal slots (the gradient line
    /// chart's days).
    case slots
}

/// Where labels sit next to the plot.
package enum LabelAlignment: String, Sendable, CaseIterable {
    /// Against the plot: y labels right-aligned beside it, x labels centred
    /// under their ticks.
    case plot
    /// Centred in the margin (as the gradient line chart centres its y labels
    /// in the left padding).
    case margin
}

/// One axis of a chart: its range, ticks, labels, line and grid.
package struct ChartAxis: Sendable, Hashable {
    /// Values shown from one side of the plot to the other.
    package var range: ValueRange
    package var ticks = TickSpec.automatic(5)
    package var format = AxisFormat.automatic
    /// Ticks on dates get calendar steps.
    package var isDate = false
    /// The date labels are chartreel's default (`MMM d`) rather than a
    /// pattern the scene chose: a range of a day or less then steps by hours
    /// and labels them `HH:mm` (midnight keeps its day), as the contest's
    /// hourly charts do, instead of one date for the whole axis.
    package var automaticDates = false
    package var placement = AxisPlacement.linear
    package var showLabels = true
    package var labelFont = Font(size: 10)
    package var labelColor = Color(r8: 0x9E, g8: 0x9E, b8: 0x9E)
    package var labelAlignment = LabelAlignment.plot
    package var showLine = false
    package var lineColor = Color(r8: 0xC7, g8: 0xC7, b8: 0xCC)
    package var showGrid = true
    package var gridColor = Color(r8: 0xE7, g8: 0xE7, b8: 0xE7)
    package var gridWidth = 1.0
    /// Grid lines this many points apart instead of at the ticks
    /// (`SKChartView`'s `gridXOffset` / `gridYOffset`; at least 3).
    package var gridSpacing: Double?

    package init(range: ValueRange) {
        self.range = range
    }

    /// The tick values inside the range.
    func tickValues(timeZone: String) -> [Double] {
        let r = range.lower...max(range.upper, range.lower)
        switch ticks {
        case .values(let values): return values.filter { r.contains($0) }
        case .step(let step): return AxisTicks.stepped(r, step: step)
        case .automatic(let target):
            if isDate {
                // Never finer than the labels write: "MMM d" steps by whole days.
                var finest = 1.0
                if case .value(.date(let pattern)) = format { finest = DatePatternUnit.seconds(pattern) }
                if showsHours { finest = 60 }
                return TimeScale(domain: range, range: ValueRange(0, 1), timeZone: timeZone).ticks(target: target, finest: finest)
            }
            let (lo, hi) = AxisTicks.opened(r)
            return AxisTicks.stepped(lo...hi, step: AxisTicks.niceStep(AxisTicks.span(lo, hi, over: target)))
        }
    }

    /// Whether the ticks are labelled with hours: default date labels over
    /// a day or less (`automaticDates`).
    package var showsHours: Bool { isDate && automaticDates && range.span <= Self.day }

    static let day = 86_400.0

    /// The label for tick value `v`, written by `formatter` (once per `context`).
    func label(_ v: Double, ticks: [Double], formatter: ValueFormatter, in context: RenderContext) -> String {
        switch format {
        case .value(let f): return context.string(formatter, v, f)
        case .automatic:
            let steps = zip(ticks, ticks.dropFirst()).map { abs($1 - $0) }.filter { $0 > 0 }
            let step = steps.min() ?? max(abs(v), 1)
            let decimals = min(max(0, Int(saturating: (-log10(step)).rounded(.up))), 10)
            let needed = (0...10).first { d in
                let scale = pow(10, Double(d))
                return ticks.allSatisfy { abs(($0 * scale).rounded() - $0 * scale) < 1e-6 }
            } ?? decimals
            return context.string(formatter, v, .number(decimals: max(needed, 0), grouping: true))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
