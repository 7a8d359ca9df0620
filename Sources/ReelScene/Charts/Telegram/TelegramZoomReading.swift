import Foundation
import ReelCharts
import ReelGeometry

/// A telegram chart's `zoom`: the day to zoom into and where its file is, as
/// the contest lays them out (`overview.json` beside folders `YYYY-MM` of
/// day files `DD.json`), and the animatable `progress` and `window`.
///
/// `day` and `days` only document their keys: they say which files to load,
/// and `read` loads them before the table reads the rest.
enum TelegramZoomReading {
    static let table = OptionTable<TelegramZoom>("telegram.zoom", title: "zoom", defaults: TelegramZoom(), [
        .custom("day", .string, doc: "the day zoomed into, `YYYY-MM-DD` (a UTC day, as the contest names its files); its file is `YYYY-MM/DD.json` in `days` and may hold the days around it too (the mini map shows them); zoomed in, the plot shows exactly its 24 hours", required: true),
        .custom("days", .string, doc: "the folder of day files, relative to the scene",
                default: "the data file's folder (the contest's layout)"),
        around.row(),
        .number("progress", \.progress, in: 0...1,
                doc: "0 the overview, 1 the day: the window contracts onto the day while the chart cross-fades into the day's data", animatable: true),
        Option("window", .range(0...1), default: { _ in "the day" },
               doc: "the part of the day files' span in view once zoomed in, as fractions of it",
               read: { zoom, context in zoom.window = try TelegramOptions.window(context) },
               animation: .leaf("window", bounds: 0...1) { _ in .range(Lens(\.window)) }),
        .elements("series", \.series, ids: \.idOrNil, TelegramOptions.seriesTable,
                  doc: "restyles the detail's own series by `id` (a day file drawn otherwise than the overview, as the contest's chart 4: its columns `y0`, `y1`...); tracks animate them as `chart.zoom.series[N].visible`"),
    ])

    static let maximumAround = 31
    /// Read with the day, before the table: it decides which files are loaded.
    /// 0 by default: the contest's day file already holds the week around
    /// its day, which the mini map shows; neighbours' files matter only for
    /// folders whose files hold one day each.
    static let around = OptionKey.integer("around", in: 0...maximumAround, default: 0,
                                          doc: "days each side whose files are joined with the day's, where they exist (points at the same time are read once, the day's file first): for folders whose files hold one day each; the contest's hold the week around their day already")
    static let tracks = ["chart.zoom.progress", "chart.zoom.window"]

    /// Reads `zoom` into `chart.zoom`, loading the day's file and its
    /// neighbours'. With data from the command line, the day's file is looked
    /// for beside that data, and a missing one skips the zoom: `skipped` is
    /// why, for the notes of skipped tracks. `notes` are what the day files'
    /// data gives notes about (negative values in stacks).
    static func read(_ context: ValueContext, into chart: inout TelegramChart, data: SourcedData,
                     override: DataOverride?) throws -> (skipped: String?, notes: [String]) {
        // Percentage areas zoom into the pie of the day, from their own data.
        if chart.marks.hasPie { return try TelegramPieZoomReading.read(context, into: &chart, override: override) }
        var o = try context.object()
        let dayContext = try o.required("day", "the day zoomed into, \"YYYY-MM-DD\"")
        let day = try DayFiles.day(dayContext)
        let around = try Self.around.read(&o)
        let folder: URL
        let daysContext = o.member("days")
        if override?.file != nil, let file = data.file {
            folder = file.deletingLastPathComponent()
        } else if let daysContext {
            folder = try DataSource.file(daysContext).url
        } else if let file = data.file {
            folder = file.deletingLastPathComponent()
        } else {
            throw context.error("the data is written inline, so there is no folder of day files beside it; give \"days\": the folder that holds YYYY-MM/DD.json")
        }
        let files = DayFiles(folder: folder)
        var skipped: String?
        var notes: [String] = []
        if override?.file != nil, !files.exists(day) {
            skipped = "the data from --data has no day file \(files.relativePath(of: day)) beside it, so the zoom into \(DayFiles.name(of: day)) is left out"
        } else {
            do {
                let (detail, dayNotes) = try files.detail(day: day, around: around, overview: chart, session: context.session)
                notes = dayNotes
                chart.zoom.detail = detail
                chart.zoom.series = detail.own?.series ?? []
                chart.zoom.window = detail.dayWindow(bars: (detail.own?.marks ?? chart.marks).shape == .bars)
            } catch let error as DataError {
                throw dayContext.error(error.message)
            }
        }
        try table.decode(&o, into: &chart.zoom)
        try readSeries(o.member("series"), into: &chart.zoom, override: override)
        try o.finish()
        return (skipped, notes)
    }

    /// `series`: entries that restyle the detail's own series, as the
    /// chart's `series` restyles the overview's. A detail that draws the
    /// overview's series has none of its own to restyle.
    private static func readSeries(_ context: ValueContext?, into zoom: inout TelegramZoom, override: DataOverride?) throws {
        guard let context, let detail = zoom.detail else { return }
        guard detail.ownSeries else {
            throw context.error("the day files draw the overview's series, so the detail has no series of its own; restyle them in the chart's \"series\"")
        }
        try TelegramDecoding.styleSeries(&zoom.series, context, ignoringUnknown: override?.file != nil)
    }

    /// Tracks that drive the zoom need a `zoom` section: without one they
    /// are an error at the track; when the zoom was left out (`reason`),
    /// they are skipped with it. A zoom into the pie has no day files, so
    /// no `window` to move: a `chart.zoom.window` track is an error at the
    /// track (skipped with a note for data from the command line, which
    /// may be what made the chart a percentage one).
    static func refuseTracks(_ chart: TelegramChart, reason: String?, timeline: [TimelineEntry],
                             override: DataOverride?) throws -> (TrackSpec) -> String? {
        if let reason { return try TelegramDecoding.refusing("chart.zoom", tracks, in: timeline, skipping: true) { _ in reason } }
        if chart.pie.zoomDay != nil {
            return try TelegramDecoding.refusing("chart.zoom.window", ["chart.zoom.window"], in: timeline,
                                                 skipping: override?.file != nil) { _ in
                "a percentage area chart zooms into the pie of the day from its own data, with no day files, so it has no window to move; animate \"chart.zoom.progress\" only"
            }
        }
        guard chart.zoom.detail == nil, chart.pie.zoomDay == nil else { return { _ in nil } }
        return try TelegramDecoding.refusing("chart.zoom", tracks, in: timeline, skipping: false) { property in
            "\(property) animates the zoom into a day; give the chart a \"zoom\": { \"day\": \"YYYY-MM-DD\" } section first"
        }
    }
}
