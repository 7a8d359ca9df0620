#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// Colours of a paint at pixel centres, in 0...255 straight RGB and 0...1 alpha.
///
/// Gradients are looked up in a 1024-entry table (kept per gradient by the
/// rasterizer, `GradientTables`), so the per-pixel cost is computing the
/// gradient parameter and one index.
struct PaintSampler {
    typealias RGBA = GDPixel.Source

    private enum Kind {
        case solid(RGBA)
        /// t = ax * x + ay * y + c at the pixel centre.
        case linear(ax: Float, ay: Float, c: Float)
        case radial(cx: Float, cy: Float, inverseRadius: Float)
        case conic(cx: Float, cy: Float, start: Float)
        /// Along `segments`, whose lengths add up to `total`. (Enum payloads
        /// stay trivial: an array here crashes Swift 6.3's optimizer in
        /// CopyPropagation when the sampler is captured by the compositor.)
        case path(total: Double)
    }

    /// A segment of a path gradient's line and the arc length where it starts.
    struct PathSegment {
        let a: Point
        let b: Point
        let start: Double
    }

    private let kind: Kind
    private let table: [RGBA]
    /// Each table entry as an opaque pixel where its alpha is 1, else -1
    /// (which no packed pixel is): what a fully covered pixel becomes, as
    /// `GDPixel.blend` at alpha 1 gives it.
    let opaqueTable: [Int32]
    private var segments: [PathSegment] = []
    static let tableSize = 1024

    /// The sampler of `paint`, its gradient's table taken from `tables`.
    init(_ paint: Paint, tables: inout GradientTables) {
        let gradient: Gradient
        switch paint {
        case .solid(let color):
            kind = .solid(GDPixel.source(color))
            table = []
            opaqueTable = []
            return
        case .linearGradient(let g):
            let d = g.end - g.start
            let l2 = d.dot(d)
            let ax = l2 > 0 ? d.x / l2 : 0, ay = l2 > 0 ? d.y / l2 : 0
            kind = .linear(ax: Float(ax), ay: Float(ay), c: Float(-(g.start.x * ax + g.start.y * ay)))
            gradient = g.gradient
        case .radialGradient(let g):
            kind = .radial(cx: Float(g.center.x), cy: Float(g.center.y), inverseRadius: Float(g.radius > 0 ? 1 / g.radius : 0))
            gradient = g.gradient
        case .conicGradient(let g):
            kind = .conic(cx: Float(g.center.x), cy: Float(g.center.y), start: Float(g.startAngle))
            gradient = g.gradient
        case .pathGradient(let g):
            var segments: [PathSegment] = []
            var walked = 0.0
            for (a, b) in zip(g.points, g.points.dropFirst()) {
                segments.append(PathSegment(a: a, b: b, start: walked))
                walked += a.distance(to: b)
            }
            kind = .path(total: walked)
            gradient = g.gradient
            self.segments = segments
        }
        let entry = tables.entry(for: gradient)
        table = entry.colors
        opaqueTable = entry.opaque
    }

    /// The single colour of a solid paint, nil for gradients.
    var solidColor: RGBA? {
        if case .solid(let c) = kind { return c }
        return nil
    }

    @inline(__always)
    func color(x: Int, y: Int) -> RGBA {
        let px = Float(x) + 0.5, py = Float(y) + 0.5
        let t: Float
        switch kind {
        case .solid(let c): return c
        case .linear(let ax, let ay, let c): t = ax * px + ay * py + c
        case .radial(let cx, let cy, let k): t = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() * k
        case .conic(let cx, let cy, let start):
            let turn = (atan2f(py - cy, px - cx) - start) / (2 * Float.pi)
            t = turn - turn.rounded(.down)
        case .path(let total):
            t = Float(Self.pathParameter(Point(Double(px), Double(py)), segments, total))
        }
        let index = Int(min(max(t, 0), 1) * Float(Self.tableSize - 1) + 0.5)
        return table[index]
    }

    /// Whether the paint is a linear gradient (`linearRow` gives its rows).
    var isLinear: Bool {
        if case .linear = kind { return true }
        return false
    }

    /// A linear gradient's colours along row `y`: `color(x:y:)` is
    /// `table[index(x)]`, with the parameter worked out in the same
    /// operations, so the same colours; nil for other paints.
    func linearRow(_ y: Int) -> LinearRow? {
        guard case .linear(let ax, let ay, let c) = kind else { return nil }
        return LinearRow(ax: ax, rowTerm: ay * (Float(y) + 0.5), c: c, table: table)
    }

    struct LinearRow {
        let ax: Float, rowTerm: Float, c: Float
        let table: [RGBA]

        @inline(__always)
        func index(_ x: Int) -> Int {
            let t = ax * (Float(x) + 0.5) + rowTerm + c
            return Int(min(max(t, 0), 1) * Float(PaintSampler.tableSize - 1) + 0.5)
        }
    }

    /// A linear gradient that changes along x only (a line chart's
    /// horizontal gradient): the table index of each of `width` columns,
    /// the same on every row (`linearRow(y).index(x)` for any y); nil for
    /// other paints.
    func columnIndices(width: Int) -> [Int]? {
        guard case .linear(_, let ay, _) = kind, ay == 0, let row = linearRow(0) else { return nil }
        return (0..<width).map(row.index)
    }

    /// Arc length (as a fraction) of the point of the line nearest to `p`.
    @inline(never)
    private static func pathParameter(_ p: Point, _ segments: [PathSegment], _ total: Double) -> Double {
        guard total > 0 else { return 0 }
        var best = Double.infinity, parameter = 0.0
        for segment in segments {
            let a = segment.a, b = segment.b, start = segment.start
            let d = b - a
            let l2 = d.dot(d)
            let u = l2 > 0 ? min(max((p - a).dot(d) / l2, 0), 1) : 0
            let q = a + d * u
            let distance = (p - q).dot(p - q)
            if distance < best {
                best = distance
                parameter = start + u * l2.squareRoot()
            }
        }
        return parameter / total
    }

    /// `gradient`'s colours at `tableSize` evenly spaced locations.
    static func table(_ gradient: Gradient) -> [RGBA] {
        (0..<tableSize).map { GDPixel.source(gradient.color(at: Double($0) / Double(tableSize - 1))) }
    }
}
