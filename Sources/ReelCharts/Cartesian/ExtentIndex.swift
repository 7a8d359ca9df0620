/// The smallest and largest value of any run of a series, in O(log n): what
/// the y fit asks for at every sampled moment of a window's motion, so it must
/// not walk the whole series (a 100,000-point line) each time.
///
/// A bottom-up segment tree over blocks of `blockSize` values, reading the
/// series itself (shared, not copied) for the partial blocks at a query's
/// two ends: a 32nd of a tree over every value, so a 100,000-point series
/// costs 100 KB beside its data rather than 3.2 MB. Gaps (`nil`) and
/// non-finite values count for neither end.
///
/// Invariant: `extent(i...j)` is the smallest and largest finite value at
/// the indices of `i...j` inside the series, nil where there is none.
package struct ExtentIndex: Sendable, Hashable {
    package let count: Int
    /// Whether the x values the index was built with increase, so a window
    /// can be found by binary search (checked once here, not per query).
    package let xIncreases: Bool
    private let values: [Double?]
    /// Tree nodes over the blocks: leaves at `blocks + k` for block k.
    private let lows: [Double]
    private let highs: [Double]
    private let blocks: Int

    /// Values a leaf of the tree stands for.
    static let blockSize = 32

    /// An index over `values`, the y values of points at `x` (nil: no x to search by).
    package init(_ values: [Double?], x: [Double]? = nil) {
        count = values.count
        self.values = values
        xIncreases = x.map { $0.count == values.count && zip($0, $0.dropFirst()).allSatisfy { $0 < $1 } } ?? false
        blocks = (count + Self.blockSize - 1) / Self.blockSize
        var lows = [Double](repeating: .infinity, count: 2 * max(blocks, 1))
        var highs = [Double](repeating: -.infinity, count: 2 * max(blocks, 1))
        for block in 0..<blocks {
            let (low, high) = Self.scan(values, block * Self.blockSize..<min(count, (block + 1) * Self.blockSize))
            lows[blocks + block] = low
            highs[blocks + block] = high
        }
        if blocks > 1 {
            for node in stride(from: blocks - 1, through: 1, by: -1) {
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
        let first = max(indices.lowerBound, 0), last = min(indices.upperBound, count - 1)
        guard first <= last else { return nil }
        let firstBlock = first / Self.blockSize, lastBlock = last / Self.blockSize
        guard firstBlock < lastBlock else {
            let (low, high) = Self.scan(values, first..<(last + 1))
            return low <= high ? low...high : nil
        }
        // The partial blocks at the ends from the values, the blocks between from the tree.
        var (low, high) = Self.scan(values, first..<((firstBlock + 1) * Self.blockSize))
        let (tailLow, tailHigh) = Self.scan(values, (lastBlock * Self.blockSize)..<(last + 1))
        low = min(low, tailLow)
        high = max(high, tailHigh)
        var lo = firstBlock + 1 + blocks, hi = lastBlock + blocks
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

    /// The smallest and largest finite value at `range` (infinities when none).
    private static func scan(_ values: [Double?], _ range: Range<Int>) -> (Double, Double) {
        var low = Double.infinity, high = -Double.infinity
        for i in range {
            if let value = values[i], value.isFinite {
                low = min(low, value)
                high = max(high, value)
            }
        }
        return (low, high)
    }
}
