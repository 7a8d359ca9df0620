import ReelCharts
import ReelGeometry

/// `xAxis` / `yAxis` sections and value formats.
enum AxisDecoding {
    /// Reads an axis; `dataRange` is the values' extent, `isDate` whether they are dates.
    static func decode(_ context: ValueContext?, dataRange: ClosedRange<Double>, isDate: Bool, isX: Bool) throws -> ChartAxis {
        try decodeWithFit(context, dataRange: dataRange, isDate: isDate, isX: isX).axis
    }

    /// Reads an axis and, for y, its `fit` (`AxisOptions.Fit`): nil when
    /// the range fits all the data once.
    static func decodeWithFit(_ context: ValueContext?, dataRange: ClosedRange<Double>, isDate: Bool,
                              isX: Bool) throws -> (axis: ChartAxis, fit: FollowingFit?) {
        var axis = ChartAxis(range: ValueRange(dataRange.lowerBound, dataRange.upperBound))
        axis.isDate = isDate
        if isDate {
            axis.format = .value(.date(pattern: AxisOptions.datePattern))
            axis.automaticDates = true
        }
        guard var o = try context?.object() else {
            if !isX { axis.range = niceRange(dataRange, includeZero: AxisOptions.includeZero.fallback, target: AxisOptions.tickCount) }
            return (axis, nil)
        }
        if isX { axis.placement = try AxisOptions.placement.read(&o) }
        axis.ticks = try AxisOptions.ticks.read(&o)
        if let format = try decodeFormat(&o) {
            axis.format = .value(format)
            axis.automaticDates = false
            if case .date = format { axis.isDate = true }
        }
        try decodeLooks(&o, into: &axis)
        let includeZero = try AxisOptions.includeZero.read(&o)
        let fit = isX ? nil : try decodeFit(&o, ticks: axis.ticks, includeZero: includeZero)
        if let range = o.member("range") {
            if fit != nil { throw range.error("give a \"range\" or \"fit\": \"visible\", not both") }
            axis.range = axis.isDate ? try range.timeRange() : try range.range(within: Limits.data)
        } else if !isX {
            let target: Int
            if case .automatic(let count) = axis.ticks { target = count } else { target = AxisOptions.tickCount }
            axis.range = niceRange(dataRange, includeZero: includeZero, target: target)
        } else if includeZero {
            axis.range = ValueRange(min(dataRange.lowerBound, 0), max(dataRange.upperBound, 0))
        }
        try checkStep(axis, o.peek(AxisOptions.ticks.key))
        try o.finish()
        return (axis, fit)
    }

    /// Labels, axis line and grid: the axis table's own options.
    private static func decodeLooks(_ o: inout ObjectReader, into axis: inout ChartAxis) throws {
        try AxisOptions.table.decode(&o, into: &axis)
    }

    /// `fit` and `follow` of a y axis.
    private static func decodeFit(_ o: inout ObjectReader, ticks: TickSpec, includeZero: Bool) throws -> FollowingFit? {
        let fitContext = o.member(AxisOptions.fit.key), followContext = o.member(AxisOptions.follow.key)
        let endsContext = o.member(AxisOptions.ends.key)
        let fit = try AxisOptions.fit.value(of: fitContext)
        guard let fitContext, fit == .visible else {
            if let followContext { throw followContext.error("\"follow\" applies to \"fit\": \"visible\"; add \"fit\": \"visible\" or leave \"follow\" out") }
            if let endsContext { throw endsContext.error("\"ends\" applies to \"fit\": \"visible\"; add \"fit\": \"visible\" or leave \"ends\" out") }
            return nil
        }
        guard case .automatic(let intervals) = ticks else {
            throw fitContext.error("a fitted axis picks its own ticks; give \"ticks\" as a count, not steps or values")
        }
        return FollowingFit(fit: YFit(ends: try AxisOptions.ends.value(of: endsContext), intervals: intervals, includeZero: includeZero),
                            follow: try AxisOptions.follow.value(of: followContext))
    }

    /// The data's extent widened to whole nice steps.
    static func niceRange(_ range: ClosedRange<Double>, includeZero: Bool, target: Int) -> ValueRange {
        let lo = includeZero ? min(range.lowerBound, 0) : range.lowerBound
        let hi = includeZero ? max(range.upperBound, 0) : range.upperBound
        let nice = AxisTicks.nice(lo...hi, target: target).range
        return ValueRange(nice.lowerBound, nice.upperBound)
    }

    /// A step too small for the axis' range would ask for more ticks than
    /// an axis draws (their labels would vanish in a smear): an error here,
    /// where the range is known; a range a track widens later gets a wider
    /// step (`AxisTicks.stepped`).
    private static func checkStep(_ axis: ChartAxis, _ ticks: ValueContext?) throws {
        guard case .step(let step) = axis.ticks, let ticks else { return }
        let range = axis.range.lower...max(axis.range.upper, axis.range.lower)
        let count = AxisTicks.count(range, step: step)
        guard count > Double(AxisTicks.maximumCount) else { return }
        let stepContext = (try? ticks.object())?.peek("step") ?? ticks
        throw stepContext.error("a step of \(stepContext.value.summary) gives \(count < 1e15 ? String(Int(count)) : "more than 1e15") ticks over the range [\(NumberText.format(range.lowerBound)), \(NumberText.format(range.upperBound))]; at most \(AxisTicks.maximumCount): give a larger step")
    }

    /// `ticks`: a target count, `{ "step": s }` or an explicit array.
    static func decodeTicks(_ context: ValueContext) throws -> TickSpec {
        switch context.value.kind {
        case .number: return .automatic(try context.integer(in: AxisOptions.tickCounts, what: "a number of ticks"))
        case .array:
            let values = try context.numbers(in: Limits.data)
            guard values.count <= AxisTicks.maximumCount else {
                throw context.error("\(values.count) ticks; at most \(AxisTicks.maximumCount)")
            }
            return .values(values)
        default:
            var object = try context.object()
            let step = try object.required("step", "the distance between ticks").number(in: AxisOptions.tickSteps)
            try object.finish()
            return .step(step)
        }
    }

    /// `format` (`number`, `compact`, `percent`), `decimals`, `grouping` and
    /// `date` (a pattern such as `MM-dd`, for date values). Nil: automatic.
    static func decodeFormat(_ o: inout ObjectReader) throws -> ValueFormat? {
        let date = try AxisOptions.date.read(&o)
        let kindContext = o.member(AxisOptions.format.key)
        let kind = try AxisOptions.format.value(of: kindContext)
        let decimals = try AxisOptions.decimals.read(&o)
        let grouping = try AxisOptions.grouping.read(&o)
        if let date {
            if let kindContext { throw kindContext.error("give a date pattern or a number format, not both") }
            return .date(pattern: date)
        }
        guard let kind, let kindContext else { return decimals.map { .number(decimals: $0, grouping: grouping) } }
        switch AxisOptions.NumberFormat(rawValue: kind) {
        case .number: return .number(decimals: decimals ?? 0, grouping: grouping)
        case .compact: return .compact(decimals: decimals ?? 1)
        case .percent: return .percent(decimals: decimals ?? 0)
        case nil:
            throw kindContext.error("\"\(kind)\" is not a format; expected \(AxisOptions.NumberFormat.listed) (or a \"date\" pattern)")
        }
    }
}
