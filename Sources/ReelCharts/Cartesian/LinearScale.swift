import ReelGeometry

/// Values to positions in a straight line: `domain.lower` lands on
/// `range.lower`, `domain.upper` on `range.upper`. A y scale runs its range
/// downwards (bottom of the plot to its top), since screen y grows down.
package struct LinearScale: Sendable, Hashable {
    /// Values from one end of the axis to the other.
    package var domain: ValueRange
    /// Positions (points) of the domain's two ends.
    package var range: ValueRange

    package init(domain: ValueRange, range: ValueRange) {
        self.domain = domain
        self.range = range
    }

    /// Position of `value`; an empty domain puts everything in the middle.
    @inline(__always)
    package func position(_ value: Double) -> Double {
        let span = domain.span
        guard span != 0 else { return (range.lower + range.upper) / 2 }
        return range.lower + (value - domain.lower) / span * range.span
    }

    /// The value at `position`: the inverse of `position(_:)`.
    package func value(at position: Double) -> Double {
        guard range.span != 0 else { return domain.lower }
        return domain.lower + (position - range.lower) / range.span * domain.span
    }

    /// Points per unit of value (negative for a y scale).
    package var pointsPerUnit: Double { domain.span == 0 ? 0 : range.span / domain.span }
}
