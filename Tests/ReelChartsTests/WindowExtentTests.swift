import ReelGeometry
import TestSupport
import Testing

@testable import ReelCharts

/// What a straight-line series shows inside an x window: the defined points
/// inside it plus the line's values where it crosses the window's ends,
/// never interpolating across a gap.
@Suite struct WindowExtentTests {
    func extent(_ x: [Double], _ y: [Double?], _ lo: Double, _ hi: Double) -> ClosedRange<Double>? {
        WindowExtent.of(x: x, y: y, index: ExtentIndex(y, x: x), in: ValueRange(lo, hi))
    }

    static func close(_ a: ClosedRange<Double>?, _ b: ClosedRange<Double>?, tolerance: Double = 1e-9) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            return abs(a.lowerBound - b.lowerBound) <= tolerance && abs(a.upperBound - b.upperBound) <= tolerance
        default: return false
        }
    }

    /// Independent reference for increasing x: defined points in [lo, hi],
    /// and at each end strictly inside a segment with both ends defined, the
    /// straight line's value there.
    static func reference(_ x: [Double], _ y: [Double?], _ lo: Double, _ hi: Double) -> ClosedRange<Double>? {
        var values: [Double] = []
        for (xi, yi) in zip(x, y) where xi >= lo && xi <= hi {
            if let yi { values.append(yi) }
        }
        for edge in [lo, hi] {
            for j in 0..<max(x.count - 1, 0) where x[j] < edge && edge < x[j + 1] {
                if let a = y[j], let b = y[j + 1] {
                    values.append(a + (b - a) * (edge - x[j]) / (x[j + 1] - x[j]))
                }
            }
        }
        guard let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }

    static func pointsInside(_ x: [Double], _ y: [Double?], _ lo: Double, _ hi: Double) -> ClosedRange<Double>? {
        let inside = zip(x, y).filter { $0.0 >= lo && $0.0 <= hi }.compactMap(\.1)
        guard let low = inside.min(), let high = inside.max() else { return nil }
        return low...high
    }

    let x: [Double] = [0, 10, 20, 30]
    let y: [Double?] = [0, 100, 50, 80]

    @Test func windowInsideOneSegmentGivesOnlyTheCrossings() {
        // 2...7 lies between x = 0 (y 0) and x = 10 (y 100): the line runs 20 -> 70 there.
        #expect(Self.close(extent(x, y, 2, 7), 20...70))
        // 12...18 on the falling segment 100 -> 50: 90 at 12, 60 at 18.
        #expect(Self.close(extent(x, y, 12, 18), 60...90))
    }

    @Test func windowCoveringPointsAddsTheCrossings() {
        // 5...15: the point (10, 100) plus 50 at x = 5 and 75 at x = 15.
        #expect(Self.close(extent(x, y, 5, 15), 50...100))
        // 15...25: the point (20, 50), 75 at 15 and 65 at 25.
        #expect(Self.close(extent(x, y, 15, 25), 50...75))
        // Ends exactly on points: just the points 100 and 50 (no interpolation needed).
        #expect(Self.close(extent(x, y, 10, 20), 50...100))
        // The whole series.
        #expect(Self.close(extent(x, y, 0, 30), 0...100))
        #expect(Self.close(extent(x, y, -100, 100), 0...100))
    }

    @Test func gapsNextToTheEdgesAreNotBridged() {
        let gappy: [Double?] = [0, nil, 50, 80]
        // At x = 5 the segment 0 -> nil does not exist, so nothing is interpolated there;
        // inside: (10, nil) and (20, 50); at 25: 50 -> 80 gives 65.
        #expect(Self.close(extent(x, gappy, 5, 25), 50...65))
        // A window wholly between a point and a gap shows nothing.
        #expect(extent(x, gappy, 2, 8) == nil)
        #expect(extent(x, gappy, 12, 18) == nil)
        // The gap on the right: [0, 100, nil, 80], window 5...15 -> 50 at 5, the point 100, nothing at 15.
        let right: [Double?] = [0, 100, nil, 80]
        #expect(Self.close(extent(x, right, 5, 15), 50...100))
        // Window 15...25 straddles the gap on both sides: nothing shows.
        #expect(extent(x, right, 15, 25) == nil)
    }

    @Test func windowsBeyondTheData() {
        #expect(extent(x, y, 40, 50) == nil)
        #expect(extent(x, y, -20, -5) == nil)
        // Partly beyond: no crossing outside the data, only inside it.
        // -10...5: the point (0, 0) and 50 at x = 5.
        #expect(Self.close(extent(x, y, -10, 5), 0...50))
        // 25...99: 65 at 25 and the point (30, 80).
        #expect(Self.close(extent(x, y, 25, 99), 65...80))
        // Degenerate inputs.
        #expect(extent([], [], 0, 1) == nil)
        #expect(WindowExtent.of(x: [0, 1], y: [1], index: nil, in: ValueRange(0, 1)) == nil)
        // A single point: in the window or not.
        #expect(extent([5], [3], 0, 10) == 3...3)
        #expect(extent([5], [3], 6, 10) == nil)
    }

    @Test func unsortedXFallsBackToTheScan() {
        // Not increasing: points inside the window count, nothing is interpolated.
        let ux: [Double] = [0, 20, 10, 30]
        let uy: [Double?] = [1, 5, 3, 7]
        #expect(WindowExtent.of(x: ux, y: uy, index: ExtentIndex(uy, x: ux), in: ValueRange(5, 25)) == 3...5)
        // Equal x values are not increasing either.
        let flat: [Double] = [0, 10, 10, 20]
        #expect(WindowExtent.of(x: flat, y: [1, 2, 9, nil], index: ExtentIndex([1, 2, 9, nil], x: flat), in: ValueRange(5, 20)) == 2...9)
        // An index over a different series is not trusted.
        #expect(WindowExtent.of(x: x, y: y, index: ExtentIndex([1, 2], x: [0, 1]), in: ValueRange(10, 20)) == 50...100)
        // Nor one built without x (nothing to search by): the points inside are still all counted.
        let unindexed = WindowExtent.of(x: x, y: y, index: ExtentIndex(y), in: ValueRange(5, 25))
        #expect(unindexed.map { $0.contains(50) && $0.contains(100) } == true)
    }

    @Test func randomSortedSeriesMatchTheReference() {
        var rng = SplitMix64(seed: 0x3D0E)
        for count in [1, 2, 3, 10, 200] {
            var xs: [Double] = []
            var position = Double.random(in: -50...50, using: &rng)
            for _ in 0..<count {
                xs.append(position)
                position += Double.random(in: 0.1...5, using: &rng)
            }
            let ys: [Double?] = xs.map { _ in
                Double.random(in: 0..<1, using: &rng) < 0.1 ? nil : Double.random(in: -100...100, using: &rng)
            }
            let index = ExtentIndex(ys, x: xs)
            let span = (xs.last! - xs.first!) + 20
            for q in 0..<200 {
                let a = xs.first! - 10 + Double.random(in: 0...1, using: &rng) * span
                // Some windows end exactly on a point.
                let b = q % 4 == 0 ? xs.randomElement(using: &rng)! : xs.first! - 10 + Double.random(in: 0...1, using: &rng) * span
                let lo = min(a, b), hi = max(a, b)
                let got = WindowExtent.of(x: xs, y: ys, index: index, in: ValueRange(lo, hi))
                let expected = Self.reference(xs, ys, lo, hi)
                #expect(Self.close(got, expected), "count \(count), window \(lo)...\(hi): \(String(describing: got)) vs \(String(describing: expected))")
            }
        }
    }

    @Test func randomUnsortedSeriesMatchAScanOfThePointsInside() {
        var rng = SplitMix64(seed: 0x0505)
        for _ in 0..<20 {
            let count = Int.random(in: 2...100, using: &rng)
            var xs = (0..<count).map { _ in Double.random(in: 0...100, using: &rng) }
            xs.shuffle(using: &rng)
            xs.swapAt(0, 1)  // make sure it is not increasing
            if xs[0] < xs[1] { xs.swapAt(0, 1) }
            let ys: [Double?] = xs.map { _ in
                Double.random(in: 0..<1, using: &rng) < 0.1 ? nil : Double.random(in: -100...100, using: &rng)
            }
            for _ in 0..<50 {
                let a = Double.random(in: -10...110, using: &rng), b = Double.random(in: -10...110, using: &rng)
                let lo = min(a, b), hi = max(a, b)
                let got = WindowExtent.of(x: xs, y: ys, index: ExtentIndex(ys, x: xs), in: ValueRange(lo, hi))
                #expect(got == Self.pointsInside(xs, ys, lo, hi), "window \(lo)...\(hi)")
            }
        }
    }

    @Test func lowerBoundFindsTheFirstIndexAtOrAbove() {
        let xs: [Double] = [1, 3, 3, 7]
        #expect(WindowExtent.lowerBound(xs, 0) == 0)
        #expect(WindowExtent.lowerBound(xs, 1) == 0)
        #expect(WindowExtent.lowerBound(xs, 2) == 1)
        #expect(WindowExtent.lowerBound(xs, 3) == 1)  // the first of equal values
        #expect(WindowExtent.lowerBound(xs, 3.5) == 3)
        #expect(WindowExtent.lowerBound(xs, 7) == 3)
        #expect(WindowExtent.lowerBound(xs, 8) == 4)
        #expect(WindowExtent.lowerBound([], 1) == 0)
    }
}
