import Foundation
import ReelCharts
import ReelGeometry
import ReelTiming

/// The `activity` chart section (a day of device use, as the parental-control timeline shows it).
enum ActivityDecoding {
    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        var chart = ActivityChart()
        chart.formatter = context.formatter
        chart.kinds = try ActivityOptions.types.read(&object)
        let overlaps = try ActivityOptions.overlaps.read(&object)
        let source = object.member("intervals")
        let rows = try intervalRows(source, override: context.data, in: object.context)
        chart.intervals = try located(source, override: context.data) {
            try ActivityData.intervals(rows, kinds: chart.kinds, overlaps: overlaps)
        }
        try ActivityOptions.table.decode(&object, into: &chart)
        let scrollContext = object.member(ActivityOptions.scrollToNow.key)
        let scroll = try scrollToNow(scrollContext, ActivityOptions.scrollToNow.value(of: scrollContext), chart: chart,
                                     timeline: context.timeline)
        return try ChartAnimation(base: chart, options: ActivityOptions.table, timeline: context.timeline, implicit: scroll,
                                  session: object.context.session)
    }

    /// `intervals` written in the scene or read from a CSV file, or the
    /// `--data` file that replaces them.
    private static func intervalRows(_ source: ValueContext?, override: DataOverride?, in chart: ValueContext) throws -> [ActivityRow] {
        if override?.chart != nil {
            throw SceneError(location: nil, path: "", message: "--chart picks a chart of a contest file; an activity chart reads a CSV file of intervals")
        }
        if let file = override?.file {
            return try located(nil, override: override) {
                let (bytes, _) = try DataFile.bytes(argument: file, inputs: chart.session.inputs)
                let name = DataFile.displayName(argument: file)
                guard DataFormat.sniff(bytes) == .delimited, let text = String(validating: bytes, as: UTF8.self) else {
                    throw DataError(message: "an activity chart reads CSV text with columns start, end and type; \(name) is not CSV")
                }
                return try ActivityData.rows(csv: text, name: name)
            }
        }
        guard let source else {
            throw chart.error("missing \"intervals\" (an array of { \"start\", \"end\", \"type\" } or { \"csv\": \"day.csv\" })")
        }
        if case .array = source.value.kind { return try ActivityData.rows(source) }
        var o = try source.object()
        let file = try DataSource.file(o.required("csv", "a CSV file with columns start, end and type, relative to the scene"))
        try o.finish()
        return try located(source, override: nil) {
            try ActivityData.rows(csv: DataFile.text(file.url, displayName: file.name, inputs: chart.session.inputs), name: file.name)
        }
    }

    /// Runs `body`, turning a file's `DataError` into a scene error at
    /// `intervals` (or naming `--data`).
    private static func located<T>(_ source: ValueContext?, override: DataOverride?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DataError {
            if let source, override?.file == nil { throw source.error(error.message) }
            throw SceneError(location: nil, path: "", message: "--data: \(error.message)")
        }
    }

    /// `types`: the built-in four, restyled by id, and new ones, each with
    /// `name` and `color` or `gradient`.
    static func kinds(_ context: ValueContext) throws -> [ActivityKind] {
        var kinds = ActivityKind.builtIn
        guard case .object(let members) = context.value.kind else {
            throw context.error("expected an object of types by id, such as { \"homework\": { \"name\": \"Homework\", \"color\": \"#5856D6\" } }")
        }
        for member in members {
            let entry = ValueContext(value: member.value, path: "\(context.path).\(member.key)", source: context.source, session: context.session)
            guard !member.key.isEmpty else { throw entry.error("a type needs a non-empty id") }
            var o = try entry.object()
            if o.has("color"), let gradient = o.peek("gradient") {
                throw gradient.error("give \"color\" or \"gradient\", not both")
            }
            if let index = kinds.firstIndex(where: { $0.id == member.key }) {
                try ActivityOptions.kindTable.decode(&o, into: &kinds[index])
            } else {
                guard o.has("color") || o.has("gradient") else {
                    throw entry.error("a new type needs \"color\" or \"gradient\"; the built-in types are \(kinds.map(\.id).joined(separator: ", "))")
                }
                var kind = ActivityKind(id: member.key, name: member.key, fill: .color(.clear))
                try ActivityOptions.kindTable.decode(&o, into: &kind)
                kinds.append(kind)
            }
            try o.finish()
        }
        return kinds
    }

    /// The timeline's scroll to now on load, as a track on `windowStart` from
    /// where the scene puts the window to the window that ends at now,
    /// unless the timeline scrolls the window itself.
    private static func scrollToNow(_ context: ValueContext?, _ motion: ImplicitMotion?, chart: ActivityChart,
                                    timeline: [TimelineEntry]) throws -> [BoundTrack<ActivityChart>] {
        guard let context, let motion else { return [] }
        guard chart.now != nil else { throw context.error("scrolling to now needs the chart's \"now\" (the current time)") }
        guard !timeline.contains(where: { $0.drives("chart.windowStart") }) else { return [] }
        let track = Track(from: chart.clampedWindowStart, to: chart.windowStartShowingNow,
                          timing: motion.timing, curve: motion.curve)
        return [BoundTrack(Lens(\.windowStart), track, property: "chart.windowStart")]
    }
}
