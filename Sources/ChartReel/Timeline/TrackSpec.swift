import ReelTiming

/// A timeline entry as written in the scene, before it is bound to a chart
/// property (only then is it known how to read `from` and `to`).
struct TrackSpec {
    /// `chart.strokeEnd` and the like.
    let property: String
    let propertyContext: ValueContext
    let from: ValueContext?
    let to: ValueContext?
    let timing: ActiveTiming
    let curve: TimingCurve

    init(property: String, context: ValueContext, from: ValueContext?, to: ValueContext?,
         timing: ActiveTiming, curve: TimingCurve) {
        self.property = property
        propertyContext = context
        self.from = from
        self.to = to
        self.timing = timing
        self.curve = curve
    }
}

enum TimelineDecoding {
    /// Longest begin or duration accepted, in seconds.
    static let maximumSeconds = 3600.0

    static func decode(_ context: ValueContext) throws -> [TrackSpec] {
        try context.array().map(decodeTrack)
    }

    private static func decodeTrack(_ context: ValueContext) throws -> TrackSpec {
        var object = try context.object()
        let propertyContext = try object.required("property", "the animated property, such as \"chart.strokeEnd\"")
        let property = try propertyContext.string()
        let from = object.member("from")
        let to = object.member("to")
        if from == nil && to == nil {
            throw context.error("a track needs \"from\", \"to\" or both (a missing one is the chart's own value)")
        }
        let begin = try object.number("begin", default: 0, in: 0...maximumSeconds)
        // Core Animation's default duration.
        let duration = try object.number("duration", default: 0.25, in: 0...maximumSeconds)
        let curve = try object.member("curve").map(decodeCurve) ?? .linear
        let fill = try object.choice("fill", default: FillMode.both)
        try object.finish()
        return TrackSpec(property: property, context: propertyContext, from: from, to: to,
                         timing: ActiveTiming(begin: begin, duration: duration, fill: fill), curve: curve)
    }

    static func decodeCurve(_ context: ValueContext) throws -> TimingCurve {
        let name = try context.string()
        guard let curve = TimingCurve.named(name) else {
            let names = TimingCurve.named.map(\.name)
            throw context.error(
                "unknown curve \"\(name)\"\(Suggestions.hint(for: name, in: names)); known curves: \(names.joined(separator: ", "))"
            )
        }
        return curve
    }
}
