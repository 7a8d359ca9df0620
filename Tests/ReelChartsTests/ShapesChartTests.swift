import ReelGeometry
import Testing

@testable import ReelCharts

@Suite struct ShapesChartTests {
    func chart() -> ShapesChart {
        var ring = ShapeLayer(path: Path { $0.arc(center: Point(50, 50), radius: 40, startAngle: 0, endAngle: 6, clockwise: true) })
        ring.id = "ring"
        ring.stroke = .absolute(.solid(.black))
        var square = ShapeLayer(path: Path { $0.move(to: .zero); $0.line(to: Point(10, 0)); $0.line(to: Point(10, 10)); $0.close() })
        square.fill = .absolute(.solid(.white))
        return ShapesChart(layers: [ring, square])
    }

    @Test func layoutPlacesLayersInTheChartArea() throws {
        var c = chart()
        c.layers[0].opacity = 0.5
        c.layers[0].strokeEnd = 0.3
        c.clipsToBounds = true
        let list = c.layout(in: Rect(x: 20, y: 30, width: 200, height: 100), text: EstimatedTextMetrics())
        guard case .group(let outer) = try #require(list.items.first) else { Issue.record("expected a group"); return }
        #expect(outer.transform == .translation(20, 30))
        #expect(outer.clip == Rect(x: 0, y: 0, width: 200, height: 100))
        guard case .group(let ring) = outer.items[0], case .stroke(_, _, _, let trim) = ring.items[0] else {
            Issue.record("expected the ring's stroke in a group"); return
        }
        #expect(ring.opacity == 0.5)
        #expect(trim.end == 0.3)
    }

    @Test func boundsRelativePaintsFollowThePath() {
        let paint = LayerPaint.relativeToBounds(.linearGradient(LinearGradient(Gradient(colors: [.black, .white]),
                                                                               from: Point(0, 0), to: Point(1, 0))))
        var layer = ShapeLayer(path: Path { $0.move(to: Point(10, 20)); $0.line(to: Point(110, 20)); $0.line(to: Point(110, 70)) })
        layer.fill = paint
        guard case .group(let g) = layer.displayItem(), case .fill(_, .linearGradient(let gradient), _) = g.items[0] else {
            Issue.record("expected a gradient fill"); return
        }
        #expect(gradient.start == Point(10, 20) && gradient.end == Point(110, 20))
    }
}
