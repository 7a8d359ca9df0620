import Foundation
import ReelGeometry
import ReelRaster
import ReelScene

// Raster micro-benchmarks: milliseconds per frame, one core, for the two
// frames the raster work is judged by.

/// An 800x480 chart frame: a 4 px, 7-point gradient line with round caps and
/// joins, six grid lines and 13 labels.
func chartFrame(_ reveal: Double) -> DisplayList {
    var items: [DisplayItem] = []
    let plot = Rect(x: 50, y: 20, width: 730, height: 420)
    let font = Font(size: 12)
    let grey = Color(r8: 0x9E, g8: 0x9E, b8: 0x9E)
    for i in 0..<6 {
        let y = plot.maxY - Double(i) * plot.height / 5
        items.append(.stroke(Path { $0.move(to: Point(plot.minX, y + 0.5)); $0.line(to: Point(plot.maxX, y + 0.5)) },
                             StrokeStyle(width: 1), .solid(Color(r8: 0xE7, g8: 0xE7, b8: 0xE7))))
        items.append(.text(TextRun("\(i * 10)", at: Point(plot.minX - 8, y), font: font, color: grey,
                                   alignment: TextAlignment(horizontal: .right, vertical: .middle))))
    }
    let values = [10.0, 20, 15, 20, 40, 10, 20]
    var line = Path()
    for (i, v) in values.enumerated() {
        let x = plot.minX + (Double(i) + 0.5) * plot.width / 7
        let p = Point(x, plot.maxY - v / 50 * plot.height)
        if i == 0 { line.move(to: p) } else { line.line(to: p) }
        items.append(.text(TextRun(String(format: "03-%02d", i + 1), at: Point(x, plot.maxY + 18), font: font, color: grey)))
    }
    let gradient = LinearGradient(Gradient(colors: [Color(r8: 0xFD, g8: 0xA4, b8: 0x08), Color(r8: 0xFB, g8: 0x25, b8: 0x2D)]),
                                  from: Point(plot.minX, 0), to: Point(plot.maxX, 0))
    items.append(.stroke(line, StrokeStyle(width: 4, cap: .round, join: .round), .linearGradient(gradient),
                         trim: TrimRange(end: reveal)))
    return DisplayList(items)
}

/// 100,000 points of a noisy series across 800 px, stroked 2 px.
func denseFrame() -> DisplayList {
    var generator = SystemRandomNumberGenerator()
    var path = Path()
    var y = 240.0
    for i in 0..<100_000 {
        y = min(max(y + Double.random(in: -3...3, using: &generator), 20), 460)
        let p = Point(Double(i) * 800 / 100_000, y)
        if i == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    return DisplayList([.stroke(path, StrokeStyle(width: 2, join: .round), .solid(Color(r8: 0, g8: 122, b8: 255)))])
}

/// Best per-frame time of `rounds` rounds of `frames` frames, in milliseconds.
func measure(rounds: Int, frames: Int, _ list: (Int) -> DisplayList) throws -> Double {
    var rasterizer = Rasterizer()
    let canvas = try Canvas(width: 800, height: 480, background: .white)
    let lists = (0..<frames).map(list)
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for l in lists {
            canvas.clear(to: .white)
            try rasterizer.draw(l, on: canvas)
        }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames))
    }
    return best
}

/// The two raster lines printed at the top of the bench.
func rasterLines() throws -> [String] {
    let chart = try measure(rounds: 5, frames: 120) { chartFrame(Double($0 + 1) / 120) }
    let dense = denseFrame()
    let denseTime = try measure(rounds: 5, frames: 5) { _ in dense }
    return [
        String(format: "raster: 800x480 chart frame (4 px gradient line, 6 grid lines, 13 labels): %.2f ms/frame (target < 2)", chart),
        String(format: "raster: 800x480 100,000-point 2 px line: %.2f ms/frame (target < 20)", denseTime),
    ]
}
