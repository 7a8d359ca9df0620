import ReelCharts

/// The chart types a scene's `chart.type` can name, and how to decode each.
enum ChartCatalog {
    typealias Decoder = @Sendable (inout ObjectReader, ChartContext) throws -> any AnimatedChart

    /// Each chart type, its decoder and its option table's sheet.
    static let charts: [(type: String, decode: Decoder, sheet: OptionSheet)] = [
        ("donut", DonutDecoding.decode, DonutOptions.table.sheet),
        ("shapes", ShapesDecoding.decode, ShapesOptions.table.sheet),
        ("line", LineDecoding.decode, LineOptions.table.sheet),
        ("telegram", TelegramDecoding.decode, TelegramOptions.table.sheet),
        ("activity", ActivityDecoding.decode, ActivityOptions.table.sheet),
    ]

    static func decode(_ context: ValueContext, _ chartContext: ChartContext) throws -> any AnimatedChart {
        var object = try context.object()
        let typeContext = try object.required("type", "one of \(charts.map(\.type).joined(separator: ", "))")
        let type = try typeContext.string()
        guard let decoder = charts.first(where: { $0.type == type })?.decode else {
            let types = charts.map(\.type)
            throw typeContext.error("unknown chart type \"\(type)\"\(Suggestions.hint(for: type, in: types)); known types: \(types.joined(separator: ", "))")
        }
        if chartContext.data != nil && !["line", "telegram", "activity"].contains(type) {
            throw typeContext.error("a \(type) chart reads no data file, so --data and --chart do not apply to it")
        }
        let chart = try decoder(&object, chartContext)
        try object.finish()
        return chart
    }
}

/// What every chart decoder gets besides its own section.
struct ChartContext {
    let timeline: [TimelineEntry]
    let formatter: ValueFormatter
    /// Data given on the command line, replacing the scene's `data`.
    let data: DataOverride?
}
