import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

/// A fill larger than the coverage mask's cell budget is covered band by
/// band, and an opacity group taller than a layer's budget is drawn and
/// blended band by band; the pixels must be byte for byte those of the mask
/// and the layer in one piece.
@Suite struct BandedMaskTests {
    static let width = 480, height = 360

    /// A seeded random walk across the canvas, dense enough that edges span
    /// several rows and cross band borders at every angle.
    static func walk(_ count: Int, seed: UInt64) -> [Point] {
        var state = seed, y = Double(height) / 2
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            y = min(max(y + Double(Int(state >> 33) % 61 - 30) * 0.7, -20), Double(height) + 20)
            return Point(-15 + Double(i) * Double(width + 30) / Double(count), y)
        }
    }

    static func polyline(_ points: [Point]) -> Path {
        Path { p in
            p.move(to: points[0])
            for q in points.dropFirst() { p.line(to: q) }
        }
    }

    /// Large fills and strokes of every kind the mask draws: an area under a
    /// walk running off the canvas, a star under the even-odd rule, a
    /// gradient ellipse, dashed and solid strokes, a translucent fill in a
    /// fractional clip, and an opacity group.
    static var items: [DisplayItem] {
        let walk = walk(700, seed: 7)
        var area = polyline(walk)
        area.line(to: Point(Double(width) + 15, Double(height) + 15))
        area.line(to: Point(-15, Double(height) + 15))
        area.close()
        let star = Path { p in
            for k in 0..<11 {
                let a = Double(k) * 4 * Double.pi / 11
                let point = Point(240 + 200 * sin(a), 180 - 170 * cos(a))
                if k == 0 { p.move(to: point) } else { p.line(to: point) }
            }
            p.close()
        }
        let disc = Path(circle: Point(236.3, 181.7), radius: 168.4)
        let gradient = LinearGradient(Gradient(colors: [.black, Color(r8: 0x34, g8: 0xC7, b8: 0x59)]),
                                      from: Point(0, 0), to: Point(400, 360))
        let clipped = DisplayGroup([.fill(disc, .solid(Color(r8: 200, g8: 20, b8: 90, a8: 140)))],
                                   clip: Rect(x: 20.5, y: 33.25, width: 400.5, height: 290.6))
        let label = TextRun("Followers 12,345", at: Point(130.4, 171.6), font: Font(size: 31), color: .black)
        let nested = DisplayGroup([.fill(disc, .solid(Color(r8: 250, g8: 200, b8: 0))), .text(label),
                                   .group(DisplayGroup([.fill(star, .solid(.white))], opacity: 0.5))],
                                  opacity: 0.7, clip: Rect(x: 60.5, y: 101.3, width: 300, height: 180.2))
        let faded = DisplayGroup([.stroke(polyline(Self.walk(120, seed: 3)), StrokeStyle(width: 9, join: .round),
                                                 .solid(.black)),
                                         .fill(star, .solid(Color(r8: 10, g8: 90, b8: 250))),
                                         .rect(Rect(x: 40, y: 20, width: 120, height: 300), .solid(Color(r8: 0, g8: 0, b8: 0, a8: 60))),
                                         .group(nested), .group(clipped)],
                                 opacity: 0.6)
        return [
            .fill(area, .solid(Color(r8: 88, g8: 86, b8: 214, a8: 90))),
            .fill(star, .solid(Color(r8: 255, g8: 45, b8: 85)), rule: .evenOdd),
            .fill(disc, .linearGradient(gradient)),
            .stroke(polyline(walk), StrokeStyle(width: 2.5, join: .round), .solid(Color(r8: 52, g8: 199, b8: 89))),
            .stroke(polyline(Self.walk(90, seed: 11)), StrokeStyle(width: 4, dash: DashPattern([12, 7])!), .solid(.white)),
            .group(clipped),
            .group(faded),
        ]
    }

    static func pixels(_ canvas: Canvas) -> [Int32] {
        (0..<canvas.height).flatMap { Array(UnsafeBufferPointer(start: canvas.row($0), count: canvas.width)) }
    }

    static func render(_ rasterizer: inout Rasterizer, scale: Double = 1) throws -> [Int32] {
        let canvas = try Canvas(width: Int(Double(width) * scale), height: Int(Double(height) * scale), background: .white)
        try rasterizer.draw(DisplayList(items), on: canvas)
        return pixels(canvas)
    }

    /// Budgets from a few rows a band (dozens of bands) to a single row.
    @Test(arguments: [60_000, 20_000, 4_801, 1_000, 1])
    func bandsGiveThePixelsOfTheWholeMask(cells: Int) throws {
        var whole = Rasterizer(), banded = Rasterizer(scale: 1, maskCells: cells)
        let reference = try Self.render(&whole)
        #expect(reference.contains(GDPixel.encode(.white)))
        let pixels = try Self.render(&banded)
        #expect(pixels == reference, "\(zip(pixels, reference).filter { $0 != $1 }.count) pixels differ")
    }

    /// Layers from a few rows a band to one row, with the mask whole or banded.
    @Test(arguments: [(4 * 480 * 50, 1 << 20), (4 * 480 * 7, 1 << 20), (4 * 480 * 3, 2_000), (1, 1 << 20)])
    func layerBandsGiveThePixelsOfTheWholeLayer(layerBytes: Int, cells: Int) throws {
        var whole = Rasterizer(), banded = Rasterizer(scale: 1, maskCells: cells, layerBytes: layerBytes)
        let reference = try Self.render(&whole)
        let pixels = try Self.render(&banded)
        #expect(pixels == reference, "\(zip(pixels, reference).filter { $0 != $1 }.count) pixels differ")
    }

    /// The same rasterizer draws frames of another size and scale after
    /// banded ones: the mask's buffers are reused, never stale.
    @Test func aBandedRasterizerKeepsDrawingTheSame() throws {
        var whole = Rasterizer(scale: 2), banded = Rasterizer(scale: 2, maskCells: 9_000, layerBytes: 4 * 960 * 33)
        for _ in 0..<2 {
            #expect(try Self.render(&banded, scale: 2) == (try Self.render(&whole, scale: 2)))
        }
        whole.scale = 1
        banded.scale = 1
        #expect(try Self.render(&banded) == (try Self.render(&whole)))
    }
}
