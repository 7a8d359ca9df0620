/// How an animation's progress runs over its duration: Core Animation's
/// `CAMediaTimingFunction` curves, the Penner curves of the Charts library,
/// springs as `CASpringAnimation` and SwiftUI describe them, and CSS steps.
///
/// A timing function is written in the scene file as its expression
/// (`"easeInEaseOut"`, `"cubicBezier(0.34, 1.56, 0.64, 1)"`,
/// `"spring(1, 100, 10, 0)"`); `chartreel ease NAME` plots any of them.
/// A spring sets its animation's duration to its settling time unless the
/// animation gives one.
public struct TimingFunction: Hashable, CustomStringConvertible {
    /// The curve as a scene file writes it.
    public let description: String

    /// A curve as a scene writes it: a name of the catalogue or a function
    /// form; checked when the scene is read.
    public init(_ expression: String) {
        description = expression
    }

    var sceneValue: SceneValue { .string(description) }

    init?(sceneValue: SceneValue) {
        guard case .string(let text) = sceneValue else { return nil }
        self.init(text)
    }

    // Core Animation's named curves.
    /// Progress equals time (`kCAMediaTimingFunctionLinear`).
    public static let linear = TimingFunction("linear")
    /// `kCAMediaTimingFunctionEaseIn`: cubicBezier(0.42, 0, 1, 1).
    public static let easeIn = TimingFunction("easeIn")
    /// `kCAMediaTimingFunctionEaseOut`: cubicBezier(0, 0, 0.58, 1).
    public static let easeOut = TimingFunction("easeOut")
    /// `kCAMediaTimingFunctionEaseInEaseOut`: cubicBezier(0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction("easeInEaseOut")
    /// `kCAMediaTimingFunctionDefault`: cubicBezier(0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction("default")
    /// Holds the start value and jumps to the end value at the end.
    public static let hold = TimingFunction("hold")

    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as
    /// `CAMediaTimingFunction(controlPoints:)`: x1 and x2 from 0 to 1, the
    /// y values may overshoot.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingFunction {
        TimingFunction("cubicBezier(\(text(x1)), \(text(y1)), \(text(x2)), \(text(y2)))")
    }

    /// A damped spring as `CASpringAnimation` sets it up (defaults 1, 100,
    /// 10, 0); its duration is its settling time unless the animation gives one.
    public static func spring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                              initialVelocity: Double = 0) -> TimingFunction {
        TimingFunction("spring(\(text(mass)), \(text(stiffness)), \(text(damping)), \(text(initialVelocity)))")
    }

    /// A spring as SwiftUI describes it: the time it takes to respond and
    /// how much it is damped (1: no bounce).
    public static func spring(response: Double, dampingRatio: Double) -> TimingFunction {
        TimingFunction("spring(response: \(text(response)), dampingRatio: \(text(dampingRatio)))")
    }

    /// CSS `steps(n, position)`: `position` is `jump-start`, `jump-end`
    /// (the default), `jump-none` or `jump-both`.
    public static func steps(_ count: Int, position: String = "jump-end") -> TimingFunction {
        TimingFunction("steps(\(count), \(position))")
    }

    /// A number as the curve expressions write it: `1` rather than `1.0`.
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension TimingFunction: OptionValue {}
