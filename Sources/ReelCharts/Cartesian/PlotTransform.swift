import ReelGeometry

/// How x values are spread across the plot.
package enum XScale: Sendable, Hashable {
    /// Proportional to the value.
    case linear(LinearScale)
    /// Proportional to the time (seconds since 1970), ticks on calendar steps.
    case time(TimeScale)
    /// Point i in the middle of the i-th of n bands; x values are indices.
    case band(BandScale)

    @inline(__always)
    package func position(_ x: Double) -> Double {
        switch self {
        case .linear(let scale): return scale.position(x)
        case .time(let scale): return scale.position(x)
        case .band(let scale): return scale.center(x)
        }
    }
}

/// Data values to points in the plot area: the one place that knows how, for
/// every Cartesian chart.
package struct PlotTransform: Sendable, Hashable {
    /// The plot area, in points: the axes' rectangle.
    package let plot: Rect
    package let xScale: XScale
    package let yScale: LinearScale

    package init(plot: Rect, x: XScale, y: LinearScale) {
        self.plot = plot
        xScale = x
        yScale = y
    }

    /// A plot whose x runs over `xRange` left to right (times in `timeZone`
    /// when given, or `slots` bands) and whose y runs over `yRange` bottom to top.
    package init(plot: Rect, xRange: ValueRange, yRange: ValueRange, placement: AxisPlacement = .linear, slots: Int = 0,
                timeZone: String? = nil) {
        let across = ValueRange(plot.minX, plot.maxX)
        let x: XScale
        if placement == .slots {
            x = .band(BandScale(count: slots, range: across))
        } else if let timeZone {
            x = .time(TimeScale(domain: xRange, range: across, timeZone: timeZone))
        } else {
            x = .linear(LinearScale(domain: xRange, range: across))
        }
        self.init(plot: plot, x: x, y: LinearScale(domain: yRange, range: ValueRange(plot.maxY, plot.minY)))
    }

    /// Horizontal position of x value `x` (the index, for bands).
    @inline(__always)
    package func x(_ x: Double) -> Double { xScale.position(x) }

    @inline(__always)
    package func y(_ y: Double) -> Double { yScale.position(y) }

    package func point(_ x: Double, _ y: Double) -> Point { Point(self.x(x), self.y(y)) }

    /// The value the baseline (areas, phaseY) starts from: 0 when in range,
    /// else the nearest end.
    package var baseline: Double {
        let r = yScale.domain
        return min(max(0, r.lower), r.upper)
    }
}
