import ReelGeometry

/// A series' points and the index its y fit searches, built together once:
/// neither can change without the other, so no chart keeps an index beside
/// its series by hand. Shared by every frame (the arrays are copied on write,
/// and nothing writes them).
package struct SeriesPoints: Sendable, Hashable {
    /// Same count as `y`.
    package let x: [Double]
    /// Nil values are gaps: the line breaks there.
    package let y: [Double?]
    /// Over `y`, searched by `x` (`ExtentIndex.xIncreases`).
    package let extents: ExtentIndex

    package init(x: [Double], y: [Double?]) {
        self.x = x
        self.y = y
        extents = ExtentIndex(y, x: x)
    }

    /// The range of values the line shows within `window` (x units, or
    /// point indices when the points stand in equal `slots`): O(log n)
    /// where x increases (`WindowExtent`).
    package func extent(in window: ValueRange, slots: Bool = false) -> ClosedRange<Double>? {
        WindowExtent.of(x: slots ? y.indices.map(Double.init) : x, y: y, index: extents, in: window)
    }

    /// The range of every value, gaps left out.
    package var wholeExtent: ClosedRange<Double>? { extents.count > 0 ? extents.extent(0...(extents.count - 1)) : nil }

    /// The index follows from the points, so the points alone say whether two are the same.
    package static func == (a: SeriesPoints, b: SeriesPoints) -> Bool { a.x == b.x && a.y == b.y }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }
}
