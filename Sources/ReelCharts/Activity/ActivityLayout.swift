import ReelGeometry

/// Lays out one frame of the activity chart, top to bottom: room for the
/// marker's pointer, the band of bars, the time labels, the legend.
///
/// The window is a scroll view onto the whole day: the day's content is
/// `margin` wider at both ends (`TimelineChartView.axisLabelWidth / 2`), so the
/// first and last labels and the marker at either end of the day are whole,
/// and everything is clipped to the chart's bounds, as the scroll view clips.
struct ActivityLayout {
    let chart: ActivityChart
    let bounds: Rect
    let text: TextMeasuring
    let colors: ActivityPalette
    let axis: ActivityAxis
    let textDirection: TextDirection
    /// Room at each end of the day's content.
    let margin: Double
    /// The data area: its left and right edges are the window's ends, its
    /// top and bottom the band the bars are centred in.
    let band: Rect
    /// Axis values to x positions: the window onto the day, its left edge at the band's.
    let scale: ScrollScale
    let labelTop: Double
    let legend: ActivityLegend?

    static let pointerHeight = 10.0
    static let pointerWidth = 12.0
    static let circleRadius = 6.0
    static let markerWidth = 2.0
    static let gridWidth = 1.0
    /// `TimelineChartView.axisLabelWidth` (24) halved: the least room at each end.
    static let minimumMargin = 12.0
    static let topPadding = 2.0
    static let labelGap = 2.0
    /// Clear space between the bounds and the outermost label or marker.
    static let edgeGap = 4.0

    init(chart: ActivityChart, bounds: Rect, text: TextMeasuring) {
        self.chart = chart
        self.bounds = bounds
        self.text = text
        colors = chart.palette
        axis = chart.axis
        let direction = chart.direction.textDirection(with: chart.formatter)
        textDirection = direction
        let ends = [0, ActivityChart.day].map {
            text.size(of: chart.formatter.clockTime(minutes: $0), font: chart.labelFont, direction: direction).width
        }
        let margin = max(Self.minimumMargin, (ends.max() ?? 0) / 2 + Self.edgeGap, Self.pointerWidth / 2 + Self.edgeGap)
        self.margin = margin
        let width = max(bounds.width - 2 * margin, 1)
        scale = axis.scale(origin: bounds.minX + margin, width: width)
        let legend = chart.showLegend
            ? ActivityLegend(chart: chart, width: width, text: text, direction: direction)
            : nil
        self.legend = legend?.items.isEmpty == false ? legend : nil
        let legendTop = bounds.maxY - Self.topPadding - (self.legend.map { $0.height + 6 } ?? 0)
        let labelHeight = text.size(of: "0:00", font: chart.labelFont).height
        labelTop = legendTop - labelHeight
        let top = bounds.minY + Self.topPadding + Self.pointerHeight
        let bottom = max(labelTop - Self.circleRadius - Self.labelGap, top + 1)
        band = Rect(x: bounds.minX + margin, y: top, width: width, height: bottom - top)
    }

    /// Where bars show: the band's height across the whole bounds. The chart
    /// is a scroll view onto the day, so bars run on past the window's ends
    /// into the margins, to the bounds that clip them, as in the seed.
    var viewport: Rect { Rect(x: bounds.minX, y: band.minY, width: bounds.width, height: band.height) }

    /// Where an axis value is drawn, in points.
    func x(_ value: Double) -> Double { scale.position(value) }

    var pointsPerMinute: Double { scale.pointsPerUnit }

    /// The axis values that can show in the bounds.
    var visibleValues: ValueRange { scale.values(margin: margin, width: bounds.width) }

    func displayList() -> DisplayList {
        var items: [DisplayItem] = [.tagged(DisplayTag(.background, id: "background"),
                                            [.fill(bounds, .solid(colors.background))])]
        var content = bars() + grid() + labels()
        if let marker = markerItems() { content.append(marker) }
        items.append(.group(DisplayGroup(content, clip: bounds, tag: DisplayTag(.plot, id: "plot", frame: viewport))))
        if let legend {
            items += legend.items(origin: Point(bounds.minX + margin, bounds.maxY - Self.topPadding - legend.height),
                                  in: bounds, colors: colors)
        }
        return DisplayList(items)
    }

    /// Each interval as a bar half the band high, grown by its share of
    /// `grow`, filled with its kind's colour or a gradient from its reading
    /// start's bottom corner to its end's top corner (the corners
    /// `TimelineChartRenderer` runs its `CGGradient` between). Tagged as a
    /// bar of its kind: `series/<kind>/bar/<interval's index>`.
    func bars() -> [DisplayItem] {
        let growth = chart.growth(), visible = visibleValues
        let height = band.height * min(max(chart.barHeight, 0), 1)
        let top = band.minY + (band.height - height) / 2
        var items: [DisplayItem] = []
        for (index, interval) in chart.intervals.enumerated() where growth[index] > 0 && chart.kinds.indices.contains(interval.kind) {
            let full = axis.span(of: interval, fraction: 1, minimum: chart.minimumLength)
            let span = axis.span(of: interval, fraction: growth[index], minimum: chart.minimumLength)
            guard span.upper >= visible.lower, span.lower <= visible.upper else { continue }
            let rect = Rect(x: x(span.lower), y: top, width: (span.upper - span.lower) * pointsPerMinute, height: height)
            let fullRect = Rect(x: x(full.lower), y: top, width: (full.upper - full.lower) * pointsPerMinute, height: height)
            let kind = chart.kinds[interval.kind]
            items.append(.tagged(DisplayTag(.series, id: "series/\(kind.id)/bar/\(index)", series: kind.id, mark: .bar),
                                 [.fill(rect, fill(kind.fill, over: fullRect))]))
        }
        return items
    }

    /// A kind's paint over `rect`: a gradient runs in reading order.
    func fill(_ fill: ActivityFill, over rect: Rect) -> Paint {
        switch fill {
        case .color(let color): return .solid(color)
        case .gradient(let colors):
            let start = Point(axis.mirrored ? rect.maxX : rect.minX, rect.maxY)
            let end = Point(axis.mirrored ? rect.minX : rect.maxX, rect.minY)
            return .linearGradient(LinearGradient(Gradient(colors: colors), from: start, to: end))
        }
    }

    /// The axis values on multiples of `step` within the day and the bounds
    /// (widened by `slack` minutes, for labels that overhang).
    func multiples(of step: Double, slack: Double = 0) -> [Double] {
        let visible = visibleValues
        return scale.multiples(of: step, in: ValueRange(visible.lower - slack, visible.upper + slack))
    }

    /// Grid lines over the bars (the timeline's `drawGridLinesBehindDataEnabled = false`),
    /// tagged by their time of day: `grid/x/<minute>`.
    func grid() -> [DisplayItem] {
        let ticks = multiples(of: chart.gridStep).map { FadingTick(value: axis.minute(ofValue: $0), opacity: 1, step: chart.gridStep) }
        return GridLines(axis: "x", ticks: ticks, scale: readingScale, plot: band, color: colors.grid, width: Self.gridWidth,
                         mark: .bar).items()
    }

    /// `H:MM` under each label step, centred on its grid line; when the
    /// steps are closer than the labels are wide (a whole day in view), only
    /// every 2^k-th step from midnight is labelled, the ones about to go
    /// faded (`LabelThinning`), so labels never overlap. Tagged by their
    /// time of day: `x-label/<minute>`.
    func labels() -> [DisplayItem] {
        let step = chart.labelStep
        let values = multiples(of: step, slack: margin / pointsPerMinute)
        let ticks = values.map { AxisTick(value: axis.minute(ofValue: $0), ordinal: Int(saturating: ($0 / step).rounded())) }
        var labels = AxisLabels(edge: .bottom, ticks: ticks, scale: readingScale,
                                text: { chart.formatter.clockTime(minutes: values[$0]) },
                                across: labelTop, font: chart.labelFont, color: colors.label,
                                alignment: TextAlignment(horizontal: .center, vertical: .top))
        labels.direction = textDirection
        labels.thinning = (LabelThinning(spacing: step * pointsPerMinute, width: widestLabel, gap: Self.labelSpacing), anchor: 0)
        return labels.items()
    }

    /// Times of day to x positions (the scale mirrored when the chart runs right to left).
    private var readingScale: any AxisScale { axis.mirrored ? MirroredScale(scale) : scale }

    /// Least clear space between two labels.
    static let labelSpacing = 6.0

    /// The widest label the day can show: one per hour, at 59 minutes past
    /// (two-digit minutes), whatever is in view, so the thinning does not
    /// change as the window scrolls.
    private var widestLabel: Double {
        stride(from: 59.0, through: ActivityChart.day, by: 60).reduce(0) { widest, minutes in
            max(widest, text.size(of: chart.formatter.clockTime(minutes: minutes), font: chart.labelFont,
                                  direction: textDirection).width)
        }
    }
}
