import ReelGeometry

/// The mini map under the plot: every series over the whole span on the
/// mini map's own y fit, the part outside the window dimmed, and the
/// window's frame with its handles and grips.
struct MiniMapLayout {
    let chart: TelegramChart
    /// Each y axis's mini map range (`TelegramAxis.miniRange`).
    let ranges: [ValueRange]
    let rect: Rect
    let colors: TelegramPalette
    /// Keeps the mini map's lines between frames.
    let context: RenderContext

    /// Width of the window's side handles.
    static let handleWidth = 10.0

    /// A series drawn on the mini map: id `minimap/series/<series>`.
    static func seriesTag(_ series: String, _ mark: DisplayTag.Mark) -> DisplayTag {
        DisplayTag(.minimap, id: "minimap/series/\(series)", series: series, mark: mark)
    }

    func items() -> [DisplayItem] {
        guard !chart.x.isEmpty else { return [] }
        let inset = chart.marks.stacks ? 0 : chart.miniMap.lineWidth / 2 + 1
        let transforms = ranges.map { range in
            PlotTransform(plot: rect, x: .linear(LinearScale(domain: chart.domain, range: ValueRange(rect.minX, rect.maxX))),
                          y: LinearScale(domain: range, range: ValueRange(rect.maxY - inset, rect.minY + inset)))
        }
        guard let transform = transforms.first else { return [] }
        let lines = context.cached(MiniMapKey(chart, rect: rect, ranges: ranges)) {
            miniMapLines(transforms: transforms, transform: transform)
        }
        // A zoom's detail shares a window wider than its data until it is in.
        let left = min(max(transform.x(chart.xWindow.lower), rect.minX), rect.maxX)
        let right = min(max(transform.x(chart.xWindow.upper), rect.minX), rect.maxX)
        var items: [DisplayItem] = [.group(DisplayGroup(lines, clip: rect, tag: DisplayTag(.minimap, id: "minimap")))]
        if left > rect.minX {
            items.append(.tagged(DisplayTag(.minimap, id: "minimap/dim/left"),
                                 [.fill(Rect(x: rect.minX, y: rect.minY, width: left - rect.minX, height: rect.height), .solid(colors.dim))]))
        }
        if right < rect.maxX {
            items.append(.tagged(DisplayTag(.minimap, id: "minimap/dim/right"),
                                 [.fill(Rect(x: right, y: rect.minY, width: rect.maxX - right, height: rect.height), .solid(colors.dim))]))
        }
        items.append(.tagged(DisplayTag(.window, id: "window"), windowFrame(left: left, right: right, in: rect)))
        return items
    }

    /// The series on the mini map: stacked, or as lines through their
    /// axes' transforms.
    private func miniMapLines(transforms: [PlotTransform], transform: PlotTransform) -> [DisplayItem] {
        let all = 0...(chart.x.count - 1)
        if chart.marks.stacks {
            return StackLayers(chart: chart, indices: all, transform: transform).items(tag: Self.seriesTag)
        }
        var lines: [DisplayItem] = []
        let trim = TrimRange(end: min(max(chart.strokeEnd, 0), 1))
        for (i, s) in chart.series.enumerated() where s.isShown {
            let path = LinePath.polyline(x: chart.x, y: s.y, indices: all, transform: transforms[chart.axis(of: i)])
            lines.append(.tagged(Self.seriesTag(s.id, .line),
                                 [.stroke(path, StrokeStyle(width: chart.miniMap.lineWidth, cap: .round, join: .round),
                                          .solid(s.color.multiplyingAlpha(s.drawnOpacity)), trim: trim)]))
        }
        return lines
    }

    /// The frame: 1 pt bars along the top and bottom, handles at the sides
    /// (rounded on the outside) with a grip each.
    private func windowFrame(left: Double, right: Double, in rect: Rect) -> [DisplayItem] {
        let handle = Self.handleWidth
        let outer = Rect(x: left, y: rect.minY - 1, width: max(right - left, 0), height: rect.height + 2)
        let innerWidth = max(outer.width - 2 * handle, 0)
        let inner = Rect(x: left + (outer.width - innerWidth) / 2, y: rect.minY + 1, width: innerWidth, height: rect.height - 2)
        var frame = Path(roundedRect: outer, radius: 6)
        if innerWidth > 0 { frame.append(Path(rect: inner)) }
        var items: [DisplayItem] = [.fill(frame, .solid(colors.frame), rule: .evenOdd)]
        for centre in [left + handle / 2, right - handle / 2] where outer.width >= 2 * handle {
            let grip = Rect(x: centre - 1, y: rect.center.y - 5, width: 2, height: 10)
            items.append(.fill(Path(roundedRect: grip, radius: 1), .solid(colors.grip)))
        }
        return items
    }
}

/// Everything the mini map's series are drawn from: while only the window
/// moves, frames draw the same mini map and it is laid out once per render
/// context (`RenderContext.cached`, which hands back the same display items,
/// so the rasterizer replays their pixels, `GroupReplay`).
private struct MiniMapKey: Hashable {
    let x: SameArray<Double>
    let values: [SameArray<Double?>]
    let looks: [Look]
    let marks: TelegramMarks
    let strokeEnd: Double
    let lineWidth: Double
    let rect: Rect
    let domain: ValueRange
    let ranges: [ValueRange]

    /// What a series' drawing reads besides its values.
    struct Look: Hashable {
        let visible: Double, opacity: Double, color: Color
    }

    init(_ chart: TelegramChart, rect: Rect, ranges: [ValueRange]) {
        x = SameArray(array: chart.x)
        values = chart.series.map { SameArray(array: $0.y) }
        looks = chart.series.map { Look(visible: $0.visible, opacity: $0.opacity, color: $0.color) }
        marks = chart.marks
        strokeEnd = chart.strokeEnd
        lineWidth = chart.miniMap.lineWidth
        self.rect = rect
        domain = chart.domain
        self.ranges = ranges
    }
}
