import ReelCharts
import ReelGeometry

/// A percentage area chart's `zoom`: the zoom into the pie of a day, from
/// the chart's own data (`TelegramChart.pieZoomedXWindow`), as the contest
/// does it. It takes `day` and the animatable `progress`; there are no day
/// files, so `days`, `around`, `window` and `series` are errors that say so.
enum TelegramPieZoomReading {
    /// Reads `zoom` into `chart.pie.zoomDay` and `chart.zoom.progress`. With
    /// data from the command line a day outside that data skips the zoom
    /// (`skipped` is why, for the notes of skipped tracks) instead of
    /// failing, so one scene renders any file.
    static func read(_ context: ValueContext, into chart: inout TelegramChart,
                     override: DataOverride?) throws -> (skipped: String?, notes: [String]) {
        var o = try context.object()
        for key in ["days", "around", "window", "series"] {
            if let member = o.peek(key) {
                throw member.error("a percentage area chart zooms into the pie of the day from its own data, with no day files; leave out \"\(key)\"")
            }
        }
        let dayContext = try o.required("day", "the day whose pie the chart zooms into, \"YYYY-MM-DD\"")
        let day = try DayFiles.day(dayContext)
        let start = Double(day) * 86_400
        var skipped: String?
        if let window = TelegramChart.pieZoomDay(ValueRange(start, start + 86_400), in: chart.x) {
            chart.pie.zoomDay = window
        } else {
            let span = dataDays(chart.x)
            let problem = "the data has no point on \(DayFiles.name(of: day)): it runs from \(span.first) to \(span.last)"
            guard override?.file != nil else {
                throw dayContext.error("\(problem); give a \"day\" between them")
            }
            skipped = "\(problem), so the zoom into the pie of \(DayFiles.name(of: day)) is left out"
        }
        try TelegramZoomReading.table.decode(&o, into: &chart.zoom)
        try o.finish()
        return (skipped, [])
    }

    /// The data's first and last days, `YYYY-MM-DD`.
    private static func dataDays(_ x: [Double]) -> (first: String, last: String) {
        let days = [x.first ?? 0, x.last ?? 0].map { DayFiles.name(of: Int(($0 / 86_400).rounded(.down))) }
        return (days[0], days[1])
    }
}
