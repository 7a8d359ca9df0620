/// When a track runs: it starts at `begin` seconds, lasts `duration` seconds
/// and shows `fill` outside that interval.
public struct ActiveTiming: Sendable, Hashable {
    public var begin: Double
    public var duration: Double
    public var fill: FillMode

    public init(begin: Double = 0, duration: Double, fill: FillMode = .both) {
        self.begin = begin
        self.duration = duration
        self.fill = fill
    }

    /// The end of the active interval, in seconds.
    public var end: Double { begin + max(duration, 0) }

    /// Linear progress (0...1) through the active interval at time `t`, or nil
    /// when the track does not apply at `t` (outside the interval, not filled).
    ///
    /// Like Core Animation, the interval is half-open: at exactly `end` the
    /// track has finished and shows its end value only if it fills forwards.
    public func progress(at t: Double) -> Double? {
        if t < begin {
            return fill.fillsBackwards ? 0 : nil
        }
        if t >= end {
            return fill.fillsForwards ? 1 : nil
        }
        return (t - begin) / duration
    }
}
