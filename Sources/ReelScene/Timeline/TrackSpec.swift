import ReelTiming

/// A timeline entry as written in the scene, before it is bound to a chart
/// (only then is it known how to read its values).
indirect enum TimelineEntry {
    case track(TrackSpec)
    case group(GroupSpec)

    /// When the entry's active period ends, in its parent's time.
    var end: Double {
        switch self {
        case .track(let track): return track.timing.end
        case .group(let group): return group.timing.end
        }
    }

    /// Whether the entry, or any entry inside it, animates `property`.
    func drives(_ property: String) -> Bool {
        switch self {
        case .track(let track): return track.property == property
        case .group(let group): return group.children.contains { $0.drives(property) }
        }
    }

    /// The first track, in this entry or inside it, that animates `property`.
    func track(driving property: String) -> TrackSpec? {
        switch self {
        case .track(let track): return track.property == property ? track : nil
        case .group(let group): return group.children.lazy.compactMap { $0.track(driving: property) }.first
        }
    }

    /// The entry without the tracks `remove` picks (a group keeps its timing
    /// and the rest of its children); nil when nothing is left.
    func removingTracks(where remove: (TrackSpec) -> Bool) -> TimelineEntry? {
        switch self {
        case .track(let track): return remove(track) ? nil : self
        case .group(var group):
            group.children = group.children.compactMap { $0.removingTracks(where: remove) }
            return group.children.isEmpty ? nil : .group(group)
        }
    }

    /// The entry moved later by `seconds`.
    func delayed(by seconds: Double) -> TimelineEntry {
        switch self {
        case .track(var track):
            track.timing.begin += seconds
            return .track(track)
        case .group(var group):
            group.timing.begin += seconds
            return .group(group)
        }
    }
}

/// One animated property.
struct TrackSpec {
    /// `chart.strokeEnd` and the like.
    let property: String
    let propertyContext: ValueContext
    let motion: MotionSpec
    var timing: MediaTiming
    let curve: TimingCurve
    /// The curve as the scene wrote it (nil: not written, linear).
    var curveText: String? = nil
}

/// The values of a track, still as JSON.
enum MotionSpec {
    /// `from` / `to`; a missing one is the chart's own value.
    case basic(from: ValueContext?, to: ValueContext?)
    case keyframes(KeyframeSpec)
}

/// A keyframe track's lists, with their places in the file for errors.
struct KeyframeSpec {
    let values: ValueContext
    let keyTimes: [Double]?
    let keyTimesContext: ValueContext?
    let curves: [TimingCurve]?
    let curvesContext: ValueContext?
    let mode: CalculationMode

    /// Where a `KeyframeError` about `field` points.
    func context(of field: String) -> ValueContext {
        switch field {
        case "keyTimes": return keyTimesContext ?? values
        case "curves": return curvesContext ?? values
        default: return values
        }
    }
}

/// Children timed in the group's local time, like a `CAAnimationGroup`.
struct GroupSpec {
    var children: [TimelineEntry]
    var timing: MediaTiming
}
