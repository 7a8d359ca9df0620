/// A closed interval of values, `[lower, upper]`: a visible window of a
/// chart's data, a range of an axis.
public struct ValueRange: Sendable, Hashable {
    public var lower: Double
    public var upper: Double

    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    public var span: Double { upper - lower }
}
