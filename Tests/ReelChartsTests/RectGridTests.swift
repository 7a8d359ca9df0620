import ReelGeometry
import Testing
import TestSupport

@testable import ReelCharts

/// The grid answers "does this box touch any stored one?" exactly as a
/// scan of every stored box would.
@Suite struct RectGridTests {
    @Test func agreesWithABruteForceScan() {
        var random = SplitMix64(seed: 0x6A1D)
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var grid = RectGrid(cell: 12)
        var stored: [Rect] = []
        for _ in 0..<3_000 {
            let r = Rect(x: value(-50...850), y: value(-50...500), width: value(0...40), height: value(0...15))
            let margin = value(0...2)
            let expected = stored.contains { $0.intersects(r, margin: margin) }
            #expect(grid.intersectsAny(r, margin: margin) == expected)
            if Bool.random(using: &random) {
                grid.insert(r)
                stored.append(r)
            }
        }
        #expect(stored.count > 1_000)
    }

    @Test func farAndHugeRectanglesAreSafe() {
        var grid = RectGrid(cell: 10)
        grid.insert(Rect(x: 1e300, y: -1e300, width: 5, height: 5))
        grid.insert(Rect(x: 0, y: 0, width: 1e9, height: 1e9))
        #expect(grid.intersectsAny(Rect(x: 100, y: 100, width: 1, height: 1), margin: 0))
        #expect(!grid.intersectsAny(Rect(x: -100, y: -100, width: 1, height: 1), margin: 0))
    }
}
