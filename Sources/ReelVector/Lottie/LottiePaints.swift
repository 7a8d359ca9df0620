import ReelGeometry
import ReelJSON

/// A paint as Lottie can carry it: a colour, or a linear or radial
/// gradient between two points.
enum LottiePaint: Hashable {
    case solid(Color)
    /// `type` 1 linear (from `start` to `end`), 2 radial (centre `start`,
    /// radius out to `end`).
    case gradient(type: Int, start: Point, end: Point, Gradient)

    /// Path gradients run from their first point to their last (as the SVG
    /// writer does); conic gradients, which Lottie lacks, become the mean
    /// colour round the turn (docs/lottie.md).
    init(_ paint: Paint) {
        switch paint {
        case .solid(let c): self = .solid(c)
        case .linearGradient(let g): self = .gradient(type: 1, start: g.start, end: g.end, g.gradient)
        case .radialGradient(let g):
            self = .gradient(type: 2, start: g.center, end: g.center + Point(g.radius, 0), g.gradient)
        case .pathGradient(let g):
            self = .gradient(type: 1, start: g.points.first ?? .zero, end: g.points.last ?? .zero, g.gradient)
        case .conicGradient(let g): self = .solid(Self.mean(g.gradient))
        }
    }

    static func mean(_ gradient: Gradient) -> Color {
        let samples = (0..<64).map { gradient.color(at: (Double($0) + 0.5) / 64) }
        let alpha = samples.map(\.alpha).reduce(0, +) / 64
        guard alpha > 0 else { return .clear }
        func channel(_ c: KeyPath<Color, Double>) -> Double { samples.map { $0[keyPath: c] * $0.alpha }.reduce(0, +) / 64 / alpha }
        return Color(red: channel(\.red), green: channel(\.green), blue: channel(\.blue), alpha: alpha)
    }

    /// What must be equal for two frames' paints to be one Lottie item.
    var signature: String {
        switch self {
        case .solid: return "solid"
        case .gradient(let type, _, _, let g):
            return "g\(type)/\(g.stops.count)/\(g.stops.allSatisfy { $0.color.alpha == 1 } ? "" : "a")"
        }
    }
}

enum LottiePaints {
    /// The fill item (`fl` or `gf`) for one leaf's paints at each frame
    /// (nil where it is not drawn), all of one signature.
    static func fill(_ paints: [LottiePaint?], rule: FillRule, tolerance: Double, easings: [SplineReduction.Easing] = []) -> JSON {
        let r: JSON = .lottie(rule == .evenOdd ? 2 : 1)
        guard case .gradient? = paints.compactMap({ $0 }).first else {
            return .object([("ty", .string("fl"))] + solid(paints, easings: easings) + [("r", r)])
        }
        return .object([("ty", .string("gf"))] + gradient(paints, tolerance: tolerance) + [("r", r)])
    }

    /// The stroke item (`st` or `gs`) for one leaf.
    static func stroke(_ paints: [LottiePaint?], styles: [StrokeStyle?], tolerance: Double,
                       easings: [SplineReduction.Easing] = []) -> JSON {
        let first = styles.compactMap { $0 }.first ?? StrokeStyle()
        var members: [(String, JSON)]
        if case .gradient? = paints.compactMap({ $0 }).first {
            members = [("ty", .string("gs"))] + gradient(paints, tolerance: tolerance)
        } else {
            members = [("ty", .string("st"))] + solid(paints, easings: easings)
        }
        members.append(("w", LottieProperty(styles.map { $0.map { [$0.width] } }, tolerance: tolerance, easings: easings).scalarJSON))
        members.append(("lc", .lottie(first.cap == .butt ? 1 : first.cap == .round ? 2 : 3)))
        members.append(("lj", .lottie(first.join == .miter ? 1 : first.join == .round ? 2 : 3)))
        members.append(("ml", .lottie(first.miterLimit)))
        if let dash = first.dash {
            members.append(("d", dashes(styles, count: dash.lengths.count, tolerance: tolerance)))
        }
        return .object(members)
    }

    /// Lottie's dash list: dash, gap, … and the offset (the phase).
    private static func dashes(_ styles: [StrokeStyle?], count: Int, tolerance: Double) -> JSON {
        var items: [JSON] = (0..<count).map { i in
            let values = styles.map { $0?.dash.map { [$0.lengths[i]] } }
            let name = i % 2 == 0 ? "d" : "g"
            return .object([("n", .string(name)), ("nm", .string(name == "d" ? "dash" : "gap")),
                            ("v", LottieProperty(values, tolerance: tolerance).scalarJSON)])
        }
        let phase = styles.map { $0?.dash.map { [$0.phase] } }
        items.append(.object([("n", .string("o")), ("nm", .string("offset")),
                              ("v", LottieProperty(phase, tolerance: tolerance).scalarJSON)]))
        return .array(items)
    }

    /// Colour `c` (within 1/255) and opacity `o` (percent, within 100/255).
    private static func solid(_ paints: [LottiePaint?], easings: [SplineReduction.Easing]) -> [(String, JSON)] {
        let colors: [Color?] = paints.map { paint in
            if case .solid(let c)? = paint { return c }
            return nil
        }
        let rgb = LottieProperty(colors.map { $0.map { [$0.red, $0.green, $0.blue] } }, tolerance: 1.0 / 255, easings: easings)
        let alpha = LottieProperty(colors.map { $0.map { [$0.alpha * 100] } }, tolerance: 100.0 / 255, easings: easings)
        return [("c", rgb.json({ .numbers($0 + [1]) }, wrapped: false)), ("o", alpha.scalarJSON)]
    }

    /// A gradient's opacity, type, ends and stops (colour stops, then
    /// alpha stops when any stop is not opaque).
    private static func gradient(_ paints: [LottiePaint?], tolerance: Double) -> [(String, JSON)] {
        var type = 1, stopCount = 0, hasAlpha = false
        let parts: [(start: [Double], end: [Double], stops: [Double])?] = paints.map { paint in
            guard case .gradient(let t, let s, let e, let g)? = paint else { return nil }
            type = t
            stopCount = g.stops.count
            hasAlpha = hasAlpha || g.stops.contains { $0.color.alpha != 1 }
            let colors = g.stops.flatMap { [$0.location, $0.color.red, $0.color.green, $0.color.blue] }
            return ([s.x, s.y], [e.x, e.y], colors + g.stops.flatMap { [$0.location, $0.color.alpha] })
        }
        let stops = parts.map { part in part.map { hasAlpha ? $0.stops : Array($0.stops.prefix(stopCount * 4)) } }
        let start = LottieProperty(parts.map { $0?.start }, tolerance: tolerance)
        let end = LottieProperty(parts.map { $0?.end }, tolerance: tolerance)
        return [
            ("o", .object([("a", .lottie(0)), ("k", .lottie(100))])),
            ("t", .lottie(Double(type))),
            ("s", start.vectorJSON), ("e", end.vectorJSON),
            ("g", .object([("p", .lottie(Double(stopCount))),
                           ("k", LottieProperty(stops, tolerance: 1.0 / 255).vectorJSON)])),
        ]
    }
}
