import ReelCharts
import ReelGeometry
import ReelTiming

/// The `telegram` chart section (seed 003: the March 2019 contest chart).
enum TelegramDecoding {
    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        guard let data = try DataSource.load(object.member("data"), override: context.data) else {
            throw object.context.error("a telegram chart needs \"data\": { \"telegram\": \"chart_data.json\", \"chart\": 0 } or a contest chart written inline")
        }
        let x = data[0].x
        var series = data.enumerated().map { k, d in
            LineSeries(id: d.id, name: d.name, x: d.x, y: d.y, color: d.color ?? LineSeriesDecoding.palette[k % LineSeriesDecoding.palette.count])
        }
        let lineWidth = try object.number("lineWidth", default: 2, in: 0...100)
        for i in series.indices { series[i].width = lineWidth }
        try styleSeries(&series, object.member("series"), ignoringUnknown: context.data?.file != nil)
        var chart = TelegramChart(title: try object.string("title", default: ""), x: x, series: series)
        chart.formatter = context.formatter
        try decodeLooks(&object, into: &chart)
        try decodeAxes(&object, into: &chart)
        chart.indicator = try object.member("indicator").map { try decodeIndicator($0, chart.indicator, x: x) } ?? chart.indicator
        if context.timeline.contains(where: { $0.drives("chart.indicator.position") }) { chart.indicator.usesPosition = true }
        return try ChartAnimation(base: chart.settled(), timeline: context.timeline,
                                  skip: DataSource.skippingMissingSeries(of: chart, ids: chart.series.map(\.id), override: context.data))
    }

    /// `series`: entries that restyle the data's series by `id` (`name`,
    /// `color`, `width`, `visible`). With data from the command line, entries
    /// for ids that data lacks are skipped, so the scene renders any file.
    private static func styleSeries(_ series: inout [LineSeries], _ context: ValueContext?, ignoringUnknown: Bool) throws {
        guard let context else { return }
        for entry in try context.array() {
            var o = try entry.object()
            let idContext = try o.required("id", "the data column it styles (\"y0\", \"y1\", ...)")
            let id = try idContext.string()
            guard let i = series.firstIndex(where: { $0.id == id }) else {
                if ignoringUnknown { continue }
                let ids = series.map(\.id)
                throw idContext.error("no series \"\(id)\" in the data\(Suggestions.hint(for: id, in: ids)); it has \(ids.joined(separator: ", "))")
            }
            series[i].name = try o.string("name", default: series[i].name)
            series[i].color = try o.color("color", default: series[i].color)
            series[i].width = try o.number("width", default: series[i].width, in: 0...100)
            series[i].visible = try o.member("visible").map(SeriesDecoding.visibility) ?? series[i].visible
            try o.finish()
        }
    }

    /// Window, reveal, theme, palettes, mini map and toggles.
    private static func decodeLooks(_ o: inout ObjectReader, into chart: inout TelegramChart) throws {
        if let window = o.member("window") {
            let range = try window.range()
            guard range.lower >= 0, range.upper <= 1, range.lower < range.upper else {
                throw window.error("expected [lower, upper] fractions of the span with 0 <= lower < upper <= 1")
            }
            chart.window = range
        }
        chart.strokeEnd = try o.number("strokeEnd", default: chart.strokeEnd, in: 0...1)
        if let theme = o.member("theme") {
            chart.theme = try theme.number(orOneOf: ["day": 0, "night": 1])
            guard (0...1).contains(chart.theme) else { throw theme.error("expected day, night or a blend from 0 to 1") }
        }
        chart.day = try o.member("day").map { try decodePalette($0, chart.day) } ?? chart.day
        chart.night = try o.member("night").map { try decodePalette($0, chart.night) } ?? chart.night
        if let mini = o.member("miniMap") {
            if case .bool(let shown) = mini.value.kind {
                chart.miniMap.isShown = shown
            } else {
                var m = try mini.object()
                chart.miniMap.height = try m.number("height", default: chart.miniMap.height, in: 10...400)
                chart.miniMap.lineWidth = try m.number("lineWidth", default: chart.miniMap.lineWidth, in: 0...20)
                try m.finish()
            }
        }
        chart.showToggles = try o.bool("toggles", default: chart.showToggles)
    }

    /// Colour overrides for one palette: `{ "background": "#FAFAFA", ... }`.
    private static func decodePalette(_ context: ValueContext, _ palette: TelegramPalette) throws -> TelegramPalette {
        var o = try context.object()
        var result = palette
        for (name, keyPath) in TelegramPalette.colors {
            result[keyPath: keyPath] = try o.color(name, default: palette[keyPath: keyPath])
        }
        try o.finish()
        return result
    }

    /// `yAxis` (fit and labels), `follow` (how it moves), `xAxis` (dates),
    /// `values` (the plaque's numbers).
    private static func decodeAxes(_ o: inout ObjectReader, into chart: inout TelegramChart) throws {
        if var y = try o.member("yAxis")?.object() {
            chart.yAxis.fit.intervals = try y.integer("intervals", default: chart.yAxis.fit.intervals, in: 1...20)
            chart.yAxis.fit.includeZero = try y.bool("includeZero", default: chart.yAxis.fit.includeZero)
            chart.yLabelFormat = try AxisDecoding.decodeFormat(&y) ?? chart.yLabelFormat
            try y.finish()
        }
        chart.yAxis.follow = try o.member("follow").map { try AxisDecoding.decodeFollow($0, chart.yAxis.follow) }
            ?? chart.yAxis.follow
        if var x = try o.member("xAxis")?.object() {
            chart.xLabelFormat = try x.string("date", default: chart.xLabelFormat)
            try x.finish()
        }
        if var values = try o.member("values")?.object() {
            chart.valueFormat = try AxisDecoding.decodeFormat(&values) ?? chart.valueFormat
            try values.finish()
        }
    }

    /// `indicator`: `x` (a time or date) or `position` (0-1 across the
    /// plot), `opacity`, `date` (the plaque's date pattern).
    private static func decodeIndicator(_ context: ValueContext, _ defaults: TelegramIndicator, x: [Double]) throws -> TelegramIndicator {
        var o = try context.object()
        var indicator = defaults
        indicator.x = try o.member("x")?.time() ?? x.last ?? 0
        if let position = o.member("position") {
            if o.has("x") { throw position.error("give \"x\" (a time) or \"position\" (0-1 across the plot), not both") }
            indicator.position = try position.number(in: 0...1)
            indicator.usesPosition = true
        }
        indicator.opacity = try o.number("opacity", default: indicator.opacity, in: 0...1)
        indicator.dateFormat = try o.string("date", default: indicator.dateFormat)
        try o.finish()
        return indicator
    }
}
