import Foundation
import ReelGeometry

/// The contest's zoom into a day: the overview's window contracts
/// onto one day while the chart cross-fades into that day's detail data
/// (hourly, from the contest's day files), whose x ticker shows hours.
/// Zooming back is the same motion backwards: every frame is a function of
/// `progress` alone.
///
/// Both charts share one x window in time units at every moment (`window(from:to:progress:)`),
/// so the overview's lines and the detail's hours stay in register while
/// they cross-fade.
package struct TelegramZoom: Sendable {
    /// 0 the overview, 1 the day's detail; in between the window contracts
    /// and, over the middle of the motion, the detail fades in (`detailOpacity`).
    package var progress = 0.0
    /// The part of the detail's span in view once zoomed in, as fractions of
    /// it (the day by default; the detail holds its neighbours too).
    package var window = ValueRange(0, 1)
    /// The data zoomed into; nil when the chart has no zoom.
    package var detail: TelegramDetail?
    /// The detail's own series as drawn (their styles and visibility, which
    /// a scene restyles and tracks animate: `chart.zoom.series[N].visible`),
    /// from `detail.own`; empty when the detail draws the overview's series.
    package var series: [LineSeries] = []

    package init() {}

    /// `progress` kept to 0...1; 0 when there is no detail to zoom into.
    package var clampedProgress: Double { detail == nil ? 0 : min(max(progress, 0), 1) }

    /// How strongly the detail is drawn over the overview: it fades in over
    /// the middle of the motion (progress 0.3 to 0.7), smoothly at both
    /// ends, so the overview's dates and the detail's hours never clash at
    /// full strength.
    package var detailOpacity: Double {
        Self.smooth((clampedProgress - Self.fadeStart) / (Self.fadeEnd - Self.fadeStart))
    }

    /// The progress at which the detail starts fading in, and at which it is in.
    static let fadeStart = 0.3, fadeEnd = 0.7

    /// 0 up to 0, 1 from 1, easing in and out between.
    private static func smooth(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// A y edge the overview and the detail share at this progress
    /// (the mini map's top, the plot's bottom), from the overview's `a` at
    /// 0 to the detail's `b` at 1: while both are drawn (the cross-fade),
    /// the higher of the two, so that the parts of the chart with more
    /// below its plot (a toggle row) have room; reached smoothly before
    /// the cross-fade and left after it. So the two mini maps and plots
    /// are one while they cross-fade.
    package func sharedEdge(_ a: Double, _ b: Double) -> Double {
        let p = clampedProgress, both = min(a, b)
        if p <= 0 { return a }
        if p >= 1 { return b }
        if p < Self.fadeStart { return a + (both - a) * Self.smooth(p / Self.fadeStart) }
        if p > Self.fadeEnd { return both + (b - both) * Self.smooth((p - Self.fadeEnd) / (1 - Self.fadeEnd)) }
        return both
    }

    /// The x window at `progress` between the overview's window `a` and the
    /// detail's `b` (both in x units): the zoom about the one point both
    /// windows put at the same place in the plot, so that point stays put
    /// and every other moves toward it at a steady rate (the span changes
    /// geometrically). Exactly `a` at 0 and `b` at 1.
    package static func window(from a: ValueRange, to b: ValueRange, progress p: Double) -> ValueRange {
        if p <= 0 { return a }
        if p >= 1 { return b }
        let ratio = b.span / a.span
        guard a.span > 0, b.span > 0, ratio.isFinite, abs(ratio - 1) > 1e-9 else {
            // Equal spans: a pan, which has no fixed point.
            return ValueRange(a.lower + (b.lower - a.lower) * p, a.upper + (b.upper - a.upper) * p)
        }
        let fixed = (b.lower - a.lower * ratio) / (1 - ratio)
        let scale = pow(ratio, p)
        return ValueRange(fixed + (a.lower - fixed) * scale, fixed + (a.upper - fixed) * scale)
    }
}

/// A zoom's detail data: the requested day's file (and any neighbours'
/// asked for) joined in time order. Shared by every frame, so it is a
/// reference to immutable values.
///
/// The detail either draws the overview's series (`ownSeries` false: the
/// same columns drawn the same way, so the overview's styles and toggles
/// apply) or series and marks of its own (the contest's chart 4, whose bar
/// overview zooms into three lines), with its own colours and toggles.
package final class TelegramDetail: Sendable {
    package let x: [Double]
    /// One per series, each along `x`: the overview's series in its order,
    /// or `series` when the detail has its own.
    package let points: [SeriesPoints]
    /// The day zoomed into, in x units: its 24 hours, from 00:00 UTC.
    package let day: ValueRange
    /// The detail's own series and marks, or nil when it draws the overview's.
    package let own: (series: [LineSeries], marks: TelegramMarks)?

    package init(x: [Double], y: [[Double?]], day: ValueRange) {
        precondition(y.allSatisfy { $0.count == x.count }, "every detail series has a value per x")
        self.x = x
        points = y.map { SeriesPoints(x: x, y: $0) }
        self.day = day
        own = nil
    }

    /// A detail with series and marks of its own; each series' `x` is `x`.
    package init(x: [Double], series: [LineSeries], marks: TelegramMarks, day: ValueRange) {
        precondition(series.allSatisfy { $0.y.count == x.count }, "every detail series has a value per x")
        self.x = x
        points = series.map { SeriesPoints(x: x, y: $0.y) }
        self.day = day
        own = (zip(series, points).map { var s = $0; s.points = $1; return s }, marks)
    }

    /// Whether the detail draws series of its own rather than the overview's.
    package var ownSeries: Bool { own != nil }

    /// What the zoom's `window` is fractions of: the points' span (for
    /// bars, their columns') and the whole day, so that a file holding only
    /// its day's points (the last at 23:00 or 23:55) still zooms onto the
    /// day's 24 hours.
    func domain(bars: Bool) -> ValueRange {
        let points = TelegramChart.domain(of: x, bars: bars)
        return ValueRange(min(points.lower, day.lower), max(points.upper, day.upper))
    }

    /// `fractions` of the detail's domain in x units.
    func span(_ fractions: ValueRange, bars: Bool) -> ValueRange {
        let domain = domain(bars: bars)
        return ValueRange(domain.lower + fractions.lower * domain.span, domain.lower + fractions.upper * domain.span)
    }

    /// The day as fractions of the detail's domain: the zoom's default
    /// window, so that zoomed in the plot shows exactly the day's 24 hours.
    package func dayWindow(bars: Bool) -> ValueRange {
        let domain = domain(bars: bars)
        guard domain.span > 0 else { return ValueRange(0, 1) }
        return ValueRange((day.lower - domain.lower) / domain.span, (day.upper - domain.lower) / domain.span)
    }
}

extension TelegramChart {
    /// The x ticker's and the plaque's patterns for data finer than daily
    /// (the contest's hourly day files): times of day.
    package static let hourlyLabelFormat = "HH:mm"
    package static let hourlyDateFormat = "EEE, MMM d, HH:mm"
    /// The ticker's pattern at a midnight when its own names no day and the
    /// data runs over more than one: the day, where "00:00" would read the
    /// same for every day.
    package static let midnightLabelFormat = "MMM d"

    /// The chart as drawn once zoomed in: the detail's x and values with
    /// this chart's styles, toggles, theme and indicator, its x window the
    /// one the zoom shares at this progress.
    /// A detail with series of its own draws them with its own marks,
    /// colours and toggles instead of the overview's.
    package func detailChart() -> TelegramChart {
        guard let detail = zoom.detail else { return self }
        var chart = self
        chart.fixedXWindow = xWindow
        chart.fixedHeaderXWindow = detailHeaderXWindow
        chart.x = detail.x
        if let own = detail.own {
            chart.series = zoom.series.count == own.series.count ? zoom.series : own.series
            chart.marks = own.marks
            chart.pie = TelegramPie()
        } else {
            for i in chart.series.indices where i < detail.points.count {
                chart.series[i].points = detail.points[i]
            }
        }
        chart.xLabelFormat = TelegramChart.hourlyLabelFormat
        chart.indicator.dateFormat = TelegramChart.hourlyDateFormat
        chart.zoom = TelegramZoom()
        return chart
    }

    /// The x span the header names: the window in view, or once the
    /// zoom's detail is what shows (`detailOpacity` at least a half) the
    /// part of it the zoom lands on (the day, by default): the window is
    /// still narrowing onto the day then, but the detail draws that day
    /// and the overview's days around it have faded.
    var headerXWindow: ValueRange {
        if let fixedHeaderXWindow { return fixedHeaderXWindow }
        return zoom.detail != nil && zoom.detailOpacity >= 0.5 ? detailHeaderXWindow : xWindow
    }

    /// The window in view within the zoom's target (`zoom.window` of the
    /// detail); the window itself should the two not meet.
    private var detailHeaderXWindow: ValueRange {
        guard let detail = zoom.detail else { return xWindow }
        let target = detail.span(zoom.window, bars: (detail.own?.marks ?? marks).shape == .bars), window = xWindow
        let lower = max(window.lower, target.lower), upper = min(window.upper, target.upper)
        return lower < upper ? ValueRange(lower, upper) : window
    }

    /// The x window in x units while zooming: from the window's own toward
    /// the detail's, `TelegramZoom.window`.
    var zoomedXWindow: ValueRange? {
        guard let detail = zoom.detail, zoom.clampedProgress > 0 else { return nil }
        let target = detail.span(zoom.window, bars: (detail.own?.marks ?? marks).shape == .bars)
        return TelegramZoom.window(from: ownXWindow, to: target, progress: zoom.clampedProgress)
    }
}
