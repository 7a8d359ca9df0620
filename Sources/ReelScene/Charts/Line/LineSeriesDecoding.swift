import Foundation
import ReelCharts
import ReelGeometry

/// A line chart's series: from `data` (a CSV or Telegram file) styled by
/// `series` entries matched by id, or given inline in `series`.
enum LineSeriesDecoding {
    /// Colours for series that name none, in order.
    static let palette = ["systemBlue", "systemOrange", "systemGreen", "systemRed", "systemPurple", "systemTeal",
                          "systemPink", "systemIndigo"].map { Color.named[$0]! }

    /// A `series` entry styling the data's series of its id; nil for an id
    /// that data from --data lacks (skipped, so the scene renders any file).
    private static func styledSeries(_ spec: ValueContext, byID: [String: SeriesData], sourced: [SeriesData],
                                     override: DataOverride?) throws -> LineSeries? {
        var reader = try spec.object()
        let idContext = try reader.required("id", "the column or series id it styles")
        let id = try idContext.string()
        guard let data = byID[id] else {
            if override?.file != nil { return nil }
            let ids = sourced.map(\.id)
            if ids.contains(id) { throw idContext.error("series \"\(id)\" is styled twice; give each series one entry") }
            throw idContext.error("no series \"\(id)\" in the data\(Suggestions.hint(for: id, in: ids)); it has \(MessageText.list(ids))")
        }
        var series = LineSeries(id: id, name: data.name, x: data.x, y: data.y, color: data.color ?? .black)
        try style(&series, &reader, hasColor: data.color != nil)
        if reader.peek("y") != nil || reader.peek("x") != nil {
            throw spec.error("values come from the data file; a series entry only styles them")
        }
        try reader.finish()
        return series
    }

    static func decode(_ o: inout ObjectReader, data override: DataOverride?) throws -> (series: [LineSeries], xIsDate: Bool) {
        let defaultColor = try LineOptions.defaultColor.read(&o)
        let sourced = try DataSource.loadLines(o.member("data"), override: override, chart: "line",
                                                 session: o.context.session)
        let sharedX = try o.member("x").map(decodeX)
        let specs = try o.member("series")?.array() ?? []
        var result: [LineSeries] = []
        var xIsDate = sourced?.first?.xIsDate ?? sharedX?.isDate ?? false
        if let sourced {
            if let shared = o.peek("x") { throw shared.error("\"x\" comes from the data file here; leave it out") }
            // Lookups by id, never scans: a file may have a million columns.
            var byID = Dictionary(uniqueKeysWithValues: sourced.map { ($0.id, $0) })
            for spec in specs {
                // Each entry on its own: when validating, a wrong one is recorded and the next still read.
                guard let series = try spec.attempt({ try styledSeries(spec, byID: byID, sourced: sourced, override: override) }),
                      let series else { continue }
                byID[series.id] = nil
                result.append(series)
            }
            // The series no entry styled, in the data's order: those still in byID.
            result += sourced.filter { byID[$0.id] != nil }.map { d in
                LineSeries(id: d.id, name: d.name, x: d.x, y: d.y, color: d.color ?? .clear)
            }
        } else {
            guard !specs.isEmpty else { throw o.context.error("a line chart needs \"series\" (with y values) or \"data\"") }
            for (i, spec) in specs.enumerated() {
                let (series, isDate) = try inlineSeries(spec, index: i, sharedX: sharedX)
                xIsDate = xIsDate || isDate
                result.append(series)
            }
        }
        // Series without a colour of their own: the chart's default or the palette.
        var next = 0
        for i in result.indices where result[i].color == .clear {
            result[i].color = defaultColor ?? palette[next % palette.count]
            next += 1
        }
        return (result, xIsDate)
    }

    private static func inlineSeries(_ spec: ValueContext, index: Int, sharedX: (values: [Double], isDate: Bool)?) throws -> (LineSeries, Bool) {
        var reader = try spec.object()
        let yContext = try reader.required("y", "the series' values (null for a gap)")
        let y: [Double?] = try yContext.array().map { item in
            if case .null = item.value.kind { return nil }
            return try item.number(in: Limits.data)
        }
        guard !y.isEmpty else { throw yContext.error("a series needs at least one value") }
        let ownX = try reader.member("x").map(decodeX)
        let x = ownX?.values ?? sharedX?.values ?? y.indices.map(Double.init)
        guard x.count == y.count else {
            throw (reader.peek("x") ?? yContext).error("\(y.count) y values but \(x.count) x values")
        }
        let id = try reader.string("id", default: LineSeriesOptions.defaultID(index))
        var series = LineSeries(id: id, name: try reader.string("name", default: id), x: x, y: y, color: .clear)
        try style(&series, &reader, hasColor: false)
        try reader.finish()
        return (series, ownX?.isDate ?? sharedX?.isDate ?? false)
    }

    /// The keys that style a series, wherever its values come from (a
    /// series without a colour of its own gets one from the chart later).
    private static func style(_ s: inout LineSeries, _ r: inout ObjectReader, hasColor: Bool) throws {
        if !hasColor { s.color = .clear }
        try LineSeriesOptions.table.decode(&r, into: &s)
    }

    /// `{ "horizontal": ["#FDA408", "#FB252D"] }`, `vertical` or `alongLength`;
    /// the colours may be `{ "colors": [...], "locations": [...] }`.
    static func decodeGradient(_ context: ValueContext) throws -> LineGradient {
        var o = try context.object()
        let kinds = ["horizontal", "vertical", "alongLength"]
        let found = kinds.compactMap { k in o.member(k).map { (k, $0) } }
        guard found.count == 1, let (kind, body) = found.first else {
            throw context.error("expected one of \(kinds.joined(separator: ", ")) with the gradient's colours")
        }
        try o.finish()
        let gradient: Gradient
        if case .array = body.value.kind {
            let colors = try body.array().map { try $0.color() }
            guard !colors.isEmpty else { throw body.error("a gradient needs at least one colour") }
            gradient = Gradient(colors: colors)
        } else {
            var stops = try body.object()
            gradient = try PaintDecoding.decodeStops(&stops)
            try stops.finish()
        }
        switch kind {
        case "horizontal": return .horizontal(gradient)
        case "vertical": return .vertical(gradient)
        default: return .alongLength(gradient)
        }
    }

    /// x values: numbers, or dates written as `2019-03-07` (seconds since 1970).
    static func decodeX(_ context: ValueContext) throws -> (values: [Double], isDate: Bool) {
        let items = try context.array()
        var isDate: Bool?
        let values: [Double] = try items.map { item in
            switch item.value.kind {
            case .number where isDate != true:
                isDate = false
                return try item.number(in: Limits.data)
            case .string(let s) where isDate != false:
                guard let seconds = DateValue.seconds(s) else {
                    throw item.error("\"\(s)\" is not a date; expected 2019-03-07 or 2019-03-07T12:30:00Z")
                }
                isDate = true
                return seconds
            default:
                throw item.error("expected x values that are all numbers or all dates, found \(item.value.summary)")
            }
        }
        return (values, isDate ?? false)
    }
}
