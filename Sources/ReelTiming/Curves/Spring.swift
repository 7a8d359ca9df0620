#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator moving from 0 to 1, as `CASpringAnimation`
/// models it: a mass on a spring with a damper, released with an initial
/// velocity (in units of the whole distance per second).
///
/// Unlike the other curves a spring is a function of seconds, not of progress:
/// the track's duration only decides when the animation stops looking.
package struct Spring: Sendable, Hashable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double

    /// `CASpringAnimation`'s defaults are mass 1, stiffness 100, damping 10,
    /// initial velocity 0. Mass and stiffness must be positive, damping not negative.
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "invalid spring parameters")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's perceptual form: `response` is the period of the undamped
    /// spring in seconds, `dampingRatio` 1 is critical damping. Mass is 1.
    package init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let physical = Self.physical(response: response, dampingRatio: dampingRatio)
        self.init(mass: 1, stiffness: physical.stiffness, damping: physical.damping, initialVelocity: initialVelocity)
    }

    /// Stiffness and damping of the perceptual form's spring (mass 1).
    package static func physical(response: Double, dampingRatio: Double) -> (stiffness: Double, damping: Double) {
        (pow(2 * .pi / response, 2), 4 * .pi * dampingRatio / response)
    }

    /// Whether a spring with these parameters has finite physics: valid for
    /// `init`, with a positive frequency and a damping ratio whose square
    /// is finite. Extreme values (a response of 1e-300 s, a mass of 1e-300
    /// on a stiffness of 1e300) overflow them, and every position would be
    /// NaN.
    package static func isEvaluable(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> Bool {
        guard mass > 0, stiffness > 0, damping >= 0, [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite) else {
            return false
        }
        let w0 = (stiffness / mass).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
        return w0 > 0 && [w0, zeta, w0 * w0, w0 * zeta, zeta * zeta].allSatisfy(\.isFinite)
    }

    /// Undamped angular frequency.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// 1 is critical damping; below rings, above creeps.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Position at `seconds` after release: 0 at the start, settling at 1.
    package func value(atSeconds t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(t)
    }

    /// Distance left to the target (1 at the start), from the closed-form solution
    /// of m x'' + c x' + k x = 0 with x(0) = 1, x'(0) = -initialVelocity.
    func displacement(_ t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if zeta == 1 {
            return (1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// An upper bound of |displacement| from `t` on, used to know when the
    /// motion can no longer leave a band around the target.
    private func envelope(_ t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (1 + b * b).squareRoot()
        }
        if zeta == 1 { return (1 + abs(w0 - v0) * t) * exp(-w0 * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    /// The time after which the spring stays within `threshold` (0.001 of the
    /// distance) of its target for good; infinite without damping.
    package func settlingDuration(threshold: Double = 0.001) -> Double {
        guard damping > 0 else { return .infinity }
        // Find a time from which the envelope guarantees the band...
        var bound = 0.01
        while envelope(bound) >= threshold {
            bound *= 1.5
            if bound > 1e6 { return .infinity }
        }
        // ...then walk back to the last moment the motion touched its edge.
        let step = min(0.001, bound / 1000)
        var t = bound
        while t > 0 && abs(displacement(t)) < threshold { t -= step }
        guard t > 0 else { return 0 }
        var inside = min(t + step, bound), outside = t
        for _ in 0..<60 {
            let mid = (inside + outside) / 2
            if abs(1 - value(atSeconds: mid)) < threshold { inside = mid } else { outside = mid }
        }
        // The bisection ends on the band's edge; step off it so the promise
        // "within the threshold from here on" holds for value(atSeconds:) itself.
        while abs(1 - value(atSeconds: inside)) >= threshold { inside = inside.nextUp }
        return inside
    }
}
