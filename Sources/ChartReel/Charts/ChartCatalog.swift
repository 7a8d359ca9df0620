import ReelCharts

/// The chart types a scene's `chart.type` can name, and how to decode each.
enum ChartCatalog {
    typealias Decoder = @Sendable (inout ObjectReader, [TimelineEntry], ValueFormatter) throws -> any AnimatedChart

    static let decoders: [(type: String, decode: Decoder)] = [
        ("donut", DonutDecoding.decode),
        ("shapes", ShapesDecoding.decode),
        ("line", LineDecoding.decode),
    ]

    static func decode(_ context: ValueContext, _ timeline: [TimelineEntry], formatter: ValueFormatter) throws -> any AnimatedChart {
        var object = try context.object()
        let typeContext = try object.required("type", "one of \(decoders.map(\.type).joined(separator: ", "))")
        let type = try typeContext.string()
        guard let decoder = decoders.first(where: { $0.type == type })?.decode else {
            let types = decoders.map(\.type)
            throw typeContext.error("unknown chart type \"\(type)\"\(Suggestions.hint(for: type, in: types)); known types: \(types.joined(separator: ", "))")
        }
        let chart = try decoder(&object, timeline, formatter)
        try object.finish()
        return chart
    }
}
