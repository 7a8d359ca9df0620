import ReelGeometry

/// A rectangle of whole pixels: what a background or a panel fills when its
/// corners fall on pixel boundaries. Its coverage is exactly 1 inside and 0
/// outside, so it is filled row by row without a coverage mask, with the
/// very pixels the mask would give.
///
/// The fast-path rule: a solid fill takes the box when its outline is four
/// corners, each side running along x or along y, every corner on whole
/// pixels (after the transform to pixels), inside a clip with whole-pixel
/// sides. Anything else goes through the coverage mask.
struct PixelBox: Equatable {
    let minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int

    init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        (self.minColumn, self.minRow, self.maxColumn, self.maxRow) = (minColumn, minRow, maxColumn, maxRow)
    }

    /// The box a rectangle item fills inside `clip`, from its outline in
    /// pixels (`Rect.corners`); nil when the rule above does not hold (a
    /// rotated or fractional rectangle) or the intersection is empty.
    init?(corners points: [Point], within clip: PixelClip) {
        guard clip.isPixelAligned, points.count == 4 else { return nil }
        for (k, p) in points.enumerated() {
            let q = points[(k + 1) % 4]
            // Each side runs along x or along y, never both or neither.
            guard (p.x == q.x) != (p.y == q.y), p.x.rounded() == p.x, p.y.rounded() == p.y else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max(),
              abs(left) < 1e9, abs(right) < 1e9, abs(top) < 1e9, abs(bottom) < 1e9 else { return nil }
        minColumn = max(Int(left), clip.minColumn)
        maxColumn = min(Int(right), clip.maxColumn)
        minRow = max(Int(top), clip.minRow)
        maxRow = min(Int(bottom), clip.maxRow)
        guard minColumn < maxColumn, minRow < maxRow else { return nil }
    }

    /// The box a path fill's flattened `contours` make when they are one
    /// rectangle by the rule above, found by looking at them. Rectangle
    /// items say so outright; this catches the paths that are rectangles
    /// without saying so: a shape layer's path data drawing a rectangle,
    /// `Path(roundedRect:radius:)` with no radius, and the chart layouts'
    /// `Path(rect:)` fills not yet stated as `.rect`.
    init?(_ contours: [[Point]], within clip: PixelClip) {
        guard contours.count == 1 else { return nil }
        var points = contours[0]
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        self.init(corners: points, within: clip)
    }
}
