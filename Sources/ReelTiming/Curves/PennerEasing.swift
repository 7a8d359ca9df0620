#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Robert Penner's easing equations as the Charts library (`ChartEasingOption`)
/// implements them, normalised to a duration of 1.
///
/// Back overshoots with s = 1.70158 (x 1.525 for in-out); elastic rings with a
/// period of 0.3 of the duration (0.45 for in-out); bounce is Penner's
/// piecewise 7.5625 / 2.75 parabola.
package struct PennerEasing: Sendable, Hashable {
    package enum Family: String, Sendable, CaseIterable {
        case quad = "Quad", cubic = "Cubic", quart = "Quart", quint = "Quint", sine = "Sine"
        case expo = "Expo", circ = "Circ", elastic = "Elastic", back = "Back", bounce = "Bounce"
    }

    package enum Direction: String, Sendable, CaseIterable {
        case easeIn, easeOut, easeInOut
    }

    package let family: Family
    package let direction: Direction

    package init(_ direction: Direction, _ family: Family) {
        self.family = family
        self.direction = direction
    }

    /// The Charts name, e.g. `easeInOutBack`.
    package var name: String { direction.rawValue + family.rawValue }

    /// Every combination, in the order Charts lists them.
    package static let all: [PennerEasing] = Family.allCases.flatMap { family in
        Direction.allCases.map { PennerEasing($0, family) }
    }

    package func progress(_ x: Double) -> Double {
        // Exact ends: some formulas land a rounding error away (easeOutBack(0) = 2e-16).
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch direction {
        case .easeIn: return Self.easeIn(family, x)
        case .easeOut: return Self.easeOut(family, x)
        case .easeInOut: return Self.easeInOut(family, x)
        }
    }

    private static func easeIn(_ family: Family, _ p: Double) -> Double {
        switch family {
        case .quad: return p * p
        case .cubic: return p * p * p
        case .quart: return p * p * p * p
        case .quint: return p * p * p * p * p
        case .sine: return 1 - cos(p * .pi / 2)
        case .expo: return p == 0 ? 0 : pow(2, 10 * (p - 1))
        case .circ: return 1 - (1 - p * p).squareRoot()
        case .elastic:
            if p == 0 || p == 1 { return p }
            let q = p - 1
            return -(pow(2, 10 * q) * sin((q - 0.075) * 2 * .pi / 0.3))
        case .back:
            let s = 1.70158
            return p * p * ((s + 1) * p - s)
        case .bounce:
            return 1 - easeOut(.bounce, 1 - p)
        }
    }

    private static func easeOut(_ family: Family, _ p: Double) -> Double {
        switch family {
        case .quad: return -p * (p - 2)
        case .cubic: let q = p - 1; return q * q * q + 1
        case .quart: let q = p - 1; return -(q * q * q * q - 1)
        case .quint: let q = p - 1; return q * q * q * q * q + 1
        case .sine: return sin(p * .pi / 2)
        case .expo: return p == 1 ? 1 : 1 - pow(2, -10 * p)
        case .circ: let q = p - 1; return (1 - q * q).squareRoot()
        case .elastic:
            if p == 0 || p == 1 { return p }
            return pow(2, -10 * p) * sin((p - 0.075) * 2 * .pi / 0.3) + 1
        case .back:
            let s = 1.70158, q = p - 1
            return q * q * ((s + 1) * q + s) + 1
        case .bounce:
            return bounceOut(p)
        }
    }

    private static func easeInOut(_ family: Family, _ p: Double) -> Double {
        // Most families run the "in" half then the mirrored "out" half.
        let h = p * 2
        switch family {
        case .quad, .cubic, .quart, .quint, .circ:
            return h < 1 ? easeIn(family, h) / 2 : (easeOut(family, h - 1) + 1) / 2
        case .sine:
            return -0.5 * (cos(.pi * p) - 1)
        case .expo:
            if p == 0 || p == 1 { return p }
            return h < 1 ? 0.5 * pow(2, 10 * (h - 1)) : 0.5 * (2 - pow(2, -10 * (h - 1)))
        case .elastic:
            if p == 0 || p == 1 { return p }
            let q = h - 1
            let wave = sin((q - 0.1125) * 2 * .pi / 0.45)
            return h < 1 ? -0.5 * pow(2, 10 * q) * wave : pow(2, -10 * q) * wave * 0.5 + 1
        case .back:
            let s = 1.70158 * 1.525
            if h < 1 { return 0.5 * (h * h * ((s + 1) * h - s)) }
            let q = h - 2
            return 0.5 * (q * q * ((s + 1) * q + s) + 2)
        case .bounce:
            return p < 0.5 ? easeIn(.bounce, h) * 0.5 : bounceOut(h - 1) * 0.5 + 0.5
        }
    }

    private static func bounceOut(_ p: Double) -> Double {
        if p < 1 / 2.75 { return 7.5625 * p * p }
        if p < 2 / 2.75 { let q = p - 1.5 / 2.75; return 7.5625 * q * q + 0.75 }
        if p < 2.5 / 2.75 { let q = p - 2.25 / 2.75; return 7.5625 * q * q + 0.9375 }
        let q = p - 2.625 / 2.75
        return 7.5625 * q * q + 0.984375
    }
}
