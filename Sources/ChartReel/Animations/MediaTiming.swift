/// Core Animation's `CAMediaTiming`: when an animation starts, how long it
/// runs, how it repeats and what shows outside it. Every animation has
/// these, and reads and sets them as its own (`animation.beginTime = 1`).
///
/// A property left nil is not written to the scene file and takes Core
/// Animation's default: begin at 0, 0.25 s (a spring: its settling time),
/// speed 1, no offset, no repeat, not reversed, and `fillMode` `.both`
/// (what a chart shows before and after is its animation's ends, as
/// `isRemovedOnCompletion = false` with `.both` in an app).
public struct MediaTiming: Sendable, Hashable {
    /// Seconds from the start of the timeline (or of the group) to the start of the animation.
    public var beginTime: Double?
    /// Seconds one iteration takes.
    public var duration: Double?
    /// Time scale: 2 runs twice as fast, a negative speed plays backwards.
    public var speed: Double?
    /// Seconds added to the animation's local time.
    public var timeOffset: Double?
    /// Iterations, fractions allowed; `.infinity` repeats for ever.
    public var repeatCount: Double?
    /// Seconds to repeat for (not with `repeatCount`).
    public var repeatDuration: Double?
    /// Plays forwards, then backwards, in each iteration.
    public var autoreverses: Bool?
    /// What shows outside the active period.
    public var fillMode: FillMode?

    /// Timing with the given properties; nil leaves Core Animation's default.
    public init(beginTime: Double? = nil, duration: Double? = nil, speed: Double? = nil, timeOffset: Double? = nil,
                repeatCount: Double? = nil, repeatDuration: Double? = nil, autoreverses: Bool? = nil, fillMode: FillMode? = nil) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }
}

/// `CAMediaTimingFillMode`: what an animation shows before it begins and after it ends.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// Nothing: the property keeps the chart's own value outside the animation.
    case removed
    /// The end value after the animation ends.
    case forwards
    /// The start value before the animation begins.
    case backwards
    /// Both.
    case both
}

extension MediaTiming {
    /// The scene file's keys for these properties, in the order they are written.
    func write(into entry: inout SceneObject) {
        entry["begin"] = beginTime.map(SceneValue.number)
        entry["duration"] = duration.map(SceneValue.number)
        entry["speed"] = speed.map(SceneValue.number)
        entry["timeOffset"] = timeOffset.map(SceneValue.number)
        entry["repeatCount"] = repeatCount.map { $0 == .infinity ? .string("inf") : .number($0) }
        entry["repeatDuration"] = repeatDuration.map(SceneValue.number)
        entry["autoreverses"] = autoreverses.map(SceneValue.bool)
        entry["fill"] = fillMode.map { .string($0.rawValue) }
    }

    /// The properties a timeline entry wrote (one the scene decoder has accepted).
    init(entry: SceneObject) {
        func number(_ key: String) -> Double? { entry[key].flatMap(Double.init(sceneValue:)) }
        self.init(beginTime: number("begin"), duration: number("duration"), speed: number("speed"),
                  timeOffset: number("timeOffset"),
                  repeatCount: entry["repeatCount"] == .string("inf") ? .infinity : number("repeatCount"),
                  repeatDuration: number("repeatDuration"), autoreverses: entry["autoreverses"].flatMap(Bool.init(sceneValue:)),
                  fillMode: entry["fill"].flatMap(String.init(sceneValue:)).flatMap(FillMode.init(rawValue:)))
    }
}
