import ReelGeometry

/// The rectangle a chart's data marks (lines, areas, dots, values) are
/// clipped to.
///
/// Nothing outside the axes' ranges is ever drawn: on every side where the
/// range cuts the data (a window narrower than the series, a y range below a
/// peak), the plot's edge cuts the ink exactly. Where the data ends inside
/// the range, the marks of its last point (a round cap, a dot) may stand
/// `overhang` points beyond the plot, so they are drawn whole, as Core
/// Graphics draws them without `masksToBounds`.
package struct PlotClip: Sendable, Hashable {
    /// Whether the range cuts the data at each side.
    package var cutsLeft, cutsRight, cutsTop, cutsBottom: Bool

    package init(cutsLeft: Bool = true, cutsRight: Bool = true, cutsTop: Bool = true, cutsBottom: Bool = true) {
        self.cutsLeft = cutsLeft
        self.cutsRight = cutsRight
        self.cutsTop = cutsTop
        self.cutsBottom = cutsBottom
    }

    /// Every side cut exactly.
    package static let exact = PlotClip()

    /// The clip for data spanning `xExtent` by `yExtent` drawn on `transform`.
    package init(transform: PlotTransform, xExtent: ClosedRange<Double>?, yExtent: ClosedRange<Double>?) {
        let x = transform.xScale, y = transform.yScale.domain
        let domain: ValueRange?
        switch x {
        case .linear(let scale): domain = scale.domain
        case .time(let scale): domain = scale.linear.domain
        case .band: domain = nil
        }
        if let r = domain {
            cutsLeft = (xExtent?.lowerBound ?? r.lower) < r.lower - abs(r.span) * 1e-9
            cutsRight = (xExtent?.upperBound ?? r.upper) > r.upper + abs(r.span) * 1e-9
        } else {
            (cutsLeft, cutsRight) = (false, false)
        }
        cutsBottom = (yExtent?.lowerBound ?? y.lower) < y.lower - abs(y.span) * 1e-9
        cutsTop = (yExtent?.upperBound ?? y.upper) > y.upper + abs(y.span) * 1e-9
    }

    /// The clip rectangle around `plot`.
    package func rect(around plot: Rect, overhang: Double) -> Rect {
        let left = cutsLeft ? 0 : overhang, right = cutsRight ? 0 : overhang
        let top = cutsTop ? 0 : overhang, bottom = cutsBottom ? 0 : overhang
        return Rect(x: plot.minX - left, y: plot.minY - top, width: plot.width + left + right,
                    height: plot.height + top + bottom)
    }
}
