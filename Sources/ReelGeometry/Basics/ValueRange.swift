/// A closed interval of values, `[lower, upper]`: a visible window of a
/// chart's data, a range of an axis.
package struct ValueRange: Sendable, Hashable {
    package var lower: Double
    package var upper: Double

    package init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    package var span: Double { upper - lower }
}
