import ReelGeometry

/// The y axes of a frame: each axis follows its target (`FitTarget`), read
/// from the tables where they cover the moment, and holds what is drawn.
///
/// A zoom draws two charts, the overview and the day's detail, each on
/// axes of its own, each fitted to what it draws: the overview's range
/// follows its contracting window, the detail's the detail in the window
/// they share. So the chart the user watches fills its plot through the
/// whole motion, whatever the ratio of the two charts' values (daily
/// totals beside five-minute counts). Their labels never show together:
/// the overview's fade out over the first half of the cross-fade and the
/// detail's in over the second (`TelegramFrame.zoomItems`).
extension TelegramChart {
    /// The y axes' follows, sampled once per animation, and the stack
    /// totals they were fitted to.
    package struct Tables: Sendable {
        /// One per y axis, in order.
        let axes: [FollowTable<FitTarget>]
        let totals: StackTotalsTable
        /// One per y axis of the zoom's detail (empty without a zoom).
        let detailAxes: [FollowTable<FitTarget>]
        let detailTotals: StackTotalsTable?
    }

    package static func tables(for model: ChartModel<TelegramChart>, over times: ClosedRange<Double>) -> Tables? {
        let first = model(times.lowerBound)
        let follow = first.yAxis.follow
        var totals = StackTotalsTable(first)
        var detailTotals = StackTotalsTable(first.detailChart())
        let axes = (0..<first.axisCount).compactMap { k in
            FollowTable(follow: follow, times: times) { s in
                model(s).overviewTarget(axis: k, totals: { totals.collect($0, counted: $1) })
            }
        }
        guard axes.count == first.axisCount else { return nil }
        guard first.zoom.detail != nil else {
            return Tables(axes: axes, totals: totals, detailAxes: [], detailTotals: nil)
        }
        let detailAxes = (0..<first.detailAxisCount).compactMap { k in
            FollowTable(follow: follow, times: times) { s in
                model(s).detailTarget(axis: k, totals: { detailTotals.collect($0, counted: $1) })
            }
        }
        return Tables(axes: axes, totals: totals, detailAxes: detailAxes, detailTotals: detailTotals)
    }

    /// The y axes at `seconds`: each follows its target (`Follow`, sampled
    /// over the time before, from `model.tables` where they cover it), so no
    /// frame depends on another; a zoom's detail's only while it is drawn.
    package func resolved(at seconds: Double, model: ChartModel<TelegramChart>, context: RenderContext) -> TelegramFrame {
        let tables = model.tables
        let totals: TotalsSource = { chart, counted in
            tables?.totals.totals(of: chart, counted: counted) ?? StackTotals.of(chart, counted: counted, in: context)
        }
        let detailTotals: TotalsSource = { chart, counted in
            tables?.detailTotals?.totals(of: chart, counted: counted) ?? StackTotals.of(chart, counted: counted, in: context)
        }
        let axes = followedAxes(at: seconds, count: axisCount, tables: tables?.axes ?? [], held: { k, range in
            held(range, axis: k)
        }, target: { s, k in
            model(s).overviewTarget(axis: k, totals: totals)
        }, value: { key, s, k in
            key.fixedRanges ?? model(s).ranges(of: key, axis: k, totals: totals)
        })
        guard zoom.detailOpacity > 0 else { return TelegramFrame(chart: self, axes: axes, detailAxes: []) }
        let detail = detailChart()
        let detailAxes = followedAxes(at: seconds, count: detailAxisCount, tables: tables?.detailAxes ?? [], held: { k, range in
            detail.held(range, axis: k)
        }, target: { s, k in
            model(s).detailTarget(axis: k, totals: detailTotals)
        }, value: { key, s, k in
            key.fixedRanges ?? model(s).detailChart().ranges(of: key, axis: k, totals: detailTotals)
        })
        return TelegramFrame(chart: self, axes: axes, detailAxes: detailAxes)
    }

    /// The overview's axis `k` target: its fit, or its extent while it zooms.
    func overviewTarget(axis k: Int, totals: TotalsSource) -> FitTarget {
        target(axis: k, zooming: zoomEnds, totals: totals)
    }

    /// The detail's axis `k` target, of the detail as drawn at this moment.
    func detailTarget(axis k: Int, totals: TotalsSource) -> FitTarget {
        let detail = detailChart()
        return detail.target(axis: min(k, detail.axisCount - 1), zooming: zoomEnds, totals: totals)
    }

    /// One follow per axis, `count` of them, of `target(time, axis)` whose
    /// ranges are `value(target, time, axis)`; axis k's grid samples read
    /// from `tables[k]` if there is one. The plot's range then also holds
    /// what is drawn (`held`): the follow eases towards a fit, and a window
    /// sliding onto higher values raises the range with them instead of
    /// running them off the top. Each label set is drawn across the range
    /// it labels (`Followed.labelled`).
    private func followedAxes(at seconds: Double, count: Int, tables: [FollowTable<FitTarget>],
                              held: (Int, ValueRange) -> ValueRange, target: (Double, Int) -> FitTarget,
                              value: (FitTarget, Double, Int) -> AxisRanges) -> [TelegramAxis] {
        let follow = yAxis.follow
        return (0..<count).map { k in
            let followed = follow.follow(at: seconds, table: tables.indices.contains(k) ? tables[k] : nil,
                                         target: { s in target(s, k) }, moving: { key, s in value(key, s, k) }, labels: \.step,
                                         continues: { $1.continues(from: $0) })
            let plot = held(k, followed.value.plot)
            let ease = followed.transition.map { FollowTransition(from: $0.from.plot, to: $0.to.plot, since: $0.since, progress: $0.progress) }
            let sets = zip(followed.labels, followed.labelled).map { labels, labelled in
                Weighted(target: TickSet(range: labelled.plot, step: labels.target), weight: labels.weight)
            }
            return TelegramAxis(tickSets: sets, range: plot, miniRange: followed.value.mini, follow: ease)
        }
    }

    /// `range` widened to hold what axis `k` draws at this moment in the
    /// window: a stack's totals as drawn (each series weighted by its
    /// `visible`), and every line shown in full. A line fading in or out
    /// does not hold it: the range moves with its fade (`FitTarget.fading`),
    /// and the line, cut at the plot's edge while faint, comes and goes with it.
    func held(_ range: ValueRange, axis k: Int) -> ValueRange {
        if marks.stacks {
            guard !marks.percentage, let drawn = drawnTotals() else { return range }
            return ValueRange(min(range.lower, drawn.lowerBound, 0), max(range.upper, drawn.upperBound, 0))
        }
        var (lower, upper) = (range.lower, range.upper)
        for i in series.indices where axis(of: i) == k && series[i].visible >= 1 {
            guard let e = series[i].points.extent(in: xWindow) else { continue }
            (lower, upper) = (min(lower, e.lowerBound), max(upper, e.upperBound))
        }
        return ValueRange(lower, upper)
    }

    /// The extent of a stack's totals as drawn in the window (each series
    /// scaled by its `visible`); nil with nothing in view.
    private func drawnTotals() -> ClosedRange<Double>? {
        guard let inView = indicesInView else { return nil }
        let stack = Stack(series.map(\.y), weights: series.map(\.visible), indices: inView, percentage: false)
        guard let top = stack.tops.last, let low = top.min(), let high = top.max() else { return nil }
        if marks.shape == .bars { return low...high }
        return WindowExtent.of(x: Array(x[inView]), y: top, index: nil, in: xWindow)
    }

    /// How many y axes the zoom's detail has (0 without a zoom).
    var detailAxisCount: Int { zoom.detail == nil ? 0 : detailChart().axisCount }
}
