import ReelGeometry

extension TelegramLayout {
    static let circleRadius = 4.5
    static let plaqueTitleFont = Font(name: "DejaVu Sans:bold", size: 12)
    static let plaqueFont = Font(size: 12)
    static let plaqueValueFont = Font(name: "DejaVu Sans:bold", size: 12)

    /// The data point the indicator is on: `x` (or `position` across the
    /// plot) snapped to the nearest point.
    func indicatorIndex() -> Int? {
        let x = chart.x
        guard !x.isEmpty else { return nil }
        let window = chart.xWindow
        let target = chart.indicator.usesPosition ? window.lower + chart.indicator.position * window.span : chart.indicator.x
        let upper = WindowExtent.lowerBound(x, target)
        if upper == 0 { return 0 }
        if upper == x.count { return x.count - 1 }
        return target - x[upper - 1] <= x[upper] - target ? upper - 1 : upper
    }

    /// A vertical line at the point, circles on each series shown (filled
    /// with the background, as the contest draws them), and the plaque with
    /// the date and every value, beside the line on whichever side keeps it
    /// inside the chart.
    func indicatorItems() -> [DisplayItem] {
        guard chart.indicator.opacity > 0, let index = indicatorIndex() else { return [] }
        let px = transform.x(chart.x[index])
        guard px >= plot.minX - 0.5, px <= plot.maxX + 0.5 else { return [] }
        // Bars show the column by dimming the others (`columnDimming`);
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
            ], opacity: s.drawnOpacity)))
        }
        let items: [DisplayItem] = [.group(DisplayGroup(marks, clip: clip, tag: DisplayTag(.marker, id: "indicator", value: chart.x[index])))]
            + plaque(index: index, lineX: px)
        return [.group(DisplayGroup(items, opacity: min(chart.indicator.opacity, 1)))]
    }

    /// The plaque: the date in bold, then a row per series shown (name, and
    /// the value in the series' colour); a series fading out folds its row away.
    private func plaque(index: Int, lineX: Double) -> [DisplayItem] {
        let title = context.string(chart.formatter, chart.x[index], .date(pattern: chart.indicator.dateFormat))
        let rows = plaqueRows(index: index)
        let pad = 10.0, rowHeight = 20.0, titleHeight = 18.0
        let percentWidth = rows.compactMap { $0.percent.map { text.size(of: $0, font: Self.plaqueValueFont).width } }.max() ?? 0
        let columns = rows.map { (percentWidth > 0 ? percentWidth + 6 : 0) + text.size(of: $0.name, font: Self.plaqueFont).width + 18
            + text.size(of: $0.value, font: Self.plaqueValueFont).width }
        let width = max(text.size(of: title, font: Self.plaqueTitleFont).width, columns.max() ?? 0) + 2 * pad
        let height = titleHeight + rows.reduce(0) { $0 + rowHeight * $1.share } + 2 * pad - 4
        var x = lineX + 14
        if x + width > bounds.maxX - 4 { x = lineX - 14 - width }
        x = min(max(x, bounds.minX + 4), bounds.maxX - 4 - width)
        let box = Rect(x: x, y: clip.minY, width: width, height: height)
        var items: [DisplayItem] = [
            .fill(Path(roundedRect: box.insetBy(-1), radius: 9), .solid(colors.plaqueBorder)),
            .fill(Path(roundedRect: box, radius: 8), .solid(colors.plaque)),
            .text(TextRun(title, at: Point(box.minX + pad, box.minY + pad), font: Self.plaqueTitleFont, color: colors.text,
                          alignment: TextAlignment(horizontal: .left, vertical: .top))),
        ]
        var y = box.minY + pad + titleHeight
        for row in rows {
            let middle = y + rowHeight * row.share / 2 + 2
            var nameX = box.minX + pad
            if let percent = row.percent {
                items.append(.text(TextRun(percent, at: Point(nameX + percentWidth, middle), font: Self.plaqueValueFont,
                                           color: colors.text.multiplyingAlpha(row.share),
                                           alignment: TextAlignment(horizontal: .right, vertical: .middle))))
                nameX += percentWidth + 6
            }
            items.append(.text(TextRun(row.name, at: Point(nameX, middle), font: Self.plaqueFont,
                                       color: colors.text.multiplyingAlpha(row.share),
                                       alignment: TextAlignment(horizontal: .left, vertical: .middle))))
            items.append(.text(TextRun(row.value, at: Point(box.maxX - pad, middle), font: Self.plaqueValueFont,
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

extension TelegramLayout {
    /// A row per series shown; a percentage chart leads each with its share
    /// (whole percentages adding up to 100), and stacked bars of several
    /// series end with the total ("All").
    func plaqueRows(index: Int) -> [PlaqueRow] {
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
