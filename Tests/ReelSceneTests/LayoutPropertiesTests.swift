import ReelGeometry
import Testing

@testable import ReelScene

/// `LayoutProperties` on hand-built layouts: each rule fires on the fault it
/// names and stays quiet on a clean frame.
@Suite struct LayoutPropertiesTests {
    static let plot = Rect(x: 20, y: 10, width: 200, height: 100)

    static func label(_ value: Double, y: Double, opacity: Double = 1, axis: Int = 0, x: Double = 0) -> FrameLayout.Item {
        FrameLayout.Item(id: "y-label/\(axis)/\(FrameLayout.number(value))", role: "y-label", text: FrameLayout.number(value),
                         value: value, axis: axis, opacity: opacity, bounds: Rect(x: x, y: y, width: 14, height: 8))
    }

    static func series(_ id: String, _ bounds: Rect?, opacity: Double = 1) -> FrameLayout.Item {
        FrameLayout.Item(id: "series/\(id)/line", role: "series", series: id, mark: "line", opacity: opacity, bounds: bounds)
    }

    static let plotItem = FrameLayout.Item(id: "plot", role: "plot", opacity: 1, bounds: plot)

    static func layout(_ items: [FrameLayout.Item], plots: [Rect] = [plot]) -> FrameLayout {
        FrameLayout(canvas: Size(240, 130), plots: plots, items: items)
    }

    /// A clean frame at rest: one label set, labels apart, ink inside, the data filling the plot.
    static let clean = layout([label(0, y: 100), label(50, y: 55), label(100, y: 10), plotItem,
                               series("a", Rect(x: 20, y: 10, width: 200, height: 100))])

    @Test func aCleanFrameHasNoViolations() {
        #expect(LayoutProperties.violations(in: Self.clean).isEmpty)
        #expect(LayoutProperties.fillViolations(in: Self.clean, minimum: 0.9).isEmpty)
        #expect(LayoutProperties.labelSets(in: Self.clean)[0]?.count == 1)
    }

    @Test func twoFadingSetsAreAllowedAThirdIsNot() {
        let old = [0.0, 50, 100].enumerated().map { Self.label($1, y: 100 - Double($0) * 45, opacity: 0.3, x: 0) }
        let new = [0.0, 20, 40].enumerated().map { Self.label($1, y: 100 - Double($0) * 30, opacity: 0.7, x: 30) }
        let third = [0.0, 5, 10].enumerated().map { Self.label($1, y: 100 - Double($0) * 30, opacity: 1, x: 60) }
        let two = Self.layout(old + new)
        #expect(LayoutProperties.labelSets(in: two)[0]?.count == 2)
        #expect(LayoutProperties.labelSetViolations(in: two).isEmpty)
        let three = Self.layout(old + new + third)
        let found = LayoutProperties.labelSetViolations(in: three)
        #expect(found.map(\.rule) == [.labelSets])
        #expect(found.first?.ids.count == 9)
        // Each axis is counted on its own.
        let split = Self.layout(old + new + third.map { var l = $0; l.axis = 1; return l })
        #expect(LayoutProperties.labelSetViolations(in: split).isEmpty)
    }

    @Test func anEdgeLabelFadingAloneStaysInItsSet() {
        let set = [Self.label(0, y: 100), Self.label(20, y: 70), Self.label(40, y: 40), Self.label(60, y: 12, opacity: 0.4)]
        #expect(LayoutProperties.labelSets(in: Self.layout(set))[0]?.count == 1)
        // Off the set's ticks it is a set of its own.
        let off = [Self.label(0, y: 100), Self.label(20, y: 70), Self.label(45, y: 40, opacity: 0.4)]
        #expect(LayoutProperties.labelSets(in: Self.layout(off))[0]?.count == 2)
    }

    /// Random seed 28 scene-64, t = 1.133: a step of 20 at 0.46 and one of
    /// 50 at 0.34, whose only label in full view is 3450 and whose next,
    /// 3550, fades at the plot's top: two sets, not three.
    @Test func aSetOfOneLabelKeepsItsNextLabelFadingAtTheEdge() {
        let fine = [3360.0, 3380, 3400, 3420].map { Self.label($0, y: 100 - ($0 - 3360) * 0.4, opacity: 0.46) }
        let coarse = Self.label(3450, y: 64, opacity: 0.34, x: 30)
        let edge = Self.label(3550, y: 10, opacity: 0.003, x: 30)
        #expect(LayoutProperties.labelSets(in: Self.layout(fine + [coarse, edge]))[0]?.count == 2)
        // Away from the edges, or brighter than the set, it is a set of its own.
        let inside = Self.label(3550, y: 60, opacity: 0.003, x: 60)
        #expect(LayoutProperties.labelSets(in: Self.layout(fine + [coarse, inside]))[0]?.count == 3)
        let bright = Self.label(3550, y: 10, opacity: 0.4, x: 30)
        #expect(LayoutProperties.labelSets(in: Self.layout(fine + [coarse, bright]))[0]?.count == 3)
    }

    @Test func hiddenLabelsAreNotCounted() {
        let hidden = [0.0, 5, 10].map { Self.label($0, y: 100 - $0 * 5, opacity: 0, x: 60) }
        let faint = [0.0, 7, 14].map { Self.label($0, y: 100 - $0 * 5, opacity: 0.5, x: 90) }
        #expect(LayoutProperties.labelSetViolations(in: Self.layout(Self.clean.items + hidden + faint)).isEmpty)
    }

    @Test func overlappingLabelsAreReportedInPairs() {
        let x = FrameLayout.Item(id: "x-label/1", role: "x-label", text: "May 1", value: 1, opacity: 1,
                                 bounds: Rect(x: 5, y: 104, width: 30, height: 10))
        let found = LayoutProperties.labelOverlaps(in: Self.layout([Self.label(0, y: 100), x]))
        #expect(found.map(\.ids) == [["y-label/0/0", "x-label/1"]])
        // Touching, or overlapping by half a point, is fine; so is a hidden label.
        var near = x
        near.bounds = Rect(x: 5, y: 107.6, width: 30, height: 10)
        #expect(LayoutProperties.labelOverlaps(in: Self.layout([Self.label(0, y: 100), near])).isEmpty)
        var hidden = x
        hidden.opacity = 0
        #expect(LayoutProperties.labelOverlaps(in: Self.layout([Self.label(0, y: 100), hidden])).isEmpty)
        // Non-label items (a plaque, the title) are not labels.
        var title = x
        title.role = "title"
        #expect(LayoutProperties.labelOverlaps(in: Self.layout([Self.label(0, y: 100), title])).isEmpty)
    }

    @Test func seriesInkOutsideItsPlotIsReported() {
        let high = Self.series("a", Rect(x: 20, y: 2, width: 200, height: 80))
        let found = LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, high]))
        #expect(found.map(\.ids) == [["series/a/line"]])
        // A stroke's half width over the edge is allowed; a hidden series is not checked.
        let stroke = Self.series("a", Rect(x: 19, y: 9, width: 202, height: 80))
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, stroke])).isEmpty)
        let hidden = Self.series("a", Rect(x: 20, y: 2, width: 200, height: 80), opacity: 0)
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, hidden])).isEmpty)
    }

    @Test func eachSeriesIsCheckedAgainstItsOwnChart() {
        let second = Rect(x: 20, y: 200, width: 200, height: 100)
        let inSecond = Self.series("b", Rect(x: 20, y: 210, width: 200, height: 50))
        let items = [Self.plotItem, Self.series("a", Rect(x: 20, y: 10, width: 200, height: 50)),
                     FrameLayout.Item(id: "detail/plot", role: "plot", opacity: 1, bounds: second), inSecond]
        let layout = Self.layout(items, plots: [Self.plot, second])
        #expect(LayoutProperties.inkOutsidePlot(in: layout).isEmpty)
        #expect(LayoutProperties.fillRatios(in: layout) == [0.5, 0.5])
    }

    @Test func theFillRatioIsTheVisibleSeriesSpanOverThePlotHeight() {
        let low = Self.series("a", Rect(x: 20, y: 60, width: 200, height: 50))
        let mid = Self.series("b", Rect(x: 20, y: 40, width: 200, height: 30))
        let gone = Self.series("c", Rect(x: 20, y: 10, width: 200, height: 10), opacity: 0)
        let layout = Self.layout([Self.plotItem, low, mid, gone])
        #expect(LayoutProperties.fillRatios(in: layout) == [0.7])
        let found = LayoutProperties.fillViolations(in: layout, minimum: 0.9)
        #expect(found.map(\.rule) == [.fillRatio])
        #expect(found.first?.ids == ["series/a/line", "series/b/line"])
        #expect(LayoutProperties.fillViolations(in: layout, minimum: 0.7).isEmpty)
        // No visible series: no ratio, no violation.
        #expect(LayoutProperties.fillRatios(in: Self.layout([Self.plotItem])) == [nil])
    }

    @Test func labelsSharedByTwoFadingSetsAreNoSetOfTheirOwn() {
        // Steps 2000 fading out and 1000 fading in: 0, 2000 and 4000 are in both, drawn once at the sum.
        let shared = [0.0, 2000, 4000].map { Self.label($0, y: 100 - $0 / 100, opacity: 1) }
        let old = [6000.0, 8000, 10000].map { Self.label($0, y: 100 - $0 / 100, opacity: 0.943) }
        let new = [1000.0, 3000, 5000].map { Self.label($0, y: 100 - $0 / 100, opacity: 0.057, x: 30) }
        #expect(LayoutProperties.labelSets(in: Self.layout(shared + old + new))[0]?.count == 2)
        // At another opacity than the sum they are a set of their own.
        let apart = [0.0, 2000, 4000].map { Self.label($0, y: 100 - $0 / 100, opacity: 0.5, x: 60) }
        #expect(LayoutProperties.labelSets(in: Self.layout(apart + old + new))[0]?.count == 3)
        // Three sets fading at once stay three, shared labels or not.
        let third = [500.0, 2500, 4500].map { Self.label($0, y: 100 - $0 / 100, opacity: 0.2, x: 90) }
        let thinner = new.map { var l = $0; l.opacity = 0.3; return l }
        let sum = [0.0, 2000, 4000].map { Self.label($0, y: 100 - $0 / 100, opacity: 0.8) }
        let fading = old.map { var l = $0; l.opacity = 0.5; return l }
        let three = Self.layout(sum + fading + thinner + third)
        #expect(LayoutProperties.labelSetViolations(in: three).map(\.rule) == [.labelSets])
        // Values off either set's ticks are not shared, whatever their opacity.
        let off = [0.0, 2000, 4500].map { Self.label($0, y: 100 - $0 / 100, opacity: 1, x: 120) }
        #expect(LayoutProperties.labelSets(in: Self.layout(off + old + new))[0]?.count == 3)
    }

    @Test func dotsMayReachTheirRadiusOverThePlotsEdge() {
        func dots(_ bounds: Rect) -> FrameLayout.Item {
            FrameLayout.Item(id: "series/a/dot", role: "series", series: "a", mark: "dot", opacity: 1, bounds: bounds)
        }
        // Dots of radius 3 on points at the plot's left, right and top edges.
        let onEdges = dots(Rect(x: 17, y: 7, width: 206, height: 50))
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, onEdges])).isEmpty)
        // Centred 5 pt above the plot: outside by more than a radius.
        let above = dots(Rect(x: 17, y: 2, width: 206, height: 6))
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, above])).map(\.ids) == [["series/a/dot"]])
        // A row of dots of radius 3 cut to a 2.7 pt sliver at the plot's floor (their points below
        // the range), on points at the left and right edges: its box is no dot high, its shapes are.
        var sliver = dots(Rect(x: 17, y: 107.3, width: 206, height: 2.7))
        sliver.shapeSize = 6
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, sliver])).isEmpty)
        sliver.shapeSize = 2
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, sliver])).map(\.ids) == [["series/a/dot"]])
        // A line is held to its stroke's half width, dots or not.
        let line = Self.series("a", Rect(x: 17, y: 7, width: 206, height: 50))
        #expect(LayoutProperties.inkOutsidePlot(in: Self.layout([Self.plotItem, line])).map(\.ids) == [["series/a/line"]])
    }

    @Test func theFillRatioMeasuresMarksOnAYAxisOnly() {
        let slice = FrameLayout.Item(id: "series/a/slice", role: "series", series: "a", mark: "slice", opacity: 1,
                                     bounds: Rect(x: 80, y: 30, width: 60, height: 60))
        #expect(LayoutProperties.fillRatios(in: Self.layout([Self.plotItem, slice])) == [nil])
        let bar = FrameLayout.Item(id: "series/a/bar", role: "series", series: "a", mark: "bar", opacity: 1,
                                   bounds: Rect(x: 20, y: 30, width: 200, height: 80))
        #expect(LayoutProperties.fillRatios(in: Self.layout([Self.plotItem, slice, bar])) == [0.8])
    }

    @Test func onTwoAxesEachSeriesFillsThePlotOnItsOwn() {
        let high = Self.series("a", Rect(x: 20, y: 10, width: 200, height: 95))
        let squashed = Self.series("b", Rect(x: 20, y: 90, width: 200, height: 20))
        let layout = Self.layout([Self.plotItem, high, squashed])
        // Together they span the plot; the second axis' line alone does not.
        #expect(LayoutProperties.fillViolations(in: layout, minimum: 0.9).isEmpty)
        #expect(LayoutProperties.fillRatios(in: layout, series: "b") == [0.2])
        let found = LayoutProperties.fillViolations(in: layout, minimum: 0.9, eachSeries: ["a", "b"])
        #expect(found.map(\.ids) == [["series/b/line"]])
        // A series left out (its data has no extent) is not measured.
        #expect(LayoutProperties.fillViolations(in: layout, minimum: 0.9, eachSeries: ["a"]).isEmpty)
    }
}
