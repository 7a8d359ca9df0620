import ReelGeometry
/// A filled path that in every frame is one path moved and scaled along
/// the axes (bars growing from their baseline, a series scrolled and
/// zoomed by a range window): the vector writers write it once, with its
/// transform animated, instead of every frame's path.
///
/// Frame f's points are `translate(t_f) scale(s_f)` of the reference
/// frame's (the one of largest extent, so the scales stay near or under
/// 1), fitted per axis by least squares and accepted only when every point
/// of every frame lies within half of 0.1 px of the fit. The reference is
/// written finer by the largest scale, and the scale to 0.05 px at the
/// path's farthest point, so what a player draws stays within 0.1 px or so.
/// Only solid fills qualify: a gradient or a stroke width would scale too.
package struct AffineTrack: Sendable {
    /// The reference frame's item.
    package let reference: DisplayItem
    /// Frame f's `[tx, ty]` and `[sx, sy]` (nil where nothing is drawn).
    package let parts: [(translate: [Double], scale: [Double])?]
    /// The largest scale of any frame, and the farthest point from the origin.
    package let largestScale: Double
    package let extent: Double

    /// Paths of fewer points cost less as `d` than as a transform.
    package static let minimumPoints = 12

    /// The track of `items` (frame by frame, nil where not drawn); nil when
    /// they are not one solid fill of one path's shape moved and scaled.
    /// `units[f]` is 0.1 px in the item's coordinates at frame f.
    package init?(_ items: [DisplayItem?], units: [Double]) {
        var points: [[Point]?] = []
        var shape: [Int]?
        for item in items {
            guard let item else { points.append(nil); continue }
            guard case .fill(let path, .solid, _) = item, let (kinds, list) = Self.points(of: path) else { return nil }
            if shape == nil { shape = kinds }
            guard kinds == shape, list.count >= Self.minimumPoints else { return nil }
            points.append(list)
        }
        let drawn = points.indices.filter { points[$0] != nil }
        guard drawn.count > 1, Set(drawn.map { points[$0]! }).count > 1,
              let best = drawn.max(by: { Self.area(points[$0]!) < Self.area(points[$1]!) }), case let reference? = items[best] else {
            return nil
        }
        let base = points[best]!
        var parts: [(translate: [Double], scale: [Double])?] = []
        for f in points.indices {
            guard let frame = points[f] else { parts.append(nil); continue }
            let limit = units[f] / 2
            guard let x = Self.fit(base.map(\.x), frame.map(\.x), limit: limit),
                  let y = Self.fit(base.map(\.y), frame.map(\.y), limit: limit) else { return nil }
            parts.append(([x.offset, y.offset], [x.scale, y.scale]))
        }
        self.reference = reference
        self.parts = parts
        largestScale = parts.compactMap { $0.map { max(abs($0.scale[0]), abs($0.scale[1])) } }.max() ?? 1
        extent = base.map { max(abs($0.x), abs($0.y)) }.max() ?? 1
    }

    /// `values[i] = scale * base[i] + offset` within `limit`, least squares.
    static func fit(_ base: [Double], _ values: [Double], limit: Double) -> (scale: Double, offset: Double)? {
        let n = Double(base.count)
        let meanBase = base.reduce(0, +) / n, meanValue = values.reduce(0, +) / n
        var covariance = 0.0, variance = 0.0
        for (b, v) in zip(base, values) {
            covariance += (b - meanBase) * (v - meanValue)
            variance += (b - meanBase) * (b - meanBase)
        }
        let scale = variance > 1e-18 ? covariance / variance : 1
        let offset = meanValue - scale * meanBase
        for (b, v) in zip(base, values) where abs(scale * b + offset - v) > limit { return nil }
        return (scale, offset)
    }

    /// The path's element kinds and points in order; nil for arcs.
    package static func points(of path: Path) -> (kinds: [Int], points: [Point])? {
        var kinds: [Int] = [], points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p): kinds.append(0); points.append(p)
            case .line(let p): kinds.append(1); points.append(p)
            case .quad(let c, let p): kinds.append(2); points += [c, p]
            case .cubic(let c1, let c2, let p): kinds.append(3); points += [c1, c2, p]
            case .close: kinds.append(4)
            case .arc: return nil
            }
        }
        return (kinds, points)
    }

    private static func area(_ points: [Point]) -> Double {
        let xs = points.map(\.x), ys = points.map(\.y)
        return ((xs.max() ?? 0) - (xs.min() ?? 0) + 1e-9) * ((ys.max() ?? 0) - (ys.min() ?? 0) + 1e-9)
    }
}
