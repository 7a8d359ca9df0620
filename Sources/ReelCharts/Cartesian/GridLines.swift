import ReelGeometry

/// One grid line: where it is across its axis, how strong, and what it is.
package struct GridLine: Sendable, Hashable {
    /// The position in points: a y for a horizontal line, an x for a vertical one.
    package var position: Double
    /// 0...1: multiplies the grid colour's alpha.
    package var opacity: Double
    package var tag: DisplayTag
}

/// The lines of a grid at one axis's values, across a plot.
///
/// Lines of the y axis (`axis == "y"`) run from the plot's left edge to its
/// right, lines of the x axis from its top to its bottom. Each is drawn in
/// the grid colour with its alpha multiplied by the line's opacity, as a
/// stroke or as a filled bar `width` wide centred on the position.
package struct GridLines: Sendable {
    /// How a line is drawn. Both cover the same ink; charts keep the one
    /// they have always drawn, since the rasteriser's fast paths differ.
    package enum Mark: Sendable, Hashable {
        case stroke
        case bar
    }

    /// `"x"` or `"y"`: the axis whose values the lines stand at.
    package let axis: String
    package let lines: [GridLine]
    /// The rectangle the lines cross.
    package let plot: Rect
    package let color: Color
    package let width: Double
    package let mark: Mark

    package init(axis: String, lines: [GridLine], plot: Rect, color: Color, width: Double, mark: Mark = .stroke) {
        self.axis = axis
        self.lines = lines
        self.plot = plot
        self.color = color
        self.width = width
        self.mark = mark
    }

    /// Lines at `ticks` placed by `scale`, tagged `grid/<axis>/<value>`.
    package init(axis: String, ticks: [FadingTick], scale: some AxisScale, plot: Rect, color: Color, width: Double,
                mark: Mark = .stroke) {
        let lines = ticks.map { GridLine(position: scale.position($0.value), opacity: $0.opacity, tag: .grid(axis, $0.value)) }
        self.init(axis: axis, lines: lines, plot: plot, color: color, width: width, mark: mark)
    }

    /// Lines every `spacing` points (at least 3) from `start` towards `end`,
    /// tagged by their number: `grid/<axis>/#<n>`.
    package init(axis: String, every spacing: Double, from start: Double, to end: Double, plot: Rect, color: Color,
                width: Double) {
        let step = max(spacing, 3) * (end >= start ? 1 : -1)
        let lines = stride(from: start, through: end, by: step).enumerated().map { i, position in
            GridLine(position: position, opacity: 1, tag: DisplayTag(.grid, id: "grid/\(axis)/#\(i)"))
        }
        self.init(axis: axis, lines: lines, plot: plot, color: color, width: width)
    }

    /// Each line, tagged.
    package func items() -> [DisplayItem] {
        lines.map { line in .tagged(line.tag, [item(at: line.position, color: color.multiplyingAlpha(line.opacity))]) }
    }

    private func item(at position: Double, color: Color) -> DisplayItem {
        let horizontal = axis == "y"
        switch mark {
        case .stroke:
            let (a, b) = horizontal ? (Point(plot.minX, position), Point(plot.maxX, position))
                : (Point(position, plot.minY), Point(position, plot.maxY))
            return .stroke(Path { $0.move(to: a); $0.line(to: b) }, StrokeStyle(width: width), .solid(color))
        case .bar:
            let rect = horizontal ? Rect(x: plot.minX, y: position - width / 2, width: plot.width, height: width)
                : Rect(x: position - width / 2, y: plot.minY, width: width, height: plot.height)
            return .fill(rect, .solid(color))
        }
    }

    /// The lines of every set in `grids`, in one group clipped to `clip`
    /// (no group without a clip; nothing when there are no lines).
    package static func items(of grids: [GridLines], clip: Rect?) -> [DisplayItem] {
        let items = grids.flatMap { $0.items() }
        guard let clip, !items.isEmpty else { return items }
        return [.group(DisplayGroup(items, clip: clip))]
    }
}

/// An axis's own line along one edge of the plot, tagged `axis/x` or
/// `axis/y/<k>` (k 0 left, 1 right).
package struct AxisLine: Sendable {
    package let edge: AxisEdge
    package let plot: Rect
    package let color: Color
    package let width: Double

    package init(edge: AxisEdge, plot: Rect, color: Color, width: Double = 1) {
        self.edge = edge
        self.plot = plot
        self.color = color
        self.width = width
    }

    package func item() -> DisplayItem {
        let (a, b): (Point, Point)
        let tag: DisplayTag
        switch edge {
        case .bottom:
            (a, b) = (Point(plot.minX, plot.maxY), Point(plot.maxX, plot.maxY))
            tag = DisplayTag(.axis, id: "axis/x")
        case .left, .right:
            let x = edge == .left ? plot.minX : plot.maxX
            (a, b) = (Point(x, plot.minY), Point(x, plot.maxY))
            tag = DisplayTag(.axis, id: "axis/y/\(edge.valueAxis)", axis: edge.valueAxis)
        }
        return .tagged(tag, [.stroke(Path { $0.move(to: a); $0.line(to: b) }, StrokeStyle(width: width), .solid(color))])
    }
}
