import ReelCharts
import ReelGeometry
import ReelTiming

/// The `telegram` chart section (the Telegram March 2019 contest chart).
enum TelegramDecoding {
    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        guard let data = try DataSource.load(object.member("data"), override: context.data,
                                             session: object.context.session) else {
            throw object.context.error("a telegram chart needs \"data\": { \"telegram\": \"chart_data.json\", \"chart\": 0 } or a contest chart written inline")
        }
        guard let x = data.series.first?.x, !x.isEmpty else {
            throw (object.peek("data") ?? object.context).error("the data has no points; a telegram chart needs at least one")
        }
        let marks: TelegramMarks
        do {
            marks = try TelegramMarksReading.marks(for: data)
        } catch let error as DataError {
            throw DataSource.placed(error, at: object.peek("data"), override: context.data)
        }
        let series = data.series.enumerated().map { k, d in
            LineSeries(id: d.id, name: d.name, x: d.x, y: d.y, color: d.color ?? LineSeriesDecoding.palette[k % LineSeriesDecoding.palette.count])
        }
        var chart = TelegramChart(title: "", x: x, series: series)
        chart.marks = marks
        chart.formatter = context.formatter
        chart.indicator.x = x.last ?? 0
        if x.count > 1, (x[x.count - 1] - x[0]) / Double(x.count - 1) < 86_400 {
            // Finer than days (a contest day file is hourly): times, unless the scene says otherwise.
            chart.xLabelFormat = TelegramChart.hourlyLabelFormat
            chart.indicator.dateFormat = TelegramChart.hourlyDateFormat
        }
        try TelegramOptions.table.decode(&object, into: &chart)
        try styleSeries(&chart.series, object.member("series"), ignoringUnknown: context.data?.file != nil)
        if context.timeline.contains(where: { $0.drives("chart.indicator.position") }) { chart.indicator.usesPosition = true }
        let skipSeries = DataSource.skippingMissingSeries(of: chart, options: TelegramOptions.table,
                                                          ids: chart.series.map(\.id), override: context.data)
        let skipPie = try refusePie(chart, &object, context)
        let zoom = try object.member("zoom").map {
            try TelegramZoomReading.read($0, into: &chart, data: data, override: context.data)
        }
        let zoomSkipped = zoom?.skipped
        let dataNotes = NegativeValueNotes.notes(for: data, marks: marks) + (zoom?.notes ?? [])
        let skipZoom = try TelegramZoomReading.refuseTracks(chart, reason: zoomSkipped, timeline: context.timeline,
                                                            override: context.data)
        return try ChartAnimation(base: chart, options: TelegramOptions.table, timeline: context.timeline,
                                  dataNotes: dataNotes, skip: { skipPie($0) ?? skipZoom($0) ?? skipSeries($0) },
                                  session: object.context.session)
    }

    /// The pie morph only turns percentage areas into a pie: for other data
    /// a scene's `pie` or `chart.pie.*` track is an error, or, with data from
    /// the command line, tracks skipped with a note (so one scene renders any file).
    private static func refusePie(_ chart: TelegramChart, _ object: inout ObjectReader,
                                  _ context: ChartContext) throws -> (TrackSpec) -> String? {
        guard !chart.marks.hasPie else { return { _ in nil } }
        let what = "the pie morph rolls percentage areas (\"stacked\" and \"percentage\" area columns) into a pie; this chart draws \(chart.marks.describedKind)"
        let skipping = context.data?.file != nil
        if !skipping, let pie = object.peek("pie") { throw pie.error(what) }
        return try refusing("chart.pie", ["chart.pie.progress", "chart.pie.pull"], in: context.timeline,
                            skipping: skipping) { _ in what }
    }

    /// Tracks on a part of the chart it cannot animate (`section`, such as
    /// `chart.pie`): skipped, each with a note giving `reason`, when
    /// `skipping` (data from the command line: one scene renders any file);
    /// else the first track on one of `properties` is an error at the track.
    static func refusing(_ section: String, _ properties: [String], in timeline: [TimelineEntry], skipping: Bool,
                         reason: @escaping (String) -> String) throws -> (TrackSpec) -> String? {
        if skipping {
            return { $0.property.hasPrefix(section + ".") || $0.property == section ? reason($0.property) : nil }
        }
        for entry in timeline {
            for property in properties {
                if let track = entry.track(driving: property) { throw track.propertyContext.error(reason(property)) }
            }
        }
        return { _ in nil }
    }

    /// `series`: entries that restyle the data's series by `id` (`name`,
    /// `color`, `width`, `visible`). With data from the command line, entries
    /// for ids that data lacks are skipped, so the scene renders any file.
    static func styleSeries(_ series: inout [LineSeries], _ context: ValueContext?, ignoringUnknown: Bool) throws {
        guard let context else { return }
        for entry in try context.array() {
            var o = try entry.object()
            let idContext = try o.required("id", "the data column it styles (\"y0\", \"y1\", ...)")
            let id = try idContext.string()
            guard let i = series.firstIndex(where: { $0.id == id }) else {
                if ignoringUnknown { continue }
                let ids = series.map(\.id)
                throw idContext.error("no series \"\(id)\" in the data\(Suggestions.hint(for: id, in: ids)); it has \(MessageText.list(ids))")
            }
            try TelegramOptions.seriesTable.decode(&o, into: &series[i])
            try o.finish()
        }
    }
}
