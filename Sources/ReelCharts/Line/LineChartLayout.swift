import ReelGeometry

/// Lays out one frame of a line chart: plot area, grid, axes and labels,
/// series (areas under lines, lines, dots, values), bubble and popup.
struct LineChartLayout {
    let chart: LineChart
    let bounds: Rect
    let text: TextMeasuring
    let transform: PlotTransform
    let xTicks: [Double]
    let yTicks: [Double]
    /// Visible series placed in the plot, once per frame (lines, areas,
    /// dots, values and the bubble all draw from them).
    private(set) var placedSeries: [PlacedSeries] = []

    init(chart: LineChart, bounds: Rect, text: TextMeasuring) {
        self.chart = chart
        self.bounds = bounds
        self.text = text
        let zone = chart.formatter.timeZone
        yTicks = chart.yAxis.tickValues(timeZone: zone)
        let slots = chart.series.first?.x.count ?? 0
        xTicks = chart.xAxis.placement == .slots ? (0..<slots).map(Double.init) : chart.xAxis.tickValues(timeZone: zone)
        let insets = chart.insets ?? Self.automaticInsets(chart, yTicks: yTicks, text: text)
        let plot = Rect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                        width: max(bounds.width - insets.left - insets.right, 1),
                        height: max(bounds.height - insets.top - insets.bottom, 1))
        transform = PlotTransform(plot: plot, xRange: chart.xAxis.range, yRange: chart.yAxis.range,
                                  placement: chart.xAxis.placement, slots: slots)
        placedSeries = placeVisibleSeries()
    }

    var plot: Rect { transform.plot }

    func displayList() -> DisplayList {
        var items = grid() + axisLines() + yLabels() + xLabels()
        items += seriesItems()
        items += bubbleItems()
        items += popupItems()
        return DisplayList(items)
    }

    /// Room for the y labels on the left and the x labels below.
    static func automaticInsets(_ chart: LineChart, yTicks: [Double], text: TextMeasuring) -> EdgeInsets {
        let y = chart.yAxis, x = chart.xAxis
        let widest = y.showLabels
            ? yTicks.map { text.size(of: y.label($0, ticks: yTicks, formatter: chart.formatter), font: y.labelFont).width }.max() ?? 0
            : 0
        let labelHeight = x.showLabels ? text.size(of: "0", font: x.labelFont).height : 0
        return EdgeInsets(top: chart.showValues || chart.bubble.isEnabled ? 16 : 8, left: widest + 14,
                          bottom: labelHeight + 14, right: 12)
    }

    // MARK: Grid and axes

    func grid() -> [DisplayItem] {
        var items: [DisplayItem] = []
        if chart.yAxis.showGrid {
            for y in gridPositions(chart.yAxis, ticks: yTicks.map(transform.y), from: plot.maxY, to: plot.minY) {
                items.append(line(Point(plot.minX, y), Point(plot.maxX, y), chart.yAxis.gridColor, chart.yAxis.gridWidth))
            }
        }
        if chart.xAxis.showGrid {
            for x in gridPositions(chart.xAxis, ticks: xTicks.map(transform.x), from: plot.minX, to: plot.maxX) {
                items.append(line(Point(x, plot.minY), Point(x, plot.maxY), chart.xAxis.gridColor, chart.xAxis.gridWidth))
            }
        }
        return items
    }

    /// Grid lines at the ticks, or every `gridSpacing` points (at least 3).
    private func gridPositions(_ axis: ChartAxis, ticks: [Double], from start: Double, to end: Double) -> [Double] {
        guard let spacing = axis.gridSpacing else { return ticks }
        let step = max(spacing, 3) * (end >= start ? 1 : -1)
        return Array(stride(from: start, through: end, by: step))
    }

    func axisLines() -> [DisplayItem] {
        var items: [DisplayItem] = []
        if chart.xAxis.showLine {
            items.append(line(Point(plot.minX, plot.maxY), Point(plot.maxX, plot.maxY), chart.xAxis.lineColor, 1))
        }
        if chart.yAxis.showLine {
            items.append(line(Point(plot.minX, plot.minY), Point(plot.minX, plot.maxY), chart.yAxis.lineColor, 1))
        }
        return items
    }

    func line(_ a: Point, _ b: Point, _ color: Color, _ width: Double) -> DisplayItem {
        .stroke(Path { $0.move(to: a); $0.line(to: b) }, StrokeStyle(width: width), .solid(color))
    }

    // MARK: Labels

    func yLabels() -> [DisplayItem] {
        let axis = chart.yAxis
        guard axis.showLabels else { return [] }
        return yTicks.map { value in
            let label = axis.label(value, ticks: yTicks, formatter: chart.formatter)
            let y = transform.y(value)
            let anchor = axis.labelAlignment == .margin ? Point((bounds.minX + plot.minX) / 2, y) : Point(plot.minX - 6, y)
            let alignment = TextAlignment(horizontal: axis.labelAlignment == .margin ? .center : .right, vertical: .middle)
            return .text(TextRun(label, at: anchor, font: axis.labelFont, color: axis.labelColor, alignment: alignment))
        }
    }

    /// X labels, thinned to every k-th one when they would touch.
    func xLabels() -> [DisplayItem] {
        let axis = chart.xAxis
        guard axis.showLabels, !xTicks.isEmpty else { return [] }
        let labels = xTicks.map { xLabel(for: $0) }
        let centres = xTicks.map(transform.x)
        let widths = labels.map { text.size(of: $0, font: axis.labelFont).width }
        let stride = LabelThinning.stride(centres: centres, widths: widths, gap: 6)
        let y = axis.labelAlignment == .margin ? (plot.maxY + bounds.maxY) / 2 : plot.maxY + 7
        let vertical: TextAlignment.Vertical = axis.labelAlignment == .margin ? .middle : .top
        return Swift.stride(from: 0, to: labels.count, by: stride).map { i in
            .text(TextRun(labels[i], at: Point(centres[i], y), font: axis.labelFont, color: axis.labelColor,
                          alignment: TextAlignment(horizontal: .center, vertical: vertical)))
        }
    }

    /// The label of x tick `tick`: for slots, the data x of that point.
    func xLabel(for tick: Double) -> String {
        var value = tick
        if chart.xAxis.placement == .slots, let xs = chart.series.first?.x, xs.indices.contains(Int(tick)) {
            value = xs[Int(tick)]
        }
        return chart.xAxis.label(value, ticks: chart.xAxis.placement == .slots ? [] : xTicks, formatter: chart.formatter)
    }
}

/// Keeping labels apart.
enum LabelThinning {
    /// The smallest k such that every k-th label (centred at `centres`, sorted)
    /// is at least `gap` from the next.
    static func stride(centres: [Double], widths: [Double], gap: Double) -> Int {
        guard centres.count > 1 else { return 1 }
        for k in 1..<centres.count {
            let kept = Swift.stride(from: 0, to: centres.count, by: k).map { $0 }
            let clear = zip(kept, kept.dropFirst()).allSatisfy { a, b in
                centres[b] - widths[b] / 2 - (centres[a] + widths[a] / 2) >= gap
            }
            if clear { return k }
        }
        return centres.count
    }
}
