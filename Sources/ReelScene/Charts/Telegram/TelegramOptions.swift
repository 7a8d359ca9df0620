import ReelCharts
import ReelGeometry

/// The `telegram` chart's options (the Telegram March 2019 contest chart).
enum TelegramOptions {
    static let defaults = TelegramChart(title: "", x: [], series: [])

    /// `data` only documents its key: the chart is made from the data
    /// (`TelegramDecoding`, through `DataSource`) before any option is read.
    static let table = OptionTable<TelegramChart>("telegram", title: "telegram", defaults: defaults, [
        .custom("data", .defined(name: "data", text: "data source"), doc: "`{ \"telegram\": \"chart_data.json\", \"chart\": 0 }` (path relative to the scene), or one contest chart written inline; `--data FILE --chart N` replace it",
                required: true),
        .elements("series", \.series, ids: \.idOrNil, seriesTable, doc: "restyles the data's series by `id`; with `--data`, entries for ids the data lacks are skipped"),
        Option("lineWidth", everySeriesWidth, .number(lineWidths), doc: "width of every line in the plot, in points",
               default: OptionText.describe(LineSeriesOptions.defaults.width)) { try $0.number(in: lineWidths) },
        .string("title", \.title, doc: "bold, top left"),
        Option("window", .range(0...1), default: { OptionText.describe($0.window) },
               doc: "the part of the whole span in the plot (the contest's `lowerBound`/`upperBound`): `[0, 1]` is everything, `[0.75, 1]` the last quarter",
               read: { chart, context in chart.window = try window(context) },
               animation: .leaf("window", bounds: 0...1) { _ in .range(Lens(\.window)) }),
        .number("strokeEnd", \.strokeEnd, in: 0...1, doc: "reveal: each line drawn up to this fraction of its visible length (mini map too)", animatable: true),
        Option("miniMap", Lens(\.miniMap), .anyOf([.bool, .section(miniMapTable.sheet)]),
               doc: "the mini map under the plot: `false` hides it", default: "shown, 44 pt") { context in
            var mini = TelegramMiniMap()
            if case .bool(let shown) = context.value.kind { mini.isShown = shown } else {
                try miniMapTable.decodeObject(context, into: &mini)
            }
            return mini
        },
        .section("pie", \.pie, pieTable,
                 doc: "a percentage area chart's pie morph (the contest's round-2 transition): the areas over the window roll up into a pie of its shares"),
        Option("zoom", .section(TelegramZoomReading.table.sheet), default: { _ in "" },
               doc: "the zoom into a day (round 2's day files): the window contracts onto the day while the chart cross-fades into its hourly data; a percentage area chart zooms into the pie of the day from its own data instead (only `day` and `progress`: the window contracts while the areas flatten, then they roll up)",
               read: nil, animation: .nested("zoom", Lens(\.zoom), TelegramZoomReading.table)),
        Option("toggles", Lens(\.toggles), .anyOf([.choice(TelegramToggleMode.allCases.map(\.rawValue)), .bool]),
               doc: "the row of toggle buttons, one per series: `auto` with two series or more (toggling the only series would empty the chart), `always`, `never`; `true` and `false` mean `always` and `never`",
               default: "`auto`") { context in
            switch context.value.kind {
            case .bool(let shown): return shown ? .always : .never
            case .string(let text) where TelegramToggleMode(rawValue: text) == nil:
                throw context.error("\"\(MessageText.fitted(text))\" is not allowed; expected \"auto\" (toggles with two series or more), \"always\" or \"never\" (true and false mean always and never)")
            default: return try context.choice(TelegramToggleMode.self)
            }
        },
        .section("header", \.header, headerTable,
                 doc: "the line of the title: `{ \"range\": true }` adds the window's dates at the top right (one day while zoomed into a day)"),
        Option("yAxis", .section(yAxisTable.sheet), default: { _ in "" },
               doc: "the fit: tight or nice, how many grid intervals, whether 0 is always in range, how labels are written",
               read: { chart, context in chart.yLabelFormat = try formatted(context, yAxisTable, into: &chart) ?? chart.yLabelFormat }),
        .section("follow", \.yAxis.follow, AxisOptions.followTable, doc: "how the y axes move to a new fit (0 s: at once)",
                 default: AxisOptions.followText),
        .section("xAxis", \.self, xAxisTable, doc: "the ticker's date pattern, in the scene's `locale` and `timeZone`"),
        Option("values", .section(valuesTable.sheet), default: { _ in "" },
               doc: "how the plaque writes values (grouped whole numbers by default)",
               read: { chart, context in chart.valueFormat = try formatted(context, valuesTable, into: &chart) ?? chart.valueFormat }),
        Option("indicator", .section(indicatorTable.sheet), default: { _ in "hidden at the last point" },
               doc: "a vertical line, circles on the lines and a plaque with the date and values, snapped to the nearest point",
               read: { chart, context in try readIndicator(context, into: &chart.indicator) }),
        .choice("direction", \.direction,
                doc: "`rtl` mirrors the chart for a right-to-left language: time runs right to left, y labels at the right, the mini map's window, toggles and plaque mirrored, text right to left; `auto` follows the scene's `locale`"),
        .track("indicator.x", .number(Limits.time), doc: "where the indicator is: a time or a date") { _ in
            .date(Lens(\.indicator.x))
        },
        .track("indicator.position", .number(0...1), doc: "where the indicator is, 0–1 across the plot") { _ in
            .number(Lens(\.indicator.position))
        },
        .track("indicator.opacity", .number(0...1), doc: "the indicator's opacity") { _ in .number(Lens(\.indicator.opacity)) },
    ] + ThemeOptions.options(chart: "telegram", theme: \.theme, day: \.day, night: \.night,
                             palettes: (TelegramPalette.day, TelegramPalette.night), docs: paletteDocs))


    /// A window: `[lower, upper]` fractions of a span, lower < upper.
    static func window(_ context: ValueContext) throws -> ValueRange {
        let range = try context.range(within: 0...1)
        guard range.lower < range.upper else {
            throw context.error("expected [lower, upper] fractions of the span with 0 <= lower < upper <= 1")
        }
        return range
    }

    /// What a scene may restyle of the data's series, and what tracks drive.
    /// `id` only documents its key: it picks the series the other keys style.
    static let seriesTable = OptionTable<LineSeries>("telegram.series", title: "series", defaults: LineSeriesOptions.defaults, [
        .custom("id", .string, doc: "the data column it styles (`y0`, `y1`, …)", required: true),
        .string("name", \.name, doc: "shown on toggles and the plaque", default: "the data's name"),
        .color("color", \.color, doc: "the line's colour", default: "the data's colour", animatable: true),
        .number("width", \.width, in: lineWidths, doc: "line width in points", default: "`lineWidth`", animatable: true),
        Option("visible", Lens(\.visible), .anyOf([.bool, .number(0...1)]),
               doc: "`true`, `false` or a fade in between (a toggle)", animatable: { .number($0) }) {
            try SeriesDecoding.visibility($0)
        },
        .track("opacity", .number(0...1), doc: "the line's opacity") { _ in .number(Lens(\.opacity)) },
    ])

    static let pieTable = OptionTable<TelegramPie>("telegram.pie", title: "pie", defaults: TelegramPie(), [
        .number("progress", \.progress, in: 0...1,
                doc: "0 the areas, 1 the pie of the window's shares; in between the morph (flattening, then rolling up)", animatable: true),
        .integer("selected", \.selected, in: -1...1000, doc: "the slice that `pull` moves out: a series index, `-1` none"),
        .number("pull", \.pull, in: 0...1, doc: "how far the selected slice is out (1: 12 pt)", animatable: true),
    ])

    static let headerTable = OptionTable<TelegramHeaderLine>("telegram.header", title: "header", defaults: TelegramHeaderLine(), [
        .bool("range", \.range, doc: "the window's date range opposite the title, as \"1 Apr 2019 - 30 Apr 2019\" in the scene's `locale` and `timeZone`; the day alone while zoomed into a day; beside a long title it is drawn smaller or on a line below"),
    ])

    static let miniMapTable = OptionTable<TelegramMiniMap>("telegram.miniMap", title: "miniMap", defaults: TelegramMiniMap(), [
        .number("height", \.height, in: 10...400, doc: "height in points"),
        .number("lineWidth", \.lineWidth, in: 0...20, doc: "the mini lines' width"),
    ])

    static let indicatorTable = OptionTable<TelegramIndicator>("telegram.indicator", title: "indicator",
                                                               defaults: TelegramIndicator(), [
        Option("x", Lens(\.x), .anyOf([.number(Limits.time), .defined(name: "date", text: "date")]), doc: "a time or a date; snaps to the nearest point",
               default: "the last point") { try $0.time() },
        .custom("position", .number(0...1), doc: "0–1 across the plot from where time starts (the right edge when right to left): a finger's place, instead of `x`") { indicator, context in
            indicator.position = try context.number(in: 0...1)
            indicator.usesPosition = true
        },
        .number("opacity", \.opacity, in: 0...1, doc: "the indicator's opacity"),
        .string("date", \.dateFormat, doc: "the plaque's date pattern",
                default: "`\(TelegramIndicator().dateFormat)`; `\(TelegramChart.hourlyDateFormat)` for data finer than daily"),
    ])

    /// The widths a line may have, chart-wide (`lineWidth`) or per series.
    static let lineWidths = 0.0...100.0

    /// `lineWidth`: every series' width at once (a series' own `width`,
    /// read after it, overrides it). Without series, a series' default.
    static let everySeriesWidth = Lens<TelegramChart, Double>(
        get: { $0.series.first?.width ?? LineSeriesOptions.defaults.width },
        set: { chart, width in for i in chart.series.indices { chart.series[i].width = width } })

    /// `yAxis`: the fit's ends, intervals and zero, and a label format.
    static let yAxisTable = OptionTable<TelegramChart>("telegram.yAxis", title: "telegram yAxis", defaults: defaults, [
        .choice("fit", \.yAxis.fit.ends,
                doc: "`tight`: the range ends at the data, labels at round steps inside it, the top one fading near the edge; `nice`: the range ends on grid lines, 4 to 6 intervals (up to 8 where fewer would leave the data under 70 % of the plot)"),
        .integer("intervals", \.yAxis.fit.intervals, in: 1...20,
                 doc: "`tight`: at most one more label than this; `nice`: this many gaps between grid lines, give or take one"),
        .bool("includeZero", \.yAxis.fit.includeZero, doc: "the fit reaches 0"),
    ] + AxisOptions.formatOptions(automatic: "`compact`"))

    static let xAxisTable = OptionTable<TelegramChart>("telegram.xAxis", title: "telegram xAxis", defaults: defaults, [
        .string("date", \.xLabelFormat, doc: "the x labels' date pattern",
                default: "`\(defaults.xLabelFormat)`; `\(TelegramChart.hourlyLabelFormat)` for data finer than daily (round 2's day files)"),
    ])

    static let valuesTable = OptionTable<TelegramChart>("telegram.values", title: "telegram values", defaults: defaults,
                                                        AxisOptions.formatOptions(automatic: "`number`"))

    /// An object of `table`'s options and a value format (read together by
    /// `AxisDecoding.decodeFormat`); nil for an automatic format.
    private static func formatted(_ context: ValueContext, _ table: OptionTable<TelegramChart>,
                                  into chart: inout TelegramChart) throws -> ValueFormat? {
        var object = try context.object()
        try table.decode(&object, into: &chart)
        let format = try AxisDecoding.decodeFormat(&object)
        try object.finish()
        return format
    }

    /// `indicator`: `x` (a time or date) or `position` (0-1 across the
    /// plot), not both.
    private static func readIndicator(_ context: ValueContext, into indicator: inout TelegramIndicator) throws {
        var object = try context.object()
        if object.has("x"), let position = object.peek("position") {
            throw position.error("give \"x\" (a time) or \"position\" (0-1 across the plot), not both")
        }
        try indicatorTable.decode(&object, into: &indicator)
        try object.finish()
    }

    static let paletteDocs = [
        "background": "the chart's background", "text": "title and the plaque's date", "label": "axis labels",
        "grid": "horizontal grid lines", "indicator": "the indicator's line", "plaque": "the plaque's fill",
        "plaqueBorder": "the plaque's edge", "dim": "the mini map outside the window",
        "frame": "the window's frame on the mini map", "grip": "the grips on the window's handles",
        "check": "check marks and names on toggles that are on",
        "stackLabel": "axis labels over bars and areas", "stackGrid": "grid lines over bars and areas",
    ]
}
