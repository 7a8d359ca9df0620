/// A property animation from one value to another, as `CABasicAnimation` runs it.
///
/// `value(at:)` is a pure function of time, so frames can be evaluated in any
/// order and on any thread.
public struct Track<Value: Interpolatable>: Sendable {
    public var from: Value
    public var to: Value
    public var timing: ActiveTiming
    public var curve: TimingCurve

    public init(from: Value, to: Value, timing: ActiveTiming, curve: TimingCurve = .default) {
        self.from = from
        self.to = to
        self.timing = timing
        self.curve = curve
    }

    /// The animated value at `seconds`, or nil when the track does not apply
    /// then and the property shows its own value.
    public func value(at seconds: Double) -> Value? {
        guard let linear = timing.progress(at: seconds) else { return nil }
        return from.interpolated(to: to, at: curve.progress(linear))
    }
}
