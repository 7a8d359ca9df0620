import ReelCharts

/// The chart types a scene's `chart.type` can name, and how to decode each.
enum ChartCatalog {
    typealias Decoder = @Sendable (inout ObjectReader, ChartContext) throws -> any AnimatedChart

    /// A chart type, its decoder and its option table's sheet.
    struct Entry: Sendable {
        let type: String
        let decode: Decoder
        fileprivate let makeSheet: @Sendable () -> OptionSheet

        init(_ type: String, _ decode: @escaping Decoder, sheet: @escaping @Sendable () -> OptionSheet) {
            (self.type, self.decode, self.makeSheet) = (type, decode, sheet)
        }

        /// Made once, when first asked for (`sheets`).
        var sheet: OptionSheet { ChartCatalog.sheets[type]! }
    }

    /// Every chart type's sheet. A sheet writes out each default through
    /// reflection, which a render never needs: made with the list of types,
    /// it was paid by every command's start, since the help text names the
    /// types (`chartreel --version` 15 ms, 9 ms without).
    private static let sheets: [String: OptionSheet] = Dictionary(uniqueKeysWithValues: charts.map { ($0.type, $0.makeSheet()) })

    /// Each chart type, in the order the reference and the schema list them.
    static let charts: [Entry] = [
        Entry("donut", DonutDecoding.decode) { DonutOptions.table.sheet },
        Entry("shapes", ShapesDecoding.decode) { ShapesOptions.table.sheet },
        Entry("line", LineDecoding.decode) { LineOptions.table.sheet },
        Entry("telegram", TelegramDecoding.decode) { TelegramOptions.table.sheet },
        Entry("activity", ActivityDecoding.decode) { ActivityOptions.table.sheet },
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
