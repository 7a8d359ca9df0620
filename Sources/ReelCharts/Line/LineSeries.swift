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
    /// Same count as `y`.
    package var x: [Double]
    /// Nil values are gaps: the line breaks there.
    package var y: [Double?]
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
        self.x = x
        self.y = y
        self.color = color
    }

    /// Whether any of it shows.
    package var isShown: Bool { visible > 0 && opacity > 0 }

    /// The opacity the series is drawn with: its own times its visibility.
    package var drawnOpacity: Double { min(max(opacity * visible, 0), 1) }

    /// The defined values, for ranges.
    var values: [Double] { y.compactMap { $0 } }
}
