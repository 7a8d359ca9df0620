import ReelGeometry

/// The contest chart's indicator: a vertical line at a data point, circles
/// on each series shown, and a plaque with the date and every value.
package struct TelegramIndicator: Sendable, Hashable {
    /// Where, in x units (seconds since 1970); snaps to the nearest point.
    package var x = 0.0
    /// Where across the plot, 0 at its left edge and 1 at its right (a
    /// finger's place): used instead of `x` when `usesPosition`, so a scene
    /// works with any data.
    package var position = 0.5
    package var usesPosition = false
    package var opacity = 0.0
    /// The plaque's date.
    package var dateFormat = "EEE, MMM d"

    package init() {}
}

/// The mini map under the plot: every series over the whole span and the
/// window onto it.
package struct TelegramMiniMap: Sendable, Hashable {
    package var isShown = true
    package var height = 44.0
    package var lineWidth = 1.0

    package init() {}
}

/// The Telegram March 2019 chart contest's chart. Lines over a window of
/// the data with a y axis that follows what is in view, an x ticker of dates,
/// a mini map with the window, toggles that hide and show series, an
/// indicator with a plaque, and day and night palettes.
package struct TelegramChart: Chart {
    package static let typeName = "telegram"

    package var title: String
    /// Shared x values, seconds since 1970, increasing.
    package internal(set) var x: [Double]
    /// The lines; each `x` equals the chart's. `visible` is a 0-1 fade.
    package var series: [LineSeries]
    /// The part of the span in the plot, as fractions 0...1 of it (the
    /// contest's lowerBound and upperBound).
    package var window = ValueRange(0.75, 1)
    /// The reveal: each line drawn up to this fraction of its visible length.
    package var strokeEnd = 1.0
    package var yAxis = FollowingFit()
    package var miniMap = TelegramMiniMap()
    /// When the row of toggles shows (`showsToggles`).
    package var toggles = TelegramToggleMode.auto
    package var indicator = TelegramIndicator()
    /// What the header shows beside the title.
    package var header = TelegramHeaderLine()
    /// 0 day, 1 night, in between a cross-fade of the two palettes.
    package var theme = 0.0
    package var day = TelegramPalette.day
    package var night = TelegramPalette.night
    package var xLabelFormat = "MMM d"
    package var yLabelFormat = ValueFormat.compact(decimals: 1)
    package var valueFormat = ValueFormat.number(decimals: 0, grouping: true)
    package var formatter = ValueFormatter()
    /// Right to left mirrors the whole chart: time runs right to left, the
    /// y labels, the mini map's window, the toggles and the plaque mirror
    /// (`auto`: from the locale).
    package var direction = ChartDirection.auto

    /// What the series are drawn as: lines (on one or two y axes), stacked
    /// bars or stacked areas (the contest's `bar` and `area` types and flags).
    package var marks = TelegramMarks()
    /// The pie morph of a percentage area chart (`marks.percentage` areas).
    package var pie = TelegramPie()
    /// The zoom into a day's detail data (the contest's `YYYY-MM/DD.json`
    /// day files).
    package var zoom = TelegramZoom()

    /// How far the pie morph has gone: 0 unless this is a percentage area
    /// chart; the further of `pie.progress` and a zoom into a day's pie.
    package var pieProgress: Double {
        marks.hasPie ? max(min(max(pie.progress, 0), 1), pieZoomProgress) : 0
    }

    /// The x window a zoom's detail is drawn with: the one it shares with
    /// the overview at that moment, which its own data need not cover. Set
    /// by `detailChart()` only.
    var fixedXWindow: ValueRange?
    /// The x span a zoom's detail names in its header (`headerXWindow`).
    /// Set by `detailChart()` only.
    var fixedHeaderXWindow: ValueRange?

    package init(title: String, x: [Double], series: [LineSeries]) {
        self.title = title
        self.x = x
        // Every series is searched along the chart's x (`fitTarget` asks for extents at every sampled moment).
        self.series = series.map { s in
            var s = s
            if s.x != x { s.points = SeriesPoints(x: x, y: s.y) }
            return s
        }
    }

    /// Whether the row of toggles is drawn. Setting it picks `always` or `never`.
    package var showToggles: Bool {
        get { toggles.shows(seriesCount: series.count) }
        set { toggles = newValue ? .always : .never }
    }

    /// The palette drawn: day and night blended by `theme`.
    package var palette: TelegramPalette { day.blended(to: night, at: min(max(theme, 0), 1)) }

    /// The x values in the window: the window's fractions of the domain, or
    /// while zooming into a day the window on its way to the day's.
    package var xWindow: ValueRange { fixedXWindow ?? zoomedXWindow ?? pieZoomedXWindow ?? ownXWindow }

    /// `window` in x units.
    var ownXWindow: ValueRange {
        let domain = self.domain
        let first = domain.lower, last = domain.upper
        var lo = min(max(window.lower, 0), 1), hi = min(max(window.upper, 0), 1)
        if hi < lo { swap(&lo, &hi) }
        let span = last - first
        // A window must show some span; a zero-width one opens to a sliver.
        let minimum = x.count > 1 ? 1e-6 : 0
        if hi - lo < minimum { hi = min(lo + minimum, 1); lo = hi - minimum }
        return ValueRange(first + lo * span, first + hi * span)
    }

    /// The x span the window's fractions are of: first to last point, and
    /// for bars from the first column's left edge to the last one's right.
    package var domain: ValueRange { Self.domain(of: x, bars: marks.shape == .bars) }

    static func domain(of x: [Double], bars: Bool) -> ValueRange {
        guard let first = x.first, let last = x.last else { return ValueRange(0, 1) }
        guard bars else { return ValueRange(first, last) }
        return ValueRange(Columns.left(of: 0, x), Columns.right(of: x.count - 1, x))
    }

    /// The chart drawn as when nothing moves: its axes fitted at once.
    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        TelegramFrame(settling: self).layout(in: bounds, context: context)
    }
}
