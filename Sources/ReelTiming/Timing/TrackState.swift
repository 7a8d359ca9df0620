/// Where an animation stands against its active period at a parent time.
/// The raw values are a stable interface (`frame --explain` prints them).
package enum TimingPhase: String, Sendable, CaseIterable {
    case beforeBegin = "before begin"
    case active
    case ended
}

/// The part of a motion a track is in: the two values it blends between
/// and, for keyframes, their indices and key times.
package struct TrackSegment<Value: Interpolatable>: Sendable {
    package var from: Value
    package var to: Value
    /// Indices of the two keyframes (nil for a basic track).
    package var keys: (Int, Int)?
    /// Key times of the two keyframes (nil for a basic track).
    package var keyTimes: (Double, Double)?
}

/// Everything a track computes on its way from a time to a value, for
/// explaining a frame. `Track.state(at:)` fills it from the same functions
/// `Track.value(at:)` uses, so the explanation is the value rendered.
package struct TrackState<Value: Interpolatable>: Sendable {
    package var phase: TimingPhase
    /// Time into the current pass (`MediaTiming.iterationTime`); nil when not applied.
    package var localTime: Double?
    /// The iteration, 0 for the first; nil when not applied.
    package var iteration: Int?
    /// In the backwards half of an autoreversing iteration.
    package var reversed: Bool?
    /// Linear progress through the pass (`MediaTiming.progress`).
    package var linear: Double?
    /// Progress after the track's curve.
    package var eased: Double?
    package var segment: TrackSegment<Value>?
    /// What the track sets the property to; nil when it does not apply.
    package var value: Value?
}

extension Track {
    /// The track's workings at `seconds`; `value` is `value(at: seconds)`.
    package func state(at seconds: Double) -> TrackState<Value> {
        let linear = timing.progress(at: seconds)
        let eased = linear.map { curve.progress($0, duration: timing.duration) }
        return TrackState(
            phase: timing.phase(at: seconds), localTime: timing.iterationTime(at: seconds),
            iteration: timing.iteration(at: seconds), reversed: timing.isReversed(at: seconds),
            linear: linear, eased: eased, segment: eased.map(segment(at:)), value: value(at: seconds)
        )
    }

    /// The segment the motion is in at eased progress `eased`.
    package func segment(at eased: Double) -> TrackSegment<Value> {
        switch motion {
        case .basic(let from, let to):
            return TrackSegment(from: from, to: to, keys: nil, keyTimes: nil)
        case .keyframes(let frames):
            let last = frames.values.count - 1
            let i = frames.values.count == 1 ? 0 : min(frames.segment(containing: eased), last)
            let j = min(i + 1, last)
            let times = (frames.keyTimes[min(i, frames.keyTimes.count - 1)], frames.keyTimes[min(i + 1, frames.keyTimes.count - 1)])
            return TrackSegment(from: frames.values[i], to: frames.values[j], keys: (i, j), keyTimes: times)
        }
    }
}
