import ReelGeometry

/// How a series' stroke is coloured when not a single colour.
package enum LineGradient: Sendable, Hashable {
    /// Left to right across the plot area, as the gradient line chart's
    /// `CAGradientLayer` behind the stroke used as its mask.
    case horizontal(Gradient)
    /// Bottom to top of the plot area: colour by value.
    case vertical(Gradient)
    /// From the first point to the last along the line itself.
    case alongLength(Gradient)
}

/// The fill under a line, down to the baseline, fading to transparent.
package struct AreaFill: Sendable, Hashable {
    /// Colour at the line (nil: the series colour).
    package var color: Color?
    /// Opacity at the line; the fill fades to 0 at the baseline.
    package var opacity: Double

    package init(color: Color? = nil, opacity: Double = 0.35) {
        self.color = color
        self.opacity = opacity
    }
}

/// One line of a line chart: its values and how it looks.
package struct LineSeries: Sendable, Hashable {
    /// Addresses the series in tracks: `chart.revenue.opacity`.
    package var id: String
    package var name: String
    /// The data, with its index; replaced whole, never edited.
    package var points: SeriesPoints
    package var color: Color
    package var width = 2.0
    package var gradient: LineGradient?
    package var area: AreaFill?
    /// 1 shown, 0 hidden, in between fading (the line's opacity). A series
    /// that is shown or appearing counts for a fitted y axis (`Visibility`).
    package var visible = 1.0
    package var opacity = 1.0
    /// This series' own trim, applied within the chart's reveal.
    package var strokeStart = 0.0
    package var strokeEnd = 1.0

    package init(id: String, name: String, x: [Double], y: [Double?], color: Color) {
        self.id = id
        self.name = name
        points = SeriesPoints(x: x, y: y)
        self.color = color
    }

    /// The points' x values.
    package var x: [Double] { points.x }
    /// The points' y values; nil values are gaps.
    package var y: [Double?] { points.y }

    /// Whether any of it shows.
    package var isShown: Bool { visible > 0 && opacity > 0 }

    /// The opacity the series is drawn with: its own times its visibility.
    package var drawnOpacity: Double { min(max(opacity * visible, 0), 1) }

    /// The defined values, for ranges.
    var values: [Double] { y.compactMap { $0 } }
}
