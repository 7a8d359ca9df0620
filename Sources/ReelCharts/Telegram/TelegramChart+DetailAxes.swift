import ReelGeometry

/// The y axes while a zoom moves between the overview and the detail.
///
/// The overview's and the detail's axes follow one target, so at every
/// moment they show the same range and it does not matter which of them
/// draws the grid and the labels (the more opaque one does):
/// - while only the overview is drawn (`detailOpacity` 0), its fit;
/// - while only the detail is drawn (`detailOpacity` 1), the detail's fit;
/// - while both are drawn, a fit of both: the range that holds the
///   overview's data and the detail's in the shared window (`zoomTarget`),
///   so neither runs off the plot. It is taken `zoomLead` before the
///   cross-fade (read from the chart then, `lead`), so the axis has made
///   room for the chart about to appear before it does.
///
/// Each target change is eased by the follow from the range shown at that
/// moment, so the detail starts from the range the overview shows, and
/// zooming out is zooming in backwards.
extension TelegramChart {
    typealias TotalsSource = (TelegramChart, [Bool]) -> StackTotals?

    /// Overview axis `k`'s target (see the extension's doc comment).
    func zoomOverviewTarget(axis k: Int, ahead: TelegramChart, lead: TelegramChart?, totals: TotalsSource,
                            detailTotals: TotalsSource) -> FitTarget {
        guard zoom.detail != nil else { return fitTarget(axis: k, ahead: ahead, totals: totals) }
        return zoomTarget(axis: k, ahead: ahead, lead: lead, totals: totals, detailTotals: detailTotals, forDetail: false)
    }

    /// Detail axis `k`'s target: the overview axis's plot for the same `k`,
    /// with the detail's own mini map range.
    func zoomDetailTarget(axis k: Int, ahead: TelegramChart, lead: TelegramChart?, totals: TotalsSource,
                          detailTotals: TotalsSource) -> FitTarget {
        zoomTarget(axis: k, ahead: ahead, lead: lead, totals: totals, detailTotals: detailTotals, forDetail: true)
    }

    /// How long before the cross-fade the axes start making room for the
    /// chart it brings in: the follow's duration and a little more, so the
    /// axis has arrived when that chart first shows. An axis that jumps
    /// (duration 0) is there at once and needs no lead, so its zoom out is
    /// exactly its zoom in backwards (a lead reads the chart later in the
    /// scene, which is further in going in and further out going out).
    var zoomLead: Double {
        zoom.detail == nil || yAxis.follow.duration <= 0 ? 0 : yAxis.follow.duration + 0.05
    }

    /// The overview's fit, the fit of the overview's data and the detail's
    /// in view together (axis `k` of each, or its last), or the detail's
    /// own fit, as the extension's doc comment says. A chart with none of
    /// its data in view adds nothing, so an axis never fits nothing (a 0 to
    /// 1 range) while the other has data. The mini map's range is
    /// the overview's or, `forDetail`, the detail's own.
    private func zoomTarget(axis k: Int, ahead: TelegramChart, lead: TelegramChart?, totals: TotalsSource,
                            detailTotals: TotalsSource, forDetail: Bool) -> FitTarget {
        let overview = fitTarget(axis: min(k, axisCount - 1), ahead: ahead, totals: totals)
        let now = zoom.detailOpacity, later = lead?.zoom.detailOpacity ?? now
        guard zoom.detail != nil, max(now, later) > 0 else { return overview }
        let detail = detailChart()
        let own = detail.fitTarget(axis: min(k, detail.axisCount - 1), ahead: ahead.detailChart(), totals: detailTotals)
        let mini = forDetail ? own.mini : overview.mini
        if min(now, later) >= 1 {
            return FitTarget(plot: detail.hasData(in: detail.xWindow) ? own.plot : overview.plot, mini: mini)
        }
        // The window moves while zooming: what comes into view by `lead`
        // counts already, so the axis has room for it when it arrives.
        var ranges: [ValueRange] = []
        if hasData(in: xWindow) { ranges.append(overview.plot.range) }
        if detail.hasData(in: detail.xWindow) { ranges.append(own.plot.range) }
        if let lead {
            if lead.hasData(in: lead.xWindow) {
                ranges.append(lead.fitTarget(axis: min(k, axisCount - 1), ahead: ahead, totals: totals).plot.range)
            }
            let leadDetail = lead.detailChart()
            if leadDetail.hasData(in: leadDetail.xWindow) {
                ranges.append(leadDetail.fitTarget(axis: min(k, leadDetail.axisCount - 1), ahead: ahead.detailChart(), totals: detailTotals).plot.range)
            }
        }
        guard let lower = ranges.map(\.lower).min(), let upper = ranges.map(\.upper).max() else { return overview }
        return FitTarget(plot: yAxis.fit.ticks(for: lower...upper), mini: mini)
    }

    /// What axis `k` must hold at this moment: the extent of the series
    /// drawn, the overview's while it shows and the detail's while it
    /// shows, so the overview's and the detail's axes stay one range.
    func zoomDrawnExtent(axis k: Int, totals: TotalsSource, detailTotals: TotalsSource) -> ClosedRange<Double>? {
        guard zoom.detail != nil else { return drawnExtent(axis: k, totals: totals) }
        let fade = zoom.detailOpacity
        var result: ClosedRange<Double>?
        if fade < 1 { result = drawnExtent(axis: min(k, axisCount - 1), totals: totals) }
        if fade > 0 {
            let detail = detailChart()
            result = WindowExtent.union(result, detail.drawnExtent(axis: min(k, detail.axisCount - 1), totals: detailTotals))
        }
        return result
    }

    /// How many y axes the zoom's detail has (0 without a zoom).
    var detailAxisCount: Int { zoom.detail == nil ? 0 : detailChart().axisCount }

    /// Whether any series draws in `window`: a value inside it, or for
    /// lines a segment across it (for bars, a column reaching into it).
    func hasData(in window: ValueRange) -> Bool {
        if marks.shape == .bars {
            guard let columns = Columns.indices(of: x, within: window) else { return false }
            return series.contains { s in columns.contains { s.y[$0] != nil } }
        }
        guard let indices = LinePath.indices(of: x, within: window) else { return false }
        return series.contains { s in
            indices.contains { i in
                guard s.y[i] != nil else { return false }
                if x[i] >= window.lower && x[i] <= window.upper { return true }
                return i + 1 <= indices.upperBound && s.y[i + 1] != nil && x[i] < window.lower && x[i + 1] > window.upper
            }
        }
    }
}
