import ReelGeometry

/// The value labels of the placed series, kept clear of each other and of
/// the dots.
struct LineValueLabels {
    let chart: LineFrame
    let bounds: Rect
    let plot: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }

    /// Values by their points (`SKChartView`'s `showValues`), placed together so
    /// none touches another or a dot: above the point if free, else below,
    /// else left out. Higher points are placed first.
    func items(_ placed: [PlacedSeries]) -> [DisplayItem] {
        guard chart.showValues else { return [] }
        // The tag is made only for a label that is placed: most candidates of long data are not.
        struct Candidate { let point: Point; let label: String; let color: Color; let clearance: Double; let series: Int; let index: Int }
        var candidates: [Candidate] = []
        var dots: [Rect] = []
        // Labels stay inside the chart, so points outside it by more than a label's width cannot get one.
        let reach = bounds.insetBy(-chart.valueFont.size * 20)
        for p in placed {
            let color = (chart.valueColor ?? p.series.color).multiplyingAlpha(p.series.drawnOpacity)
            let clearance = max(chart.dots == .none ? 0 : chart.dotRadius, p.series.width / 2) + 2
            for entry in p.revealFractions() where p.isRevealed(entry.fraction) && reach.contains(entry.point) {
                guard let value = p.series.y[entry.index] else { continue }
                let label = context.string(chart.formatter, value, chart.valueFormat)
                candidates.append(Candidate(point: entry.point, label: label, color: color, clearance: clearance,
                                            series: p.index, index: entry.index))
                if chart.dots != .none {
                    let r = chart.dotRadius
                    dots.append(Rect(x: entry.point.x - r, y: entry.point.y - r, width: 2 * r, height: 2 * r))
                }
            }
        }
        candidates.sort { ($0.point.x, $0.point.y) < ($1.point.x, $1.point.y) }
        let cell = chart.valueFont.size * 3
        var taken = RectGrid(cell: cell), dotGrid = RectGrid(cell: cell)
        dots.forEach { dotGrid.insert($0) }
        var items: [DisplayItem] = []
        for c in candidates {
            let size = text.size(of: c.label, font: chart.valueFont)
            let above = Rect(x: c.point.x - size.width / 2, y: c.point.y - c.clearance - size.height, width: size.width, height: size.height)
            let below = Rect(x: above.minX, y: c.point.y + c.clearance, width: size.width, height: size.height)
            // Inside the plot (labels over the top points may reach into the
            // top margin), clear of other labels and of dots.
            let free = { (r: Rect) in
                r.maxY <= plot.maxY - 1 && r.minY >= bounds.minY && r.minX >= bounds.minX && r.maxX <= bounds.maxX
                    && !taken.intersectsAny(r, margin: 1) && !dotGrid.intersectsAny(r, margin: 0.5)
            }
            guard let spot = [above, below].first(where: free) else { continue }
            taken.insert(spot)
            let series = chart.series[c.series]
            let tag = DisplayTag(.text, id: "value/\(series.id)/\(c.index)", series: series.id, value: series.y[c.index], text: c.label)
            items.append(.tagged(tag, [.text(TextRun(c.label, at: Point(spot.center.x, spot.maxY), font: chart.valueFont,
                                                       color: c.color, alignment: TextAlignment(horizontal: .center, vertical: .bottom)))]))
        }
        return items
    }
}
