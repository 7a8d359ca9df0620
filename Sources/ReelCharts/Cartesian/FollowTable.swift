/// A target of `Follow` sampled once per animation on its grid, over a range
/// of grid indices, with every change between two grid points located:
/// what `Follow.changes` computes for each frame, computed once and shared
/// by every frame and worker.
///
/// Invariant: for every grid index k in `grid`, `value(at: k)` equals
/// `target(Double(k) * Follow.sampling)`, and wherever the samples at k - 1
/// and k differ (both in `grid`), the run starting at k holds
/// `Follow.locate(between: Double(k - 1) * sampling, and: Double(k) * sampling, ...)`:
/// the very numbers `Follow.changes` computes, so a follow read from the
/// table is bit for bit the follow computed live. Equal consecutive samples
/// are kept as one run (by `==`, which for the fits is an equivalence).
package struct FollowTable<T: Equatable & Sendable>: Sendable {
    /// A stretch of grid points with equal samples.
    struct Run: Sendable {
        /// Its first grid index.
        let start: Int
        /// The sample there (the value a change to this run reports).
        let value: T
        /// When the target changed to `value`, between grid points
        /// `start - 1` and `start`; nil for the first run.
        let change: Double?
    }

    /// The most grid points a table samples: ten hours.
    package static var maximumCount: Int { 10 * 3600 * 120 }

    /// The grid indices sampled.
    let grid: ClosedRange<Int>
    /// In order of `start`; the first starts at `grid.lowerBound`.
    let runs: [Run]

    /// Samples `target` at grid indices `grid`.
    package init(grid: ClosedRange<Int>, target: (Double) -> T) {
        self.grid = grid
        var runs: [Run] = []
        var previous: T?
        for k in grid {
            let value = target(Double(k) * Follow.sampling)
            if let previous {
                if value != previous {
                    let change = Follow.locate(between: Double(k - 1) * Follow.sampling, and: Double(k) * Follow.sampling,
                                               from: previous, target: target)
                    runs.append(Run(start: k, value: value, change: change))
                }
            } else {
                runs.append(Run(start: k, value: value, change: nil))
            }
            previous = value
        }
        self.runs = runs
    }

    /// Samples `target` over every grid point `follow` reads for a frame at a
    /// time in `times`; nil when those are not finite or more than
    /// `maximumCount` (frames then compute live).
    package init?(follow: Follow, times: ClosedRange<Double>, target: (Double) -> T) {
        let first = ((times.lowerBound - follow.reach) / Follow.sampling).rounded(.down) - 1
        let last = (times.upperBound / Follow.sampling).rounded(.up) + 1
        guard follow.duration > 0, first.isFinite, last.isFinite, abs(first) < 1e12, abs(last) < 1e12,
              last - first < Double(Self.maximumCount) else { return nil }
        self.init(grid: Int(first)...Int(last), target: target)
    }

    /// The sample at grid index `k` (in `grid`).
    func value(at k: Int) -> T { runs[run(containing: k)].value }

    /// The index of the run holding grid index `k` (in `grid`): binary search.
    private func run(containing k: Int) -> Int {
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].start <= k { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// `Follow.changes(from: start, to: end, target:)` with the grid's samples
    /// and the changes between them read from the table, the two partial
    /// intervals at the ends computed live as there; nil when the window
    /// reaches outside `grid` or holds no grid point (then it is all live).
    func changes(from start: Double, to end: Double, target: (Double) -> T) -> [(time: Double, value: T)]? {
        let s = Follow.sampling
        // The same first grid point as the live loop, and the last one it reaches.
        let first = Int((start / s).rounded(.down)) + 1
        guard let last = Self.lastGridIndex(before: end), first <= last else { return nil }
        let onGrid = Double(first - 1) * s == start
        guard grid.contains(onGrid ? first - 1 : first), grid.contains(last) else { return nil }
        var result = [(time: start, value: target(start))]
        var i = run(containing: first)
        if runs[i].value != result[0].value {
            // After a start on the grid, the change is the table's (the run
            // starts at `first`); after one between grid points, this frame's own.
            let change = onGrid ? runs[i].change! : Follow.locate(between: start, and: Double(first) * s,
                                                                  from: result[0].value, target: target)
            result.append((change, runs[i].value))
        }
        i += 1
        while i < runs.count, runs[i].start <= last {
            result.append((runs[i].change!, runs[i].value))
            i += 1
        }
        let before = runs[i - 1].value, value = target(end)
        if value != before {
            result.append((Follow.locate(between: Double(last) * s, and: end, from: before, target: target), value))
        }
        return result
    }

    /// The largest k with `Double(k) * sampling < end`, as the live loop
    /// finds it; nil for a time off the grid's scale.
    static func lastGridIndex(before end: Double) -> Int? {
        let guess = (end / Follow.sampling).rounded(.up)
        guard guess.isFinite, abs(guess) < 1e12 else { return nil }
        var k = Int(guess)
        while Double(k) * Follow.sampling >= end { k -= 1 }
        while Double(k + 1) * Follow.sampling < end { k += 1 }
        return k
    }
}
