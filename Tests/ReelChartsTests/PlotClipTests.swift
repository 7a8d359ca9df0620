import ReelGeometry
import Testing

@testable import ReelCharts

/// The data clip: a side is cut only where the data runs past the axis range
/// there, and only uncut sides leave room for marks to overhang.
@Suite struct PlotClipTests {
    static let plot = Rect(x: 10, y: 20, width: 300, height: 150)
    /// x over 0...100, y over 0...50.
    static let transform = PlotTransform(plot: plot, xRange: ValueRange(0, 100), yRange: ValueRange(0, 50))

    func clip(x: ClosedRange<Double>?, y: ClosedRange<Double>?, transform: PlotTransform = Self.transform) -> PlotClip {
        PlotClip(transform: transform, xExtent: x, yExtent: y)
    }

    func cuts(_ c: PlotClip) -> [Bool] { [c.cutsLeft, c.cutsRight, c.cutsTop, c.cutsBottom] }

    @Test func sidesAreCutOnlyWhereTheDataRunsPast() {
        // Data inside, or ending exactly at the range's ends: nothing cut.
        #expect(cuts(clip(x: 20...80, y: 10...40)) == [false, false, false, false])
        #expect(cuts(clip(x: 0...100, y: 0...50)) == [false, false, false, false])
        // One side at a time (order: left, right, top, bottom).
        #expect(cuts(clip(x: -5...80, y: 10...40)) == [true, false, false, false])
        #expect(cuts(clip(x: 20...120, y: 10...40)) == [false, true, false, false])
        #expect(cuts(clip(x: 20...80, y: 10...60)) == [false, false, true, false])
        #expect(cuts(clip(x: 20...80, y: -1...40)) == [false, false, false, true])
        // A window inside a longer series, and a range inside the values: every side.
        #expect(cuts(clip(x: -1000...1000, y: -5...55)) == [true, true, true, true])
        // Nothing known about the data: nothing cut.
        #expect(cuts(clip(x: nil, y: nil)) == [false, false, false, false])
        #expect(cuts(clip(x: nil, y: 10...60)) == [false, false, true, false])
    }

    @Test func roundingAtTheEndsIsNotACut() {
        // 1e-12 past an end of a span of 100 is rounding (the threshold is 1e-9 of the span); 1e-6 is data.
        #expect(cuts(clip(x: -1e-12...(100 + 1e-12), y: -1e-12...(50 + 1e-12))) == [false, false, false, false])
        #expect(cuts(clip(x: -1e-6...(100 + 1e-6), y: -1e-6...(50 + 1e-6))) == [true, true, true, true])
    }

    @Test func bandsNeverCutAcross() {
        // Slots: every x value has its own band inside the plot, so left and right are never cut.
        let bands = PlotTransform(plot: Self.plot, xRange: ValueRange(0, 6), yRange: ValueRange(0, 50), placement: .slots, slots: 7)
        #expect(cuts(clip(x: -3...20, y: -1...60, transform: bands)) == [false, false, true, true])
        #expect(cuts(clip(x: 0...6, y: 0...50, transform: bands)) == [false, false, false, false])
    }

    @Test func theRectangleGrowsOnlyOnUncutSides() {
        let plot = Self.plot
        let overhang = 3.0
        for mask in 0..<16 {
            let left = mask & 1 != 0, right = mask & 2 != 0, top = mask & 4 != 0, bottom = mask & 8 != 0
            let c = PlotClip(cutsLeft: left, cutsRight: right, cutsTop: top, cutsBottom: bottom)
            let r = c.rect(around: plot, overhang: overhang)
            // Each uncut side moves out by the overhang; cut sides stay on the plot's edge.
            #expect(r.minX == (left ? 10 : 7), "mask \(mask)")
            #expect(r.maxX == (right ? 310 : 313), "mask \(mask)")
            #expect(r.minY == (top ? 20 : 17), "mask \(mask)")  // y grows down: the top is minY
            #expect(r.maxY == (bottom ? 170 : 173), "mask \(mask)")
        }
        #expect(PlotClip.exact.rect(around: plot, overhang: 8) == plot)
        // No overhang: the plot whatever is cut.
        #expect(PlotClip(cutsLeft: false, cutsRight: false, cutsTop: false, cutsBottom: false).rect(around: plot, overhang: 0) == plot)
    }

    @Test func fromDataToRectangle() {
        // A series ending inside the window on the right and dipping below the range: its last dot may
        // overhang on the right, the top and left stay open too (data inside), the bottom is cut.
        let c = clip(x: 0...90, y: -2...45)
        let r = c.rect(around: Self.plot, overhang: 4)
        #expect(r == Rect(x: 6, y: 16, width: 308, height: 154))
    }
}
