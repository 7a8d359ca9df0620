/// What a track moves a property through.
package enum Motion<Value: Interpolatable>: Sendable {
    /// From one value to another (`CABasicAnimation`).
    case basic(from: Value, to: Value)
    /// Through keyframes (`CAKeyframeAnimation`).
    case keyframes(Keyframes<Value>)
}

/// A property animation: a motion, its timing and its curve.
///
/// The curve applies to each pass as a whole (for keyframes, before the
/// per-segment curves). `value(at:)` is a pure function of time, so frames can
/// be evaluated in any order and on any thread.
package struct Track<Value: Interpolatable>: Sendable {
    package var motion: Motion<Value>
    package var timing: MediaTiming
    package var curve: TimingCurve

    package init(_ motion: Motion<Value>, timing: MediaTiming, curve: TimingCurve = .linear) {
        self.motion = motion
        self.timing = timing
        self.curve = curve
    }

    package init(from: Value, to: Value, timing: MediaTiming, curve: TimingCurve = .linear) {
        self.init(.basic(from: from, to: to), timing: timing, curve: curve)
    }

    /// The animated value at `seconds`, or nil when the track does not apply
    /// then and the property shows its own value.
    package func value(at seconds: Double) -> Value? {
        guard let linear = timing.progress(at: seconds) else { return nil }
        let eased = curve.progress(linear, duration: timing.duration)
        switch motion {
        case .basic(let from, let to): return from.interpolated(to: to, at: eased)
        case .keyframes(let keyframes): return keyframes.value(at: eased)
        }
    }
}
