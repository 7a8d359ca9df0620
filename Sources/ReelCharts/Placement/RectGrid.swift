import ReelGeometry

/// Rectangles bucketed by a uniform grid, for asking "does this box touch
/// any placed so far?" in time proportional to its neighbours rather than to
/// everything placed: what keeps value labels and dots on a 100k-point
/// series O(n).
struct RectGrid {
    private let cell: Double
    private var buckets: [Cell: [Rect]] = [:]
    /// Rectangles too large to bucket (wider or taller than `span` cells):
    /// checked by every query.
    private var oversized: [Rect] = []
    /// Every rectangle, for queries too large to answer by buckets.
    private var all: [Rect] = []
    private static let span = 64

    private struct Cell: Hashable { let x: Int, y: Int }

    /// `cell` should be about the size of the rectangles stored.
    init(cell: Double) {
        self.cell = max(cell, 1)
    }

    mutating func insert(_ rect: Rect) {
        all.append(rect)
        guard let cells = cells(covering: rect, margin: 0) else {
            oversized.append(rect)
            return
        }
        for c in cells { buckets[c, default: []].append(rect) }
    }

    /// Whether `rect`, grown by `margin`, meets a stored rectangle (as
    /// `Rect.intersects(_:margin:)`).
    func intersectsAny(_ rect: Rect, margin: Double) -> Bool {
        if oversized.contains(where: { $0.intersects(rect, margin: margin) }) { return true }
        guard let cells = cells(covering: rect, margin: margin) else {
            return all.contains { $0.intersects(rect, margin: margin) }
        }
        return cells.contains { c in buckets[c]?.contains { $0.intersects(rect, margin: margin) } ?? false }
    }

    /// The cells a rectangle overlaps, or nil when it spans too many.
    /// Coordinates are clamped far beyond any chart, so that no position can
    /// overflow an index; rectangles out there share the border cells.
    private func cells(covering rect: Rect, margin: Double) -> [Cell]? {
        func index(_ v: Double) -> Int { Int(saturating: (min(max(v, -1e9), 1e9) / cell).rounded(.down)) }
        let x0 = index(rect.minX - margin), x1 = index(rect.maxX + margin)
        let y0 = index(rect.minY - margin), y1 = index(rect.maxY + margin)
        guard x1 - x0 <= Self.span, y1 - y0 <= Self.span else { return nil }
        return (x0...x1).flatMap { x in (y0...y1).map { Cell(x: x, y: $0) } }
    }
}
