/// Which parts of self-overlapping or nested contours a fill covers.
package enum FillRule: String, Sendable, CaseIterable {
    /// Covered where the contours wind round a point at all (the default).
    case nonZero
    /// Covered where a ray from the point crosses an odd number of edges.
    case evenOdd
}

/// One drawing operation, in scene points.
package enum DisplayItem: Sendable, Hashable {
    /// Fills the path's subpaths (each implicitly closed).
    case fill(Path, Paint, rule: FillRule = .nonZero)
    /// Fills an axis-aligned rectangle: the pixels of `.fill(Path(rect:), paint)`
    /// with the same rectangle, stated as a rectangle so that the raster can
    /// fill it in whole pixels where its corners allow (see `Rect.corners`).
    case rect(Rect, Paint)
    /// Strokes the part of the path within `trim` with `style`.
    case stroke(Path, StrokeStyle, Paint, trim: TrimRange = .full)
    case text(TextRun)
    /// Items drawn together: clipped to a rectangle and/or composited at once
    /// with an opacity (overlaps inside the group do not add up).
    case group(DisplayGroup)

    /// Equal items draw the same. A shape's paint, style and trim are
    /// compared before its path: two frames of a long line revealed by its
    /// trim hold equal paths in storage of their own when two workers laid
    /// them out, and differ at the trim without 100,000 points compared.
    package static func == (a: DisplayItem, b: DisplayItem) -> Bool {
        switch (a, b) {
        case let (.fill(p, q, r), .fill(p2, q2, r2)): return r == r2 && q == q2 && p == p2
        case let (.rect(r, q), .rect(r2, q2)): return r == r2 && q == q2
        case let (.stroke(p, s, q, t), .stroke(p2, s2, q2, t2)): return t == t2 && s == s2 && q == q2 && p == p2
        case let (.text(r), .text(r2)): return r == r2
        case let (.group(g), .group(g2)): return g == g2
        default: return false
        }
    }
}

/// Items that share a transform, an opacity and a clip rectangle, like a
/// `CALayer` with a transform, `opacity` and `masksToBounds`.
package struct DisplayGroup: Sendable, Hashable {
    package var items: [DisplayItem]
    /// Applied once to the group's finished drawing.
    package var opacity: Double
    /// Nothing outside this rectangle (in the group's own coordinates) shows.
    package var clip: Rect?
    /// Maps the group's coordinates into its parent's. Translations,
    /// rotations and uniform scales keep every shape exact.
    package var transform: AffineTransform
    /// What the group draws, for `frame --layout` and SVG element ids;
    /// drawing ignores it.
    package var tag: DisplayTag?

    package init(_ items: [DisplayItem], opacity: Double = 1, clip: Rect? = nil, transform: AffineTransform = .identity,
                tag: DisplayTag? = nil) {
        self.items = items
        self.opacity = opacity
        self.clip = clip
        self.transform = transform
        self.tag = tag
    }
}

/// What a chart draws for one frame: items painted in order, back to front.
/// A plain value, so the raster and the SVG writer draw the same frame.
package struct DisplayList: Sendable, Hashable {
    package var items: [DisplayItem]

    package init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    package mutating func append(_ item: DisplayItem) { items.append(item) }
}

extension DisplayList {
    /// The list with every text run left out, groups kept: the geometry
    /// alone, for comparing frames whose text differs by design (a mirrored
    /// right-to-left frame against its left-to-right original).
    package func withoutText() -> DisplayList {
        DisplayList(Self.removingText(items))
    }

    private static func removingText(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            switch item {
            case .text: return nil
            case .group(var group):
                group.items = removingText(group.items)
                return .group(group)
            default: return item
            }
        }
    }
}
