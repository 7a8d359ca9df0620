import ReelGeometry

/// Rectangles bucketed by a uniform grid, for asking "does this box touch
/// any placed so far?" in time proportional to its neighbours rather than to
/// everything placed: what keeps value labels and dots on a 100k-point
/// series O(n).
struct RectGrid {
    private let cell: Double
    private var buckets: [Int: [Rect]] = [:]

    /// `cell` should be about the size of the rectangles stored.
    init(cell: Double) {
        self.cell = max(cell, 1)
    }

    mutating func insert(_ rect: Rect) {
        for key in keys(covering: rect, margin: 0) { buckets[key, default: []].append(rect) }
    }

    /// Whether `rect`, grown by `margin`, meets a stored rectangle (as
    /// `Rect.intersects(_:margin:)`).
    func intersectsAny(_ rect: Rect, margin: Double) -> Bool {
        keys(covering: rect, margin: margin).contains { key in
            buckets[key]?.contains { $0.intersects(rect, margin: margin) } ?? false
        }
    }

    /// The buckets a rectangle overlaps. Coordinates are clamped to a range
    /// far beyond any chart, so that no position can overflow the key.
    private func keys(covering rect: Rect, margin: Double) -> [Int] {
        func index(_ v: Double) -> Int { Int((min(max(v, -1e7), 1e7) / cell).rounded(.down)) }
        let x0 = index(rect.minX - margin), x1 = index(rect.maxX + margin)
        let y0 = index(rect.minY - margin), y1 = index(rect.maxY + margin)
        guard x1 - x0 <= 64, y1 - y0 <= 64 else { return Array(buckets.keys) }
        var result: [Int] = []
        for x in x0...x1 { for y in y0...y1 { result.append(x &* 73_856_093 ^ y &* 19_349_663) } }
        return result
    }
}
