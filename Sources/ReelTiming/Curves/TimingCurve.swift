/// Maps linear progress through an animation (0...1) to eased progress.
///
/// Values may leave 0...1 for curves that overshoot (back, elastic, springs,
/// Bezier curves with y outside 0...1).
package enum TimingCurve: Sendable, Hashable {
    case cubicBezier(CubicBezier)
    /// One of the Charts library's Penner easings, e.g. `easeInOutBack`.
    case penner(PennerEasing)
    case spring(Spring)
    case steps(Steps)
    /// Holds the start value until the very end, then jumps.
    case hold

    /// Eased progress for linear progress `x` of a track lasting `duration`
    /// seconds. Only springs use the duration: they run in seconds.
    package func progress(_ x: Double, duration: Double = 1) -> Double {
        switch self {
        case .cubicBezier(let curve): return curve.progress(at: x)
        case .penner(let easing): return easing.progress(min(max(x, 0), 1))
        case .spring(let spring): return spring.value(atSeconds: x * duration)
        case .steps(let steps): return steps.progress(min(max(x, 0), 1))
        case .hold: return x >= 1 ? 1 : 0
        }
    }

    /// The duration a track with this curve gets when the scene gives none:
    /// a spring's settling duration, otherwise nil (the track's own default).
    package var naturalDuration: Double? {
        if case .spring(let spring) = self { return spring.settlingDuration() }
        return nil
    }

    /// Whether eased progress never decreases as x grows.
    package var isMonotone: Bool {
        switch self {
        case .cubicBezier(let c): return (0...1).contains(c.y1) && (0...1).contains(c.y2)
        case .penner(let e): return ![.elastic, .back, .bounce].contains(e.family)
        case .spring(let s):
            // A non-oscillating spring still overshoots once if launched fast
            // enough: beyond w0 (zeta + sqrt(zeta^2 - 1)), the slow root's rate.
            let zeta = s.dampingRatio
            guard zeta >= 1, s.initialVelocity >= 0 else { return false }
            return s.initialVelocity <= s.naturalFrequency * (zeta + (zeta * zeta - 1).squareRoot())
        case .steps, .hold: return true
        }
    }

    /// `kCAMediaTimingFunctionLinear`.
    package static let linear = TimingCurve.cubicBezier(CubicBezier(0, 0, 1, 1))
    /// `kCAMediaTimingFunctionEaseIn`.
    package static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// `kCAMediaTimingFunctionEaseOut`.
    package static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    package static let easeInEaseOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// `kCAMediaTimingFunctionDefault`, the curve of implicit layer animations.
    package static let `default` = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// Curves addressable by a plain name, in the order they are listed to users:
    /// Core Animation's five, the Charts library's thirty Penner easings, `hold`.
    package static let named: [(name: String, curve: TimingCurve)] =
        [("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
         ("easeInEaseOut", .easeInEaseOut), ("default", .default)]
        + PennerEasing.all.map { ($0.name, .penner($0)) }
        + [("hold", .hold)]

    /// Other spellings of named curves: CSS's keywords (same control points
    /// as Core Animation's) and `easeInOut`, the name most other libraries use.
    package static let aliases: [(name: String, curve: TimingCurve)] = [
        ("easeInOut", .easeInEaseOut), ("ease", .default), ("ease-in", .easeIn),
        ("ease-out", .easeOut), ("ease-in-out", .easeInEaseOut),
        ("step-start", .steps(Steps(1, .jumpStart))), ("step-end", .steps(Steps(1, .jumpEnd))),
    ]

    /// The curve with the given plain name or alias, or nil when there is none.
    package static func named(_ name: String) -> TimingCurve? {
        (named.first { $0.name == name } ?? aliases.first { $0.name == name })?.curve
    }

    /// Every curve a scene can name, compactly, for error messages.
    package static let summary = "linear, easeIn, easeOut, easeInEaseOut, default, hold, "
        + "easeIn|easeOut|easeInOut + Quad|Cubic|Quart|Quint|Sine|Expo|Circ|Elastic|Back|Bounce, "
        + "cubicBezier(…), spring(…), steps(…)"
}
