import ReelGeometry

extension TelegramChart {
    /// What one y axis fits: the plot's ticks and the mini map's.
    struct FitTarget: Equatable, Sendable {
        let plot: TickSet
        let mini: TickSet

        /// The ranges a follow eases.
        var ranges: AxisRanges { AxisRanges(plot: plot.range, mini: mini.range) }
    }

    /// The plot's y range and the mini map's, eased together.
    struct AxisRanges: Easable {
        var plot: ValueRange
        var mini: ValueRange

        func eased(to end: AxisRanges, by p: Double) -> AxisRanges {
            AxisRanges(plot: plot.eased(to: end.plot, by: p), mini: mini.eased(to: end.mini, by: p))
        }
    }

    /// A percentage stack's fixed axis: 0, 25, 50, 75, 100.
    static let percentTicks = TickSet(range: ValueRange(0, 100), step: 25)

    /// How many y axes the chart has: one per series with two axes, else one.
    var axisCount: Int { marks.twoAxes ? max(series.count, 1) : 1 }

    /// Which axis series `i` is drawn against.
    func axis(of i: Int) -> Int { marks.twoAxes ? i : 0 }

    /// The y axes fitted at once to the chart as it is: a chart's axes when
    /// nothing moves.
    func settledAxes() -> [TelegramAxis] {
        (0..<axisCount).map { k in
            let target = fitTarget(axis: k, ahead: self)
            return TelegramAxis(tickSets: [Weighted(target: target.plot, weight: 1)], range: target.plot.range,
                                miniRange: target.mini.range)
        }
    }

    /// The y axes' follows, sampled once per animation, and the stack
    /// totals they were fitted to.
    public struct Tables: Sendable {
        /// One per y axis, in order.
        let axes: [FollowTable<FitTarget>]
        let totals: StackTotalsTable
        /// One per y axis of the zoom's detail, over the times the detail is
        /// drawn (empty without a zoom).
        let detailAxes: [FollowTable<FitTarget>]
        let detailTotals: StackTotalsTable?
    }

    public static func tables(for model: ChartModel<TelegramChart>, over times: ClosedRange<Double>) -> Tables? {
        let first = model(times.lowerBound)
        let follow = first.yAxis.follow
        var totals = StackTotalsTable(first)
        var detailTotals = StackTotalsTable(first.detailChart())
        let lead = { (s: Double) in first.zoom.detail == nil ? nil : model(s + first.zoomLead) }
        let axes = (0..<first.axisCount).compactMap { k in
            FollowTable(follow: follow, times: times) { s in
                model(s).zoomOverviewTarget(axis: k, ahead: model(s + follow.duration), lead: lead(s),
                                            totals: { totals.collect($0, counted: $1) },
                                            detailTotals: { detailTotals.collect($0, counted: $1) })
            }
        }
        guard axes.count == first.axisCount else { return nil }
        guard first.zoom.detail != nil else {
            return Tables(axes: axes, totals: totals, detailAxes: [], detailTotals: nil)
        }
        let detailAxes = (0..<first.detailAxisCount).compactMap { k in
            FollowTable(follow: follow, times: times) { s in
                model(s).zoomDetailTarget(axis: k, ahead: model(s + follow.duration), lead: lead(s),
                                          totals: { totals.collect($0, counted: $1) },
                                          detailTotals: { detailTotals.collect($0, counted: $1) })
            }
        }
        return Tables(axes: axes, totals: totals, detailAxes: detailAxes, detailTotals: detailTotals)
    }

    /// The y axes follow the fit of the series that count (`Visibility`):
    /// the plot's over the window, the mini map's over all the data. Each
    /// axis moves to a new fit along `yAxis.follow`, sampled over the time
    /// before `seconds` (`Follow`, read from `model.tables` where they cover
    /// it), so no frame depends on another. A zoom's detail has axes of its
    /// own, derived only while the detail is drawn; which target each
    /// follows during the zoom is `zoomOverviewTarget` and `zoomDetailTarget`.
    public func resolved(at seconds: Double, model: ChartModel<TelegramChart>, context: RenderContext) -> TelegramFrame {
        let tables = model.tables
        let totals: TotalsSource = { chart, counted in
            tables?.totals.totals(of: chart, counted: counted) ?? StackTotals.of(chart, counted: counted, in: context)
        }
        let detailTotals: TotalsSource = { chart, counted in
            tables?.detailTotals?.totals(of: chart, counted: counted) ?? StackTotals.of(chart, counted: counted, in: context)
        }
        let follow = yAxis.follow
        let lead = { (s: Double) in zoom.detail == nil ? nil : model(s + zoomLead) }
        let drawn = { (k: Int) in zoomDrawnExtent(axis: k, totals: totals, detailTotals: detailTotals) }
        let axes = followedAxes(at: seconds, count: axisCount, tables: tables?.axes ?? [], drawn: drawn) { s, k in
            model(s).zoomOverviewTarget(axis: k, ahead: model(s + follow.duration), lead: lead(s),
                                        totals: totals, detailTotals: detailTotals)
        }
        guard zoom.detailOpacity > 0 else { return TelegramFrame(chart: self, axes: axes, detailAxes: []) }
        let detailAxes = followedAxes(at: seconds, count: detailAxisCount, tables: tables?.detailAxes ?? [], drawn: drawn) { s, k in
            model(s).zoomDetailTarget(axis: k, ahead: model(s + follow.duration), lead: lead(s),
                                      totals: totals, detailTotals: detailTotals)
        }
        return TelegramFrame(chart: self, axes: axes, detailAxes: detailAxes)
    }

    /// One follow per axis, `count` of them, of `target(time, axis)`, axis
    /// k's grid samples read from `tables[k]` if there is one. The plot's
    /// range then also holds what is drawn at this moment (`drawn(k)`): the
    /// follow eases towards a fit, and a window sliding onto higher values
    /// raises the range with them instead of running them off the top.
    private func followedAxes(at seconds: Double, count: Int, tables: [FollowTable<FitTarget>],
                              drawn: (Int) -> ClosedRange<Double>?,
                              target: (Double, Int) -> FitTarget) -> [TelegramAxis] {
        let follow = yAxis.follow
        return (0..<count).map { k in
            let followed = follow.follow(at: seconds, table: tables.indices.contains(k) ? tables[k] : nil, target: { s in
                target(s, k)
            }, value: \.ranges, labels: \.plot.step)
            var plot = followed.value.plot
            if let drawn = drawn(k) {
                plot = ValueRange(min(plot.lower, drawn.lowerBound), max(plot.upper, drawn.upperBound))
            }
            let ease = followed.transition.map { FollowTransition(from: $0.from.plot, to: $0.to.plot, since: $0.since, progress: $0.progress) }
            return TelegramAxis(tickSets: followed.labels.map { Weighted(target: TickSet(range: plot, step: $0.target), weight: $0.weight) },
                                range: plot, miniRange: followed.value.mini, follow: ease)
        }
    }

    /// Axis `k`'s fits at this moment; `ahead` is the chart a follow's
    /// duration later, which tells which series are about to appear
    /// (`Visibility.counts(now:ahead:)`). `totals` gives a stack's totals for
    /// this chart and a set of counted series (nil: computed here).
    func fitTarget(axis k: Int, ahead: TelegramChart,
                   totals: (TelegramChart, [Bool]) -> StackTotals? = { _, _ in nil }) -> FitTarget {
        if marks.stacks && marks.percentage { return FitTarget(plot: Self.percentTicks, mini: Self.percentTicks) }
        var fit = yAxis.fit
        if marks.stacks { fit.includeZero = true }
        let counted = countedSeries(ahead: ahead)
        return FitTarget(plot: fit.ticks(for: extent(axis: k, counted: counted, over: xWindow, totals: totals)),
                         mini: fit.ticks(for: extent(axis: k, counted: counted, over: domain, totals: totals)))
    }

    /// The extent of the series axis `k` draws at this moment in the window
    /// (those that show), nil when none does or the axis is fixed.
    func drawnExtent(axis k: Int, totals: (TelegramChart, [Bool]) -> StackTotals?) -> ClosedRange<Double>? {
        if marks.stacks && marks.percentage { return nil }
        let drawn = series.map { $0.visible > 0 }
        guard drawn.contains(true) else { return nil }
        let extent = extent(axis: k, counted: drawn, over: xWindow, totals: totals, fallback: false)
        return marks.stacks ? extent.map { min($0.lowerBound, 0)...max($0.upperBound, 0) } : extent
    }

    /// The extent of the `counted` series on axis `k` over `range`: a
    /// stack's totals, or the union of the lines' (all of the axis's lines
    /// when none of them counts and `fallback`, so an axis keeps a range).
    private func extent(axis k: Int, counted: [Bool], over range: ValueRange,
                        totals: (TelegramChart, [Bool]) -> StackTotals?, fallback: Bool = true) -> ClosedRange<Double>? {
        if marks.stacks {
            let totals = totals(self, counted) ?? StackTotals.of(self, counted: counted)
            return totals.extent(in: range, bars: marks.shape == .bars, x: x)
        }
        let members = marks.twoAxes ? [k] : Array(series.indices)
        let fitted = fallback && !members.contains { counted[$0] } ? members : members.filter { counted[$0] }
        var result: ClosedRange<Double>?
        for i in fitted {
            result = WindowExtent.union(result, WindowExtent.of(x: x, y: series[i].y, index: extents[i], in: range))
        }
        return result
    }

    /// Which series a stack's fit counts (as `Visibility` reads them): all
    /// of them when none counts, so the axis keeps a range.
    func countedSeries(ahead: TelegramChart) -> [Bool] {
        let counted = series.indices.map { Visibility.counts(now: series[$0].visible, ahead: ahead.series[$0].visible) }
        return counted.contains(true) ? counted : series.map { _ in true }
    }
}
