import ReelGeometry

/// The gradient line chart's bubble by the last point of its series.
struct LineBubbleLayout {
    let chart: LineFrame
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let placedSeries: [PlacedSeries]

    /// A rounded label above and right of the last point (left of it when it
    /// would leave the chart), with a tail pointing at the point; it scales
    /// and fades about that point.
    func items() -> [DisplayItem] {
        let b = chart.bubble
        guard b.isEnabled, b.opacity > 0, b.scale > 0, chart.series.indices.contains(b.series) else { return [] }
        let series = chart.series[b.series]
        guard series.isShown, let placed = placedSeries.first(where: { $0.index == b.series }),
              let last = placed.runs.last?.last, let value = series.y[last.index] else { return [] }
        let tip = last.point
        let label = b.format.replacingOccurrences(of: "{value}", with: context.string(chart.formatter, value, chart.valueFormat))
            .replacingOccurrences(of: "{name}", with: series.name)
        let size = text.size(of: label, font: b.font)
        let width = max(30, size.width + 12), height = max(22, size.height + 12)
        // `IDLineChartView` puts the bubble's 30 x 30 frame at (x + 8, y - 34).
        var box = Rect(x: tip.x + 8, y: tip.y - 34, width: width, height: height)
        let flipped = box.maxX > bounds.maxX
        if flipped { box.origin.x = tip.x - 8 - width }
        let fill = b.fill ?? lastColor(of: series)
        var shape = Path(roundedRect: box, radius: 6)
        let tailBase = flipped ? box.maxX - 8 : box.minX + 8
        shape.append(Path {
            $0.move(to: Point(tailBase - 4, box.maxY - 1)); $0.line(to: Point(tailBase + 4, box.maxY - 1))
            $0.line(to: tip + Point(flipped ? -3 : 3, -3)); $0.close()
        })
        let items: [DisplayItem] = [
            .fill(shape, .solid(fill)),
            .text(TextRun(label, at: box.center, font: b.font, color: b.textColor)),
        ]
        let scale = AffineTransform.translation(-tip.x, -tip.y).concatenating(.scale(b.scale, b.scale))
            .concatenating(.translation(tip.x, tip.y))
        let tag = DisplayTag(.bubble, id: "bubble", series: series.id, value: value, text: label)
        return [.group(DisplayGroup(items, opacity: min(b.opacity, 1), transform: scale, tag: tag))]
    }

    private func lastColor(of series: LineSeries) -> Color {
        switch series.gradient {
        case .horizontal(let g), .vertical(let g), .alongLength(let g): return g.stops.last?.color ?? series.color
        case nil: return series.color
        }
    }
}
