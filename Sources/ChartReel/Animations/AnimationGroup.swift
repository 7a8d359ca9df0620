/// `CAAnimationGroup`: animations timed together, in the group's own time,
/// or one after another (`isSequence`), each child then beginning where the
/// one before it ends.
///
/// ```swift
/// AnimationGroup(beginTime: 1, stagger: 0.1) {
///     BasicAnimation(\.series[0].strokeEnd, from: 0, to: 1)
///     BasicAnimation(\.series[1].strokeEnd, from: 0, to: 1)
/// }
/// ```
@dynamicMemberLookup
public struct AnimationGroup<Chart: SceneChart>: SceneAnimation {
    /// The children, in order.
    public var animations: [any SceneAnimation<Chart>]
    /// Whether the children run one after another rather than together.
    public var isSequence: Bool
    /// In a group: each child begins this many seconds after the one before.
    public var stagger: Double?
    /// When it runs, how long, how it repeats; a group without a duration
    /// lasts until its last child ends.
    public var timing: MediaTiming

    /// A group (or with `isSequence`, a sequence) of the animations the builder lists.
    public init(isSequence: Bool = false, beginTime: Double? = nil, duration: Double? = nil, stagger: Double? = nil,
                @AnimationBuilder<Chart> animations: () -> [any SceneAnimation<Chart>]) {
        self.init(animations: animations(), isSequence: isSequence, stagger: stagger,
                  timing: MediaTiming(beginTime: beginTime, duration: duration))
    }

    /// A group of these animations.
    public init(animations: [any SceneAnimation<Chart>], isSequence: Bool = false, stagger: Double? = nil,
                timing: MediaTiming = MediaTiming()) {
        self.animations = animations
        self.isSequence = isSequence
        self.stagger = stagger
        self.timing = timing
    }

    /// The timing property, read and set as the group's own.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<MediaTiming, T>) -> T {
        get { timing[keyPath: keyPath] }
        set { timing[keyPath: keyPath] = newValue }
    }

    /// The animation's entry in the scene file's `timeline`.
    public func timelineEntry(for chart: Chart) -> SceneObject {
        let children = SceneValue.array(animations.map { .object($0.timelineEntry(for: chart)) })
        var entry: SceneObject = [isSequence ? "sequence" : "group": children]
        entry["stagger"] = stagger.map(SceneValue.number)
        timing.write(into: &entry)
        return entry
    }
}
