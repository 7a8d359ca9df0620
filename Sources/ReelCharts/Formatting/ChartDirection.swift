import ReelGeometry

/// Which way a chart reads: time and reading order left to right, or the
/// whole chart mirrored for a right-to-left language (as the parental-control
/// timeline mirrors for Arabic: intervals become `[-end, -start]`, the y axis
/// moves to the right).
package enum ChartDirection: String, Sendable, Hashable, CaseIterable {
    /// Right to left when the scene's `locale` writes right to left (`ar_EG`, `he_IL`).
    case auto
    case ltr
    case rtl

    /// Whether the chart is mirrored, given the scene's formatter.
    package func isRightToLeft(with formatter: ValueFormatter) -> Bool {
        switch self {
        case .auto: return formatter.isRightToLeft
        case .ltr: return false
        case .rtl: return true
        }
    }

    /// The paragraph direction of the chart's labels.
    package func textDirection(with formatter: ValueFormatter) -> TextDirection {
        isRightToLeft(with: formatter) ? .rightToLeft : .leftToRight
    }
}
