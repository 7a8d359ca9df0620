import ReelGeometry

/// Data values to points in the plot area: the one place that knows how.
struct PlotTransform {
    let plot: Rect
    let xRange: ValueRange
    let yRange: ValueRange
    let placement: AxisPlacement
    /// Point count of the series laid out in slots.
    let slots: Int

    /// Horizontal position of x value `x` (the index, for slots).
    func x(_ x: Double) -> Double {
        switch placement {
        case .linear:
            let span = xRange.span
            return span == 0 ? plot.center.x : plot.minX + (x - xRange.lower) / span * plot.width
        case .slots:
            return plot.minX + (x + 0.5) * plot.width / Double(max(slots, 1))
        }
    }

    func y(_ y: Double) -> Double {
        let span = yRange.span
        return span == 0 ? plot.center.y : plot.maxY - (y - yRange.lower) / span * plot.height
    }

    func point(_ x: Double, _ y: Double) -> Point { Point(self.x(x), self.y(y)) }

    /// The value the baseline (areas, phaseY) starts from: 0 when in range,
    /// else the nearest end.
    var baseline: Double { min(max(0, yRange.lower), yRange.upper) }
}
