/// A value a track can animate: it knows how to blend towards another value.
public protocol Interpolatable: Sendable {
    /// The value a fraction `progress` of the way from `self` to `other`.
    /// `progress` may leave 0...1 for overshooting curves; implementations extrapolate.
    func interpolated(to other: Self, at progress: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, at progress: Double) -> Double {
        self + (other - self) * progress
    }
}
