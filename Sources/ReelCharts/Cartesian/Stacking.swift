/// Series stacked on one another at each x: derived state, a pure function of
/// the values and each series' weight (its visibility), so a series that
/// fades out shrinks its layer to nothing and the layers above settle onto
/// the ones below in the same motion.
///
/// Series k spans `bottom(k, i)...top(k, i)`; the first starts at 0. Missing
/// values count as 0. With `percentage`, each column is scaled so the layers
/// fill 0...100 exactly (a column whose weighted values are all 0 stays 0):
/// `top(last, i)` is 100 and each layer's height is its share.
package struct Stack: Sendable, Equatable {
    /// The x indices stacked.
    package let indices: ClosedRange<Int>
    /// `tops[k][i - indices.lowerBound]`.
    package let tops: [[Double]]

    /// Stacks `values` (one array per series, all the same length), each
    /// series scaled by `weights[k]` (clamped to 0...1), over `indices`.
    package init(_ values: [[Double?]], weights: [Double], indices: ClosedRange<Int>, percentage: Bool) {
        self.indices = indices
        let weights = weights.map { Swift.min(Swift.max($0, 0), 1) }
        var tops = [[Double]](repeating: [], count: values.count)
        var running = [Double](repeating: 0, count: indices.count)
        for k in values.indices {
            let series = values[k], weight = k < weights.count ? weights[k] : 1
            for (j, i) in indices.enumerated() {
                running[j] += Swift.max(series[i] ?? 0, 0) * weight
            }
            tops[k] = running
        }
        if percentage {
            for j in running.indices where running[j] > 0 {
                let scale = 100 / running[j]
                for k in tops.indices { tops[k][j] *= scale }
                // Exactly 100 at the top, whatever the rounding.
                tops[tops.count - 1][j] = 100
            }
        }
        self.tops = tops
    }

    /// The top of series `k` at x index `i`.
    package func top(_ k: Int, _ i: Int) -> Double { tops[k][i - indices.lowerBound] }

    /// The bottom of series `k` at x index `i`: the top of the one below, or 0.
    package func bottom(_ k: Int, _ i: Int) -> Double { k == 0 ? 0 : tops[k - 1][i - indices.lowerBound] }

    /// The height of series `k` at `i`: its value, or its share of 100.
    package func height(_ k: Int, _ i: Int) -> Double { top(k, i) - bottom(k, i) }

    /// The column's total at `i`.
    package func total(_ i: Int) -> Double { tops.last?[i - indices.lowerBound] ?? 0 }
}

/// Whole-number percentages that add up to exactly 100, for labels: each
/// share rounded down, then the remaining points given to the largest
/// remainders (ties to the earlier series). So a plaque or a pie never reads
/// 99 % or 101 % in total. All zero shares give all zeros.
package enum Percentages {
    package static func rounded(_ shares: [Double]) -> [Int] {
        let total = shares.reduce(0) { $0 + Swift.max($1, 0) }
        guard total > 0 else { return shares.map { _ in 0 } }
        let exact = shares.map { Swift.max($0, 0) / total * 100 }
        var result = exact.map { Int($0.rounded(.down)) }
        let missing = 100 - result.reduce(0, +)
        let order = exact.indices.sorted { a, b in
            let ra = exact[a] - Double(result[a]), rb = exact[b] - Double(result[b])
            return ra != rb ? ra > rb : a < b
        }
        for k in order.prefix(Swift.max(missing, 0)) { result[k] += 1 }
        return result
    }
}
