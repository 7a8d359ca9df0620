import Foundation
import ReelCharts
import ReelGeometry

/// The `line` chart section (the gradient line chart and `SKChartView`).
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
        let popupStart = chart.xAxis.range.lower
        chart.popup.x = popupStart
        try LineOptions.table.decode(&object, into: &chart)
        return try ChartAnimation(base: chart, options: LineOptions.table, timeline: context.timeline,
                                  skip: DataSource.skippingMissingSeries(of: chart, options: LineOptions.table,
                                                                         ids: chart.series.map(\.id), override: context.data),
                                  session: object.context.session)
    }

    /// `xAxis.placement`, needed before the axis is read to know the x range.
    private static func peekPlacement(_ object: inout ObjectReader) throws -> AxisPlacement {
        let key = AxisOptions.placement.key
        guard let axis = object.peek("xAxis"), case .object(let members) = axis.value.kind,
              let placement = members.first(where: { $0.key == key }) else { return AxisOptions.placement.fallback }
        let context = ValueContext(value: placement.value, path: axis.path + "." + key, source: axis.source, session: axis.session)
        return try AxisOptions.placement.decode(context)
    }
}
