import ReelCharts
import ReelGeometry
import Testing

@testable import ReelScene

/// The option tables as the animation registry: names resolve to lenses
/// that write the right place, through elements and nested sections.
@Suite struct OptionTableTests {
    func shapes() -> ShapesChart {
        var ring = ShapeLayer(path: Path { $0.arc(center: Point(50, 50), radius: 40, startAngle: 0, endAngle: 6, clockwise: true) })
        ring.id = "ring"
        ring.stroke = .absolute(.solid(.black))
        var square = ShapeLayer(path: Path { $0.move(to: .zero); $0.line(to: Point(10, 0)); $0.line(to: Point(10, 10)); $0.close() })
        square.fill = .absolute(.solid(.white))
        return ShapesChart(layers: [ring, square])
    }

    func property(_ name: String, _ chart: ShapesChart) -> AnimatableProperty<ShapesChart>? {
        ShapesOptions.table.target(named: name, in: chart)?.property
    }

    @Test func layerPropertiesAreFoundByIndexOrID() throws {
        var c = shapes()
        guard case .number(let byIndex) = try #require(property("layers[1].opacity", c)),
              case .number(let byID) = try #require(property("ring.strokeEnd", c)),
              case .color(let color) = try #require(property("layers[0].strokeColor", c)),
              case .point(let position) = try #require(property("ring.position", c)) else {
            Issue.record("wrong property kinds")
            return
        }
        byIndex.set(&c, 0.25)
        byID.set(&c, 0.5)
        color.set(&c, Color.white)
        position.set(&c, Point(3, 4))
        #expect(c.layers[1].opacity == 0.25)
        #expect(c.layers[0].strokeEnd == 0.5)
        #expect(c.layers[0].stroke == .absolute(.solid(.white)))
        #expect(c.layers[0].position == Point(3, 4))
        #expect(byID.get(c) == 0.5)
    }

    @Test func unknownTargetsAreNil() {
        let c = shapes()
        #expect(property("layers[2].opacity", c) == nil)
        #expect(property("square.opacity", c) == nil)
        #expect(property("ring.nope", c) == nil)
        #expect(property("strokeEnd", c) == nil)
        let names = ShapesOptions.table.animatableNames(in: c)
        #expect(names.contains("ring.strokeEnd"))
        #expect(names.contains("layers[N].lineWidth"))
    }

    @Test func lineSeriesNestedAndDateProperties() throws {
        let series = [LineSeries(id: "line", name: "Line", x: [0, 1, 2], y: [1, 2, 3], color: .black)]
        var chart = LineChart(series: series, xAxis: ChartAxis(range: ValueRange(0, 2)), yAxis: ChartAxis(range: ValueRange(0, 3)))
        let table = LineOptions.table
        guard case .number(let opacity) = try #require(table.target(named: "line.opacity", in: chart)?.property),
              case .range(let window) = try #require(table.target(named: "xRange", in: chart)?.property),
              case .color(let color) = try #require(table.target(named: "series[0].color", in: chart)?.property),
              case .number(let bubble) = try #require(table.target(named: "bubble.scale", in: chart)?.property) else {
            Issue.record("wrong kinds"); return
        }
        opacity.set(&chart, 0.3)
        window.set(&chart, ValueRange(1, 4))
        color.set(&chart, Color.white)
        bubble.set(&chart, 2)
        #expect(chart.series[0].opacity == 0.3 && chart.xAxis.range == ValueRange(1, 4) && chart.series[0].color == .white)
        #expect(chart.bubble.scale == 2)
        #expect(table.target(named: "series[3].opacity", in: chart) == nil)
        // On a date axis the same names take times.
        chart.xAxis.isDate = true
        guard case .dateRange = try #require(table.target(named: "xRange", in: chart)?.property),
              case .date = try #require(table.target(named: "popup.x", in: chart)?.property) else {
            Issue.record("a date axis should give date properties"); return
        }
    }

    @Test func tracksCarryTheOptionsBounds() throws {
        let c = shapes()
        #expect(ShapesOptions.table.target(named: "ring.opacity", in: c)?.bounds == 0...1)
        #expect(ShapesOptions.table.target(named: "ring.position", in: c)?.bounds == Limits.coordinate)
        #expect(ShapesOptions.table.target(named: "ring.rotation", in: c)?.bounds == Limits.angle)
    }

    /// Every key a table documents is unique, so the schema and the
    /// reference have one row per key.
    @Test func keysAreUniquePerTable() {
        for sheet in SceneSchema.sheets {
            let keys = sheet.rows.filter { !$0.isTrackOnly }.map(\.key)
            #expect(Set(keys).count == keys.count, "\(sheet.name): \(keys)")
        }
    }
}
