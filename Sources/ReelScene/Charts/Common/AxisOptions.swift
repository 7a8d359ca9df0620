import ReelCharts
import ReelGeometry

/// The options of `xAxis` / `yAxis` and of value formats.
///
/// `range` is the one key documented here but read by `AxisDecoding`
/// alone: its value is a range of numbers or of dates, which only the axis's
/// data says, and it excludes `fit: visible`. The other keys that decide how
/// the axis is built (`fit`, `follow`, `includeZero`, `ticks`, `placement`,
/// the format keys) are `OptionKey`s the decoder reads where it needs them.
enum AxisOptions {
    static let defaults = ChartAxis(range: ValueRange(0, 1))

    static let table = OptionTable<ChartAxis>("axis", title: "axis", defaults: defaults, [
        .custom("range", .anyOf([.range(Limits.data), .defined(name: "dateRange", text: "`[date, date]`")]),
                doc: "values from one side of the plot to the other, in data units (dates on a date axis; indices with `placement: slots`)",
                default: "data extent (y: widened to nice ticks)"),
        fit.row(),
        ends.row(),
        follow.row(),
        includeZero.row(),
        ticks.row(),
        placement.row(),
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
    ]).ruled([.notBoth("range", fit.key, when: .object([("const", .string(Fit.visible.rawValue))]))])

    /// How a y axis finds its range.
    enum Fit: String, CaseIterable, Sendable {
        /// All the data, once.
        case data
        /// The values in the x range of the series shown, every frame, followed as they change.
        case visible
    }

    static let fit = OptionKey<Fit>("fit", .choice(Fit.allCases.map(\.rawValue)), default: .data,
                                    doc: "y only: `data` fits all the data once; `visible` fits the values in view every frame and follows them; not with `range`") { context in
        let name = try context.string()
        guard let fit = Fit(rawValue: name) else {
            throw context.error("\"\(name)\" is not allowed; expected data (fit all the data once) or visible (follow the values in view)")
        }
        return fit
    }

    /// Where a fitted range ends (`YFit.Ends`): `fit` already names what
    /// is fitted, so the line chart offers this as a key of its own.
    static let ends = OptionKey.choice("ends", default: YFit.Ends.nice,
                                       doc: "y only, with `fit: visible`: `nice` ends the range on grid lines; `tight` ends it at the data, labels at round steps inside")

    static let follow = OptionKey<Follow>("follow", .section(followTable.sheet), default: Follow(), text: followText,
                                          doc: "with `fit: visible`: how the axis moves to a new fit") { context in
        var follow = Follow()
        try followTable.decodeObject(context, into: &follow)
        return follow
    }

    static let includeZero = OptionKey.bool("includeZero", default: YFit().includeZero, doc: "the y range reaches 0")

    /// The tick counts `ticks` may ask for, and the count without `ticks`.
    static let tickCounts = 1...50
    static let tickCount: Int = {
        if case .automatic(let count) = defaults.ticks { return count }
        return YFit().intervals
    }()
    /// The steps `ticks: { "step": s }` may ask for.
    static let tickSteps = 1e-300...1e300

    static let ticks = OptionKey<TickSpec>("ticks", .defined(name: "ticks", text: "count, `{ \"step\": s }` or `[values]`"),
                                           default: defaults.ticks, text: OptionText.describe(tickCount),
                                           doc: "about this many nice ticks (\(tickCounts.lowerBound)–\(tickCounts.upperBound)), every `step` (at most \(AxisTicks.maximumCount) ticks in the range), or exactly these") {
        try AxisDecoding.decodeTicks($0)
    }

    static let placement = OptionKey.choice("placement", default: defaults.placement,
                                            doc: "x only: `slots` puts point i in the middle of the i-th of n equal slots (seed 001)")

    /// The labels of a date axis unless `date` says (a range of a day or
    /// less then labels hours: `ChartAxis.automaticDates`).
    static let datePattern = "MMM d"

    /// `format`, `decimals`, `grouping`, `date`: read together by
    /// `AxisDecoding.decodeFormat`; `automatic` is the section's format
    /// when none is given, as the reference writes it.
    static func formatOptions<Model>(automatic: String) -> [Option<Model>] {
        [format.row(default: automatic), decimals.row(), grouping.row(), date.row()]
    }

    /// The number formats `format` names.
    enum NumberFormat: String, CaseIterable, Sendable {
        case number, compact, percent

        /// "number, compact or percent", for messages.
        static let listed = allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + allCases.last!.rawValue
    }

    /// The name only: whether it is a known format is checked with the other
    /// format keys, in `AxisDecoding.decodeFormat`.
    static let format = OptionKey<String?>("format", .choice(NumberFormat.allCases.map(\.rawValue)), default: nil,
                                           doc: "numbers: `compact` writes 1.2K, `percent` writes 0.25 as 25%") { try $0.string() }
    /// Digits after the decimal point a format may ask for.
    static let decimalCounts = 0...10
    static let decimals = OptionKey<Int?>("decimals", .integer(decimalCounts), default: nil, doc: "digits after the decimal point") {
        try $0.integer(in: decimalCounts)
    }
    static let grouping = OptionKey.bool("grouping", default: true, doc: "thousands separators, for `number`")
    static let date = OptionKey<String?>("date", .string, default: nil,
                                         doc: "a date pattern (`MM-dd`, `MMM d`, `H:mm`) for values that are dates") { try $0.string() }

    /// The default `follow`, as the reference writes it.
    static let followText = "\(NumberText.format(Follow().duration)) s, \(ImplicitMotion.curveName(Follow().curve) ?? "a curve")"

    static let followTable = OptionTable<Follow>("follow", title: "follow", defaults: Follow(), [
        .number("duration", \.duration, in: 0...10, doc: "seconds a move to a new fit takes (0: jump)"),
        Option("curve", Lens(\.curve), .defined(name: "curve", text: "curve"), doc: "the move's timing curve",
               default: ImplicitMotion.curveText(Follow().curve)) { try TimelineDecoding.decodeCurve($0) },
    ])
}
