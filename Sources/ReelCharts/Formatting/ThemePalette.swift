import ReelGeometry
import ReelTiming

/// A chart's chrome colours (everything but the data's), in a day and a
/// night variant: the chart draws their blend, so a theme switch is one
/// cross-fade that any frame computes on its own.
package protocol ThemePalette: Sendable, Hashable {
    /// The palette's colours by name, for scenes and tracks (`day.grid`).
    static var colors: [(name: String, keyPath: WritableKeyPath<Self, Color> & Sendable)] { get }
}

extension ThemePalette {
    /// Each colour a fraction `t` of the way to `other`'s (in OKLab).
    package func blended(to other: Self, at t: Double) -> Self {
        if t <= 0 { return self }
        if t >= 1 { return other }
        var result = self
        for (_, keyPath) in Self.colors {
            result[keyPath: keyPath] = self[keyPath: keyPath].interpolated(to: other[keyPath: keyPath], at: t)
        }
        return result
    }
}
