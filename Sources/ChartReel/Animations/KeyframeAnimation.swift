/// `CAKeyframeAnimation`: one property through a list of values, at key
/// times, with a timing function between each pair.
///
/// ```swift
/// KeyframeAnimation(\.series[0].visible, values: [1, 0, 0, 1], keyTimes: [0, 0.3, 0.7, 1], duration: 2)
/// ```
@dynamicMemberLookup
public struct KeyframeAnimation<Chart: SceneChart>: SceneAnimation {
    /// The property animated.
    public var property: AnimatedProperty<Chart>
    /// The values, as the scene file writes them.
    public var values: [SceneValue]
    /// When each value is reached, from 0 to 1 of the duration, one per value;
    /// nil spaces them evenly.
    public var keyTimes: [Double]?
    /// One curve per interval between values; nil: linear.
    public var timingFunctions: [TimingFunction]?
    /// A curve over the whole animation, applied before the key times.
    public var timingFunction: TimingFunction?
    /// How values are joined: `linear` (the default), `discrete`, `paced` or `cubic`.
    public var calculationMode: String?
    /// When it runs, how long, how it repeats.
    public var timing: MediaTiming

    /// An animation of the property `keyPath` reaches through `values`.
    public init<Value: Sendable>(_ keyPath: WritableKeyPath<Chart, Value?> & Sendable, values: [Value],
                                              keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
                                              duration: Double? = nil, beginTime: Double? = nil) {
        self.init(property: AnimatedProperty(keyPath, sample: values.first), values: values.map(SceneValue.init(option:)), keyTimes: keyTimes,
                  timingFunctions: timingFunctions, timing: MediaTiming(beginTime: beginTime, duration: duration))
    }

    /// An animation of the property a scene file names, with values as the file writes them.
    public init(property: AnimatedProperty<Chart>, values: [SceneValue], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, timingFunction: TimingFunction? = nil,
                calculationMode: String? = nil, timing: MediaTiming = MediaTiming()) {
        self.property = property
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timingFunction = timingFunction
        self.calculationMode = calculationMode
        self.timing = timing
    }

    /// The timing property, read and set as the animation's own.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<MediaTiming, T>) -> T {
        get { timing[keyPath: keyPath] }
        set { timing[keyPath: keyPath] = newValue }
    }

    /// The animation's entry in the scene file's `timeline`.
    public func timelineEntry(for chart: Chart) -> SceneObject {
        var entry: SceneObject = ["property": .string(property.name(in: chart)), "values": .array(values)]
        entry["keyTimes"] = keyTimes.map { .array($0.map(SceneValue.number)) }
        entry["curves"] = timingFunctions.map { .array($0.map(\.sceneValue)) }
        entry["calculationMode"] = calculationMode.map(SceneValue.string)
        entry["curve"] = timingFunction?.sceneValue
        timing.write(into: &entry)
        return entry
    }
}
