/// How the ends of open subpaths are drawn (`CAShapeLayerLineCap`).
package enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// How corners between segments are drawn (`CAShapeLayerLineJoin`).
package enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}

/// The pen a path is stroked with. Defaults are `CAShapeLayer`'s.
package struct StrokeStyle: Sendable, Hashable {
    package var width: Double
    package var cap: LineCap
    package var join: LineJoin
    /// A miter longer than `miterLimit` times the width falls back to a bevel.
    package var miterLimit: Double
    /// Dashes, or nil for a solid line.
    package var dash: DashPattern?

    package init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: DashPattern? = nil) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
    }

    package func scaled(by s: Double) -> StrokeStyle {
        var copy = self
        copy.width *= s
        copy.dash = dash?.scaled(by: s)
        return copy
    }
}
