import TestSupport
import Testing

@testable import ReelCharts

/// The segment tree's answers against a plain scan of the same values.
@Suite struct ExtentIndexTests {
    /// Min and max of the defined values at `indices` clamped to the series; nil if none.
    static func bruteForce(_ values: [Double?], _ indices: ClosedRange<Int>) -> ClosedRange<Double>? {
        let lo = max(indices.lowerBound, 0), hi = min(indices.upperBound, values.count - 1)
        guard lo <= hi else { return nil }
        let defined = values[lo...hi].compactMap { $0 }
        guard let low = defined.min(), let high = defined.max() else { return nil }
        return low...high
    }

    static func randomSeries(count: Int, rng: inout SplitMix64) -> [Double?] {
        (0..<count).map { _ in
            Double.random(in: 0..<1, using: &rng) < 0.1 ? nil : Double.random(in: -1000...1000, using: &rng)
        }
    }

    @Test func smallCasesByHand() {
        let values: [Double?] = [3, nil, -2, 7, nil, 5]
        let index = ExtentIndex(values)
        #expect(index.count == 6)
        #expect(index.extent(0...5) == -2...7)
        #expect(index.extent(0...0) == 3...3)
        #expect(index.extent(1...1) == nil)  // a lone gap
        #expect(index.extent(3...5) == 5...7)
        #expect(index.extent(4...5) == 5...5)
        // Clamping: beyond either end counts only what is inside.
        #expect(index.extent(-10...0) == 3...3)
        #expect(index.extent(5...100) == 5...5)
        #expect(index.extent(-100...100) == -2...7)
        // Wholly outside: nothing.
        #expect(index.extent(6...9) == nil)
        #expect(index.extent(-9 ... -1) == nil)
    }

    @Test func tinySeries() {
        // Empty: every query is empty.
        let empty = ExtentIndex([])
        #expect(empty.count == 0)
        for range in [0...0, -1...1, 0...10, -5 ... -2] {
            #expect(empty.extent(range) == nil, "\(range)")
        }
        // One value, and one gap.
        #expect(ExtentIndex([4.5]).extent(0...0) == 4.5...4.5)
        #expect(ExtentIndex([4.5]).extent(-3...3) == 4.5...4.5)
        #expect(ExtentIndex([4.5]).extent(1...3) == nil)
        #expect(ExtentIndex([nil]).extent(0...0) == nil)
        // Two values, in both orders, and with a gap.
        #expect(ExtentIndex([1, -1]).extent(0...1) == -1...1)
        #expect(ExtentIndex([-1, 1]).extent(1...1) == 1...1)
        #expect(ExtentIndex([nil, 2]).extent(0...1) == 2...2)
        #expect(ExtentIndex([nil, 2]).extent(0...0) == nil)
        #expect(ExtentIndex([nil, nil]).extent(-1...2) == nil)
    }

    @Test func xIncreasesIsCheckedOnceAtBuildTime() {
        #expect(ExtentIndex([1, 2, 3], x: [0, 1, 5]).xIncreases)
        #expect(ExtentIndex([1], x: [7]).xIncreases)
        #expect(ExtentIndex([], x: []).xIncreases)
        #expect(!ExtentIndex([1, 2, 3], x: [0, 1, 1]).xIncreases)  // equal x: not increasing
        #expect(!ExtentIndex([1, 2, 3], x: [0, 2, 1]).xIncreases)
        #expect(!ExtentIndex([1, 2, 3], x: [0, 1]).xIncreases)  // x for another series
        #expect(!ExtentIndex([1, 2, 3]).xIncreases)  // no x at all
        // The x values do not change the extents.
        #expect(ExtentIndex([4, nil, -1], x: [0, 1, 2]).extent(0...2) == ExtentIndex([4, nil, -1]).extent(0...2))
    }

    @Test func nonFiniteValuesCountAsGaps() {
        let index = ExtentIndex([1, .nan, .infinity, -.infinity, 2])
        #expect(index.extent(0...4) == 1...2)
        #expect(index.extent(1...3) == nil)
    }

    @Test func allGapRunsInsideASeries() {
        var values: [Double?] = (0..<100).map { Double($0) }
        for i in 40..<60 { values[i] = nil }
        let index = ExtentIndex(values)
        #expect(index.extent(40...59) == nil)
        #expect(index.extent(45...50) == nil)
        #expect(index.extent(39...59) == 39...39)
        #expect(index.extent(40...60) == 60...60)
        #expect(index.extent(0...99) == 0...99)
    }

    @Test func randomQueriesMatchAScan() {
        var rng = SplitMix64(seed: 0xE87E)
        // Odd and even sizes, powers of two and not: the bottom-up tree's
        // shape differs with the size's bits; sizes about a block's
        // (`ExtentIndex.blockSize`) and a few blocks' and many.
        for count in [0, 1, 2, 3, 5, 8, 31, 32, 33, 64, 65, 100, 1000, 4133] {
            let values = Self.randomSeries(count: count, rng: &rng)
            let index = ExtentIndex(values)
            let queries = count >= 1000 ? 600 : 150
            for q in 0..<queries {
                // Bounds from a bit beyond both ends, so some queries clamp and some miss.
                let a = Int.random(in: -5...(count + 5), using: &rng)
                let b = q % 5 == 0 ? a : Int.random(in: -5...(count + 5), using: &rng)
                let range = min(a, b)...max(a, b)
                let expected = Self.bruteForce(values, range)
                #expect(index.extent(range) == expected, "count \(count), query \(range)")
            }
        }
    }

    @Test func mostlyGapsMatchAScan() {
        // A sparse series: long all-gap runs must come back nil, not +-infinity.
        var rng = SplitMix64(seed: 0x5BA25E)
        let values: [Double?] = (0..<1000).map { _ in
            Double.random(in: 0..<1, using: &rng) < 0.97 ? nil : Double.random(in: -1...1, using: &rng)
        }
        let index = ExtentIndex(values)
        var nils = 0
        for _ in 0..<500 {
            let a = Int.random(in: 0..<1000, using: &rng)
            let range = a...min(a + Int.random(in: 0...40, using: &rng), 999)
            let expected = Self.bruteForce(values, range)
            if expected == nil { nils += 1 }
            #expect(index.extent(range) == expected, "\(range)")
        }
        #expect(nils > 50)  // the all-gap case really was exercised
    }
}
