#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a fill or stroke is coloured with. Gradients use absolute positions in
/// the same space as the shapes they paint.
package enum Paint: Sendable, Hashable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    /// Colours swept round a centre: for rings.
    case conicGradient(ConicGradient)
    /// Colours along a polyline by arc length: a line coloured from its first
    /// point to its last, however it winds.
    case pathGradient(PathGradient)

    /// The paint with every position scaled about the origin.
    package func scaled(by s: Double) -> Paint {
        applying(.scale(s, s))
    }

    /// The paint with its geometry transformed (radii scale by the
    /// transform's largest stretch; conic gradients turn with it).
    package func applying(_ t: AffineTransform) -> Paint {
        switch self {
        case .solid: return self
        case .linearGradient(var g):
            g.start = t.apply(g.start)
            g.end = t.apply(g.end)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.center = t.apply(g.center)
            g.radius *= t.maximumScale
            return .radialGradient(g)
        case .conicGradient(var g):
            g.center = t.apply(g.center)
            g.startAngle += t.rotationAngle
            return .conicGradient(g)
        case .pathGradient(var g):
            g.points = g.points.map(t.apply)
            return .pathGradient(g)
        }
    }
}

/// A colour at a position (0...1) along a gradient.
package struct GradientStop: Sendable, Hashable {
    package var location: Double
    package var color: Color

    package init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// Colour stops, blended in sRGB with premultiplied alpha (as Cairo and CSS
/// do, so a stop fading to `clear` does not darken), padded beyond the ends.
package struct Gradient: Sendable, Hashable {
    /// Sorted by location.
    package let stops: [GradientStop]

    /// Stops are sorted by location; there must be at least one.
    package init(_ stops: [GradientStop]) {
        precondition(!stops.isEmpty, "a gradient needs a stop")
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Evenly spaced colours.
    package init(colors: [Color]) {
        let n = colors.count
        self.init(colors.enumerated().map { GradientStop(n == 1 ? 0 : Double($0) / Double(n - 1), $1) })
    }

    /// The colour at `t` (clamped to the first and last stop).
    package func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 0
        while i + 1 < stops.count && stops[i + 1].location < t { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Self.blendPremultiplied(a.color, b.color, f)
    }

    static func blendPremultiplied(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        guard alpha > 0 else { return .clear }
        func channel(_ x: Double, _ y: Double) -> Double { (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: alpha)
    }
}

/// Colours along the line from `start` to `end`, constant across it.
package struct LinearGradient: Sendable, Hashable {
    package var gradient: Gradient
    package var start: Point
    package var end: Point

    package init(_ gradient: Gradient, from start: Point, to end: Point) {
        self.gradient = gradient
        self.start = start
        self.end = end
    }

    /// Position along the gradient of point `p`.
    package func parameter(at p: Point) -> Double {
        let d = end - start
        let l2 = d.dot(d)
        return l2 > 0 ? (p - start).dot(d) / l2 : 0
    }
}

/// Colours by arc length along `points`: location 0 at the first point, 1 at
/// the last; each place takes the colour of the nearest point of the line.
package struct PathGradient: Sendable, Hashable {
    package var gradient: Gradient
    package var points: [Point]

    package init(_ gradient: Gradient, along points: [Point]) {
        self.gradient = gradient
        self.points = points
    }
}

/// Colours by distance from `center`: location 1 at `radius`.
package struct RadialGradient: Sendable, Hashable {
    package var gradient: Gradient
    package var center: Point
    package var radius: Double

    package init(_ gradient: Gradient, center: Point, radius: Double) {
        self.gradient = gradient
        self.center = center
        self.radius = radius
    }

    package func parameter(at p: Point) -> Double {
        radius > 0 ? p.distance(to: center) / radius : 1
    }
}

/// Colours by angle round `center`, clockwise on screen from `startAngle`
/// (radians from +x): location 0 at the start, 1 after a full turn.
package struct ConicGradient: Sendable, Hashable {
    package var gradient: Gradient
    package var center: Point
    package var startAngle: Double

    package init(_ gradient: Gradient, center: Point, startAngle: Double = -Double.pi / 2) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
    }

    package func parameter(at p: Point) -> Double {
        let angle = atan2(p.y - center.y, p.x - center.x) - startAngle
        let turn = angle / (2 * Double.pi)
        return turn - turn.rounded(.down)
    }
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `factor` (a stroke
    /// drawn solid in place of a dash pattern too fine to show).
    package func multiplyingAlpha(_ factor: Double) -> Paint {
        func fade(_ g: Gradient) -> Gradient {
            Gradient(g.stops.map { GradientStop($0.location, $0.color.multiplyingAlpha(factor)) })
        }
        switch self {
        case .solid(let c): return .solid(c.multiplyingAlpha(factor))
        case .linearGradient(var g): g.gradient = fade(g.gradient); return .linearGradient(g)
        case .radialGradient(var g): g.gradient = fade(g.gradient); return .radialGradient(g)
        case .conicGradient(var g): g.gradient = fade(g.gradient); return .conicGradient(g)
        case .pathGradient(var g): g.gradient = fade(g.gradient); return .pathGradient(g)
        }
    }
}
