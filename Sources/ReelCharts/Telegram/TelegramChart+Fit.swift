import ReelGeometry

extension TelegramChart {
    /// What one y axis fits: the plot's ticks and the mini map's.
    struct FitTarget: Equatable, Sendable {
        let plot: TickSet
        let mini: TickSet
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
            let target = fitTarget(axis: k, soon: self)
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
        /// One per y axis of the zoom's detail (empty without a zoom).
        let detailAxes: [FollowTable<FitTarget>]
        let detailTotals: StackTotalsTable?
    }

    public static func tables(for model: ChartModel<TelegramChart>, over times: ClosedRange<Double>) -> Tables? {
        let first = model(times.lowerBound)
        let follow = first.yAxis.follow
        var totals = StackTotalsTable(first)
        var detailTotals = StackTotalsTable(first.detailChart())
        let ahead = { (s: Double) in first.zoom.detail == nil ? nil : model(s + first.zoomLead) }
        let axes = (0..<first.axisCount).compactMap { k in
            FollowTable(follow: follow, times: times) { s in
                model(s).zoomOverviewTarget(axis: k, soon: model(s + Visibility.lookahead), ahead: ahead(s),
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
                model(s).zoomDetailTarget(axis: k, soon: model(s + Visibility.lookahead), ahead: ahead(s),
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
    /// own that follow its data the same way, derived only while the detail
    /// is drawn; which target each follows during the zoom is
    /// `zoomOverviewTarget` and `zoomDetailTarget`.
    public func resolved(at seconds: Double, model: ChartModel<TelegramChart>, context: RenderContext) -> TelegramFrame {
        let tables = model.tables
        let totals: TotalsSource = { chart, counted in
            tables?.totals.totals(of: chart, counted: counted) ?? StackTotals.of(chart, counted: counted, in: context)
        }
        let detailTotals: TotalsSource = { chart, counted in
            tables?.detailTotals?.totals(of: chart, counted: counted) ?? StackTotals.of(chart, counted: counted, in: context)
        }
        let ahead = { (s: Double) in zoom.detail == nil ? nil : model(s + zoomLead) }
        let axes = followedAxes(at: seconds, count: axisCount, tables: tables?.axes ?? []) { s, k in
            model(s).zoomOverviewTarget(axis: k, soon: model(s + Visibility.lookahead), ahead: ahead(s),
                                        totals: totals, detailTotals: detailTotals)
        }
        guard zoom.detailOpacity > 0 else { return TelegramFrame(chart: self, axes: axes, detailAxes: []) }
        let detailAxes = followedAxes(at: seconds, count: detailAxisCount, tables: tables?.detailAxes ?? []) { s, k in
            model(s).zoomDetailTarget(axis: k, soon: model(s + Visibility.lookahead), ahead: ahead(s),
                                      totals: totals, detailTotals: detailTotals)
        }
        return TelegramFrame(chart: self, axes: axes, detailAxes: detailAxes)
    }

    /// One Follow blend per axis, `count` of them, of `target(time, axis)`;
    /// axis k's grid samples read from `tables[k]` if there is one.
    private func followedAxes(at seconds: Double, count: Int, tables: [FollowTable<FitTarget>],
                              target: (Double, Int) -> FitTarget) -> [TelegramAxis] {
        (0..<count).map { k in
            let sets = yAxis.follow.blend(at: seconds, table: tables.indices.contains(k) ? tables[k] : nil) { s in
                target(s, k)
            }
            return TelegramAxis(tickSets: sets.map { Weighted(target: $0.target.plot, weight: $0.weight) },
                                range: sets.map { Weighted(target: $0.target.plot.range, weight: $0.weight) }.blendedRange,
                                miniRange: sets.map { Weighted(target: $0.target.mini.range, weight: $0.weight) }.blendedRange)
        }
    }

    /// Axis `k`'s fits at this moment; `soon` is the chart a moment later,
    /// which tells which series are disappearing. `totals` gives a stack's
    /// totals for this chart and a set of counted series (nil: computed here).
    func fitTarget(axis k: Int, soon: TelegramChart,
                   totals: (TelegramChart, [Bool]) -> StackTotals? = { _, _ in nil }) -> FitTarget {
        if marks.stacks && marks.percentage { return FitTarget(plot: Self.percentTicks, mini: Self.percentTicks) }
        let whole = domain
        if marks.stacks {
            let counted = countedSeries(soon: soon)
            let totals = totals(self, counted) ?? StackTotals.of(self, counted: counted)
            var fit = yAxis.fit
            fit.includeZero = true
            return FitTarget(plot: fit.ticks(for: totals.extent(in: xWindow, bars: marks.shape == .bars, x: x)),
                             mini: fit.ticks(for: totals.extent(in: whole, bars: marks.shape == .bars, x: x)))
        }
        let members = marks.twoAxes ? [k] : Array(series.indices)
        let now = members.map { series[$0].visible }, later = members.map { soon.series[$0].visible }
        func fit(over range: ValueRange) -> TickSet {
            yAxis.fit.ticks(for: Visibility.fittedExtent(now: now, soon: later) { m in
                WindowExtent.of(x: x, y: series[members[m]].y, index: extents[members[m]], in: range)
            })
        }
        return FitTarget(plot: fit(over: xWindow), mini: fit(over: whole))
    }

    /// Which series a stack's fit counts (as `Visibility` reads them): all
    /// of them when none counts, so the axis keeps a range.
    func countedSeries(soon: TelegramChart) -> [Bool] {
        let counted = series.indices.map { Visibility.counts(now: series[$0].visible, soon: soon.series[$0].visible) }
        return counted.contains(true) ? counted : series.map { _ in true }
    }
}
