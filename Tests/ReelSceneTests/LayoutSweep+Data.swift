import Foundation
import ReelGeometry

@testable import ReelScene
@testable import ReelCharts

/// What a frame's layout alone cannot show, checked against the chart
/// resolved at that moment:
///
/// - the y range holds the data drawn. Lines are clipped to the plot with
///   only half their width to spare (`TelegramLayout.lineClip`), so a line
///   running off the range is cut there and its ink stays inside. A
///   telegram chart's axes hold the series drawn at that moment on every
///   frame, mid-follow too (the `drawnExtent` contract, checked as
///   `DayZoomLayoutTests.rangeMissingDrawnData` does, a zoom's detail
///   included); a line chart whose y axis follows the data holds, at rest,
///   its visible series' values in the x range, to a line's half width in
///   value units (mid-follow it eases and may not yet);
/// - an axis that follows the data is readable: on a frame with series ink,
///   at least two labels at half their paint's opacity or more on each
///   axis, or two label sets cross-fading (`LayoutProperties.unreadableAxes`),
///   but while the follow hands over between two readable sets
///   (`excused`); on two y axes only the axes whose series is drawn in
///   full, since their labels fade with it; not a percentage stack's fixed
///   axis, nor while a pie shows, a zoom cross-fades two charts' labels or
///   a series fades and the follow's duration after (the range runs with
///   the fade; a line chart's 0.4 s refit of a toggle sweeps it as fast).
extension LayoutSweep {
    static func chartViolations(_ chart: any AnimatedChart, at t: Double, layout: FrameLayout, atRest: Bool,
                                context: RenderContext, fading: (Double) -> Bool) -> [LayoutProperties.Violation] {
        if let animation = chart as? ChartAnimation<TelegramChart> {
            let frame = animation.resolvedChart(at: t, context: context)
            var found: [LayoutProperties.Violation] = []
            if let missed = DayZoomLayoutTests.rangeMissingDrawnData(frame) {
                found.append(LayoutProperties.Violation(rule: .rangeMissesData, ids: ["plot"], detail: missed, severity: 1))
            }
            let chart = frame.chart, series = chart.series
            let followed = [frame.axes] + (frame.zoom.detailOpacity > 0 ? [frame.detailAxes] : [])
            // A percentage stack's axis is fixed; a pie has none; in a zoom the two charts' labels cross-fade.
            let fixed = chart.marks.stacks && chart.marks.percentage
            // While a series fades the range runs with the fade, over decades in a fifth of a
            // second on messy data, and its label sets cross-fade as fast (to the follow's
            // duration after it, 0.4 s): held to the label rules then, not to this one.
            let fadingLately = stride(from: t, through: t - 0.45, by: -1.0 / 60).contains(where: fading)
            guard !fixed, !fadingLately, chart.pie.progress == 0, chart.zoom.progress == 0 || chart.zoom.progress == 1 else { return found }
            let axes = frame.axes.indices.filter { k in
                k < 2 && (!chart.marks.twoAxes || (series.indices.contains(k) && series[k].drawnOpacity >= 1))
                    && !followed.contains { $0.indices.contains(k) && excused($0[k].tickSets, shown: $0[k].range, layout: layout) }
            }
            // The labels' paint (`TelegramLayout.yLabels`): a series' colour on two axes, the stack's or the plain label colour.
            let full = { (k: Int) in
                chart.marks.twoAxes ? series[k].color.alpha : chart.marks.stacks ? chart.palette.stackLabel.alpha : chart.palette.label.alpha
            }
            return found + LayoutProperties.unreadableAxes(in: layout, axes: axes.map { ($0, full($0)) })
        }
        if let animation = chart as? ChartAnimation<LineChart>, animation.base.yFollow != nil {
            let resolved = animation.resolvedChart(at: t, context: context)
            let missed = atRest ? lineRangeMissingData(resolved, plotHeight: layout.plots.first?.height ?? 0) : nil
            // A toggle's refit sweeps the range over decades in the follow's duration (0.4 s) as
            // the series fades: held to the label rules then, as a telegram chart's fade is.
            let toggling = stride(from: t, through: t - 0.45, by: -1.0 / 60).contains(where: fading)
            let axes = toggling || excused(resolved.yTickSets, shown: resolved.yAxis.range, layout: layout)
                ? [] : [(0, resolved.yAxis.labelColor.alpha)]
            return missed.map { [LayoutProperties.Violation(rule: .rangeMissesData, ids: ["plot"], detail: $0, severity: 1)] } ?? []
                + LayoutProperties.unreadableAxes(in: layout, axes: axes)
        }
        return []
    }

    /// Whether a follow's labels are handed over between two drawn sets
    /// (`AxisTickFade.readable`: the follow's, or one of them and the
    /// range's own) that are both readable (r above 0.05 each), on the
    /// frame's first plot with its labels' height; or the plot is too short
    /// for the range's own set to read (nothing to hold it to). Labels that come close
    /// give way to each other then, both faint for a moment (at c = 1 and
    /// equal weights both are 0): the dip a cross-fade takes, no unreadable axis.
    static func excused(_ sets: [Weighted<TickSet>], shown: ValueRange, layout: FrameLayout) -> Bool {
        // With no y label drawn, an x label tells the labels' height, or the smallest label font's 8 pt.
        let labels = layout.items.filter { $0.role == "y-label" }.compactMap(\.bounds?.height)
        let height = labels.max() ?? layout.items.filter { $0.role == "x-label" }.compactMap(\.bounds?.height).max() ?? 8
        let range = shown
        guard let plot = layout.plots.first, height > 0, range.span > 0 else { return false }
        let scale = LinearScale(domain: range, range: ValueRange(plot.maxY, plot.minY))
        var room = LabelRoom(top: plot.minY, bottom: plot.maxY, labelHeight: height, lift: 0,
                             pointsPerUnit: scale.pointsPerUnit, position: { scale.position($0) })
        room.shown = range
        // A plot too short for the range's own set has no readable set to show.
        let own = YFit(ends: .tight).ticks(for: range.lower...range.upper).step
        if AxisTickFade.crowding(step: own, room: room) < 1 { return true }
        let drawn = AxisTickFade.readable(sets, room: room)
        return sets.count == 2 && drawn.count == 2 && drawn.allSatisfy { $0.weight * AxisTickFade.inView($0.target, room: room) > 0.05 }
    }

    /// Why a line chart's y range does not hold its visible series' values
    /// in its x range, to a line's half width, or nil.
    static func lineRangeMissingData(_ chart: LineFrame, plotHeight: Double) -> String? {
        let range = chart.yAxis.range
        guard plotHeight > 0, range.span > 0 else { return nil }
        for s in chart.series where s.visible > 0 {
            let x = chart.xAxis.placement == .slots ? s.x.indices.map(Double.init) : s.x
            guard let extent = WindowExtent.of(x: x, y: s.y, index: nil, in: chart.xAxis.range) else { continue }
            let slack = s.width / 2 * range.span / plotHeight + 1e-9 * max(abs(extent.lowerBound), abs(extent.upperBound), 1)
            if range.lower > extent.lowerBound + slack || range.upper < extent.upperBound - slack {
                return "y range \(range) but \(s.id) spans \(extent) in the x range"
            }
        }
        return nil
    }
}
