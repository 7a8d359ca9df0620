/// One drawing operation, in scene points.
public enum DisplayItem: Sendable, Hashable {
    /// Fills the path's subpaths (each implicitly closed) with the non-zero rule.
    case fill(Path, Paint)
    /// Strokes the part of the path within `trim` with `style`.
    case stroke(Path, StrokeStyle, Paint, trim: TrimRange)
    case text(TextRun)
}

/// What a chart draws for one frame: items painted in order, back to front.
/// A plain value, so the raster and any other back end draw the same frame.
public struct DisplayList: Sendable, Hashable {
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }
}
