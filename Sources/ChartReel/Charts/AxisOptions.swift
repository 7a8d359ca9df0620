import ReelCharts
import ReelGeometry

/// The options of `xAxis` / `yAxis` and of value formats.
enum AxisOptions {
    static let defaults = ChartAxis(range: ValueRange(0, 1))

    static let table = OptionTable<ChartAxis>("axis", title: "axis", defaults: defaults, [
        .custom("range", .anyOf([.range(Limits.data), .defined(name: "dateRange", text: "`[date, date]`")]),
                doc: "values from one side of the plot to the other, in data units (dates on a date axis; indices with `placement: slots`)",
                default: "data extent (y: widened to nice ticks)"),
        .custom("fit", .choice(["data", "visible"]),
                doc: "y only: `data` fits all the data once; `visible` fits the values in view every frame and follows them; not with `range`",
                default: "`data`"),
        .custom("follow", .section(followTable.sheet), doc: "with `fit: visible`: how the axis moves to a new fit",
                default: followText),
        .custom("includeZero", .bool, doc: "the y range reaches 0", default: OptionText.describe(includesZero)),
        .custom("ticks", .defined(name: "ticks", text: "count, `{ \"step\": s }` or `[values]`"),
                doc: "about this many nice ticks (\(tickCounts.lowerBound)–\(tickCounts.upperBound)), every `step` (at most \(AxisTicks.maximumCount) ticks in the range), or exactly these",
                default: OptionText.describe(tickCount)),
        .custom("placement", .choice(AxisPlacement.allCases.map(\.rawValue)),
                doc: "x only: `slots` puts point i in the middle of the i-th of n equal slots (seed 001)",
                default: OptionText.describe(defaults.placement)),
    ] + formatOptions(automatic: "automatic") + [
        .bool("labels", \.showLabels, doc: "show the labels"),
        .fontName("labelFont", \.labelFont, doc: "the labels' font"),
        .fontSize("labelSize", \.labelFont, in: 1...200, doc: "the labels' size in points"),
        .color("labelColor", \.labelColor, doc: "the labels' colour"),
        .choice("labelAlignment", \.labelAlignment,
                doc: "`plot`: y labels right-aligned beside the plot; `margin`: centred in the margin (seed 001)"),
        .bool("line", \.showLine, doc: "draw the axis line"),
        .color("lineColor", \.lineColor, doc: "the axis line's colour"),
        .bool("grid", \.showGrid, doc: "grid lines at the ticks"),
        .color("gridColor", \.gridColor, doc: "the grid's colour"),
        .number("gridWidth", \.gridWidth, in: 0...100, doc: "the grid lines' width in points"),
        Option("gridSpacing", Lens(\.gridSpacing), .number(3...10_000), doc: "grid lines this many points apart instead of at the ticks (seed 004's `gridXOffset`)",
               default: "at the ticks") { try $0.number(in: 3...10_000, what: "a spacing in points") },
    ])

    /// `format`, `decimals`, `grouping`, `date`: read together by `AxisDecoding.decodeFormat`.
    static func formatOptions<Model>(automatic: String) -> [Option<Model>] {
        [
            .custom("format", .choice(["number", "compact", "percent"]),
                    doc: "numbers: `compact` writes 1.2K, `percent` writes 0.25 as 25%", default: automatic),
            .custom("decimals", .integer(decimals), doc: "digits after the decimal point"),
            .custom("grouping", .bool, doc: "thousands separators, for `number`", default: OptionText.describe(grouping)),
            .custom("date", .string, doc: "a date pattern (`MM-dd`, `MMM d`, `H:mm`) for values that are dates"),
        ]
    }

    /// Whether an axis reaches 0 unless `includeZero` says.
    static let includesZero = YFit().includeZero
    /// The tick counts `ticks` may ask for, and the count without `ticks`.
    static let tickCounts = 1...50
    static let tickCount: Int = {
        if case .automatic(let count) = defaults.ticks { return count }
        return YFit().intervals
    }()
    /// Digits after the decimal point a format may ask for.
    static let decimals = 0...10
    /// Whether `number` groups thousands unless `grouping` says.
    static let grouping = true

    /// The default `follow`, as the reference writes it.
    static let followText = "\(NumberText.format(Follow().duration)) s, linear"

    static let followTable = OptionTable<Follow>("follow", title: "follow", defaults: Follow(), [
        .number("duration", \.duration, in: 0...10, doc: "seconds a move to a new fit takes (0: jump)"),
        Option("curve", Lens(\.curve), .defined(name: "curve", text: "curve"), doc: "the move's timing curve",
               default: "`\"linear\"`") { try TimelineDecoding.decodeCurve($0) },
    ])
}
