import ReelGeometry
import Testing

@testable import ReelCharts

/// The shared axis layouts: grid lines, labels (thinning, ends, opacity,
/// tags, clipping) and the scales they place by.
@Suite struct AxisLayoutTests {
    static let plot = Rect(x: 10, y: 20, width: 100, height: 50)

    /// The runs drawn, with their tags (each label is a tagged group around one run).
    static func runs(_ items: [DisplayItem]) -> [(tag: DisplayTag, run: TextRun)] {
        items.flatMap { item -> [(tag: DisplayTag, run: TextRun)] in
            guard case .group(let group) = item else { return [] }
            if let tag = group.tag, case .text(let run)? = group.items.first { return [(tag, run)] }
            return runs(group.items)
        }
    }

    static func labels(_ values: [Double], edge: AxisEdge = .bottom, width: Double = 10) -> AxisLabels {
        AxisLabels(edge: edge, ticks: values.map { AxisTick(value: $0, ordinal: Int($0), width: width) },
                   scale: LinearScale(domain: ValueRange(0, 10), range: ValueRange(10, 110)),
                   text: { "t\($0)" }, across: 80, font: Font(size: 10), color: .black,
                   alignment: TextAlignment(horizontal: .center, vertical: .top))
    }

    // MARK: Grid

    @Test func gridLinesCrossThePlotAtTheirTicksWithTheirOpacity() {
        let ticks = [FadingTick(value: 0, opacity: 1, step: 5), FadingTick(value: 5, opacity: 0.5, step: 5)]
        let grid = GridLines(axis: "y", ticks: ticks, scale: LinearScale(domain: ValueRange(0, 10), range: ValueRange(70, 20)),
                             plot: Self.plot, color: .black, width: 1)
        #expect(grid.lines.map(\.position) == [70, 45])
        #expect(grid.lines.map(\.tag.id) == ["grid/y/0", "grid/y/5"])
        let items = grid.items()
        guard case .group(let tagged) = items[1], case .stroke(let path, _, .solid(let color), _)? = tagged.items.first else {
            Issue.record("a tagged stroke"); return
        }
        #expect(color.alpha == 0.5)
        #expect(path.elements == Path { $0.move(to: Point(10, 45)); $0.line(to: Point(110, 45)) }.elements)
    }

    @Test func barsAreFilledRectanglesCentredOnTheirPositions() {
        let grid = GridLines(axis: "x", lines: [GridLine(position: 50, opacity: 1, tag: .grid("x", 3))], plot: Self.plot,
                             color: .black, width: 2, mark: .bar)
        guard case .group(let tagged) = grid.items()[0], case .rect(let rect, _)? = tagged.items.first else {
            Issue.record("a tagged rectangle"); return
        }
        #expect(rect == Rect(x: 49, y: 20, width: 2, height: 50))
    }

    @Test func spacedLinesAreNumberedFromTheirStart() {
        let grid = GridLines(axis: "y", every: 1, from: 70, to: 60, plot: Self.plot, color: .black, width: 1)
        // At least 3 points apart.
        #expect(grid.lines.map(\.position) == [70, 67, 64, 61])
        #expect(grid.lines.map(\.tag.id) == ["grid/y/#0", "grid/y/#1", "grid/y/#2", "grid/y/#3"])
    }

    @Test func setsAreClippedTogetherOnlyWhenThereIsSomethingToClip() {
        let grid = GridLines(axis: "x", lines: [GridLine(position: 50, opacity: 1, tag: .grid("x", 3))], plot: Self.plot,
                             color: .black, width: 1)
        #expect(GridLines.items(of: [grid, grid], clip: nil).count == 2)
        guard case .group(let group)? = GridLines.items(of: [grid, grid], clip: Self.plot).first else {
            Issue.record("one clipped group"); return
        }
        #expect(group.clip == Self.plot && group.items.count == 2)
        #expect(GridLines.items(of: [], clip: Self.plot).isEmpty)
    }

    @Test func axisLinesAreTaggedByTheirEdge() {
        let ids = [AxisEdge.bottom, .left, .right].map { edge -> String? in
            guard case .group(let g) = AxisLine(edge: edge, plot: Self.plot, color: .black).item() else { return nil }
            return g.tag?.id
        }
        #expect(ids == ["axis/x", "axis/y/0", "axis/y/1"])
    }

    // MARK: Labels

    @Test func labelsArePlacedByTheScaleAndTaggedByTheirEdge() {
        let bottom = Self.runs(Self.labels([0, 5]).items())
        #expect(bottom.map(\.run.anchor) == [Point(10, 80), Point(60, 80)])
        #expect(bottom.map(\.tag.id) == ["x-label/0", "x-label/5"])
        #expect(bottom.map(\.run.text) == ["t0", "t1"])
        var right = Self.labels([5], edge: .right)
        right.nudge = -5
        let run = Self.runs(right.items())[0]
        #expect(run.run.anchor == Point(80, 55) && run.tag.id == "y-label/1/5" && run.tag.axis == 1)
    }

    @Test func thinningHidesAndFadesCandidates() {
        var labels = Self.labels([0, 1, 2, 3, 4])
        // 10 pt apart, 10 wide, gap 6: stride 2, the odd multiples at (20 - 13) / 3, clamped to 1.
        labels.thinning = (LabelThinning(spacing: 10, width: 10, gap: 6), anchor: 0)
        let shown = Self.runs(labels.items())
        #expect(shown.map(\.tag.value) == [0, 2, 4])
        #expect(shown.allSatisfy { $0.run.color.alpha == 1 })
        labels.thinning = (LabelThinning(spacing: 10, width: 16, gap: 6), anchor: 0)
        // stride 2 (20 >= 19): the odd multiple 2 fades to (20 - 19) / 3.
        let faded = Self.runs(labels.items())
        #expect(faded.map(\.tag.value) == [0, 2, 4])
        #expect(abs(faded[1].run.color.alpha - 1.0 / 3) < 1e-12 && faded[0].run.color.alpha == 1)
    }

    @Test func labelsFadeAsTheySlidePastTheEnds() {
        var labels = Self.labels([0, 5, 9.75, 9.999])
        labels.ends = .fadedPast(lower: 10, upper: 110)
        // 0 is half outside (gone); 9.75 reaches 2.5 pt past the end of a
        // 10-wide label (half gone), 9.999 almost 5.
        let shown = Self.runs(labels.items())
        #expect(shown.map(\.tag.value) == [5, 9.75, 9.999])
        let alphas = shown.map(\.run.color.alpha)
        #expect(alphas[0] == 1 && abs(alphas[1] - 0.5) < 1e-9 && alphas[2] < 1.0 / 255)
        labels.minimumOpacity = 1.0 / 255
        #expect(Self.runs(labels.items()).map(\.tag.value) == [5, 9.75])
    }

    @Test func labelsKeptInsideMoveInOrGo() {
        var labels = Self.labels([0, 5, 10], width: 30)
        labels.ends = .keptInside(lower: 0, upper: 120, gap: 3)
        // 0 at 10 moves to 15, 10 at 110 to 105; both clear of 5 at 60.
        #expect(Self.runs(labels.items()).map(\.run.anchor.x) == [15, 60, 105])
        labels = Self.labels([0, 1], width: 30)
        labels.ends = .keptInside(lower: 0, upper: 120, gap: 3)
        // 0 moves to 15, within 30 + 3 of 1 at 20: it goes; 1 did not move, it stays.
        #expect(Self.runs(labels.items()).map(\.tag.value) == [1])
    }

    @Test func aFadingTickKeepsItsValueAndOpacity() {
        #expect(AxisTick(FadingTick(value: 2500, opacity: 0.25, step: 500)) == AxisTick(value: 2500, opacity: 0.25))
    }

    @Test func labelsOfSeveralAxesAreClippedTogether() {
        let items = AxisLabels.items(of: [Self.labels([0]), Self.labels([5], edge: .left)], clip: Self.plot)
        guard case .group(let group)? = items.first, items.count == 1 else { Issue.record("one group"); return }
        #expect(group.clip == Self.plot && Self.runs(group.items).map(\.tag.id) == ["x-label/0", "y-label/0/5"])
    }

    // MARK: Scales

    @Test func aScrollScaleDrawsItsWindowFromItsOrigin() {
        let scale = ScrollScale(domain: ValueRange(0, 1440), offset: 600, length: 120, origin: 20, width: 240)
        #expect(scale.pointsPerUnit == 2)
        #expect(scale.position(600) == 20 && scale.position(720) == 260)
        #expect(scale.values(margin: 20, width: 280) == ValueRange(590, 730))
        #expect(scale.multiples(of: 15, in: ValueRange(590, 730)) == [600, 615, 630, 645, 660, 675, 690, 705, 720])
        #expect(scale.multiples(of: 15, in: ValueRange(1430, 1500)) == [1440])
        let mirrored = ScrollScale(domain: ValueRange(-1440, 0), offset: 720, length: 120, origin: 20, width: 240)
        #expect(MirroredScale(mirrored).position(720) == mirrored.position(-720))
    }
}
