import ReelGeometry

/// Lays out one frame of a line chart from its components: the axes (grid,
/// axis lines, labels: `LineChartAxes` through the Cartesian layouts), the
/// series placed once (`LineSeriesPlacement`) and drawn (`LineSeriesDrawing`,
/// with `LineValueLabels`), then the bubble and the popup over them.
struct LineChartLayout {
    let chart: LineFrame
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let axes: LineChartAxes
    let transform: PlotTransform
    /// Visible series placed in the plot, once per frame (lines, areas,
    /// dots, values and the bubble all draw from them).
    let placedSeries: [PlacedSeries]

    init(chart: LineFrame, bounds: Rect, context: RenderContext) {
        self.chart = chart
        self.bounds = bounds
        self.context = context
        let axes = LineChartAxes(chart: chart, context: context, bounds: bounds)
        self.axes = axes
        let insets = chart.insets ?? axes.automaticInsets()
        let plot = Rect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                        width: max(bounds.width - insets.left - insets.right, 1),
                        height: max(bounds.height - insets.top - insets.bottom, 1))
        let zone = chart.formatter.timeZone
        transform = PlotTransform(plot: plot, xRange: chart.xAxis.range, yRange: chart.yAxis.range,
                                  placement: chart.xAxis.placement, slots: chart.series.first?.x.count ?? 0,
                                  timeZone: chart.xAxis.isDate ? zone : nil)
        placedSeries = LineSeriesPlacement(chart: chart, transform: transform, context: context).placeVisibleSeries()
    }

    var plot: Rect { transform.plot }
    var xTicks: [Double] { axes.xTicks }
    var yTicks: [FadingTick] { axes.yTicks }

    func displayList() -> DisplayList {
        var items = axes.grid(transform) + axes.axisLines(plot) + axes.yLabels(transform, bounds: bounds) + xLabels()
        items += LineSeriesDrawing(chart: chart, bounds: bounds, context: context, transform: transform,
                                   placedSeries: placedSeries).items()
        items += LineBubbleLayout(chart: chart, bounds: bounds, context: context, placedSeries: placedSeries).items()
        items += popup.items()
        return DisplayList(items)
    }

    func xLabels() -> [DisplayItem] { axes.xLabels(transform, bounds: bounds) }

    var popup: LinePopupLayout { LinePopupLayout(chart: chart, bounds: bounds, context: context, transform: transform, axes: axes) }

    /// Where the popup goes (`LinePopupLayout.placement`).
    func popupPlacement() -> LinePopupLayout.PopupPlacement? { popup.placement() }
}
