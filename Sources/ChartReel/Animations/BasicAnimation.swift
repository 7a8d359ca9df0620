/// `CABasicAnimation`: one property from a value to a value over a duration,
/// along a timing function.
///
/// ```swift
/// BasicAnimation(\.strokeEnd, from: 0, to: 1, duration: 0.8, timingFunction: .easeInEaseOut)
/// ```
///
/// Without `fromValue` the animation starts from the property's value in
/// the chart as the animations before it leave it; without `toValue` it
/// ends there. A timing property it does not set reads through to
/// `timing` (`animation.beginTime`, `animation.repeatCount`, ...).
@dynamicMemberLookup
public struct BasicAnimation<Chart: SceneChart>: SceneAnimation {
    /// The property animated.
    public var property: AnimatedProperty<Chart>
    /// The start value, as the scene file writes it.
    public var fromValue: SceneValue?
    /// The end value, as the scene file writes it.
    public var toValue: SceneValue?
    /// The curve progress follows over each iteration; nil: linear.
    public var timingFunction: TimingFunction?
    /// When it runs, how long, how it repeats.
    public var timing: MediaTiming

    /// An animation of the property `keyPath` reaches, from `from` to `to`.
    public init<Value: Sendable>(_ keyPath: WritableKeyPath<Chart, Value?> & Sendable, from: Value? = nil, to: Value? = nil,
                                              duration: Double? = nil, beginTime: Double? = nil,
                                              timingFunction: TimingFunction? = nil) {
        self.init(property: AnimatedProperty(keyPath, sample: to ?? from), from: from.map(SceneValue.init(option:)), to: to.map(SceneValue.init(option:)),
                  timingFunction: timingFunction, timing: MediaTiming(beginTime: beginTime, duration: duration))
    }

    /// An animation of the property a scene file names, with values as the file writes them.
    public init(property: AnimatedProperty<Chart>, from: SceneValue? = nil, to: SceneValue? = nil,
                timingFunction: TimingFunction? = nil, timing: MediaTiming = MediaTiming()) {
        self.property = property
        fromValue = from
        toValue = to
        self.timingFunction = timingFunction
        self.timing = timing
    }

    /// The timing property, read and set as the animation's own.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<MediaTiming, T>) -> T {
        get { timing[keyPath: keyPath] }
        set { timing[keyPath: keyPath] = newValue }
    }

    /// The animation's entry in the scene file's `timeline`.
    public func timelineEntry(for chart: Chart) -> SceneObject {
        var entry: SceneObject = ["property": .string(property.name(in: chart))]
        entry["from"] = fromValue
        entry["to"] = toValue
        entry["curve"] = timingFunction?.sceneValue
        timing.write(into: &entry)
        return entry
    }
}
