@testable import ReelScene
import Foundation
import ReelGeometry
import ReelRaster
import ReelText
import Testing

@testable import ReelCharts

/// The pie morph of the percentage area preset: its ends are the area chart
/// and the pie, it moves continuously between them, and the pie's angles are
/// the window's shares.
@Suite struct PieMorphTests {
    /// The preset's chart at `seconds` with the pie morph at `progress`,
    /// drawn alone at scale 1.
    static func chart() throws -> (TelegramChart, Rect) {
        let scene = try GoldenFrames.preset("contest-percentage-area").applying(SceneOverrides(scale: 1))
        var chart = try #require(scene.chart as? ChartAnimation<TelegramChart>).base
        chart.window = ValueRange(0.9, 0.92)
        chart.strokeEnd = 1
        return (chart, scene.canvas.chartBounds)
    }

    static func draw(_ chart: TelegramChart, in bounds: Rect) throws -> Canvas {
        // Bounds inset by the scene's padding: the canvas reaches past them.
        let canvas = try Canvas(width: Int(bounds.maxX + bounds.minX), height: Int(bounds.maxY + bounds.minY), background: .white)
        var rasterizer = Rasterizer(scale: 1)
        try rasterizer.draw(chart.layout(in: bounds, text: TextMeasurer()), on: canvas)
        return canvas
    }

    static func frame(progress: Double) throws -> Canvas {
        var (chart, bounds) = try chart()
        chart.pie.progress = progress
        return try draw(chart, in: bounds)
    }

    /// Share of pixels whose channels differ by more than 8 of 255.
    static func difference(_ a: Canvas, _ b: Canvas) -> Double {
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba8(x: x, y: y), q = b.rgba8(x: x, y: y)
                if abs(p.r - q.r) > 8 || abs(p.g - q.g) > 8 || abs(p.b - q.b) > 8 || abs(p.a - q.a) > 8 { differing += 1 }
            }
        }
        return Double(differing) / Double(a.width * a.height)
    }

    @Test func endsAreTheAreasAndThePieAndTheMotionIsContinuous() throws {
        let areas = try Self.frame(progress: 0), pie = try Self.frame(progress: 1)
        // The ends differ a lot; a step of 1/1000 from either end hardly at all.
        #expect(Self.difference(areas, pie) > 0.2)
        #expect(Self.difference(areas, try Self.frame(progress: 0.001)) < 0.002)
        #expect(Self.difference(pie, try Self.frame(progress: 0.999)) < 0.015)  // edges: arcs against sampled arcs
        // Continuous everywhere: a step of 1/500 from any point moves little
        // (most at the handover to the roll, where the strip starts to bend,
        // turn and shrink into the plot at once).
        for k in 1..<20 {
            let p = Double(k) / 20
            let moved = Self.difference(try Self.frame(progress: p), try Self.frame(progress: p + 0.002))
            #expect(moved < (k == 10 ? 0.04 : 0.03), "at \(p): \(moved)")
        }
    }

    @Test func sliceAnglesAreTheWindowsShares() throws {
        var (chart, bounds) = try Self.chart()
        chart.pie.progress = 1
        let layout = TelegramLayout(chart: TelegramFrame(settling: chart), bounds: bounds, context: RenderContext(text: TextMeasurer()))
        let morph = layout.pieMorph(indices: layout.chart.indicesInView)
        let shares = morph.rangeShares()
        // The window's sums by hand.
        let x = chart.x, window = chart.xWindow
        let inside = x.indices.filter { x[$0] >= window.lower && x[$0] <= window.upper }
        let sums = chart.series.map { s in inside.reduce(0.0) { $0 + (s.y[$1] ?? 0) } }
        let total = sums.reduce(0, +)
        #expect(zip(shares, sums).allSatisfy { abs($0 - $1 / total) < 1e-12 })
        // Each slice's colour sits at its middle angle, 3/4 of the way out.
        let canvas = try Self.draw(chart, in: bounds)
        let (center, radius) = morph.pieCircle
        var start = 1.5 * Double.pi
        for (k, share) in shares.enumerated() {
            let middle = start + Double.pi * share
            let at = Point(center.x + 0.85 * radius * cos(middle), center.y + 0.85 * radius * sin(middle))
            let pixel = canvas.rgba8(x: Int(at.x), y: Int(at.y))
            let color = chart.series[k].color
            #expect(abs(Double(pixel.r) - color.red * 255) < 3 && abs(Double(pixel.g) - color.green * 255) < 3
                    && abs(Double(pixel.b) - color.blue * 255) < 3, "slice \(k) at \(at): \(pixel)")
            start += 2 * Double.pi * share
        }
        // The rounded labels add up to 100.
        #expect(Percentages.rounded(shares).reduce(0, +) == 100)
    }
}
