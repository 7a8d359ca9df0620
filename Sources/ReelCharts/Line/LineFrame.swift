import ReelGeometry

/// One frame of a line chart: the chart as the timeline sets it, and its y
/// axis at that moment (the range drawn, the tick sets in view with their
/// weights and, while it eases, the follow), derived by `LineChart.resolved`.
///
/// The chart's own properties read through the frame (`frame.series`); the
/// frame's `yAxis` is the chart's with the range drawn, so a layout draws a
/// frame as it would the chart.
@dynamicMemberLookup
package struct LineFrame: ChartFrame {
    package let chart: LineChart
    /// The chart's y axis with the range drawn: fitted while `yFollow`
    /// follows, else the axis as set.
    package let yAxis: ChartAxis
    /// The tick sets the y axis shows, with their weights (empty: the
    /// axis' own ticks).
    package let yTickSets: [Weighted<TickSet>]
    /// The y range's follow at this moment (nil without `yFollow` or when
    /// it jumps), for `frame --explain`.
    package let yFollowed: FollowTransition<ValueRange>?

    init(chart: LineChart, yAxis: ChartAxis, yTickSets: [Weighted<TickSet>], yFollowed: FollowTransition<ValueRange>?) {
        self.chart = chart
        self.yAxis = yAxis
        self.yTickSets = yTickSets
        self.yFollowed = yFollowed
    }

    /// The chart as set, its y axis unfollowed.
    package init(settling chart: LineChart) {
        self.init(chart: chart, yAxis: chart.yAxis, yTickSets: [], yFollowed: nil)
    }

    /// The chart's own property (an input, as the timeline set it).
    package subscript<T>(dynamicMember property: KeyPath<LineChart, T>) -> T {
        chart[keyPath: property]
    }

    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        let list = LineChartLayout(chart: self, bounds: bounds, context: context).displayList()
        return chart.direction.isRightToLeft(with: chart.formatter) ? context.mirrored(list, aboutX: bounds.center.x) : list
    }
}
