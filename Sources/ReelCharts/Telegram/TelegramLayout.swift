import ReelGeometry

/// Lays out one frame of the contest chart, top to bottom: title, plot with
/// its y labels over the grid, x ticker, mini map, toggles. Sizes are the
/// contest's phone layout in points; the plot takes what is left.
struct TelegramLayout {
    let chart: TelegramChart
    let bounds: Rect
    let text: TextMeasuring
    let context: RenderContext
    let colors: TelegramPalette
    /// Where the grid runs: the y range's ends are its top and bottom edges.
    let plot: Rect
    /// What the lines are clipped to: the plot, with room above and below
    /// for marks at the range's ends (a line's width, the indicator's
    /// circles); the x window's ends cut exactly at the plot's sides.
    let clip: Rect
    /// The first y axis's transform; `transforms[k]` is axis k's.
    let transform: PlotTransform
    let transforms: [PlotTransform]
    let miniRect: Rect?
    let toggles: [ToggleFrame]

    static let padding = 16.0
    static let titleFont = Font(name: "DejaVu Sans:bold", size: 16)
    static let labelFont = Font(size: 11)

    init(chart: TelegramChart, bounds: Rect, context: RenderContext) {
        self.chart = chart
        self.bounds = bounds
        self.context = context
        text = context.text
        colors = chart.palette
        let pad = Self.padding
        let inner = Rect(x: bounds.minX + pad, y: bounds.minY, width: max(bounds.width - 2 * pad, 1), height: bounds.height)
        var bottom = bounds.maxY - 14
        toggles = chart.showToggles ? ToggleFrame.flow(chart.series, in: inner, bottom: bottom, text: text) : []
        if let top = toggles.map(\.rect.minY).min() { bottom = top - 16 }
        if chart.miniMap.isShown {
            let rect = Rect(x: inner.minX, y: bottom - chart.miniMap.height, width: inner.width, height: chart.miniMap.height)
            miniRect = rect
            bottom = rect.minY - 6
        } else {
            miniRect = nil
        }
        let markRoom = max((chart.series.map(\.width).max() ?? 2) / 2, TelegramLayout.circleRadius + 1) + 1
        let labelRoom = text.size(of: "0", font: Self.labelFont).height + 12
        let top = bounds.minY + (chart.title.isEmpty ? 8 : 14 + text.size(of: "Hg", font: Self.titleFont).height) + 24
        let plotBottom = max(bottom - labelRoom - markRoom, top + 1)
        plot = Rect(x: inner.minX, y: top, width: inner.width, height: plotBottom - top)
        clip = Rect(x: plot.minX, y: plot.minY - markRoom, width: plot.width, height: plot.height + 2 * markRoom)
        let x = TimeScale(domain: chart.xWindow, range: ValueRange(plot.minX, plot.maxX), timeZone: chart.formatter.timeZone)
        let plot = plot
        // One or more axes: the chart settles whenever its marks change.
        transforms = chart.axes.map {
            PlotTransform(plot: plot, x: .time(x), y: LinearScale(domain: $0.range, range: ValueRange(plot.maxY, plot.minY)))
        }
        transform = transforms[0]
    }

    func displayList() -> DisplayList {
        var items: [DisplayItem] = [.tagged(DisplayTag(.background, id: "background"),
                                            [.fill(Path(rect: bounds), .solid(colors.background))])]
        if !chart.title.isEmpty {
            items.append(.tagged(DisplayTag(.title, id: "title", text: chart.title),
                                 [.text(TextRun(chart.title, at: Point(plot.minX, bounds.minY + 14), font: Self.titleFont,
                                                color: colors.text, alignment: TextAlignment(horizontal: .left, vertical: .top)))]))
        }
        // Lines run over the grid and its labels; bars and areas fill the
        // plot, so the grid and labels go over them, as the contest draws them.
        // The pie morph fades the axes out in its first half.
        let axes = 1 - min(chart.pieProgress * 2, 1)
        let chrome = [DisplayItem.group(DisplayGroup(grid() + yLabels(), opacity: axes))]
        items += chart.marks.stacks ? marks() + chrome : chrome + marks()
        items += [.group(DisplayGroup(xLabels(), opacity: axes))]
        items += miniMapItems()
        items += toggleItems()
        items += [.group(DisplayGroup(indicatorItems(), opacity: axes))]
        return DisplayList(items)
    }

    /// The x values' index range that the window shows: for lines and areas
    /// with a neighbour each side, for bars the columns reaching into it.
    var windowIndices: ClosedRange<Int>? {
        chart.marks.shape == .bars ? Columns.indices(of: chart.x, within: chart.xWindow)
            : LinePath.indices(of: chart.x, within: chart.xWindow)
    }

    /// The series drawn as the chart's marks: lines, bars or areas.
    func marks() -> [DisplayItem] {
        switch chart.marks.shape {
        case .lines: lines()
        case .bars, .areas: chart.pieProgress > 0 ? pieItems(progress: chart.pieProgress) : stackItems()
        }
    }
}
