import ReelCharts
import ReelGeometry
import ReelTiming

/// The `donut` chart section of a scene (as iOS's `PieChartView` ring).
enum DonutDecoding {
    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        var chart = DonutChart()
        try DonutOptions.table.decode(&object, into: &chart)
        chart.label?.formatter = context.formatter
        let reveal = try implicitReveal(&object, to: chart.strokeEnd)
        let drivesStrokeEnd = context.timeline.contains { $0.drives("chart.strokeEnd") }
        let implicit = drivesStrokeEnd ? [] : reveal.map { [BoundTrack<DonutChart>(Lens(\.strokeEnd), $0, property: "chart.strokeEnd")] } ?? []
        return try ChartAnimation(base: chart, options: DonutOptions.table, timeline: context.timeline, implicit: implicit,
                                  session: object.context.session)
    }

    /// `PieChartView.set(value:animated: true)`: strokeEnd from 0 to the chart's
    /// own strokeEnd (1 unless set) over
    /// `animationDuration` with `animationCurve`, unless `animated` is false or
    /// the timeline drives `chart.strokeEnd` itself.
    private static func implicitReveal(_ object: inout ObjectReader, to end: Double) throws -> Track<Double>? {
        var motion = ImplicitMotion()
        motion.duration = try DonutOptions.animationDuration.read(&object)
        motion.curve = try DonutOptions.animationCurve.read(&object)
        guard try DonutOptions.animated.read(&object) else { return nil }
        return Track(from: 0, to: end, timing: motion.timing, curve: motion.curve)
    }
}
