import ReelGeometry

/// A rectangle of whole pixels: what a background or a panel fills when its
/// corners fall on pixel boundaries. Its coverage is exactly 1 inside and 0
/// outside, so it is filled row by row without a coverage mask, with the
/// very pixels the mask would give.
struct PixelBox: Equatable {
    let minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int

    init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        (self.minColumn, self.minRow, self.maxColumn, self.maxRow) = (minColumn, minRow, maxColumn, maxRow)
    }

    /// The box `contours` fill inside `clip`, when they are one axis-aligned
    /// rectangle with whole-pixel corners and the clip has whole-pixel sides
    /// too; nil otherwise (and for an empty intersection).
    init?(_ contours: [[Point]], within clip: PixelClip) {
        guard contours.count == 1, clip.isPixelAligned else { return nil }
        var points = contours[0]
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
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
}
