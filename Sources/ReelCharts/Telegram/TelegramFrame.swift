import ReelGeometry

/// One frame of the contest chart: the chart as the timeline sets it, and
/// what is derived from it at that moment, its y axes (tick sets in view
/// with their weights, the plot's range, the mini map's) and, while a zoom's
/// detail is drawn, the detail's.
///
/// The chart's own properties read through the frame (`frame.series`), so a
/// layout draws a frame as it would the chart.
@dynamicMemberLookup
package struct TelegramFrame: ChartFrame {
    package let chart: TelegramChart
    /// One axis, or one per series with `marks.twoAxes`.
    package let axes: [TelegramAxis]
    /// The zoom detail's axes, as many as `axes`; empty when the detail is
    /// not drawn (it is then fitted at once if asked for).
    let detailAxes: [TelegramAxis]

    init(chart: TelegramChart, axes: [TelegramAxis], detailAxes: [TelegramAxis]) {
        self.chart = chart
        self.axes = axes
        self.detailAxes = detailAxes
    }

    /// The chart as drawn when nothing moves: every axis fitted at once to
    /// the series as they are.
    package init(settling chart: TelegramChart) {
        self.init(chart: chart, axes: chart.settledAxes(),
                  detailAxes: chart.zoom.detail == nil ? [] : chart.detailChart().settledAxes())
    }

    /// The chart's own property (an input, as the timeline set it).
    package subscript<T>(dynamicMember property: KeyPath<TelegramChart, T>) -> T {
        chart[keyPath: property]
    }

    /// The first axis's tick sets, the plot's y range and the mini map's.
    package var yTickSets: [Weighted<TickSet>] { axes.first?.tickSets ?? [] }
    package var yRange: ValueRange { axes.first?.range ?? ValueRange(0, 1) }
    package var miniYRange: ValueRange { axes.first?.miniRange ?? ValueRange(0, 1) }

    /// The zoom's detail as drawn at this moment (`TelegramChart.detailChart`
    /// with its own axes), or nil when the chart has no zoom.
    package var detail: TelegramFrame? {
        guard chart.zoom.detail != nil else { return nil }
        let chart = chart.detailChart()
        let axes = detailAxes.count == chart.axisCount ? detailAxes : chart.settledAxes()
        return TelegramFrame(chart: chart, axes: axes, detailAxes: [])
    }

    /// The overview, the day's detail over it as the zoom cross-fades, or
    /// the detail alone once it is in; mirrored for a right-to-left chart.
    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        let list: DisplayList
        if let detail, chart.zoom.clampedProgress > 0 {
            list = DisplayList(zoomItems(detail, in: bounds, context: context))
        } else {
            list = TelegramLayout(chart: self, bounds: bounds, context: context).displayList()
        }
        return chart.direction.isRightToLeft(with: chart.formatter) ? context.mirrored(list, aboutX: bounds.center.x) : list
    }

    /// The overview fading out under the detail fading in, over one plot
    /// and one mini map: each chart's parts under the plot are measured
    /// once, and both are laid out with the edges the zoom shares
    /// (`TelegramZoom.sharedEdge`). Each is drawn on its own y axes, fitted
    /// to what it draws (`TelegramChart.resolved`); the overview's grid, y
    /// labels and dates fade out over the first half of the fade and the
    /// detail's grid, y labels and hours in over the second, so the two
    /// charts' axes never show at once. Outside the fade one chart is drawn alone.
    func zoomItems(_ detail: TelegramFrame, in bounds: Rect, context: RenderContext) -> [DisplayItem] {
        let zoom = chart.zoom, fade = zoom.detailOpacity
        var overviewParts = TelegramLayout.Parts(of: self, in: bounds, context: context)
        var detailParts = TelegramLayout.Parts(of: detail, in: bounds, context: context)
        let plotBottom = zoom.sharedEdge(overviewParts.plotBottom, detailParts.plotBottom)
        overviewParts.plotBottom = plotBottom
        detailParts.plotBottom = plotBottom
        if let a = overviewParts.miniRect, let b = detailParts.miniRect {
            let top = zoom.sharedEdge(a.minY, b.minY)
            overviewParts.miniRect = Rect(x: a.minX, y: top, width: a.width, height: a.height)
            detailParts.miniRect = Rect(x: b.minX, y: top, width: b.width, height: b.height)
        }
        let both = fade > 0 && fade < 1
        var items: [DisplayItem] = []
        if fade < 1 {
            let layers = both ? TelegramLayers(frame: 1, chrome: max(1 - 2 * fade, 0), marks: 1 - fade,
                                               xLabels: max(1 - 2 * fade, 0), rest: 1 - fade) : TelegramLayers()
            items += TelegramLayout(chart: self, bounds: bounds, context: context, layers: layers, parts: overviewParts)
                .displayList().items
        }
        if fade > 0 {
            let layers = both ? TelegramLayers(frame: 0, chrome: max(2 * fade - 1, 0), marks: fade,
                                               xLabels: max(2 * fade - 1, 0), rest: fade) : TelegramLayers()
            items += detail.detailItems(in: bounds, context: context, layers: layers, parts: detailParts)
        }
        return items
    }

    /// This frame drawn as a zoom's detail: every id under `detail/`, so
    /// ids stay unique while the overview is drawn too, and stay the same
    /// once the detail is drawn alone.
    func detailItems(in bounds: Rect, context: RenderContext, layers: TelegramLayers = TelegramLayers(),
                     parts: TelegramLayout.Parts? = nil) -> [DisplayItem] {
        TelegramLayout(chart: self, bounds: bounds, context: context, layers: layers, parts: parts)
            .displayList().items.map { $0.prefixingIds("detail/") }
    }
}

extension DisplayItem {
    /// The item with `prefix` before the id of every tag in it.
    func prefixingIds(_ prefix: String) -> DisplayItem {
        guard case .group(var group) = self else { return self }
        if var tag = group.tag {
            tag.id = prefix + tag.id
            group.tag = tag
        }
        group.items = group.items.map { $0.prefixingIds(prefix) }
        return .group(group)
    }
}
