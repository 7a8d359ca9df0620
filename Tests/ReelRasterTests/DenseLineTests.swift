import Foundation
import ReelGeometry
import Testing

@testable import ReelRaster

/// Series with far more points than pixels are drawn from their per-column
/// extremes. Judged against a supersampled reference (the full stroke drawn
/// 8x larger and averaged), the decimated stroke must be as good as the full
/// one drawn at size: a dense scribble's many overlapping edges already cost
/// the full drawing some accuracy.
@Suite struct DenseLineTests {
    /// A seeded random walk of `count` points across `width` px.
    func walk(_ count: Int, width: Double, seed: UInt64) -> [Point] {
        var state = seed, y = 50.0
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            y = min(max(y + Double(Int(state >> 33) % 7 - 3), 8), 92)
            return Point(Double(i) * width / Double(count), y)
        }
    }

    /// Mean and worst absolute difference (of 255, red channel) from an 8x supersampled reference.
    static func error(of canvas: Canvas, against reference: Canvas, factor k: Int) -> (mean: Double, worst: Double) {
        var total = 0.0, worst = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                var sum = 0
                for sy in 0..<k { for sx in 0..<k { sum += reference.rgba8(x: x * k + sx, y: y * k + sy).r } }
                let d = abs(Double(canvas.rgba8(x: x, y: y).r) - Double(sum) / Double(k * k))
                total += d
                worst = max(worst, d)
            }
        }
        return (total / Double(canvas.width * canvas.height), worst)
    }

    @Test(arguments: [(10_000, 2.0), (4_000, 1.0), (20_000, 4.0), (400, 2.0), (800, 1.0), (1_000, 3.0), (2_000, 1.0), (3_000, 2.0)])
    func decimatedStrokeIsAsAccurateAsTheFullOne(count: Int, width: Double) throws {
        let points = walk(count, width: 200, seed: UInt64(count))
        let path = Path { p in
            p.move(to: points[0])
            for q in points.dropFirst() { p.line(to: q) }
        }
        let style = StrokeStyle(width: width, join: .round)
        var rasterizer = Rasterizer()
        let decimated = try Canvas(width: 200, height: 100, background: .white)
        try rasterizer.draw(DisplayList([.stroke(path, style, .solid(.black))]), on: decimated)
        let full = try Canvas(width: 200, height: 100, background: .white)
        rasterizer.fill(Stroker(style: style, tolerance: 0.1).outline(Polyline(points)), with: .solid(.black), on: full)
        let k = 8
        let reference = try Canvas(width: 200 * k, height: 100 * k, background: .white)
        let big = Stroker(style: style.scaled(by: Double(k)), tolerance: 0.1).outline(Polyline(points.map { $0 * Double(k) }))
        rasterizer.fill(big, with: .solid(.black), on: reference)
        let d = Self.error(of: decimated, against: reference, factor: k), f = Self.error(of: full, against: reference, factor: k)
        print("dense \(count) points, \(width) px: decimated mean \(d.mean) worst \(d.worst); full mean \(f.mean) worst \(f.worst)")
        #expect(d.mean <= f.mean + 0.25)
        #expect(d.worst <= f.worst + 16)
    }

    @Test func sparseRunsAreKeptAndDenseOnesReduced() {
        let line = Polyline((0..<50).map { Point(Double($0) * 2, Double($0 % 3)) })
        #expect(line.decimatedByPixelColumns() == line)
        // 1,000 points in 10 px: at most 4 points in each of 40 quarter-pixel columns.
        let dense = Polyline((0..<1000).map { Point(Double($0) / 100, Double($0 % 7)) })
        let reduced = dense.decimatedByPixelColumns()
        #expect(reduced.points.count <= 4 * 40)
        #expect(reduced.points.first == dense.points.first && reduced.points.last == dense.points.last)
        #expect(reduced.points.map(\.y).min() == 0 && reduced.points.map(\.y).max() == 6)
    }
}
