import ReelGeometry

/// Stacked bars or areas over the window. A series fading out (its
/// `visible` falling) shrinks its layer to nothing and the layers above
/// settle onto the ones below; `strokeEnd` grows every layer up from the
/// baseline, as the reveal. While the indicator is on a bar column, the
/// others are dimmed under a veil of the background colour, as the contest
/// highlights a column.
struct StackMarks {
    let chart: TelegramChart
    /// The points drawn: for bars the columns reaching into the window.
    let indices: ClosedRange<Int>
    let transform: PlotTransform
    let plot: Rect
    /// Bars are clipped to the plot with room above and below; areas to the plot.
    let clip: Rect
    /// The colour that dims the other columns (at half strength).
    let veil: Color

    func items() -> [DisplayItem] {
        let layers = StackLayers(chart: chart, indices: indices, transform: transform)
        let region = chart.marks.shape == .bars ? clip : plot
        return [.group(DisplayGroup(layers.items() + columnDimming(), clip: region, tag: DisplayTag(.plot, id: "plot", frame: plot)))]
    }

    private func columnDimming() -> [DisplayItem] {
        guard chart.marks.shape == .bars, chart.indicator.opacity > 0, let index = chart.indicatorIndex() else { return [] }
        let left = transform.x(Columns.left(of: index, chart.x)), right = transform.x(Columns.right(of: index, chart.x))
        let veil = veil.multiplyingAlpha(0.5 * min(chart.indicator.opacity, 1))
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

    /// Each layer tagged by `tag` (series id and mark): in the plot, as the
    /// series' `bar` or `area`.
    func items(tag: (String, DisplayTag.Mark) -> DisplayTag = DisplayTag.series) -> [DisplayItem] {
        let bars = chart.marks.shape == .bars ? BarGeometry(self) : nil
        let mark: DisplayTag.Mark = bars == nil ? .area : .bar
        return chart.series.indices.reversed().compactMap { k in
            let s = chart.series[k]
            guard s.visible > 0, s.opacity > 0 else { return nil }
            let path = bars.map { columns(k, $0) } ?? area(k)
            return .tagged(tag(s.id, mark), [.fill(path, .solid(s.color.multiplyingAlpha(min(max(s.opacity, 0), 1))))])
        }
    }

    /// The columns' sides and every layer's tops in points: the same for
    /// all layers (and a layer's tops are the floor of the next), so worked
    /// out once.
    struct BarGeometry {
        let lefts: [Double], rights: [Double]
        /// `tops[k][j]`: layer k's top over column j of the range.
        let tops: [[Double]]

        init(_ layers: StackLayers) {
            let x = layers.chart.x, range = layers.stack.indices, transform = layers.transform
            lefts = range.map { transform.x(Columns.left(of: $0, x)) }
            rights = range.map { transform.x(Columns.right(of: $0, x)) }
            tops = layers.chart.series.indices.map { k in range.map { transform.y(layers.top(k, $0)) } }
        }
    }

    /// Series `k`'s bars as one outline: along its tops left to right, then
    /// back along a floor under them. Painting from the top series down, as
    /// if every layer ran from the baseline, leaves no seam of background
    /// between layers; but a floor only needs to reach under the edge of the
    /// layer below (`floors`), so most of the stack is not filled once per
    /// series.
    private func columns(_ k: Int, _ bars: BarGeometry) -> Path {
        let (lefts, rights, tops) = (bars.lefts, bars.rights, bars.tops[k])
        let floors = floors(under: k, bars)
        var path = Path()
        path.move(to: Point(lefts[0], floors[0]))
        for j in lefts.indices {
            path.line(to: Point(lefts[j], tops[j]))
            path.line(to: Point(rights[j], tops[j]))
        }
        var j = lefts.count - 1
        while j >= 0 {
            // One horizontal run per stretch of equal floor.
            var first = j
            while first > 0, floors[first - 1] == floors[j] { first -= 1 }
            path.line(to: Point(rights[j], floors[j]))
            path.line(to: Point(lefts[first], floors[j]))
            j = first - 1
        }
        path.close()
        return path
    }

    /// How far a layer reaches under the edge of the one below, in points:
    /// a pixel at the smallest scale (0.25), so that every pixel the edge
    /// touches is solid under it when the layer below paints its edge.
    static let overlap = 4.0
    /// The floors are flat over stretches about this wide (points): few
    /// steps to rasterise, little fill below the layer underneath.
    static let floorStretch = 16.0

    /// Layer `k`'s floor under each column, flat over stretches of columns:
    /// `overlap` below the deepest top of the layer underneath within reach
    /// of the stretch, never below the baseline (the baseline for the first).
    private func floors(under k: Int, _ bars: BarGeometry) -> [Double] {
        let (lefts, rights) = (bars.lefts, bars.rights)
        let base = transform.y(0)
        guard k > 0 else { return lefts.map { _ in base } }
        let deepest = Self.deepest(bars.tops[k - 1], lefts: lefts, rights: rights, reach: Self.overlap)
        var floors = deepest
        var start = 0
        while start < floors.count {
            var end = start
            while end + 1 < floors.count, rights[end + 1] - lefts[start] <= Self.floorStretch { end += 1 }
            let floor = min(deepest[start...end].max()! + Self.overlap, base)
            for j in start...end { floors[j] = floor }
            start = end + 1
        }
        return floors
    }

    /// For each column, the largest of `ys` over the columns that come within
    /// `reach` of it (a sliding maximum: columns are in order, so both ends
    /// of the neighbourhood only move right; O(n) however narrow they are).
    static func deepest(_ ys: [Double], lefts: [Double], rights: [Double], reach: Double) -> [Double] {
        var result = ys, queue: [Int] = [], head = 0, next = 0
        for i in ys.indices {
            while next < ys.count, lefts[next] < rights[i] + reach {
                while queue.count > head, ys[queue[queue.count - 1]] <= ys[next] { queue.removeLast() }
                queue.append(next)
                next += 1
            }
            while queue.count > head + 1, rights[queue[head]] <= lefts[i] - reach { head += 1 }
            result[i] = ys[queue[head]]
        }
        return result
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
