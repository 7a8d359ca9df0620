import ReelGeometry

/// The donut (ring) chart, as `PieChartView` draws it: a track circle and an arc
/// filled clockwise from 12 o'clock to `value / maxValue` of the way round.
package struct DonutChart: Chart {
    package static let typeName = "donut"

    /// The amount shown; the filled fraction is `value / maxValue` clamped to 0...1.
    package var value: Double = 0
    package var maxValue: Double = 100
    /// Thickness of the ring, in points.
    package var barWidth: Double = 20
    /// Inset of the filled arc inside the track, on both sides.
    package var barPadding: Double = 0
    /// Colour of the unfilled ring (`PieChartView.chartBackgroundColor`).
    package var trackColor: Color = Color.named[DonutChart.trackColorName]!
    /// Colour of the filled arc (`PieChartView.chartTintColor`).
    package var tintColor: Color = Color.named[DonutChart.tintColorName]!
    /// The default colours by name, as a scene would write them.
    package static let trackColorName = "secondarySystemBackground", tintColorName = "orange"
    /// Trim of the filled arc, as `CAShapeLayer.strokeStart` / `strokeEnd`.
    package var strokeStart: Double = 0
    package var strokeEnd: Double = 1
    /// Optional text in the middle of the ring.
    package var label: DonutLabel?

    package init() {}

    /// The filled fraction of the ring, as `PieChartView.calculatePercentage`:
    /// 0 for non-positive values or maxima, at most 1.
    package var fraction: Double {
        if value <= 0 || maxValue <= 0 { return 0 }
        return min(value / maxValue, 1)
    }

    /// The trim of the filled arc.
    var trim: TrimRange { TrimRange(start: strokeStart, end: strokeEnd) }

    /// How much of the filled arc the trim reveals, 0...1 (what is drawn, so
    /// a reversed start and end count as swapped).
    package var revealed: Double { trim.visibleFraction }

    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        let square = bounds.centeredSquare
        let radius = square.width / 2 - barWidth / 2
        var list = DisplayList()
        guard radius > 0, barWidth > 0 else { return list }
        let center = square.center
        let track = Path { $0.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true) }
        list.append(.tagged(DisplayTag(.track, id: "track"), [.stroke(track, StrokeStyle(width: barWidth), .solid(trackColor), trim: .full)]))
        let fillWidth = barWidth - 2 * barPadding
        if fraction > 0, fillWidth > 0 {
            let start = 3 * Double.pi / 2
            let fill = Path {
                $0.arc(center: center, radius: radius, startAngle: start,
                       endAngle: start + fraction * 2 * .pi, clockwise: true)
            }
            list.append(.tagged(.series("value", .arc), [.stroke(fill, StrokeStyle(width: fillWidth), .solid(tintColor), trim: trim)]))
        }
        if let label {
            let text = label.text(value: value * revealed, percent: fraction * revealed * 100, maxValue: maxValue)
            list.append(.tagged(DisplayTag(.text, id: "label", value: value * revealed, text: text),
                                [.text(TextRun(text, at: center, font: label.font, color: label.color))]))
        }
        return list
    }
}
