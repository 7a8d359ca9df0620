import ReelGeometry

/// `count` equal bands side by side across `range`: item i sits in the
/// middle of the i-th band (the gradient line chart's seven days).
package struct BandScale: Sendable, Hashable {
    package var count: Int
    /// Positions (points) of the first band's start and the last band's end.
    package var range: ValueRange
    /// Share of each band left empty between neighbours (0: touching).
    package var padding: Double

    package init(count: Int, range: ValueRange, padding: Double = 0) {
        self.count = count
        self.range = range
        self.padding = padding
    }

    /// Width of a whole band, padding included.
    package var step: Double { range.span / Double(max(count, 1)) }

    /// Width of the drawn part of a band.
    package var bandwidth: Double { step * (1 - padding) }

    /// Middle of band `index` (fractional indices fall in between).
    @inline(__always)
    package func center(_ index: Double) -> Double {
        range.lower + (index + 0.5) * step
    }
}
