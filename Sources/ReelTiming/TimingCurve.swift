/// Maps linear progress through an animation (0...1) to eased progress.
///
/// Values may leave 0...1 for curves that overshoot. New families of curves
/// (Penner's, springs, steps) join as further cases.
public enum TimingCurve: Sendable, Hashable {
    case cubicBezier(CubicBezier)

    /// Eased progress for linear progress `x`.
    public func progress(_ x: Double) -> Double {
        switch self {
        case .cubicBezier(let curve):
            return curve.progress(at: x)
        }
    }

    /// `kCAMediaTimingFunctionLinear`.
    public static let linear = TimingCurve.cubicBezier(CubicBezier(0, 0, 1, 1))
    /// `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// `kCAMediaTimingFunctionDefault`, the curve of implicit layer animations.
    public static let `default` = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// Curves addressable by name in a scene file, in the order they are listed to users.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// The curve with the given name, or nil when there is none.
    public static func named(_ name: String) -> TimingCurve? {
        named.first { $0.name == name }?.curve
    }
}
