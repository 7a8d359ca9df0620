import ReelGeometry

extension TelegramChart {
    /// The data point the indicator is on: `x` (or `position` across the
    /// window) snapped to the nearest point.
    func indicatorIndex() -> Int? {
        guard !x.isEmpty else { return nil }
        let window = xWindow
        let target = indicator.usesPosition ? window.lower + indicator.position * window.span : indicator.x
        let upper = WindowExtent.lowerBound(x, target)
        if upper == 0 { return 0 }
        if upper == x.count { return x.count - 1 }
        return target - x[upper - 1] <= x[upper] - target ? upper - 1 : upper
    }

}

/// The indicator: a vertical line at the point, circles on each series
/// shown (filled with the background, as the contest draws them), and the
/// plaque with the date and every value, beside the line on whichever side
/// keeps it inside the chart.
struct IndicatorLayout {
    let chart: TelegramChart
    /// `transforms[k]` is axis k's; the first gives x.
    let transforms: [PlotTransform]
    let plot: Rect
    /// The plot with room for the circles; the line starts at its top.
    let clip: Rect
    /// The chart's bounds, which the plaque stays inside.
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let colors: TelegramPalette

    static let circleRadius = 4.5

    func items() -> [DisplayItem] {
        guard chart.indicator.opacity > 0, let index = chart.indicatorIndex() else { return [] }
        let px = transforms[0].x(chart.x[index])
        guard px >= plot.minX - 0.5, px <= plot.maxX + 0.5 else { return [] }
        // Bars show the column by dimming the others (`StackMarks`);
        // lines and areas get a vertical line, lines a circle on each.
        var marks: [DisplayItem] = chart.marks.shape == .bars ? [] : [
            .stroke(Path { $0.move(to: Point(px, clip.minY)); $0.line(to: Point(px, plot.maxY)) }, StrokeStyle(width: 1),
                    .solid(colors.indicator)),
        ]
        for (i, s) in chart.series.enumerated() where s.isShown && !chart.marks.stacks {
            guard let value = s.y[index] else { continue }
            let ring = Path(circle: Point(px, transforms[chart.axis(of: i)].y(value)), radius: Self.circleRadius)
            marks.append(.group(DisplayGroup([
                .fill(ring, .solid(colors.background)), .stroke(ring, StrokeStyle(width: 2), .solid(s.color)),
            ], opacity: s.drawnOpacity, tag: DisplayTag(.marker, id: "indicator/\(s.id)", series: s.id, value: value))))
        }
        let plaque = PlaqueLayout(chart: chart, index: index, lineX: px, top: clip.minY, bounds: bounds, context: context, colors: colors)
        let items: [DisplayItem] = [.group(DisplayGroup(marks, clip: clip, tag: DisplayTag(.marker, id: "indicator", value: chart.x[index])))]
            + plaque.items()
        return [.group(DisplayGroup(items, opacity: min(chart.indicator.opacity, 1)))]
    }
}

/// The indicator's plaque: the date in bold, then a row per series shown
/// (name, and the value in the series' colour); a series fading out folds
/// its row away. Beside the line at `lineX`, right if it fits, else left,
/// never outside `bounds`.
struct PlaqueLayout {
    let chart: TelegramChart
    /// The data point shown.
    let index: Int
    let lineX: Double
    let top: Double
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let colors: TelegramPalette

    static let titleFont = Font(name: "DejaVu Sans:bold", size: 12)
    static let font = Font(size: 12)
    static let valueFont = Font(name: "DejaVu Sans:bold", size: 12)

    func items() -> [DisplayItem] {
        let title = context.string(chart.formatter, chart.x[index], .date(pattern: chart.indicator.dateFormat))
        let rows = PlaqueRow.rows(of: chart, at: index, in: context)
        let pad = 10.0, rowHeight = 20.0, titleHeight = 18.0
        let percentWidth = rows.compactMap { $0.percent.map { text.size(of: $0, font: Self.valueFont).width } }.max() ?? 0
        let columns = rows.map { (percentWidth > 0 ? percentWidth + 6 : 0) + text.size(of: $0.name, font: Self.font).width + 18
            + text.size(of: $0.value, font: Self.valueFont).width }
        let width = max(text.size(of: title, font: Self.titleFont).width, columns.max() ?? 0) + 2 * pad
        let height = titleHeight + rows.reduce(0) { $0 + rowHeight * $1.share } + 2 * pad - 4
        var x = lineX + 14
        if x + width > bounds.maxX - 4 { x = lineX - 14 - width }
        x = min(max(x, bounds.minX + 4), bounds.maxX - 4 - width)
        let box = Rect(x: x, y: top, width: width, height: height)
        var items: [DisplayItem] = [
            .fill(Path(roundedRect: box.insetBy(-1), radius: 9), .solid(colors.plaqueBorder)),
            .fill(Path(roundedRect: box, radius: 8), .solid(colors.plaque)),
            .text(TextRun(title, at: Point(box.minX + pad, box.minY + pad), font: Self.titleFont, color: colors.text,
                          alignment: TextAlignment(horizontal: .left, vertical: .top))),
        ]
        var y = box.minY + pad + titleHeight
        for row in rows {
            let middle = y + rowHeight * row.share / 2 + 2
            var nameX = box.minX + pad
            if let percent = row.percent {
                items.append(.text(TextRun(percent, at: Point(nameX + percentWidth, middle), font: Self.valueFont,
                                           color: colors.text.multiplyingAlpha(row.share),
                                           alignment: TextAlignment(horizontal: .right, vertical: .middle))))
                nameX += percentWidth + 6
            }
            items.append(.text(TextRun(row.name, at: Point(nameX, middle), font: Self.font,
                                       color: colors.text.multiplyingAlpha(row.share),
                                       alignment: TextAlignment(horizontal: .left, vertical: .middle))))
            items.append(.text(TextRun(row.value, at: Point(box.maxX - pad, middle), font: Self.valueFont,
                                       color: (row.color ?? colors.text).multiplyingAlpha(row.share),
                                       alignment: TextAlignment(horizontal: .right, vertical: .middle))))
            y += rowHeight * row.share
        }
        return [.group(DisplayGroup(items, clip: box.insetBy(-1), tag: DisplayTag(.plaque, id: "plaque", value: chart.x[index], text: title)))]
    }
}

/// One row of the indicator's plaque: a series' name and value (with its
/// share first in a percentage chart), or the column's total.
struct PlaqueRow {
    let name: String
    let value: String
    /// The value's colour; nil is the text colour (the total).
    let color: Color?
    /// How much of the row shows (a series fading out folds it away).
    let share: Double
    var percent: String?
}

extension PlaqueRow {
    /// A row per series shown at `index`; a percentage chart leads each with
    /// its share (whole percentages adding up to 100), and stacked bars of
    /// several series end with the total ("All"). Values are written
    /// through `context`, which keeps them.
    static func rows(of chart: TelegramChart, at index: Int, in context: RenderContext) -> [PlaqueRow] {
        let shown = chart.series.compactMap { s in s.isShown ? s.y[index].map { (series: s, value: $0) } : nil }
        var rows = shown.map { s, value in
            PlaqueRow(name: s.name, value: context.string(chart.formatter, value, chart.valueFormat), color: s.color,
                      share: min(max(s.visible, 0), 1))
        }
        if chart.marks.percentage {
            let percents = Percentages.rounded(zip(shown, rows).map { max($0.value, 0) * $1.share })
            for k in rows.indices { rows[k].percent = "\(percents[k])%" }
        }
        if chart.marks.shape == .bars && chart.series.count > 1 {
            let stack = Stack(chart.series.map(\.y), weights: chart.series.map(\.visible), indices: index...index,
                              percentage: false)
            rows.append(PlaqueRow(name: "All", value: context.string(chart.formatter, stack.total(index), chart.valueFormat),
                                  color: nil, share: 1))
        }
        return rows
    }
}
