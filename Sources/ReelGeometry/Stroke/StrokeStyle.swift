/// How the ends of open subpaths are drawn (`CAShapeLayerLineCap`).
public enum LineCap: String, Sendable, CaseIterable {
    case butt, round, square
}

/// How corners between segments are drawn (`CAShapeLayerLineJoin`).
public enum LineJoin: String, Sendable, CaseIterable {
    case miter, round, bevel
}

/// The pen a path is stroked with. Defaults are `CAShapeLayer`'s.
public struct StrokeStyle: Sendable, Hashable {
    public var width: Double
    public var cap: LineCap
    public var join: LineJoin
    /// A miter longer than `miterLimit` times the width falls back to a bevel.
    public var miterLimit: Double
    /// Dashes, or nil for a solid line.
    public var dash: DashPattern?

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dash: DashPattern? = nil) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
    }

    public func scaled(by s: Double) -> StrokeStyle {
        var copy = self
        copy.width *= s
        copy.dash = dash?.scaled(by: s)
        return copy
    }
}
