import ReelGeometry

/// How points are joined.
package enum LineMode: String, Sendable, CaseIterable {
    case straight
    /// Monotone cubic: smooth, never overshooting the data.
    case smooth
    /// Horizontal then vertical, changing at each point.
    case stepped
}

/// Which points get a dot.
package enum DotMode: String, Sendable, CaseIterable {
    case none, all, endpoints
}

/// How the chart's `strokeEnd` reveals several series.
package enum RevealMode: String, Sendable, CaseIterable {
    /// All together.
    case simultaneous
    /// One after another, each taking an equal share of the reveal.
    case sequential
}

/// Space between the chart's bounds and its plot area, in points.
package struct EdgeInsets: Sendable, Hashable {
    package var top, left, bottom, right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// The gradient line chart's bubble: a label by the last point showing its
/// value, as `IDLineChartView` adds when the reveal finishes.
package struct LineBubble: Sendable, Hashable {
    package var isEnabled = false
    /// Template with `{value}` (the last value) and `{name}`.
    package var format = "{value}"
    package var font = Font(size: 10)
    package var textColor = Color.white
    /// Nil: the series' colour (its gradient's last colour).
    package var fill: Color?
    package var opacity = 1.0
    /// Grows from the point it points at.
    package var scale = 1.0
    /// Which series (index) it follows.
    package var series = 0

    package init() {}
}

/// `SKChartView`'s popup: a vertical line at `x`, circles on each series, and
/// a box listing the values, clamped inside the chart.
package struct LinePopup: Sendable, Hashable {
    package var isEnabled = false
    /// Where, in data units along the x axis.
    package var x = 0.0
    /// Top of the box, in points from the chart's top (clamped like a touch).
    package var y = 8.0
    /// Jump to the nearest data point rather than follow `x` exactly.
    package var snap = true
    package var opacity = 1.0
    package var background = Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0xE6)
    package var textColor = Color(r8: 0x1C, g8: 0x1C, b8: 0x1E)
    package var font = Font(size: 11)
    package var lineColor = Color(r8: 0x8E, g8: 0x8E, b8: 0x93)
    package var circleRadius = 4.0

    package init() {}
}

/// The gradient line chart and `SKChartView`'s multi-line chart: series over
/// x and y axes with grid, labels, dots, values, a bubble and a popup,
/// revealed by `strokeEnd`.
package struct LineChart: Chart {
    package static let typeName = "line"

    package var series: [LineSeries]
    package var xAxis: ChartAxis
    package var yAxis: ChartAxis
    /// Nil: room for the labels, worked out from their measured sizes.
    package var insets: EdgeInsets?
    package var lineMode = LineMode.straight
    package var lineCap = LineCap.round
    package var lineJoin = LineJoin.round
    package var dots = DotMode.none
    /// Radius of the dots as they show.
    package var dotRadius = 3.0
    /// Nil: each series' colour.
    package var dotColor: Color?
    package var showValues = false
    package var valueFormat = ValueFormat.number(decimals: 0, grouping: true)
    package var valueFont = Font(size: 9)
    /// Nil: each series' colour.
    package var valueColor: Color?
    package var strokeStart = 0.0
    package var strokeEnd = 1.0
    package var reveal = RevealMode.simultaneous
    /// Sequential reveal: how far into the reveal each series starts after the
    /// previous one (nil: one after another without overlap, 1 / n).
    package var revealStagger: Double?
    /// Values grow from the baseline: 0 flat, 1 at full height (Charts' animateY).
    package var phaseY = 1.0
    package var bubble = LineBubble()
    package var popup = LinePopup()
    package var formatter = ValueFormatter()
    /// Right to left mirrors the whole chart: time runs right to left and
    /// the y axis moves to the right (`auto`: from the locale).
    package var direction = ChartDirection.auto
    /// When set, the y axis fits the values in the x range of the series
    /// shown and follows them: the range drawn is then the frame's
    /// (`LineFrame.yAxis`), not `yAxis.range`.
    package var yFollow: FollowingFit?

    package init(series: [LineSeries], xAxis: ChartAxis, yAxis: ChartAxis) {
        self.series = series
        self.xAxis = xAxis
        self.yAxis = yAxis
    }

    /// The y axis' follow, sampled once per animation (with `yFollow`).
    package struct Tables: Sendable {
        /// The fit the samples are of: a frame with another reads none.
        let fit: YFit
        let y: FollowTable<TickSet>
    }

    package static func tables(for model: ChartModel<LineChart>, over times: ClosedRange<Double>) -> Tables? {
        guard let following = model(times.lowerBound).yFollow,
              let y = FollowTable(follow: following.follow, times: times, target: { s in
                  model(s).fittedTicks(following.fit, soon: model(s + Visibility.lookahead))
              }) else { return nil }
        return Tables(fit: following.fit, y: y)
    }

    /// With `yFollow`, the y range follows the fit of the values in view.
    package func resolved(at seconds: Double, model: ChartModel<LineChart>, context: RenderContext) -> LineFrame {
        guard let following = yFollow else { return LineFrame(settling: self) }
        let table = model.tables.flatMap { $0.fit == following.fit ? $0.y : nil }
        let followed = following.follow.follow(at: seconds, table: table, target: { s in
            model(s).fittedTicks(following.fit, soon: model(s + Visibility.lookahead))
        }, value: \.range, labels: \.step)
        var yAxis = self.yAxis
        yAxis.range = followed.value
        // Each set is drawn across the range it labels.
        let sets = zip(followed.labels, followed.labelled).map { labels, range in
            Weighted(target: TickSet(range: range, step: labels.target), weight: labels.weight)
        }
        return LineFrame(chart: self, yAxis: yAxis, yTickSets: sets, yFollowed: followed.transition)
    }

    /// The fit of the series that count (shown or appearing, judged against
    /// `soon`, the chart a moment later) within the x range; all series when none count.
    func fittedTicks(_ fit: YFit, soon: LineChart) -> TickSet {
        let extent = Visibility.fittedExtent(now: series.map(\.visible), soon: soon.series.map(\.visible)) { i in
            series[i].points.extent(in: xAxis.range, slots: xAxis.placement == .slots)
        }
        return fit.ticks(for: extent)
    }

    /// Drawn alone: its y axis as set.
    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        LineFrame(settling: self).layout(in: bounds, context: context)
    }
}
