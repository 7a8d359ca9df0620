import ReelCharts
import ReelGeometry
import ReelTiming

/// The `activity` chart's options (a day of device use, as the parental-control timeline shows it).
enum ActivityOptions {
    static let day = 0...ActivityChart.day
    static let clock = OptionType.anyOf([.number(day), .defined(name: "clock", text: "`H:MM`")])
    /// Read before the table: the intervals are checked against the types.
    static let types = OptionKey<[ActivityKind]>("types", .defined(name: "activityTypes", text: "types by id"),
                                                 default: ActivityKind.builtIn, text: "the four built-in types",
                                                 doc: "restyles the built-in types (`active`, `additionalTime`, `overtime`, `block`) and declares others: `{ \"homework\": { \"name\": \"Homework\", \"color\": \"#5856D6\" } }`") {
        try ActivityDecoding.kinds($0)
    }

    /// Not a property of the chart: a track the decoder adds to its
    /// animation (`ActivityDecoding.scrollToNow`). Nil: no scroll.
    static let scrollToNow = OptionKey<ImplicitMotion?>("scrollToNow", .anyOf([.bool, .section(scrollTable.sheet)]), default: nil, text: "`false`",
                                                        doc: "scrolls the window from `windowStart` to now as the seed does on load: `true` (at \(NumberText.format(ImplicitMotion().begin)) s, over \(NumberText.format(ImplicitMotion().duration)) s) or `{ \"begin\", \"duration\", \"curve\" }`") { context in
        if case .bool(let on) = context.value.kind { return on ? ImplicitMotion() : nil }
        var motion = ImplicitMotion()
        try scrollTable.decodeObject(context, into: &motion)
        return motion
    }

    /// Read before the table, with the intervals it checks.
    static let overlaps = OptionKey.bool("overlaps", default: true,
                                         doc: "whether intervals may share time; `false` makes an overlap an error")

    /// `intervals` only documents its key, as do the interval's and the
    /// file's keys below: `ActivityData` reads intervals, inline or from a
    /// CSV file, row by row, checking them against the types.
    static let table = OptionTable<ActivityChart>("activity", title: "activity", defaults: ActivityChart(), [
        .custom("intervals", .anyOf([.list(.section(intervalTable.sheet), minimum: 0), .section(csvSheet)]),
                doc: "the day's intervals: `[{ \"start\": \"7:30\", \"end\": \"8:05\", \"type\": \"active\" }, …]` (minutes since midnight or `H:MM`), or `{ \"csv\": \"day.csv\" }` with columns start, end and type; `--data FILE.csv` replaces it",
                required: true),
        types.row(),
        overlaps.row(),
        Option("now", clock, default: { _ in "none" },
               doc: "the current time (minutes since midnight or `H:MM`): draws the marker; a track moves it in minutes",
               read: { chart, context in chart.now = try ActivityData.minutes(context) },
               animation: .leaf("now", bounds: day) { _ in .number(Lens(get: { $0.now ?? 0 }, set: { $0.now = $1 })) }),
        .number("windowLength", \.windowLength, in: 1...ActivityChart.day,
                doc: "how many minutes the chart shows at once (the seed shows 2 of the 24 hours)"),
        Option("windowStart", .anyOf([.number(day), .defined(name: "clock", text: "`H:MM`"), .choice(["now"])]), default: { _ in "`0`" },
               doc: "the earliest minute in view (`H:MM` too), or `\"now\"` for the seed's scroll to now (the window that ends at now); tracks scroll it in minutes",
               read: { chart, context in
                   if case .string("now") = context.value.kind {
                       guard chart.now != nil else { throw context.error("\"now\" needs the chart's \"now\" (the current time)") }
                       chart.windowStart = chart.windowStartShowingNow
                   } else {
                       chart.windowStart = try ActivityData.minutes(context)
                   }
               },
               animation: .leaf("windowStart", bounds: day) { _ in .number(Lens(\.windowStart)) }),
        scrollToNow.row(),
        .number("gridStep", \.gridStep, in: 1...ActivityChart.day, doc: "minutes between grid lines"),
        .number("labelStep", \.labelStep, in: 1...ActivityChart.day, doc: "minutes between time labels"),
        .number("barHeight", \.barHeight, in: 0...1, doc: "the bars' height as a fraction of the band", animatable: true),
        .number("minimumLength", \.minimumLength, in: 0...ActivityChart.day, doc: "the shortest bar drawn, in minutes"),
        .number("grow", \.grow, in: 0...1, doc: "the intervals' grow-in: 0 none drawn, 1 all whole; each grows from its start in turn",
                animatable: true),
        .number("stagger", \.stagger, in: 0...1,
                doc: "how the grow-ins follow each other: 0 all at once, 1 one after another", animatable: true),
        .number("markerOpacity", \.markerOpacity, in: 0...1, doc: "the now marker's opacity", animatable: true),
        .bool("legend", \.showLegend, doc: "the legend of the types present, under the chart"),
        .fontSize("labelSize", \.labelFont, doc: "the time labels' size in points (the seed's 6.5)"),
        .fontName("labelFont", \.labelFont, doc: "the time labels' font"),
        .fontSize("legendSize", \.legendFont, doc: "the legend's size in points"),
        .fontName("legendFont", \.legendFont, doc: "the legend's font"),
        .choice("direction", \.direction,
                doc: "`rtl` mirrors the chart as the seed does for Arabic (intervals at `[-end, -start]`, labels by absolute value, gradients and scrolling reversed); `auto` follows the scene's `locale`"),
    ] + ThemeOptions.options(chart: "activity", theme: \.theme, day: \.day, night: \.night,
                             palettes: (ActivityPalette.day, ActivityPalette.night), docs: paletteDocs))

    static let intervalTable = OptionTable<ActivityChart>("activity.interval", title: "interval", defaults: ActivityChart(), [
        .custom("start", clock, doc: "where it starts: minutes since midnight (0–1440) or `H:MM`", required: true),
        .custom("end", clock, doc: "where it ends, not before `start`; drawn at least `minimumLength` wide", required: true),
        .custom("type", .string, doc: "a built-in type or one declared under `types`", default: "`\"\(ActivityRow.defaultType)\"`"),
    ])

    static let csvSheet = OptionTable<ActivityChart>("activity.csv", title: "intervals file", defaults: ActivityChart(), [
        .custom("csv", .string, doc: "a CSV file (relative to the scene) with columns start, end and optionally type", required: true),
    ]).sheet

    static let kindTable = OptionTable<ActivityKind>("activity.type", title: "type", defaults: ActivityKind.builtIn[0], [
        .string("name", \.name, doc: "the legend's name for it"),
        .custom("color", .color, doc: "a plain fill") { kind, context in kind.fill = .color(try context.color()) },
        .custom("gradient", .list(.color, minimum: 2),
                doc: "colours spread across each interval from its start to its end (reversed right to left)") { kind, context in
            kind.fill = .gradient(try context.array().map { try $0.color() })
        },
    ])

    static let scrollTable = OptionTable<ImplicitMotion>("activity.scrollToNow", title: "scrollToNow", defaults: ImplicitMotion(), [
        .number("begin", \.begin, in: ImplicitMotion.seconds, doc: "when the scroll starts, in seconds"),
        .number("duration", \.duration, in: ImplicitMotion.seconds, doc: "how long it takes"),
        Option("curve", Lens(\.curve), .defined(name: "curve", text: "curve"), doc: "its timing curve",
               default: ImplicitMotion.curveText(ImplicitMotion().curve)) { try TimelineDecoding.decodeCurve($0) },
    ])

    static let paletteDocs = [
        "background": "the chart's background", "grid": "the grid lines", "label": "the time labels",
        "marker": "the now marker", "legend": "the legend's names",
    ]
}
