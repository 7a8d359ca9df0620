/// The smallest and largest value of any run of a series, in O(log n): what
/// the y fit asks for at every sampled moment of a window's motion, so it must
/// not walk the whole series (a 100,000-point line) each time.
///
/// A bottom-up segment tree over the values; gaps (`nil`) count for neither end.
package struct ExtentIndex: Sendable, Hashable {
    package let count: Int
    /// Whether the x values the index was built with increase, so a window
    /// can be found by binary search (checked once here, not per query).
    package let xIncreases: Bool
    private let lows: [Double]
    private let highs: [Double]

    /// An index over `values`, the y values of points at `x` (nil: no x to search by).
    package init(_ values: [Double?], x: [Double]? = nil) {
        count = values.count
        xIncreases = x.map { $0.count == values.count && zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } } ?? false
        var lows = [Double](repeating: .infinity, count: 2 * max(count, 1))
        var highs = [Double](repeating: -.infinity, count: 2 * max(count, 1))
        for (i, value) in values.enumerated() {
            if let value, value.isFinite {
                lows[count + i] = value
                highs[count + i] = value
            }
        }
        if count > 1 {
            for node in stride(from: count - 1, through: 1, by: -1) {
                lows[node] = min(lows[2 * node], lows[2 * node + 1])
                highs[node] = max(highs[2 * node], highs[2 * node + 1])
            }
        }
        self.lows = lows
        self.highs = highs
    }

    /// The extent of the values at `indices` (clamped to the series), or nil
    /// when they are all gaps or the range is empty.
    package func extent(_ indices: ClosedRange<Int>) -> ClosedRange<Double>? {
        var lo = max(indices.lowerBound, 0) + count
        var hi = min(indices.upperBound, count - 1) + count + 1
        guard lo < hi else { return nil }
        var low = Double.infinity, high = -Double.infinity
        while lo < hi {
            if lo & 1 == 1 {
                low = min(low, lows[lo]); high = max(high, highs[lo]); lo += 1
            }
            if hi & 1 == 1 {
                hi -= 1; low = min(low, lows[hi]); high = max(high, highs[hi])
            }
            lo >>= 1
            hi >>= 1
        }
        return low <= high ? low...high : nil
    }
}
