import ReelGeometry

extension TelegramLayout {
    /// Stacked bars or areas over the window. A series fading out (its
    /// `visible` falling) shrinks its layer to nothing and the layers above
    /// settle onto the ones below; `strokeEnd` grows every layer up from the
    /// baseline, as the reveal.
    func stackItems() -> [DisplayItem] {
        guard let indices = windowIndices else { return [] }
        let layers = StackLayers(chart: chart, indices: indices, transform: transform)
        let region = chart.marks.shape == .bars ? clip : plot
        return [.group(DisplayGroup(layers.items() + columnDimming(), clip: region))]
    }

    /// While the indicator is on a bar column, the others are dimmed by the
    /// background colour, as the contest highlights a column.
    private func columnDimming() -> [DisplayItem] {
        guard chart.marks.shape == .bars, chart.indicator.opacity > 0, let index = indicatorIndex() else { return [] }
        let left = transform.x(Columns.left(of: index, chart.x)), right = transform.x(Columns.right(of: index, chart.x))
        let veil = colors.background.multiplyingAlpha(0.5 * min(chart.indicator.opacity, 1))
        var path = Path()
        if left > plot.minX { path.append(Path(rect: Rect(x: plot.minX, y: clip.minY, width: left - plot.minX, height: clip.height))) }
        if right < plot.maxX { path.append(Path(rect: Rect(x: right, y: clip.minY, width: plot.maxX - right, height: clip.height))) }
        return [.fill(path, .solid(veil))]
    }
}

/// The filled layers of a stack at `indices`, through `transform`: one
/// polygon per series from the baseline up to its top, painted from the top
/// series down, so each layer's lower edge lies under the next one's fill and
/// no background shows through a seam between two layers.
struct StackLayers {
    let chart: TelegramChart
    let stack: Stack
    let transform: PlotTransform

    /// How far the reveal has grown the layers, 0...1.
    let grow: Double

    init(chart: TelegramChart, indices: ClosedRange<Int>, transform: PlotTransform) {
        self.chart = chart
        self.transform = transform
        grow = min(max(chart.strokeEnd, 0), 1)
        stack = Stack(chart.series.map(\.y), weights: chart.series.map(\.visible), indices: indices,
                      percentage: chart.marks.percentage)
    }

    /// The pie morph's first half: each series' top moves `amount` of the
    /// way to `tops[k]`, the same at every x (the range's cumulative share).
    var flatten: (tops: [Double], amount: Double)?

    /// The top of series `k` at `i`, grown by the reveal (and flattened).
    func top(_ k: Int, _ i: Int) -> Double {
        let top = stack.top(k, i) * grow
        guard let flatten else { return top }
        return top + (flatten.tops[k] - top) * flatten.amount
    }

    func items() -> [DisplayItem] {
        chart.series.indices.reversed().compactMap { k in
            let s = chart.series[k]
            guard s.visible > 0, s.opacity > 0 else { return nil }
            let path = chart.marks.shape == .bars ? columns(k) : area(k)
            return .fill(path, .solid(s.color.multiplyingAlpha(min(max(s.opacity, 0), 1))))
        }
    }

    /// Series `k`'s bars from the baseline as one outline, column by column.
    private func columns(_ k: Int) -> Path {
        let x = chart.x, base = transform.y(0)
        var path = Path()
        path.move(to: Point(transform.x(Columns.left(of: stack.indices.lowerBound, x)), base))
        for i in stack.indices {
            let y = transform.y(top(k, i))
            path.line(to: Point(transform.x(Columns.left(of: i, x)), y))
            path.line(to: Point(transform.x(Columns.right(of: i, x)), y))
        }
        path.line(to: Point(transform.x(Columns.right(of: stack.indices.upperBound, x)), base))
        path.close()
        return path
    }

    /// Series `k`'s area from the baseline up to its top, point to point.
    private func area(_ k: Int) -> Path {
        let x = chart.x, base = transform.y(0)
        var path = Path()
        path.move(to: Point(transform.x(x[stack.indices.lowerBound]), base))
        for i in stack.indices { path.line(to: transform.point(x[i], top(k, i))) }
        path.line(to: Point(transform.x(x[stack.indices.upperBound]), base))
        path.close()
        return path
    }
}
