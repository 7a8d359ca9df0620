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

    /// The y axes follow the fit of the series that count (`Visibility`):
    /// the plot's over the window, the mini map's over all the data. Each
    /// axis moves to a new fit along `yAxis.follow`, sampled over the time
    /// before `seconds` (`Follow`), so no frame depends on another. A zoom's
    /// detail has axes of its own that follow its data the same way, derived
    /// only while the detail is drawn.
    public func resolved(at seconds: Double, model: ChartModel<TelegramChart>) -> TelegramFrame {
        let axes = followedAxes(at: seconds, identity: model.identity, detail: false) { model($0) }
        var detailAxes: [TelegramAxis] = []
        if zoom.detailOpacity > 0 {
            detailAxes = followedAxes(at: seconds, identity: model.identity, detail: true) { model($0).detailChart() }
        }
        return TelegramFrame(chart: self, axes: axes, detailAxes: detailAxes)
    }

    /// One Follow blend per axis of the chart `model` gives at each time,
    /// its samples kept under the model's identity, the axis and the part.
    private func followedAxes(at seconds: Double, identity: ModelIdentity, detail: Bool,
                              _ model: (Double) -> TelegramChart) -> [TelegramAxis] {
        (0..<axisCount).map { k in
            let scope = FollowMemo.Scope(identity: identity, part: 2 * k + (detail ? 1 : 0))
            let sets = yAxis.follow.blend(at: seconds, memo: scope) { s in
                model(s).fitTarget(axis: k, soon: model(s + Visibility.lookahead))
            }
            return TelegramAxis(tickSets: sets.map { Weighted(target: $0.target.plot, weight: $0.weight) },
                                range: sets.map { Weighted(target: $0.target.plot.range, weight: $0.weight) }.blendedRange,
                                miniRange: sets.map { Weighted(target: $0.target.mini.range, weight: $0.weight) }.blendedRange)
        }
    }

    /// Axis `k`'s fits at this moment; `soon` is the chart a moment later,
    /// which tells which series are disappearing.
    func fitTarget(axis k: Int, soon: TelegramChart) -> FitTarget {
        if marks.stacks && marks.percentage { return FitTarget(plot: Self.percentTicks, mini: Self.percentTicks) }
        let whole = domain
        if marks.stacks {
            let totals = StackTotals.of(self, counted: countedSeries(soon: soon))
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

/// The totals of a stack's counted series at every x, with an index for
/// their extent over any window in O(log n). Built once per set of counted
/// series and kept per thread (`LayoutMemo`), as the fit asks at every
/// sampled moment of a motion.
struct StackTotals {
    let totals: [Double?]
    let index: ExtentIndex

    static func of(_ chart: TelegramChart, counted: [Bool]) -> StackTotals {
        guard !chart.x.isEmpty else { return StackTotals(totals: [], index: ExtentIndex([])) }
        let key = Key(values: chart.series.map { SameArray(array: $0.y) }, counted: counted)
        return LayoutMemo.value(for: key) {
            let weights = counted.map { $0 ? 1.0 : 0 }
            let stack = Stack(chart.series.map(\.y), weights: weights, indices: 0...(chart.x.count - 1),
                              percentage: false)
            let totals: [Double?] = chart.x.indices.map { stack.total($0) }
            return StackTotals(totals: totals, index: ExtentIndex(totals, x: chart.x))
        }
    }

    private struct Key: Hashable {
        let values: [SameArray<Double?>]
        let counted: [Bool]
    }

    /// The totals' extent in `window`: for bars, over the columns reaching
    /// into it; for areas, as a line's (points inside and the crossings).
    func extent(in window: ValueRange, bars: Bool, x: [Double]) -> ClosedRange<Double>? {
        guard !x.isEmpty else { return nil }
        guard bars else { return WindowExtent.of(x: x, y: totals, index: index, in: window) }
        return Columns.indices(of: x, within: window).flatMap { index.extent($0) }
    }
}
