import ReelGeometry
import ReelRaster
import Testing

/// Long strokes are prepared once and trimmed by binary search; the pixels
/// are those of flattening and trimming the path afresh (to within the
/// coverage mask's drift, for a dense series painted by columns).
@Suite struct PreparedStrokeTests {
    static func series() -> Path {
        var path = Path()
        var y = 120.0, state: UInt64 = 7
        for i in 0..<30_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            y = min(max(y + Double(Int(state >> 59)) - 15.5, 10), 230)
            let p = Point(Double(i) * 300 / 30_000, y)
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        return path
    }

    @Test func trimmedFramesMatchThePlainOutline() throws {
        let path = Self.series()
        let style = StrokeStyle(width: 2, cap: .round, join: .round)
        let paint = Paint.solid(Color(r8: 0, g8: 122, b8: 255))
        var rasterizer = Rasterizer(scale: 1.5)
        var plain = Rasterizer()
        // Out of order, so a prepared path serves trims before and after each other.
        for end in [0.9, 0.1, 1, 0.5, 0.0001, 0, 0.73] {
            let trim = TrimRange(start: end > 0.5 ? 0.05 : 0, end: end)
            let cached = try Canvas(width: 450, height: 360, background: .white)
            try rasterizer.draw(DisplayList([.stroke(path, style, paint, trim: trim)]), on: cached)
            let expected = try Canvas(width: 450, height: 360, background: .white)
            let outline = Rasterizer.outline(of: path, style: style, trim: trim, transform: .scale(1.5, 1.5)).contours
            plain.fill(outline, with: paint, on: expected)
            // The series is dense (66 points a column): the prepared stroke is
            // painted by columns, exactly; the mask drifts a few levels on tall edges.
            let difference = DenseColumnTests.difference(cached, expected)
            #expect(difference.worst <= 4, "strokeEnd \(end)")
            #expect(try #require(StructuralSimilarity.ssim(cached, expected)) >= 0.9995, "strokeEnd \(end)")
            let inked = (0..<450).contains { x in (0..<360).contains { cached.rgba8(x: x, y: $0).r < 100 } }
            #expect(inked == (end > 0), "the stroke shows at strokeEnd \(end)")
        }
    }
}
