import ReelTiming

/// Reads the `timeline` array: tracks, keyframe tracks, groups and sequences.
enum TimelineDecoding {
    /// Longest begin, duration or offset accepted, in seconds.
    static let maximumSeconds = 3600.0
    /// Core Animation's default duration.
    static let defaultDuration = 0.25

    static func decode(_ context: ValueContext) throws -> [TimelineEntry] {
        try context.array().compactMap { entry in try entry.attempt { try decodeEntry(entry) } }
    }

    private static func decodeEntry(_ context: ValueContext) throws -> TimelineEntry {
        var object = try context.object()
        if let children = object.member("group") {
            return .group(try decodeGroup(&object, children: children, sequential: false))
        }
        if let children = object.member("sequence") {
            return .group(try decodeGroup(&object, children: children, sequential: true))
        }
        return .track(try decodeTrack(&object))
    }

    private static func decodeTrack(_ object: inout ObjectReader) throws -> TrackSpec {
        let propertyContext = try object.required("property", "the animated property, such as \"chart.strokeEnd\"")
        let property = try propertyContext.string()
        let motion = try decodeMotion(&object)
        // When validating, a wrong curve or duration is recorded and the
        // default stands in, so the rest of the track is checked too.
        let curveContext = object.member("curve")
        let curve = try curveContext.flatMap { c in try c.attempt { try decodeCurve(c) } } ?? .linear
        let durationContext = object.member("duration")
        var duration = try durationContext.flatMap { d in try d.attempt { try d.number(in: 0...maximumSeconds) } }
            ?? defaultDuration
        if durationContext == nil, let natural = curve.naturalDuration {
            guard natural.isFinite else {
                throw object.context.error("a spring without damping never settles; give this track a \"duration\"")
            }
            duration = natural
        }
        let timing = try decodeTiming(&object, duration: duration)
        try object.finish()
        return TrackSpec(property: property, propertyContext: propertyContext, motion: motion,
                         timing: timing, curve: curve, curveText: curveContext.flatMap { try? $0.string() })
    }

    private static func decodeMotion(_ object: inout ObjectReader) throws -> MotionSpec {
        let from = object.member("from"), to = object.member("to")
        let values = object.member("values")
        let keyTimes = object.member("keyTimes"), curves = object.member("curves")
        let mode = try SceneKeys.calculationMode.read(&object)
        guard let values else {
            if let extra = keyTimes ?? curves {
                throw extra.error("only keyframe tracks (with \"values\") take \(extra.path.split(separator: ".").last ?? "")")
            }
            if from == nil && to == nil {
                throw object.context.error("a track needs \"from\", \"to\" or both (a missing one is the chart's own value), or keyframe \"values\"")
            }
            return .basic(from: from, to: to)
        }
        if let clash = from ?? to {
            throw clash.error("give either \"values\" (keyframes) or \"from\"/\"to\", not both")
        }
        return .keyframes(KeyframeSpec(
            values: values,
            keyTimes: try keyTimes.map { try $0.array().map { try $0.number(in: 0...1, what: "a key time") } },
            keyTimesContext: keyTimes,
            curves: try curves.map { try $0.array().map(decodeCurve) },
            curvesContext: curves,
            mode: mode
        ))
    }

    /// A group's children are laid out (sequence, stagger) in its own time;
    /// its duration defaults to the time they take.
    private static func decodeGroup(_ object: inout ObjectReader, children: ValueContext,
                                    sequential: Bool) throws -> GroupSpec {
        var entries = try children.array().map(decodeEntry)
        let stagger = try SceneKeys.stagger.read(&object)
        if sequential {
            var cursor = 0.0
            entries = entries.map { entry in
                let placed = entry.delayed(by: cursor)
                cursor = placed.end
                return placed
            }
        } else if stagger > 0 {
            entries = entries.enumerated().map { $1.delayed(by: Double($0) * stagger) }
        }
        let extent = entries.map(\.end).max() ?? 0
        let duration = try object.number("duration", default: extent, in: 0...maximumSeconds)
        let timing = try decodeTiming(&object, duration: duration)
        try object.finish()
        return GroupSpec(children: entries, timing: timing)
    }

    /// The `CAMediaTiming` keys shared by tracks and groups.
    private static func decodeTiming(_ object: inout ObjectReader, duration: Double) throws -> MediaTiming {
        let begin = try SceneKeys.begin.read(&object)
        let speedContext = object.member("speed")
        let speed = try SceneKeys.speed.value(of: speedContext)
        if speed == 0, let speedContext {
            throw speedContext.error("speed 0 would freeze the track for ever; use \"timeOffset\" to show one moment")
        }
        let offset = try SceneKeys.timeOffset.read(&object)
        let countContext = object.member("repeatCount")
        let count = try SceneKeys.repeatCount.value(of: countContext)
        let repeatDuration = try SceneKeys.repeatDuration.read(&object)
        if let countContext, repeatDuration > 0 {
            _ = try countContext.attempt { throw countContext.error("give \"repeatCount\" or \"repeatDuration\", not both") }
        }
        let timing = MediaTiming(
            begin: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: count,
            repeatDuration: repeatDuration, autoreverses: try SceneKeys.autoreverses.read(&object),
            fill: try SceneKeys.fill.read(&object)
        )
        if speed < 0 && !timing.activeDuration.isFinite {
            throw speedContext!.error("a negative speed plays the active period backwards, so it needs a finite repeatCount")
        }
        return timing
    }

    /// A number of iterations, or "inf" for ever.
    /// How many times a track may repeat, besides `inf`.
    static let repeatRange = 0.0...1_000_000

    @Sendable static func decodeRepeatCount(_ context: ValueContext) throws -> Double {
        if case .string(let s) = context.value.kind {
            guard s == "inf" else { throw context.error("expected a number of repeats or \"inf\", found \"\(s)\"") }
            return .infinity
        }
        return try context.number(in: repeatRange, what: "a number of repeats (or \"inf\")")
    }

    static func decodeCurve(_ context: ValueContext) throws -> TimingCurve {
        let text = try context.string()
        do {
            return try CurveCatalog.parse(text)
        } catch let error as CurveError {
            throw context.error(error.description)
        }
    }
}
