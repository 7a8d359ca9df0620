import ReelGeometry

/// The series drawn as lines over the window, each through its axis's
/// transform and cut at the plot's sides; each fades with its `visible` and
/// is drawn up to the chart's `strokeEnd`.
struct LineMarks {
    let chart: TelegramChart
    /// The points drawn: the window's, with a neighbour each side.
    let indices: ClosedRange<Int>
    /// `transforms[k]` is axis k's (`TelegramChart.axis(of:)`).
    let transforms: [PlotTransform]
    let plot: Rect
    let clip: Rect

    func items() -> [DisplayItem] {
        let trim = TrimRange(end: min(max(chart.strokeEnd, 0), 1))
        let items: [DisplayItem] = chart.series.indices.compactMap { i in
            let s = chart.series[i]
            guard s.isShown, s.width > 0 else { return nil }
            let path = LinePath.polyline(x: chart.x, y: s.y, indices: indices, transform: transforms[chart.axis(of: i)])
            // One stroke is one fill, so it never darkens where it crosses
            // itself: its fade can go into the colour, without a layer.
            return .tagged(.series(s.id, .line), [.stroke(path, StrokeStyle(width: s.width, cap: .round, join: .round),
                                                          .solid(s.color.multiplyingAlpha(s.drawnOpacity)), trim: trim)])
        }
        return [.group(DisplayGroup(items, clip: clip, tag: DisplayTag(.plot, id: "plot", frame: plot)))]
    }
}
