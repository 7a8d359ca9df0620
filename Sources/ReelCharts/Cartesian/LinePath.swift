import ReelGeometry

/// Straight lines through a series' points, in plot coordinates.
package enum LinePath {
    /// The indices to draw for x values within `window`: those inside plus
    /// one neighbour on each side, so the line runs on to the plot's edges
    /// (where the clip cuts it). `x` must increase.
    package static func indices(of x: [Double], within window: ValueRange) -> ClosedRange<Int>? {
        guard !x.isEmpty else { return nil }
        let first = max(WindowExtent.lowerBound(x, window.lower) - 1, 0)
        let last = min(WindowExtent.lowerBound(x, window.upper.nextUp), x.count - 1)
        return first <= last ? first...last : nil
    }

    /// The line through points `indices`, broken where a value is missing;
    /// a lone point between gaps is a zero-length segment (round caps draw a dot).
    package static func polyline(x: [Double], y: [Double?], indices: ClosedRange<Int>, transform: PlotTransform) -> Path {
        var path = Path()
        var open = false
        for i in indices {
            guard let value = y[i] else {
                open = false
                continue
            }
            let point = transform.point(x[i], value)
            if open {
                path.line(to: point)
            } else {
                path.move(to: point)
                let next = i + 1
                if next > indices.upperBound || y[next] == nil { path.line(to: point) }
                open = true
            }
        }
        return path
    }
}
