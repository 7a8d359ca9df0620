/// A value a track can animate.
///
/// A type exposes itself as a point in a space where straight lines look
/// right (colours use OKLab rather than sRGB, for example); blending,
/// distances for paced keyframes and splines for cubic keyframes are all
/// computed on those components.
package protocol Interpolatable: Sendable {
    /// The value's coordinates in its interpolation space.
    var interpolationComponents: [Double] { get }
    /// Rebuilds a value from coordinates (possibly outside the usual range,
    /// for overshooting curves).
    init(interpolationComponents: [Double])

    /// The value a fraction `progress` of the way to `other`; extrapolates
    /// outside 0...1.
    func interpolated(to other: Self, at progress: Double) -> Self
    /// Straight-line distance to `other` in interpolation space.
    func distance(to other: Self) -> Double
}

extension Interpolatable {
    package func interpolated(to other: Self, at progress: Double) -> Self {
        // The ends come back unchanged, not through a round trip of the space.
        if progress == 0 { return self }
        if progress == 1 { return other }
        let a = interpolationComponents, b = other.interpolationComponents
        return Self(interpolationComponents: zip(a, b).map { $0 + ($1 - $0) * progress })
    }

    package func distance(to other: Self) -> Double {
        zip(interpolationComponents, other.interpolationComponents)
            .reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
            .squareRoot()
    }
}

extension Double: Interpolatable {
    package var interpolationComponents: [Double] { [self] }
    package init(interpolationComponents c: [Double]) { self = c.first ?? 0 }

    package func interpolated(to other: Double, at progress: Double) -> Double {
        self + (other - self) * progress
    }

    package func distance(to other: Double) -> Double { abs(other - self) }
}

/// Arrays of numbers interpolate element by element (they must have the same length).
extension Array: Interpolatable where Element == Double {
    package var interpolationComponents: [Double] { self }
    package init(interpolationComponents c: [Double]) { self = c }
}
