import ReelCharts
import ReelGeometry

/// The keys of one entry of a line or Telegram chart's `series`.
enum LineSeriesOptions {
    static let defaults = LineSeries(id: defaultID(0), name: defaultID(0), x: [], y: [], color: .clear)

    /// The id of the inline series at `index` that gives none.
    static func defaultID(_ index: Int) -> String { "series\(index)" }

    /// `id`, `y` and `x` only document their keys: `LineSeriesDecoding`
    /// reads them first, to make the series (or find the data's) that the
    /// other keys style.
    static let table = OptionTable<LineSeries>("series", title: "series", defaults: defaults, [
        .custom("id", .string, doc: "names the series for tracks (`chart.ID.opacity`); with `data`, the column it styles",
                default: "`\(defaultID(0).dropLast())` + its index"),
        .custom("y", .list(.anyOf([.number(Limits.data), .defined(name: "null", text: "null")]), minimum: 1),
                doc: "inline values, `null` for a gap (not with `data`)"),
        .custom("x", .list(.anyOf([.number(Limits.data), .defined(name: "date", text: "date")]), minimum: 1),
                doc: "this series' own x values: numbers or dates (`2019-03-07`)", default: "the chart's `x`, else 0, 1, 2…"),
        .string("name", \.name, doc: "shown in the popup and bubble", default: "its id"),
        .color("color", \.color, doc: "the line's colour", default: "`defaultColor`, else the palette", animatable: true),
        .number("width", \.width, in: 0...1000, doc: "line width in points", animatable: true),
        Option("visible", Lens(\.visible), .anyOf([.bool, .number(0...1)]),
               doc: "`true`, `false` or a fade in between; a hidden series leaves a fitted y axis",
               animatable: { .number($0) }) { try SeriesDecoding.visibility($0) },
        .number("opacity", \.opacity, in: 0...1, doc: "the line's opacity", animatable: true),
        .number("strokeStart", \.strokeStart, in: 0...1, doc: "this series' own trim start, within the chart's reveal",
                animatable: true),
        .number("strokeEnd", \.strokeEnd, in: 0...1, doc: "this series' own trim end", animatable: true),
        Option("gradient", Lens(\.gradient), .defined(name: "lineGradient", text: "`{ \"horizontal\" | \"vertical\" | \"alongLength\": colours }`"),
               doc: "a stroke gradient across the plot, by value, or along the line", default: "none") {
            try LineSeriesDecoding.decodeGradient($0)
        },
        Option("area", Lens(\.area), .anyOf([.bool, .section(areaTable.sheet)]),
               doc: "a fill under the line fading to the baseline", default: "none") { try decodeArea($0) },
    ])

    static let areaTable = OptionTable<AreaFill>("series.area", title: "area", defaults: AreaFill(), [
        .optionalColor("color", \.color, doc: "colour at the line", default: "the series' colour"),
        .number("opacity", \.opacity, in: 0...1, doc: "opacity at the line; 0 at the baseline"),
    ])

    private static func decodeArea(_ context: ValueContext) throws -> AreaFill? {
        if case .bool(let on) = context.value.kind { return on ? AreaFill() : nil }
        var area = AreaFill()
        try areaTable.decodeObject(context, into: &area)
        return area
    }
}
