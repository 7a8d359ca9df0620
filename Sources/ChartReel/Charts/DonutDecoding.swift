import ReelCharts
import ReelGeometry
import ReelTiming

/// The `donut` chart section of a scene (seed 002's `PieChartView`).
enum DonutDecoding {
    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        var chart = DonutChart()
        chart.value = try object.number("value", default: chart.value)
        chart.maxValue = try object.number("maxValue", default: chart.maxValue)
        chart.barWidth = try object.number("barWidth", default: chart.barWidth, in: 0...4096)
        chart.barPadding = try object.number("barPadding", default: chart.barPadding, in: 0...4096)
        chart.trackColor = try object.color("trackColor", default: chart.trackColor)
        chart.tintColor = try object.color("tintColor", default: chart.tintColor)
        chart.strokeStart = try object.number("strokeStart", default: chart.strokeStart, in: 0...1)
        chart.strokeEnd = try object.number("strokeEnd", default: chart.strokeEnd, in: 0...1)
        chart.label = try object.member("label").map { try decodeLabel($0, context.formatter) }
        let reveal = try implicitReveal(&object, to: chart.strokeEnd)
        let drivesStrokeEnd = context.timeline.contains { $0.drives("chart.strokeEnd") }
        let implicit = drivesStrokeEnd ? [] : reveal.map { [BoundTrack<DonutChart>(\.strokeEnd, $0)] } ?? []
        return try ChartAnimation(base: chart, timeline: context.timeline, implicit: implicit)
    }

    /// The seed's `set(value:animated: true)`: strokeEnd from 0 to the chart's
    /// own strokeEnd (1 unless set) over
    /// `animationDuration` with `animationCurve`, unless `animated` is false or
    /// the timeline drives `chart.strokeEnd` itself.
    private static func implicitReveal(_ object: inout ObjectReader, to end: Double) throws -> Track<Double>? {
        let duration = try object.number("animationDuration", default: 0.8, in: 0...TimelineDecoding.maximumSeconds)
        let curve = try object.member("animationCurve").map(TimelineDecoding.decodeCurve) ?? .easeInEaseOut
        let animated = try object.bool("animated", default: true)
        guard animated else { return nil }
        return Track(from: 0, to: end, timing: MediaTiming(duration: duration), curve: curve)
    }

    private static func decodeLabel(_ context: ValueContext, _ formatter: ValueFormatter) throws -> DonutLabel {
        var object = try context.object()
        var label = DonutLabel(formatter: formatter)
        let formatContext = object.member("format")
        if let formatContext {
            label.format = try formatContext.string()
            if label.format.isEmpty { throw formatContext.error("the label format is empty; for no label, leave \"label\" out") }
        }
        label.decimals = try object.integer("decimals", default: label.decimals, in: 0...6)
        label.font = Font(name: try object.fontName("font", default: label.font.name),
                          size: try object.number("size", default: label.font.size, in: 1...1000))
        label.color = try object.color("color", default: label.color)
        try object.finish()
        return label
    }
}
