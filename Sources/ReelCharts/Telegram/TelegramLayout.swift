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

    /// `plotBottom`, when given, places the plot's bottom edge instead of
    /// the parts below it (a zoom keeps the overview's and detail's plots
    /// in one place).
    init(chart: TelegramFrame, bounds: Rect, context: RenderContext, layers: TelegramLayers = TelegramLayers(),
         plotBottom: Double? = nil) {
        self.chart = chart
        self.layers = layers
        self.bounds = bounds
        self.context = context
        let text = context.text
        colors = chart.palette
        let pad = Self.padding
        let inner = Rect(x: bounds.minX + pad, y: bounds.minY, width: max(bounds.width - 2 * pad, 1), height: bounds.height)
        var bottom = bounds.maxY - 14
        toggles = ToggleRow(chart.showToggles ? chart.series : [], in: inner, bottom: bottom, text: text)
        if let top = toggles.top { bottom = top - 16 }
        if chart.miniMap.isShown {
            let rect = Rect(x: inner.minX, y: bottom - chart.miniMap.height, width: inner.width, height: chart.miniMap.height)
            miniRect = rect
            bottom = rect.minY - 6
        } else {
            miniRect = nil
        }
        let markRoom = max((chart.series.map(\.width).max() ?? 2) / 2, IndicatorLayout.circleRadius + 1) + 1
        let labelRoom = text.size(of: "0", font: Self.labelFont).height + 12
        header = TelegramHeader(chart: chart.chart, left: inner.minX, right: inner.maxX, top: bounds.minY + 14, color: colors.text,
                                context: context)
        let top = bounds.minY + header.height + 24
        let plotBottom = max(plotBottom ?? (bottom - labelRoom - markRoom), top + 1)
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

    /// Where the plot's bottom edge goes, from the parts below it.
    static func plotBottom(of chart: TelegramFrame, in bounds: Rect, context: RenderContext) -> Double {
        TelegramLayout(chart: chart, bounds: bounds, context: context).plot.maxY
    }

    /// The x values' index range that the window shows: for lines and areas
    /// with a neighbour each side, for bars the columns reaching into it.
    var windowIndices: ClosedRange<Int>? {
        chart.marks.shape == .bars ? Columns.indices(of: chart.x, within: chart.xWindow)
            : LinePath.indices(of: chart.x, within: chart.xWindow)
    }

    /// What lines are clipped to: the plot with room for half the widest
    /// line above and below, which a round stroke through a value at the
    /// range's end fills exactly. Where the window's side cuts a steep line
    /// at the range's end, the cut stroke's corner reaches further (half
    /// the width times sqrt(1 + slope^2)) and is trimmed to that room.
    var lineClip: Rect {
        let room = (chart.series.map(\.width).max() ?? 0) / 2
        return Rect(x: plot.minX, y: plot.minY - room, width: plot.width, height: plot.height + 2 * room)
    }

    /// The series drawn as the chart's marks: lines, bars or areas.
    func marks() -> [DisplayItem] {
        let indices = windowIndices
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
