import Foundation
import ReelCharts
import ReelGeometry

/// The `line` chart section (seeds 001 and 004).
enum LineDecoding {
    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        let (series, isDate) = try LineSeriesDecoding.decode(&object, data: context.data)
        let visible = series.filter(\.isShown)
        let xs = visible.flatMap(\.x), ys = visible.flatMap { $0.y.compactMap { $0 } }
        let placementIsSlots = try peekPlacement(&object) == .slots
        let xRange = placementIsSlots ? 0...Double(max((series.first?.x.count ?? 1) - 1, 0))
            : (xs.min() ?? 0)...(xs.max() ?? 1)
        let y = try AxisDecoding.decodeWithFit(object.member("yAxis"), dataRange: (ys.min() ?? 0)...(ys.max() ?? 1),
                                               isDate: false, isX: false)
        var chart = LineChart(
            series: series,
            xAxis: try AxisDecoding.decode(object.member("xAxis"), dataRange: xRange, isDate: isDate, isX: true),
            yAxis: y.axis
        )
        chart.yFollow = y.fit
        if y.fit != nil, let track = context.timeline.lazy.compactMap({ $0.track(driving: "chart.yRange") }).first {
            throw track.propertyContext.error("chart.yRange follows the data (yAxis.fit is \"visible\"), so a track cannot drive it")
        }
        chart.formatter = context.formatter
        try decodeStyle(&object, into: &chart)
        chart.bubble = try object.member("bubble").map { try decodeBubble($0, chart.bubble) } ?? chart.bubble
        chart.popup = try object.member("popup").map { try decodePopup($0, chart.popup, x: chart.xAxis) } ?? chart.popup
        return try ChartAnimation(base: chart, timeline: context.timeline,
                                  skip: DataSource.skippingMissingSeries(of: chart, ids: chart.series.map(\.id), override: context.data))
    }

    /// `xAxis.placement`, needed before the axis is read to know the x range.
    private static func peekPlacement(_ object: inout ObjectReader) throws -> AxisPlacement {
        guard let axis = object.peek("xAxis"), case .object(let members) = axis.value.kind,
              let placement = members.first(where: { $0.key == "placement" }) else { return .linear }
        let context = ValueContext(value: placement.value, path: axis.path + ".placement", source: axis.source)
        return try context.choice(AxisPlacement.self)
    }

    private static func decodeStyle(_ o: inout ObjectReader, into chart: inout LineChart) throws {
        if let insets = o.member("insets") {
            let v = try insets.numbers()
            guard v.count == 4, v.allSatisfy({ $0 >= 0 }) else { throw insets.error("expected [top, left, bottom, right], none below 0") }
            chart.insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        chart.lineMode = try o.choice("lineMode", default: chart.lineMode)
        chart.lineCap = try o.choice("lineCap", default: chart.lineCap)
        chart.lineJoin = try o.choice("lineJoin", default: chart.lineJoin)
        chart.dots = try o.choice("dots", default: chart.dots)
        chart.dotRadius = try o.number("dotRadius", default: chart.dotRadius, in: 0...1000)
        chart.dotColor = try o.member("dotColor")?.color()
        chart.showValues = try o.bool("showValues", default: chart.showValues)
        if var values = try o.member("values")?.object() {
            chart.valueFormat = try AxisDecoding.decodeFormat(&values) ?? chart.valueFormat
            chart.valueFont = Font(name: try values.fontName("font", default: chart.valueFont.name),
                                   size: try values.number("size", default: chart.valueFont.size, in: 1...200))
            chart.valueColor = try values.member("color")?.color()
            try values.finish()
        }
        chart.strokeStart = try o.number("strokeStart", default: 0, in: 0...1)
        chart.strokeEnd = try o.number("strokeEnd", default: 1, in: 0...1)
        chart.reveal = try o.choice("reveal", default: chart.reveal)
        if let stagger = o.member("stagger") {
            guard chart.reveal == .sequential else { throw stagger.error("\"stagger\" applies to \"reveal\": \"sequential\"") }
            chart.revealStagger = try stagger.number(in: 0...1)
        }
        chart.phaseY = try o.number("phaseY", default: 1, in: 0...10)
    }

    private static func decodeBubble(_ context: ValueContext, _ defaults: LineBubble) throws -> LineBubble {
        var o = try context.object()
        var b = defaults
        b.isEnabled = true
        b.format = try o.string("format", default: b.format)
        b.font = Font(name: try o.fontName("font", default: b.font.name), size: try o.number("size", default: b.font.size, in: 1...200))
        b.textColor = try o.color("textColor", default: b.textColor)
        b.fill = try o.member("fill")?.color()
        b.opacity = try o.number("opacity", default: b.opacity, in: 0...1)
        b.scale = try o.number("scale", default: b.scale, in: 0...100)
        b.series = try o.integer("series", default: 0, in: 0...1000)
        try o.finish()
        return b
    }

    private static func decodePopup(_ context: ValueContext, _ defaults: LinePopup, x axis: ChartAxis) throws -> LinePopup {
        var o = try context.object()
        var p = defaults
        p.isEnabled = true
        p.x = try o.member("x").map { try $0.number() } ?? axis.range.lower
        p.y = try o.number("y", default: p.y, in: -10_000...10_000)
        p.snap = try o.bool("snap", default: p.snap)
        p.opacity = try o.number("opacity", default: p.opacity, in: 0...1)
        p.background = try o.color("background", default: p.background)
        p.textColor = try o.color("textColor", default: p.textColor)
        p.font = Font(name: try o.fontName("font", default: p.font.name), size: try o.number("size", default: p.font.size, in: 1...200))
        p.lineColor = try o.color("lineColor", default: p.lineColor)
        p.circleRadius = try o.number("circleRadius", default: p.circleRadius, in: 0...100)
        try o.finish()
        return p
    }
}
