import ReelGeometry

/// What a y axis fits, as the follow (`Follow`) reads it: a key that
/// changes at moments, and the ranges it stands for, which move with a zoom.
///
/// One rule: the y range in every frame is a function of what that frame
/// shows, eased with the event that changes it.
/// - A window move changes the fit (`fitted`): the follow eases to it over
///   its duration from the moment it changes.
/// - A toggle moves the fit with its fade (`fading`): while a series fades
///   in or out, the range runs from the fit without it to the fit with it as
///   its opacity goes from 0 to 1 (the scale linearly, so the series that
///   stay shrink or grow at an even pace on screen), starting and
///   ending with the fade. The fading series is cut at the plot's edge
///   while it is faint; the series that stay are what the range is for.
/// - A zoom moves the fit itself (`zooming`): while its progress is strictly
///   between 0 and 1, each chart's range is the extent of what it draws at
///   that moment (its window contracting or widening with the zoom's own
///   curve), tracked exactly, so the lines the user sees stay tall through
///   the motion and zooming out is zooming in backwards. The key holds the
///   label step and what the extent is taken over (the points in view, the
///   series counted), so a jump of the extent (a column leaving the window)
///   is a change the follow eases, not a jump of the range. A toggle during
///   a zoom moves between the extents without and with its series as a
///   toggle at rest moves between the fits.
extension TelegramChart {
    struct FitTarget: Equatable, Sendable {
        enum Plot: Equatable, Sendable {
            /// The fit of the window: its range and its label step.
            case fitted(TickSet)
            /// A zoom in motion: the label step of the extent drawn at the
            /// sample, the points in view, the series counted without the
            /// fading ones (`steady`) and with them (`counted`), and the
            /// fading ones.
            case zooming(step: Double, inView: ClosedRange<Int>?, steady: [Bool], counted: [Bool], fading: [Int])
            /// Series fading in or out (`fading`, their indices): the fits
            /// without them and with them (plot and mini map), and the label
            /// step at the sample.
            case fading(step: Double, fading: [Int], without: TickSet, with: TickSet, miniWithout: TickSet)
        }

        let plot: Plot
        let mini: TickSet

        /// The label step.
        var step: Double {
            switch plot {
            case .fitted(let ticks): ticks.step
            case .zooming(let step, _, _, _, _), .fading(let step, _, _, _, _): step
            }
        }

        /// Whether a change from `other` to this target is continuous by
        /// construction: into, out of and within one fade, whose ranges meet
        /// the fits at its ends; within a zoom, a new label step or a fade
        /// starting or ending over the same points (the extents meet there
        /// too), not a series hidden at once or a point leaving the window.
        func continues(from other: FitTarget) -> Bool {
            switch (other.plot, plot) {
            case (.zooming(_, let v1, let s1, let c1, let f1), .zooming(_, let v2, let s2, let c2, let f2)):
                return v1 == v2 && ((s1 == s2 && c1 == c2) || f1 != f2)
            case (.fitted(let a), .fading(_, _, let without, let with, _)), (.fading(_, _, let without, let with, _), .fitted(let a)):
                return a == without || a == with
            case (.fading(_, let f1, let w1, let v1, _), .fading(_, let f2, let w2, let v2, _)):
                return f1 == f2 && w1 == w2 && v1 == v2
            default:
                return false
            }
        }

        /// The ranges of a fitted target (nil while they move).
        var fixedRanges: AxisRanges? {
            guard case .fitted(let ticks) = plot else { return nil }
            return AxisRanges(plot: ticks.range, mini: mini.range)
        }
    }

    /// The plot's y range and the mini map's, eased together.
    struct AxisRanges: Easable {
        var plot: ValueRange
        var mini: ValueRange

        func eased(to end: AxisRanges, by p: Double) -> AxisRanges {
            AxisRanges(plot: plot.eased(to: end.plot, by: p), mini: mini.eased(to: end.mini, by: p))
        }

        func moved(by k: Double, from a: AxisRanges, to b: AxisRanges) -> AxisRanges {
            AxisRanges(plot: plot.moved(by: k, from: a.plot, to: b.plot), mini: mini.moved(by: k, from: a.mini, to: b.mini))
        }
    }

    typealias TotalsSource = (TelegramChart, [Bool]) -> StackTotals?

    /// A percentage stack's fixed axis: 0, 25, 50, 75, 100.
    static let percentTicks = TickSet(range: ValueRange(0, 100), step: 25)

    /// How many y axes the chart has: one per series with two axes, else one.
    var axisCount: Int { marks.twoAxes ? max(series.count, 1) : 1 }

    /// Which axis series `i` is drawn against.
    func axis(of i: Int) -> Int { marks.twoAxes ? i : 0 }

    /// While this chart's window moves with a zoom (its range is then the
    /// extent of what it draws, `zooming`), the windows the zoom runs
    /// between; nil otherwise.
    var zoomEnds: (from: ValueRange, to: ValueRange)? {
        let p = zoom.clampedProgress
        guard let detail = zoom.detail, p > 0, p < 1 else { return nil }
        return (ownXWindow, detail.span(zoom.window, bars: (detail.own?.marks ?? marks).shape == .bars))
    }

    /// The y axes fitted at once to the chart as it is: a chart's axes when
    /// nothing moves.
    func settledAxes() -> [TelegramAxis] {
        (0..<axisCount).map { k in
            let target = fitTarget(axis: k)
            return TelegramAxis(tickSets: [Weighted(target: target.plot, weight: 1)], range: target.plot.range,
                                miniRange: target.mini.range)
        }
    }

    /// Axis `k`'s target: the fit of the window; while this chart zooms
    /// (`zooming`: the overview during a zoom, and its detail, which shares
    /// its window), the extent drawn; while series on the axis fade, the
    /// fits without and with them.
    /// `zooming` gives the windows the zoom runs between (at progress 0 and
    /// 1), nil when the chart does not zoom.
    func target(axis k: Int, zooming: (from: ValueRange, to: ValueRange)?, totals: TotalsSource) -> FitTarget {
        let fitted = fitTarget(axis: k, totals: totals)
        guard !(marks.stacks && marks.percentage) else { return FitTarget(plot: .fitted(fitted.plot), mini: fitted.mini) }
        let counted = countedSeries(), fading = fadingSeries(axis: k)
        // Without the fading series: those shown in full (all of them when none is).
        let full = series.indices.map { series[$0].visible >= 1 }
        let steady = fading.isEmpty ? counted : full.contains(true) ? full : counted
        if let zooming {
            let drawn = zoomRange(axis: k, steady: steady, counted: counted, fading: fading, totals: totals)
            let ends = [zooming.from, zooming.to].map { fitStep(axis: k, counted: counted, over: $0, totals: totals) }
            let plot = FitTarget.Plot.zooming(step: motionStep(drawn.map { $0.lower...$0.upper }, preferring: ends),
                                              inView: indicesInView, steady: steady, counted: counted, fading: fading)
            return FitTarget(plot: plot, mini: fitted.mini)
        }
        guard !fading.isEmpty else { return FitTarget(plot: .fitted(fitted.plot), mini: fitted.mini) }
        let without = fitTarget(axis: k, counted: steady, totals: totals)
        let blended = Self.faded(without.plot.range, fitted.plot.range, by: fadeWeight(fading))
        let step = motionStep(blended.lower...blended.upper, preferring: [without.plot.step, fitted.plot.step])
        return FitTarget(plot: .fading(step: step, fading: fading, without: without.plot, with: fitted.plot, miniWithout: without.mini),
                         mini: fitted.mini)
    }

    /// The label step while the range moves with an event: the first of
    /// `preferring` (the steps of the fits the motion runs between, where it
    /// starts first) that gives between 3 and `intervals + 1` labels across
    /// the extent, so a motion changes its labels once, or not at all, and
    /// ends on the step its fit at rest has; where neither does, 1, 2 or 5
    /// times a power of ten, about `intervals` of them (a zoom sweeping the
    /// range over decades changes its set three times a decade, and 1 and 2
    /// nest, where the fit's finer ladder would show interleaved sets).
    private func motionStep(_ extent: ClosedRange<Double>?, preferring steps: [Double]) -> Double {
        guard let extent else { return steps.first ?? yAxis.fit.ticks(for: nil).step }
        let most = Double(max(yAxis.fit.intervals, 1) + 1)
        if let step = steps.first(where: { (3...most).contains(AxisTicks.count(extent, step: $0)) }) { return step }
        return AxisTicks.niceStep(AxisTicks.span(extent.lowerBound, extent.upperBound, over: max(yAxis.fit.intervals, 1)))
    }

    /// The label step of axis `k`'s fit over `window` of the `counted` series.
    private func fitStep(axis k: Int, counted: [Bool], over window: ValueRange, totals: TotalsSource) -> Double {
        fit.ticks(for: extent(axis: k, counted: counted, over: window, totals: totals)).step
    }

    /// The series on axis `k` fading in or out at this moment.
    func fadingSeries(axis k: Int) -> [Int] {
        series.indices.filter { axis(of: $0) == k && series[$0].visible > 0 && series[$0].visible < 1 }
    }

    /// How far a fade has brought the fit from without the fading series to
    /// with them: the most opaque one's opacity (its fade over, 0 or 1).
    func fadeWeight(_ fading: [Int]) -> Double {
        fading.filter(series.indices.contains).map { min(max(series[$0].visible, 0), 1) }.max() ?? 0
    }

    /// The range `w` of the way from `a` to `b`, both ends moving together,
    /// with the scale (points per unit, 1 / span) moving linearly: so every
    /// value the two ranges show moves at an even pace on screen, and the
    /// series that stay fill at least half of what they filled until the
    /// fade is half done, whatever the ratio of the spans (linear where a
    /// span is not positive or the spans are equal).
    static func faded(_ a: ValueRange, _ b: ValueRange, by w: Double) -> ValueRange {
        let w = min(max(w, 0), 1), s0 = a.span, s1 = b.span
        guard s0 > 0, s1 > 0, abs(s1 - s0) > 1e-12 * max(s0, s1) else { return a.eased(to: b, by: w) }
        let span = 1 / ((1 - w) / s0 + w / s1)
        return a.eased(to: b, by: (span - s0) / (s1 - s0))
    }

    /// The ranges `target` stands for in this chart: a fitted target's own;
    /// zooming, the extent this chart draws now; fading, the fits without
    /// and with the fading series, as far between as the fade has gone.
    func ranges(of target: FitTarget, axis k: Int, totals: TotalsSource) -> AxisRanges {
        switch target.plot {
        case .fitted(let ticks):
            return AxisRanges(plot: ticks.range, mini: target.mini.range)
        case .zooming(_, _, let steady, let counted, let fading):
            let drawn = zoomRange(axis: k, steady: steady, counted: counted, fading: fading, totals: totals)
            return AxisRanges(plot: drawn ?? target.mini.range, mini: target.mini.range)
        case .fading(_, let fading, let without, let with, let miniWithout):
            let w = fadeWeight(fading)
            return AxisRanges(plot: Self.faded(without.range, with.range, by: w),
                              mini: Self.faded(miniWithout.range, target.mini.range, by: w))
        }
    }

    /// The range shown while zooming: the extent of the `counted` series,
    /// or while some fade, between the extents without them (`steady`)
    /// and with them as far as the fade has gone (`faded`).
    private func zoomRange(axis k: Int, steady: [Bool], counted: [Bool], fading: [Int], totals: TotalsSource) -> ValueRange? {
        let with = zoomExtent(axis: k, counted: counted, totals: totals).map { ValueRange($0.lowerBound, $0.upperBound) }
        guard !fading.isEmpty, let with,
              let without = zoomExtent(axis: k, counted: steady, totals: totals).map({ ValueRange($0.lowerBound, $0.upperBound) })
        else { return with }
        return Self.faded(without, with, by: fadeWeight(fading))
    }

    /// The extent the range shows while zooming: the counted series' in the
    /// window, with 0 for bars and stacks, a single value opened up as a fit
    /// opens it; nil with nothing in view.
    private func zoomExtent(axis k: Int, counted: [Bool], totals: TotalsSource) -> ClosedRange<Double>? {
        guard let extent = extent(axis: k, counted: counted, over: xWindow, totals: totals) else { return nil }
        var (lo, hi) = (extent.lowerBound, extent.upperBound)
        if fit.includeZero { (lo, hi) = (min(lo, 0), max(hi, 0)) }
        let opened = AxisTicks.opened(lo...hi)
        return opened.0...opened.1
    }

    /// The rule the axes fit by: `yAxis.fit`, holding 0 for a stack.
    var fit: YFit {
        var fit = yAxis.fit
        if marks.stacks { fit.includeZero = true }
        return fit
    }

    /// The points drawn in the window: for bars, the columns reaching into
    /// it; for lines and areas, those inside and one beyond each side.
    var indicesInView: ClosedRange<Int>? {
        marks.shape == .bars ? Columns.indices(of: x, within: xWindow) : LinePath.indices(of: x, within: xWindow)
    }

    /// Axis `k`'s fits at this moment: the plot's over the window, the mini
    /// map's over all the data, of the series shown (`counted`, by default
    /// every series drawn at all).
    func fitTarget(axis k: Int, counted: [Bool]? = nil, totals: TotalsSource = { _, _ in nil }) -> (plot: TickSet, mini: TickSet) {
        if marks.stacks && marks.percentage { return (Self.percentTicks, Self.percentTicks) }
        let counted = counted ?? countedSeries()
        return (fit.ticks(for: extent(axis: k, counted: counted, over: xWindow, totals: totals)),
                fit.ticks(for: extent(axis: k, counted: counted, over: domain, totals: totals)))
    }

    /// The extent of the `counted` series on axis `k` over `range`: a
    /// stack's totals, or the union of the lines' (all of the axis's lines
    /// when none of them counts, so an axis keeps a range).
    func extent(axis k: Int, counted: [Bool], over range: ValueRange, totals: TotalsSource) -> ClosedRange<Double>? {
        if marks.stacks {
            let totals = totals(self, counted) ?? StackTotals.of(self, counted: counted)
            return totals.extent(in: range, bars: marks.shape == .bars, x: x)
        }
        let members = marks.twoAxes ? [k] : Array(series.indices)
        let fitted = !members.contains { counted[$0] } ? members : members.filter { counted[$0] }
        var result: ClosedRange<Double>?
        for i in fitted {
            result = WindowExtent.union(result, series[i].points.extent(in: range))
        }
        return result
    }

    /// Which series the fit counts: those drawn at all (a fading one is
    /// `fading`'s business); all of them when none is, so the axis keeps a range.
    func countedSeries() -> [Bool] {
        let counted = series.map { $0.visible > 0 }
        return counted.contains(true) ? counted : series.map { _ in true }
    }
}
