import Foundation
import ReelGeometry
import ReelRaster
import ReelText
import Testing

@testable import ReelCharts

/// Stacked bars are drawn so that no pixel inside the stack shows the
/// background, however the columns' edges fall on the pixel grid: layers
/// painted edge to edge would each let some through where they meet inside
/// a pixel (`StackLayers` paints each from the baseline, top series first).
@Suite struct StackSeamTests {
    @Test(arguments: [1.0, 2.0, 0.5])
    func noBackgroundShowsBetweenLayers(scale: Double) throws {
        // A red layer that jumps between tall and short on every column and
        // a blue one on it, over columns 1.3 pt wide: every boundary falls
        // somewhere inside a pixel.
        let count = 200
        let x = (0..<count).map { 1_500_000_000 + Double($0) * 86_400 }
        let red: [Double?] = (0..<count).map { (i: Int) -> Double? in
            i % 2 == 0 ? 70 + Double(i % 7) * 3.3 : 20 + Double(i % 5) * 1.7
        }
        let blue: [Double?] = (0..<count).map { (i: Int) -> Double? in 30 + Double(i % 3) * 2.9 }
        var chart = TelegramChart(title: "", x: x, series: [
            LineSeries(id: "y0", name: "R", x: x, y: red, color: Color(red: 1, green: 0, blue: 0)),
            LineSeries(id: "y1", name: "B", x: x, y: blue, color: Color(red: 0, green: 0, blue: 1)),
        ])
        chart.marks = TelegramMarks(shape: .bars)
        chart.window = ValueRange(0, 1)
        chart.miniMap.isShown = false
        chart.showToggles = false
        chart.day.background = .white
        chart.day.stackGrid = .clear
        chart.day.stackLabel = .clear
        chart.day.label = .clear
        let bounds = Rect(x: 0, y: 0, width: 261, height: 300)
        let layout = TelegramLayout(chart: TelegramFrame(settling: chart), bounds: bounds, context: RenderContext(text: TextMeasurer()))
        let canvas = try Canvas(width: Int(261 * scale), height: Int(300 * scale), background: .white)
        var rasterizer = Rasterizer(scale: scale)
        try rasterizer.draw(chart.layout(in: bounds, text: TextMeasurer()), on: canvas)
        // Inside the stack: from a pixel above the baseline up to a pixel
        // below the lowest total, inside the plot's sides.
        let totals: [Double] = (0..<count).map { (i: Int) -> Double in (red[i] ?? 0) + (blue[i] ?? 0) }
        let lowestTop = layout.transform.y(totals.min() ?? 0)
        let rows = Int((lowestTop * scale).rounded(.up)) + 1...Int((layout.transform.y(0) * scale).rounded(.down)) - 2
        let columns = Int((layout.plot.minX * scale).rounded(.up)) + 1...Int((layout.plot.maxX * scale).rounded(.down)) - 2
        var leaks = 0
        for y in rows {
            for x in columns where canvas.rgba8(x: x, y: y).g > 2 { leaks += 1 }
        }
        #expect(rows.count > 8 && leaks == 0, "\(leaks) pixels show the background at scale \(scale)")
    }
}
