import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

/// Dense series drawn round are painted column by column (`ColumnCoverage`),
/// with each pixel's exact area between the envelopes: the area the mask
/// gives their outline (`DenseStroke.outline`), without the single-precision
/// drift the mask's tall edges gather (a spike's flank, 2-3 levels of 255
/// off). So the frames are those of filling the outline through the mask to
/// within that drift, under every kind of paint and clip, trimmed or
/// whole, and with the whole line's columns kept from frame to frame.
@Suite struct DenseColumnTests {
    typealias Shape = DenseStrokeTests.Shape

    static let background = Color(r8: 243, g8: 243, b8: 243)

    /// The stroke through the rasterizer (columns) and its outline filled
    /// through the mask, on canvases of `size`, with `clip` as a group clip.
    static func pair(_ path: Path, width: Double, paint: Paint, trim: TrimRange, clip: Rect? = nil,
                     opacity: Double = 1, rasterizer: inout Rasterizer,
                     size: (Int, Int) = (800, 480)) throws -> (columns: Canvas, mask: Canvas) {
        let style = StrokeStyle(width: width, cap: .round, join: .round)
        func grouped(_ item: DisplayItem) -> DisplayList {
            guard clip != nil || opacity < 1 else { return DisplayList([item]) }
            return DisplayList([.group(DisplayGroup([item], opacity: opacity, clip: clip))])
        }
        let columns = try Canvas(width: size.0, height: size.1, background: background)
        try rasterizer.draw(grouped(.stroke(path, style, paint, trim: trim)), on: columns)
        let outline = Rasterizer.outline(of: path, style: style, trim: trim, transform: .identity).contours
        var plain = Path()
        for contour in outline where contour.count > 2 {
            plain.move(to: contour[0])
            for p in contour.dropFirst() { plain.line(to: p) }
            plain.close()
        }
        let mask = try Canvas(width: size.0, height: size.1, background: background)
        var fresh = Rasterizer()
        try fresh.draw(grouped(.fill(plain, paint, rule: .nonZero)), on: mask)
        return (columns, mask)
    }

    /// Pixels whose channels differ at all, and the largest difference.
    static func difference(_ a: Canvas, _ b: Canvas) -> (pixels: Int, worst: Int) {
        var pixels = 0, worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba8(x: x, y: y), q = b.rgba8(x: x, y: y)
                let d = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b), abs(p.a - q.a))
                if d > 0 { pixels += 1 }
                worst = max(worst, d)
            }
        }
        return (pixels, worst)
    }

    /// Within the mask's drift: a few levels at most, on pixels too few and
    /// too faint to move the SSIM.
    static func expectSame(_ pair: (columns: Canvas, mask: Canvas), _ label: String) throws {
        let d = difference(pair.columns, pair.mask)
        let ssim = try #require(StructuralSimilarity.ssim(pair.columns, pair.mask))
        #expect(d.worst <= 4, "\(label): worst difference \(d.worst)")
        #expect(ssim >= 0.9995, "\(label): SSIM \(ssim)")
    }

    /// The area of polygon `contour` (simple, in pixels) inside the pixel at
    /// (x, y): the polygon clipped to the pixel's four sides in turn.
    static func exactArea(_ contour: [Point], x: Int, y: Int) -> Double {
        var polygon = contour
        func clip(_ inside: (Point) -> Bool, _ cut: (Point, Point) -> Point) {
            guard var previous = polygon.last else { return }
            var kept: [Point] = []
            for p in polygon {
                if inside(p) != inside(previous) { kept.append(cut(previous, p)) }
                if inside(p) { kept.append(p) }
                previous = p
            }
            polygon = kept
        }
        let (left, top) = (Double(x), Double(y))
        for edge in [left, left + 1] {
            clip({ edge == left ? $0.x >= edge : $0.x <= edge }) { a, b in Point(edge, a.y + (b.y - a.y) * (edge - a.x) / (b.x - a.x)) }
        }
        for edge in [top, top + 1] {
            clip({ edge == top ? $0.y >= edge : $0.y <= edge }) { a, b in Point(a.x + (b.x - a.x) * (edge - a.y) / (b.y - a.y), edge) }
        }
        var twice = 0.0
        for (p, q) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) { twice += p.x * q.y - q.x * p.y }
        return abs(twice) / 2
    }

    @Test(arguments: [Shape.spikes, .walk], [0.5, 2.25])
    func eachPixelIsTheExactAreaOfTheOutlineInIt(shape: Shape, radius: Double) {
        let line = DenseStrokeTests.series(shape, count: 100_000).flattened(tolerance: 0.1, transform: .identity)[0]
            .decimatedByPixelColumns()
        let sides = DenseStroke.sides(line, radius: radius)
        let contour = sides.contour
        let coverage = ColumnCoverage(sides, columns: 0..<800, rows: 0..<480)
        var checked = 0
        // Every pixel of a few columns, on the flat band and across spikes and caps.
        for x in [19, 20, 21, 100, 239, 240, 556, 603, 676, 779, 780] {
            // Only the contour's points near the column: the rest lies wholly outside it.
            let near = contour.filter { abs($0.x - Double(x)) < 4 }
            guard near.count > 2 else { continue }
            for y in 0..<480 {
                let exact = min(Self.exactArea(near, x: x, y: y), 1)
                let drawn = Double(coverage.coverage(column: x, row: y))
                #expect(abs(drawn - (exact > 1.0 / 512 ? exact : 0)) < 1e-5, "\(shape) r \(radius) pixel \(x),\(y)")
                if exact > 0 { checked += 1 }
            }
        }
        #expect(checked > 30)
    }

    static let vertical = Paint.linearGradient(LinearGradient(
        Gradient(colors: [Color(r8: 20, g8: 90, b8: 200), Color(r8: 200, g8: 30, b8: 90, a8: 160)]),
        from: Point(0, 40), to: Point(0, 440)))

    @Test(arguments: [(Shape.walk, 100_000), (.spikes, 100_000), (.gaps, 1_000_000), (.walk, 10_000), (.spikes, 1_000_000)])
    func columnsPaintWhatTheOutlineThroughTheMaskPaints(shape: Shape, count: Int) throws {
        let path = DenseStrokeTests.series(shape, count: count)
        let paints: [(String, Paint)] = [("horizontal", DenseStrokeTests.gradient), ("solid", .solid(Color(r8: 30, g8: 30, b8: 30))),
                                         ("translucent", .solid(Color(r8: 30, g8: 90, b8: 200, a8: 128))), ("vertical", Self.vertical)]
        // Every paint and pen at 10^5 points; the paint does not change with
        // the count, so 10^4 and 10^6 take the charts' gradient at 2 px.
        let all = count == 100_000
        for (name, paint) in all ? paints : Array(paints.prefix(1)) {
            for width in all ? [1.0, 2.0, 4.5] : [2.0] {
                var rasterizer = Rasterizer()
                try Self.expectSame(try Self.pair(path, width: width, paint: paint, trim: TrimRange(), rasterizer: &rasterizer),
                                    "\(shape) \(count) \(name) \(width) px")
            }
        }
    }

    @Test(arguments: [Shape.walk, .spikes, .gaps])
    func aRevealDrawnFrameAfterFrameFromTheKeptColumnsPaintsItsOutline(shape: Shape) throws {
        let path = DenseStrokeTests.series(shape, count: 100_000)
        var kept = Rasterizer()
        for end in stride(from: 0.03, through: 1.0, by: 0.07) {
            let trim = TrimRange(start: 0, end: end)
            try Self.expectSame(try Self.pair(path, width: 2, paint: DenseStrokeTests.gradient, trim: trim, rasterizer: &kept),
                                "\(shape) reveal to \(end)")
        }
        // A window in the middle shares its inside with the whole line, not its ends.
        try Self.expectSame(try Self.pair(path, width: 2, paint: DenseStrokeTests.gradient,
                                          trim: TrimRange(start: 0.31, end: 0.77), rasterizer: &kept), "\(shape) window")
    }

    @Test func fractionalClipsAndBandedLayersPaintAsTheMaskDoes() throws {
        let path = DenseStrokeTests.series(.walk, count: 100_000)
        let clips = [Rect(x: 100.5, y: 60.25, width: 500.3, height: 300.6), Rect(x: 0, y: 0, width: 800, height: 480),
                     Rect(x: 300, y: 200, width: 60, height: 40)]
        for clip in clips {
            for opacity in [1.0, 0.6] {
                // Layers of 8 rows: the group is drawn and blended in many bands.
                var small = Rasterizer(scale: 1, maskCells: 1 << 19, layerBytes: 800 * 4 * 8)
                try Self.expectSame(try Self.pair(path, width: 2, paint: DenseStrokeTests.gradient,
                                                  trim: TrimRange(start: 0, end: 0.8), clip: clip, opacity: opacity,
                                                  rasterizer: &small), "clip \(clip) opacity \(opacity)")
            }
        }
    }

    @Test func piecesThatShareAColumnFallBackToTheMask() throws {
        // Two dense pieces a fraction of a pixel apart: their caps overlap, so
        // painting one after the other would darken the overlap twice.
        var path = Path()
        for piece in 0..<2 {
            let x0 = piece == 0 ? 20.0 : 400.3
            path.move(to: Point(x0, 240))
            for i in 1..<8000 { path.line(to: Point(x0 + Double(i) * 380 / 8000, 240 + Double(i % 17) * 3)) }
        }
        var rasterizer = Rasterizer()
        let pair = try Self.pair(path, width: 3, paint: .solid(Color(r8: 0, g8: 0, b8: 0, a8: 128)), trim: TrimRange(),
                                 rasterizer: &rasterizer)
        #expect(try pair.columns.pngData() == pair.mask.pngData())
    }

    @Test func aLineTooTallToKeepIsPaintedInBatchesAsTheMaskPaintsIt() throws {
        // 8 points a column swinging over the whole height of 1600 columns,
        // with a budget of 3,000 values: past it the rasterizer keeps
        // nothing and paints by batches. (The real budget, a million values,
        // takes partly covered rows in nearly every row of a 4K plot's
        // columns, since full runs are kept as counts.)
        var path = Path()
        for i in 0..<12_800 {
            let p = Point(10 + Double(i) / 8, i % 2 == 0 ? 6 + Double(i % 7) : 990 - Double(i % 5))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        let line = path.flattened(tolerance: 0.1, transform: .identity, offset: 1)[0].decimatedByPixelColumns()
        let whole = ColumnCoverage(DenseStroke.sides(line, radius: 1), columns: 0..<1620, rows: 0..<1000, budget: 3_000)
        #expect(!whole.isComplete, "\(whole.storedValues) values")
        #expect(whole.columns.count < 1600, "stopped once over the budget: \(whole.columns)")
        var rasterizer = Rasterizer()
        rasterizer.strokes.keptValues = 3_000
        for end in [0.5, 1.0] {
            try Self.expectSame(try Self.pair(path, width: 2, paint: DenseStrokeTests.gradient, trim: TrimRange(start: 0, end: end),
                                              rasterizer: &rasterizer, size: (1620, 1000)), "tall to \(end)")
        }
    }

    @Test func verticesFarOffTheCanvasPaintWhatTheMaskPaints() throws {
        // Data far outside the scale (vertices at ±1e300 px): nothing is
        // worked out past the clip's rows, and the frame is the mask's.
        var path = Path()
        for i in 0..<8000 {
            let y = i == 4000 ? 1e300 : i == 6000 ? -1e300 : i == 7000 ? 3e5 : 240 + Double(i % 13)
            let p = Point(20 + Double(i) / 10, y)
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        var rasterizer = Rasterizer()
        let pair = try Self.pair(path, width: 2, paint: .solid(.black), trim: TrimRange(), rasterizer: &rasterizer,
                                 size: (840, 480))
        try Self.expectSame(pair, "far vertices")
        #expect(pair.columns.rgba8(x: 300, y: 245).r < 128, "the line is drawn")
        #expect(pair.columns.rgba8(x: 720, y: 479).r < 128, "the spike to 3e5 px reaches the bottom row")
    }

    @Test func aColumnsCoverageIsTheAreaBetweenItsEnvelopes() {
        // A band from y = 10.25 (upper) to y = 12.75 (lower) over x 2...5, and
        // one whose lower side falls from 20 to 24 across column 3.
        let flat = DenseStroke.Sides(lower: [Point(2, 12.75), Point(5, 12.75)], upper: [Point(2, 10.25), Point(5, 10.25)])
        let c = ColumnCoverage(flat, columns: 0..<10, rows: 0..<40)
        #expect(c.columns == 2..<5)
        #expect(c.coverage(column: 3, row: 10) == 0.75)
        #expect(c.coverage(column: 3, row: 11) == 1)
        #expect(c.coverage(column: 3, row: 12) == 0.75)
        #expect(c.coverage(column: 3, row: 13) == 0)
        #expect(c.coverage(column: 1, row: 11) == 0)
        let slope = DenseStroke.Sides(lower: [Point(3, 20), Point(4, 24)], upper: [Point(3, 19), Point(4, 19)])
        let s = ColumnCoverage(slope, columns: 0..<10, rows: 0..<40)
        // Row 19 is wholly inside; row 20 loses the triangle above the lower
        // side's first quarter (1/8); row 23 keeps only the last quarter's (1/8).
        #expect(abs(s.coverage(column: 3, row: 19) - 1) < 1e-6)
        #expect(abs(s.coverage(column: 3, row: 20) - 0.875) < 1e-6)
        #expect(abs(s.coverage(column: 3, row: 23) - 0.125) < 1e-6)
        // Rows outside the limit are not computed.
        let limited = ColumnCoverage(flat, columns: 3..<4, rows: 11..<12)
        #expect(limited.columns == 3..<4)
        #expect(limited.coverage(column: 3, row: 10) == 0)
        #expect(limited.coverage(column: 3, row: 11) == 1)
    }

    @Test func aColumnsFullRowsAreKeptAsACount() throws {
        // A band from y = 10.25 to 30.75: rows 11...29 are covered in full.
        let band = DenseStroke.Sides(lower: [Point(2, 30.75), Point(5, 30.75)], upper: [Point(2, 10.25), Point(5, 10.25)])
        let c = ColumnCoverage(band, columns: 0..<10, rows: 0..<40)
        #expect(c.storedValues == 6, "rows 10 and 30 of three columns")
        for (row, expected) in [(9, 0), (10, 0.75), (11, 1), (20, 1), (29, 1), (30, 0.75), (31, 0)] as [(Int, Float)] {
            #expect(c.coverage(column: 3, row: row) == expected, "row \(row)")
        }
        // Rows asked for from inside the run: its part within them, then the partial row below.
        var seen: [(Int, Int, [Float], Bool)] = []
        c.forEachColumn(in: 3..<4, rows: 25..<32) { seen.append(($0, $1, Array($2), $3)) }
        #expect(seen.map(\.1) == [25, 30] && seen[0].2 == [1, 1, 1, 1, 1] && seen[1].2 == [0.75] && seen.allSatisfy { $0.0 == 3 })
        #expect(seen.map(\.3) == [true, false], "the full run is marked as such")
        // A thick pen over a walk: long full runs, painted as the mask paints.
        var path = Path()
        for i in 0..<12_000 {
            let p = Point(20 + Double(i) / 15, 240 + 120 * sin(Double(i) / 900) + Double(i % 11))
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        let line = path.flattened(tolerance: 0.1, transform: .identity, offset: 15)[0]
        #expect(DenseStroke.applies(to: line.decimatedByPixelColumns(), reducedFrom: line.points.count), "drawn by columns")
        var rasterizer = Rasterizer()
        try Self.expectSame(try Self.pair(path, width: 30, paint: DenseStrokeTests.gradient, trim: TrimRange(start: 0, end: 0.8),
                                          rasterizer: &rasterizer, size: (840, 480)), "thick pen")
    }
}
