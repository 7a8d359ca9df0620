import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelRaster

/// The fills' fast paths (whole-pixel rectangles without a mask, vertical
/// edges, runs of constant coverage) give the pixels exact-area coverage
/// gives.
@Suite struct FillFastPathTests {
    /// A 64x48 canvas with a different opaque or translucent colour in every
    /// pixel, so a blend that went wrong anywhere shows.
    static func patterned(transparent: Bool = false) throws -> Canvas {
        let canvas = try Canvas(width: 64, height: 48, background: .clear)
        for y in 0..<48 {
            for x in 0..<64 {
                let alpha = transparent ? Double((x + y) % 5) / 4 : 1
                canvas.row(y)[x] = GDPixel.encode(Color(red: Double(x * 4 % 256) / 255, green: Double(y * 5 % 256) / 255,
                                                        blue: Double((x * y) % 256) / 255, alpha: alpha))
            }
        }
        return canvas
    }

    static func pixels(_ canvas: Canvas) -> [Int32] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas.row(y)[$0] } }
    }

    @Test(arguments: [false, true])
    func wholePixelRectanglesMatchTheMaskedFill(transparent: Bool) throws {
        var rng = SplitMix64(seed: 0xB0C5)
        for _ in 0..<40 {
            let x0 = Double(Int.random(in: -10...60, using: &rng)), y0 = Double(Int.random(in: -10...44, using: &rng))
            let x1 = x0 + Double(Int.random(in: 1...40, using: &rng)), y1 = y0 + Double(Int.random(in: 1...30, using: &rng))
            let color = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: [1, 0.5, 0.02][Int.random(in: 0...2, using: &rng)])
            // Four corners take the fast path; a fifth point in the middle of
            // a side (same shape) makes the mask do it.
            let box = [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
            let masked = [Point(x0, y0), Point((x0 + x1) / 2, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)]
            #expect(PixelBox([box], within: PixelClip(width: 64, height: 48)) != nil || x1 <= 0 || y1 <= 0 || x0 >= 64 || y0 >= 48)
            #expect(PixelBox([masked], within: PixelClip(width: 64, height: 48)) == nil)
            let fast = try Self.patterned(transparent: transparent), slow = try Self.patterned(transparent: transparent)
            var rasterizer = Rasterizer()
            rasterizer.fill([box], with: .solid(color), on: fast)
            rasterizer.fill([masked], with: .solid(color), on: slow)
            #expect(Self.pixels(fast) == Self.pixels(slow), "rect \(x0),\(y0) to \(x1),\(y1)")
        }
    }

    @Test func onlyWholePixelAxisAlignedRectanglesInAWholePixelClipAreBoxes() {
        let clip = PixelClip(width: 64, height: 48)
        let square = [Point(2, 3), Point(12, 3), Point(12, 9), Point(2, 9)]
        #expect(PixelBox([square], within: clip) == PixelBox([square + [square[0]]], within: clip))
        #expect(PixelBox([square], within: clip)?.maxColumn == 12)
        #expect(PixelBox([square], within: PixelClip(minX: 0, minY: 0, maxX: 8, maxY: 48))?.maxColumn == 8)
        #expect(PixelBox([square], within: PixelClip(minX: 0, minY: 0, maxX: 8.5, maxY: 48)) == nil)
        #expect(PixelBox([[Point(2, 3), Point(12.5, 3), Point(12.5, 9), Point(2, 9)]], within: clip) == nil)
        #expect(PixelBox([[Point(5, 0), Point(10, 5), Point(5, 10), Point(0, 5)]], within: clip) == nil)
        #expect(PixelBox([square, square], within: clip) == nil)
        #expect(PixelBox([[Point(2, 3), Point(12, 3), Point(12, 3), Point(2, 9)]], within: clip) == nil)
        #expect(PixelBox([square.map { Point($0.x + 100, $0.y) }], within: clip) == nil)
    }

    /// Bars side by side at fractional x, each from `base` up to its own
    /// top, as one staircase contour (as stacked bars draw a layer), wound
    /// either way.
    static func staircase(lefts: [Double], tops: [Double], base: Double, clockwise: Bool) -> [Point] {
        var points = [Point(lefts[0], base)]
        for (k, top) in tops.enumerated() {
            points.append(Point(lefts[k], top))
            points.append(Point(lefts[k + 1], top))
        }
        points.append(Point(lefts[tops.count], base))
        return clockwise ? points : points.reversed()
    }

    /// Area of pixel (x, y) inside the bars: the exact coverage.
    static func coverage(x: Int, y: Int, lefts: [Double], tops: [Double], base: Double) -> Double {
        func overlap(_ a: Double, _ b: Double, _ p: Int) -> Double { max(0, min(b, Double(p + 1)) - max(a, Double(p))) }
        return tops.indices.reduce(0) { sum, k in
            sum + overlap(lefts[k], lefts[k + 1], x) * overlap(min(tops[k], base), max(tops[k], base), y)
        }
    }

    @Test(arguments: [true, false])
    func fractionalBarsGetTheirExactArea(clockwise: Bool) throws {
        var rng = SplitMix64(seed: clockwise ? 0x5EED : 0xFEED)
        // 1.3 to 2.7 px wide bars, so runs between edges are one to three cells.
        var lefts = [0.6]
        while lefts.last! < 60 { lefts.append(lefts.last! + Double.random(in: 1.3...2.7, using: &rng)) }
        lefts.removeLast()
        let tops = (1..<lefts.count).map { _ in Double.random(in: 2...45, using: &rng) }
        let base = 46.25
        let canvas = try Canvas(width: 64, height: 48, background: .white)
        var rasterizer = Rasterizer()
        rasterizer.fill([Self.staircase(lefts: lefts, tops: tops, base: base, clockwise: clockwise)],
                        with: .solid(.black), on: canvas)
        var worst = 0.0
        for y in 0..<48 {
            for x in 0..<64 {
                let expected = 255 * (1 - min(Self.coverage(x: x, y: y, lefts: lefts, tops: tops, base: base), 1))
                worst = max(worst, abs(Double(canvas.rgba8(x: x, y: y).r) - expected))
            }
        }
        #expect(worst <= 0.51 + 1e-9, "off by \(worst) levels")
    }

    /// A list over a canvas that held another frame: drawn over the
    /// background, whether or not the clearing is skipped.
    @Test(arguments: [1.0, 0.6])
    func aFrameOverAnOldOneEqualsAFrameOnAClearedCanvas(backgroundAlpha: Double) throws {
        let background = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: backgroundAlpha)
        let list = DisplayList([
            .fill(Path(rect: Rect(x: 0, y: 0, width: 32, height: 24)), .solid(background)),
            .fill(Path(rect: Rect(x: 3.5, y: 2.25, width: 10, height: 7)), .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5))),
        ])
        let reused = try Self.patterned(transparent: true), cleared = try Canvas(width: 64, height: 48, background: .white)
        var rasterizer = Rasterizer(scale: 2)
        try rasterizer.draw(list, on: reused, over: .white)
        try rasterizer.draw(list, on: cleared)
        #expect(Self.pixels(reused) == Self.pixels(cleared))
        // A translucent background blends over the scene's own (white), so that one is cleared to first.
        let expected = 0.2 * 255 * backgroundAlpha + 255 * (1 - backgroundAlpha)
        #expect(abs(Double(reused.rgba8(x: 63, y: 47).r) - expected) <= 1)
    }

    /// A veil over runs of equal pixels (a mini map's bars): each pixel is
    /// what blending it alone gives, however the runs fall.
    @Test func aTranslucentFillEqualsBlendingEachPixel() throws {
        let canvas = try Canvas(width: 64, height: 48, background: .white)
        var rng = SplitMix64(seed: 0x7E11)
        let palette = [Color.white, Color(red: 0.2, green: 0.5, blue: 0.9), Color(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.4)]
        for y in 0..<48 {
            var x = 0
            while x < 64 {
                let run = Int.random(in: 1...9, using: &rng), pixel = GDPixel.encode(palette.randomElement(using: &rng)!)
                for i in x..<min(x + run, 64) { canvas.row(y)[i] = pixel }
                x += run
            }
        }
        let before = Self.pixels(canvas)
        let veil = Color(red: 0.95, green: 0.96, blue: 0.97, alpha: 0.6)
        let v = GDPixel.source(veil)
        var rasterizer = Rasterizer()
        rasterizer.fill([[Point(0, 0), Point(64, 0), Point(64, 48), Point(0, 48)]], with: .solid(veil), on: canvas)
        #expect(Self.pixels(canvas) == before.map { GDPixel.blend($0, v.r, v.g, v.b, v.a) })
    }

    /// A linear gradient under the non-zero rule takes its own loop; a shape
    /// that never overlaps itself covers the same under the even-odd rule,
    /// which takes the general one, so the two must agree pixel for pixel
    /// (opaque and translucent stops, over opaque and translucent pixels).
    @Test(arguments: [false, true])
    func linearGradientsMatchTheGeneralPath(transparent: Bool) throws {
        var rng = SplitMix64(seed: 0x11AE)
        for k in 0..<20 {
            let center = Point(Double.random(in: 5...59, using: &rng), Double.random(in: 5...43, using: &rng))
            let star = (0..<7).map { k -> Point in
                let angle = Double(k) * 2 * Double.pi / 7, radius = Double.random(in: 3...30, using: &rng)
                return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
            }
            let stops = [Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1),
                         Color(red: 0.1, green: 0.5, blue: 0.9, alpha: [1, 0.4][Int.random(in: 0...1, using: &rng)])]
            let paint = Paint.linearGradient(LinearGradient(Gradient(colors: stops), from: Point(0, 0),
                                                            to: Point(64, Double.random(in: -20...20, using: &rng) * Double(k % 2))))
            let linear = try Self.patterned(transparent: transparent), general = try Self.patterned(transparent: transparent)
            var rasterizer = Rasterizer()
            rasterizer.fill([star], with: paint, rule: .nonZero, on: linear)
            rasterizer.fill([star], with: paint, rule: .evenOdd, on: general)
            #expect(Self.pixels(linear) == Self.pixels(general), "star around \(center), \(k % 2 == 0 ? "horizontal" : "slanted")")
        }
    }
}
