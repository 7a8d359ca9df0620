import ReelGeometry

/// What the contest chart draws its series as: lines (all a `chart_data.json`
/// holds), or one of the kinds a single-chart file declares (its `types` and
/// the flags `y_scaled`, `stacked`, `percentage`).
package struct TelegramMarks: Sendable, Hashable {
    package enum Shape: String, Sendable, CaseIterable {
        case lines, bars, areas
    }

    package var shape = Shape.lines
    /// Lines only: each series on its own y scale, the first labelled at the
    /// left and the second at the right, in their colours.
    package var twoAxes = false
    /// Bars and areas stack; this stacks each column to shares of 100 %.
    package var percentage = false

    package init(shape: Shape = .lines, twoAxes: Bool = false, percentage: Bool = false) {
        self.shape = shape
        self.twoAxes = twoAxes
        self.percentage = percentage
    }

    /// The kind in words, for messages: "lines", "lines on two axes",
    /// "stacked bars", "percentage areas".
    package var describedKind: String {
        switch shape {
        case .lines: twoAxes ? "lines on two axes" : "lines"
        case .bars, .areas: (percentage ? "percentage " : "stacked ") + shape.rawValue
        }
    }

    /// Whether the pie morph applies: percentage areas only.
    package var hasPie: Bool { shape == .areas && percentage }

    /// Whether the series are stacked on one another.
    package var stacks: Bool { shape != .lines }
}

/// One y axis's derived state: the tick sets in view with their weights, the
/// plot's range and the mini map's.
package struct TelegramAxis: Sendable {
    package var tickSets: [Weighted<TickSet>]
    package var range: ValueRange
    package var miniRange: ValueRange
    /// The plot range's follow at this moment: from the range shown at the
    /// fit's last change to the fit (before `range` widens to hold what is
    /// drawn); nil for an axis fitted at once.
    package var follow: FollowTransition<ValueRange>? = nil
}

/// Bar columns around irregular x values: column i reaches halfway to each
/// neighbour (the ends as far out as the nearest gap).
enum Columns {
    static func left(of i: Int, _ x: [Double]) -> Double {
        guard x.count > 1 else { return x[i] - 0.5 }
        return i > 0 ? (x[i - 1] + x[i]) / 2 : x[0] - (x[1] - x[0]) / 2
    }

    static func right(of i: Int, _ x: [Double]) -> Double {
        guard x.count > 1 else { return x[i] + 0.5 }
        let n = x.count
        return i < n - 1 ? (x[i] + x[i + 1]) / 2 : x[n - 1] + (x[n - 1] - x[n - 2]) / 2
    }

    /// The columns that reach into `window`.
    static func indices(of x: [Double], within window: ValueRange) -> ClosedRange<Int>? {
        guard !x.isEmpty else { return nil }
        var first = max(WindowExtent.lowerBound(x, window.lower) - 1, 0)
        if first < x.count - 1, right(of: first, x) <= window.lower { first += 1 }
        var last = min(WindowExtent.lowerBound(x, window.upper), x.count - 1)
        if last > 0, left(of: last, x) >= window.upper { last -= 1 }
        return first <= last ? first...last : nil
    }
}
