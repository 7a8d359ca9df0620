import ReelGeometry

/// Lays out one frame of the contest chart, top to bottom: title, plot with
/// its y labels over the grid, x ticker, mini map, toggles. Sizes are the
/// contest's phone layout in points; the plot takes what is left. Each part
/// is a component of its own; this places them and stacks their items.
struct TelegramLayout {
    let chart: TelegramFrame
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
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
    let toggles: ToggleRow
    let header: TelegramHeader
    /// How strongly each part is drawn (all of it fully, but while a zoom
    /// cross-fades the overview and the detail).
    let layers: TelegramLayers

    static let padding = 16.0
    static let labelFont = Font(size: 11)

    /// What lies under the plot, measured once per chart and frame: the
    /// toggles, the mini map and the plot's bottom edge above them. A zoom
    /// measures the overview's and the detail's and lays both out with a
    /// shared mini map and plot bottom (`TelegramFrame.layout`), without
    /// measuring again.
    struct Parts {
        let toggles: ToggleRow
        var miniRect: Rect?
        /// Before the plot's minimum height is kept (1 pt below the header).
        var plotBottom: Double

        init(of chart: TelegramFrame, in bounds: Rect, context: RenderContext) {
            let inner = TelegramLayout.inner(bounds)
            var bottom = bounds.maxY - 14
            toggles = ToggleRow(chart.showToggles ? chart.series : [], in: inner, bottom: bottom, text: context.text)
            if let top = toggles.top { bottom = top - 16 }
            if chart.miniMap.isShown {
                let rect = Rect(x: inner.minX, y: bottom - chart.miniMap.height, width: inner.width, height: chart.miniMap.height)
                miniRect = rect
                bottom = rect.minY - 6
            } else {
                miniRect = nil
            }
            let labelRoom = context.text.size(of: "0", font: TelegramLayout.labelFont).height + 12
            plotBottom = bottom - labelRoom - TelegramLayout.markRoom(chart)
        }
    }

    /// The chart's width inside its side padding.
    static func inner(_ bounds: Rect) -> Rect {
        Rect(x: bounds.minX + padding, y: bounds.minY, width: max(bounds.width - 2 * padding, 1), height: bounds.height)
    }

    /// Room above and below the plot for marks at the range's ends: half
    /// the widest line, or the indicator's circles.
    static func markRoom(_ chart: TelegramFrame) -> Double {
        max((chart.series.map(\.width).max() ?? 2) / 2, IndicatorLayout.circleRadius + 1) + 1
    }

    /// `parts`, when given, are what lies under the plot as measured (and
    /// perhaps moved, by a zoom) for this chart; by default they are measured.
    init(chart: TelegramFrame, bounds: Rect, context: RenderContext, layers: TelegramLayers = TelegramLayers(),
         parts: Parts? = nil) {
        self.chart = chart
        self.layers = layers
        self.bounds = bounds
        self.context = context
        colors = chart.palette
        let parts = parts ?? Parts(of: chart, in: bounds, context: context)
        toggles = parts.toggles
        miniRect = parts.miniRect
        let inner = Self.inner(bounds), markRoom = Self.markRoom(chart)
        header = TelegramHeader(chart: chart.chart, left: inner.minX, right: inner.maxX, top: bounds.minY + 14, color: colors.text,
                                context: context)
        let top = bounds.minY + header.height + 24
        let plotBottom = max(parts.plotBottom, top + 1)
        plot = Rect(x: inner.minX, y: top, width: inner.width, height: plotBottom - top)
        clip = Rect(x: plot.minX, y: plot.minY - markRoom, width: plot.width, height: plot.height + 2 * markRoom)
        let x = TimeScale(domain: chart.xWindow, range: ValueRange(plot.minX, plot.maxX), timeZone: chart.formatter.timeZone)
        let plot = plot
        // One transform per axis the marks need (`TelegramChart.axisCount`).
        transforms = chart.axes.map {
            PlotTransform(plot: plot, x: .time(x), y: LinearScale(domain: $0.range, range: ValueRange(plot.maxY, plot.minY)))
        }
        transform = transforms[0]
    }

    func displayList() -> DisplayList {
        var items: [DisplayItem] = []
        if layers.frame > 0 {
            items += [.tagged(DisplayTag(.background, id: "background"), [.fill(bounds, .solid(colors.background))])]
            items += header.items()
        }
        // Lines run over the grid and its labels; bars and areas fill the
        // plot, so the grid and labels go over them, as the contest draws them.
        // The pie morph fades the axes out in its first half.
        let axes = 1 - min(chart.pieProgress * 2, 1)
        let chrome = [DisplayItem.group(DisplayGroup(grid() + yLabels(), opacity: axes * layers.chrome))]
        let marks = TelegramLayers.faded(marks(), layers.marks)
        items += chart.marks.stacks ? marks + chrome : chrome + marks
        items += [.group(DisplayGroup(xLabels(), opacity: axes * layers.xLabels))]
        var rest: [DisplayItem] = []
        if let miniRect {
            rest += MiniMapLayout(chart: chart.chart, ranges: chart.axes.map(\.miniRange), rect: miniRect, colors: colors, context: context).items()
        }
        rest += toggles.items(chart.series, colors: colors)
        rest += [.group(DisplayGroup(indicator.items(), opacity: axes))]
        return DisplayList(items + TelegramLayers.faded(rest, layers.rest))
    }

    /// What the lines are clipped to: the plot's sides exactly, and half
    /// the widest line above and below, room for a line along the range's
    /// ends and no more. The range holds the line where it crosses the
    /// window's ends, but a steep segment towards a point past an end
    /// reaches into the plot with its stroke's lower (or upper) shoulder,
    /// its slope times half its width below that crossing: the indicator's
    /// room (`clip`) would show it over the x labels.
    var lineClip: Rect {
        let room = (chart.series.map(\.width).max() ?? 2) / 2
        return Rect(x: plot.minX, y: plot.minY - room, width: plot.width, height: plot.height + 2 * room)
    }

    /// The series drawn as the chart's marks: lines, bars or areas.
    func marks() -> [DisplayItem] {
        let indices = chart.indicesInView
        switch chart.marks.shape {
        case .lines:
            guard let indices else { return [] }
            return LineMarks(chart: chart.chart, indices: indices, transforms: transforms, plot: plot, clip: lineClip).items()
        case .bars, .areas:
            // The pie at the end of the morph needs no data in the window.
            if chart.pieProgress > 0 { return pieMorph(indices: indices).items() }
            guard let indices else { return [] }
            return StackMarks(chart: chart.chart, indices: indices, transform: transform, plot: plot, clip: clip,
                              veil: colors.background).items()
        }
    }

    /// The pie morph, inside the plot.
    func pieMorph(indices: ClosedRange<Int>?) -> PieMorph {
        PieMorph(chart: chart.chart, indices: indices, transform: transform, plot: plot)
    }

    /// The indicator over the plot, its plaque kept inside the chart.
    var indicator: IndicatorLayout {
        IndicatorLayout(chart: chart.chart, transforms: transforms, plot: plot, clip: clip, bounds: bounds, context: context,
                        colors: colors)
    }
}

/// How strongly each part of a telegram chart's frame is drawn: fully,
/// but while a zoom cross-fades the overview and the detail
/// (`TelegramFrame.layout`).
struct TelegramLayers: Equatable {
    /// The background and the title: drawn (1) or left to the other chart (0).
    var frame = 1.0
    /// The grid and the y labels.
    var chrome = 1.0
    var marks = 1.0
    var xLabels = 1.0
    /// The mini map, the toggles and the indicator.
    var rest = 1.0

    /// `items` drawn at `opacity`: as they are at 1, none at 0.
    static func faded(_ items: [DisplayItem], _ opacity: Double) -> [DisplayItem] {
        if opacity >= 1 { return items }
        return opacity > 0 ? [.group(DisplayGroup(items, opacity: opacity))] : []
    }
}
