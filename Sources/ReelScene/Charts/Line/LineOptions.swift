import ReelCharts
import ReelGeometry

/// The `line` chart's options (the gradient line chart and `SKChartView`).
enum LineOptions {
    static let defaults = LineChart(series: [], xAxis: ChartAxis(range: ValueRange(0, 1)), yAxis: ChartAxis(range: ValueRange(0, 1)))

    /// `data`, `x`, `xAxis` and `yAxis` are rows that only document their
    /// key: they build the model rather than set a property of it. The data
    /// and `x` are read with the series (`LineSeriesDecoding`), and the axes,
    /// whose ranges come from the series, by `AxisDecoding` with their own table.
    static let table = OptionTable<LineChart>("line", title: "line", defaults: defaults, [
        .custom("data", .defined(name: "data", text: "data source"), doc: "`{ \"file\": \"visits.csv\" }` (CSV, TSV, a contest file or a JSON array of records, with `x` and `y` naming fields), `{ \"csv\": \"data.csv\" }`, `{ \"telegram\": \"chart_data.json\", \"chart\": 0 }` or `{ \"records\": [...] }` written inline (see Data); `--data FILE` replaces it"),
        .elements("series", \.series, ids: \.idOrNil, LineSeriesOptions.table,
                  doc: "inline series, or styles for the data's series matched by `id`"),
        .custom("x", .list(.anyOf([.number(Limits.data), .defined(name: "date", text: "date")]), minimum: 1),
                doc: "x values shared by inline series: numbers or dates", default: "0, 1, 2…"),
        defaultColor.row(),
        .custom("xAxis", .section(AxisOptions.table.sheet), doc: "the x axis"),
        .custom("yAxis", .section(AxisOptions.table.sheet), doc: "the y axis"),
        .custom("insets", .numbers(Limits.length, minimum: 4), doc: "`[top, left, bottom, right]`: the plot area inside the chart",
                default: "room for the measured labels") { chart, context in
            let v = try context.numbers(in: Limits.length)
            guard v.count == 4 else { throw context.error("expected [top, left, bottom, right], 4 lengths") }
            chart.insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        },
        .choice("lineMode", \.lineMode, doc: "`smooth` is a monotone cubic: no bumps the data does not have"),
        .choice("lineCap", \.lineCap, doc: "ends of the lines"),
        .choice("lineJoin", \.lineJoin, doc: "corners of the lines"),
        .choice("dots", \.dots, doc: "dots appear as the reveal reaches them, painted like the line"),
        .number("dotRadius", \.dotRadius, in: 0...1000, doc: "radius of the dots in points", animatable: true),
        .optionalColor("dotColor", \.dotColor, doc: "the dots' colour", default: "the series' paint"),
        .bool("showValues", \.showValues, doc: "values by their points (seed 004), above if free, else below, else left out: they never overlap each other or a dot"),
        .custom("values", .section(valuesTable.sheet), doc: "how values, bubble and popup write numbers",
                default: "0 decimals, 9 pt, the series' colour", read: decodeValues),
        .number("strokeStart", \.strokeStart, in: 0...1, doc: "the reveal's start, by arc length", animatable: true),
        .number("strokeEnd", \.strokeEnd, in: 0...1, doc: "the reveal's end, by arc length", animatable: true),
        .choice("reveal", \.reveal, doc: "several series drawn together, or one after another, each taking an equal share of `strokeEnd`"),
        .custom("stagger", .number(0...1), doc: "with `sequential`: how far into the reveal each series starts after the previous one; smaller values overlap them",
                default: "1 / number of series") { chart, context in
            guard chart.reveal == .sequential else { throw context.error("\"stagger\" applies to \"reveal\": \"sequential\"") }
            chart.revealStagger = try context.number(in: 0...1)
        },
        .number("phaseY", \.phaseY, in: 0...10, doc: "values grow from the baseline (Charts' `animateY`)", animatable: true),
        .section("bubble", \.bubble, bubbleTable, doc: "seed 001's label by the last point: above right of it (above left if it would leave the chart), scaling about it", default: "none") { $0.isEnabled = true },
        .track("popup.x", .anyOf([.number(Limits.data), .defined(name: "date", text: "date")]), doc: "where the popup is, in data units (dates on a date axis)") { chart in
            chart.xAxis.isDate && chart.xAxis.placement == .linear ? .date(Lens(\.popup.x)) : .number(Lens(\.popup.x))
        },
        .section("popup", \.popup, popupTable, doc: "seed 004's popup: a vertical line and circles on each series at `x`, and a box with the x label and each value, clamped inside the chart as `SKChartView` clamps a touch",
                 default: "none") { $0.isEnabled = true },
        .choice("direction", \.direction,
                doc: "`rtl` mirrors the chart for a right-to-left language: time runs right to left, the y axis and its labels move to the right, text reads right to left; `auto` follows the scene's `locale`"),
        .track("xRange", .anyOf([.range(Limits.data), .defined(name: "dateRange", text: "`[date, date]`")]), doc: "the x axis' range: a moving window (dates on a date axis)") { chart in
            chart.xAxis.isDate && chart.xAxis.placement == .linear ? .dateRange(Lens(\.xAxis.range)) : .range(Lens(\.xAxis.range))
        },
        .track("yRange", .range(Limits.data), doc: "the y axis' range (not when `yAxis.fit` is `visible`)") { _ in
            .range(Lens(\.yAxis.range))
        },
    ])

    /// Read by `LineSeriesDecoding` as it colours the series that have none.
    static let defaultColor = OptionKey<Color?>("defaultColor", .color, default: nil, text: "palette",
                                                doc: "for series without a colour (seed 004's `defaultLineColor`)") { try $0.color() }

    /// What a bubble's `format` may name.
    static let bubblePlaceholders = ["{value}", "{name}"]

    static let bubbleTable = OptionTable<LineBubble>("line.bubble", title: "bubble", defaults: LineBubble(), [
        Option("format", Lens(\.format), .template(placeholders: bubblePlaceholders, allowEmpty: true),
               doc: "text with `{value}` (the last value) and `{name}`") {
            try $0.template(placeholders: bubblePlaceholders)
        },
        .fontSize("size", \.font, in: 1...200, doc: "font size in points"),
        .fontName("font", \.font, doc: "a fontconfig name or a font file"),
        .color("textColor", \.textColor, doc: "the text's colour"),
        .optionalColor("fill", \.fill, doc: "the bubble's colour", default: "the line's last colour"),
        .number("opacity", \.opacity, in: 0...1, doc: "the bubble's opacity", animatable: true),
        .number("scale", \.scale, in: 0...100, doc: "grows from the point it points at", animatable: true),
        .integer("series", \.series, in: 0...1000, doc: "which series (index) it follows"),
    ])

    static let popupTable = OptionTable<LinePopup>("line.popup", title: "popup", defaults: LinePopup(), [
        .number("x", \.x, in: Limits.data, doc: "where, in data units along the x axis", default: "the x range's start"),
        .number("y", \.y, in: -10_000...10_000, doc: "top of the box, in points from the chart's top", animatable: true),
        .bool("snap", \.snap, doc: "jump to the nearest data point rather than follow `x` exactly"),
        .number("opacity", \.opacity, in: 0...1, doc: "the popup's opacity", animatable: true),
        .color("background", \.background, doc: "the box's colour"),
        .color("textColor", \.textColor, doc: "the text's colour"),
        .fontSize("size", \.font, in: 1...200, doc: "font size in points"),
        .fontName("font", \.font, doc: "a fontconfig name or a font file"),
        .color("lineColor", \.lineColor, doc: "the vertical line's colour"),
        .number("circleRadius", \.circleRadius, in: 0...100, doc: "radius of the circles on the series"),
    ])

    /// `values`: a format (read by `AxisDecoding.decodeFormat`) and the text's look.
    static let valuesTable = OptionTable<LineChart>("line.values", title: "values", defaults: defaults,
                                                    AxisOptions.formatOptions(automatic: "`number`") + [
        .fontSize("size", \.valueFont, in: 1...200, doc: "font size in points"),
        .fontName("font", \.valueFont, doc: "a fontconfig name or a font file"),
        .optionalColor("color", \.valueColor, doc: "the values' colour", default: "the series' colour"),
    ])

    private static func decodeValues(_ chart: inout LineChart, _ context: ValueContext) throws {
        var values = try context.object()
        chart.valueFormat = try AxisDecoding.decodeFormat(&values) ?? chart.valueFormat
        try valuesTable.decode(&values, into: &chart)
        try values.finish()
    }
}

extension LineSeries {
    /// The id as element tables see it (every series has one).
    var idOrNil: String? { id }
}
