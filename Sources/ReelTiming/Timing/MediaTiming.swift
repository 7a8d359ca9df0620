/// When and how an animation runs, with the semantics of Core Animation's
/// `CAMediaTiming`: a begin time, a duration, a speed and time offset, repeats
/// by count or by duration, autoreversing and a fill mode.
///
/// Times are seconds in the parent's time (the scene's, or an enclosing
/// group's). Every query is a pure function of that time.
package struct MediaTiming: Sendable, Hashable {
    /// When the animation starts, in parent time.
    package var begin: Double
    /// Length of one pass from start to end, in local time.
    package var duration: Double
    /// Local seconds per parent second: 2 plays twice as fast, negative plays
    /// the active period backwards.
    package var speed: Double
    /// Shifts the local time, wrapping within the active period: a 5 s animation
    /// with offset 2 plays 2 s to 5 s, then 0 s to 2 s.
    package var timeOffset: Double
    /// Number of iterations, fractions allowed, `.infinity` for ever; 0 means one.
    package var repeatCount: Double
    /// Total active time in local seconds, an alternative to `repeatCount`; 0 means unused.
    package var repeatDuration: Double
    /// Each iteration plays forwards, then backwards (an iteration lasts twice the duration).
    package var autoreverses: Bool
    package var fill: FillMode

    package init(begin: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fill: FillMode = .both) {
        self.begin = begin
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fill = fill
    }

    /// Length of one iteration in local time.
    package var iterationDuration: Double { max(duration, 0) * (autoreverses ? 2 : 1) }

    /// Length of the active period in local time.
    package var activeLocalDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return iterationDuration * repeatCount }
        return iterationDuration
    }

    /// Length of the active period in parent time (infinite at speed 0).
    package var activeDuration: Double {
        speed == 0 ? .infinity : activeLocalDuration / abs(speed)
    }

    /// When the active period ends, in parent time (exclusive, as in Core Animation).
    package var end: Double { begin + activeDuration }

    /// Linear progress through the current pass at parent time `t`: 0...1,
    /// running back down during the reversed half of an autoreversing
    /// iteration. Nil when the animation does not apply at `t`.
    package func progress(at t: Double) -> Double? {
        guard let local = iterationTime(at: t) else { return nil }
        // A zero-length animation jumps at its begin time.
        return duration > 0 ? local / duration : (t < begin ? 0 : 1)
    }

    /// Time into the current pass (0...duration) at parent time `t`, what an
    /// enclosing group hands its children; nil when not applied.
    package func iterationTime(at t: Double) -> Double? {
        guard let (_, x) = cyclePosition(at: t) else { return nil }
        let d = max(duration, 0)
        guard d > 0 else { return 0 }
        return autoreverses && x > d ? 2 * d - x : x
    }

    /// Which iteration (0 for the first) plays at parent time `t`, as the
    /// value `iterationTime(at:)` gives belongs to; nil when not applied.
    /// A finished animation rests in its last iteration.
    package func iteration(at t: Double) -> Int? {
        guard let (index, _) = cyclePosition(at: t) else { return nil }
        return index
    }

    /// Whether parent time `t` falls in the backwards half of an
    /// autoreversing iteration (`progress(at:)` running down); false when
    /// the animation does not autoreverse, nil when it does not apply.
    package func isReversed(at t: Double) -> Bool? {
        guard let (_, x) = cyclePosition(at: t) else { return nil }
        return autoreverses && duration > 0 && x > duration
    }

    /// The iteration at `t` and the time into it (0...iterationDuration,
    /// before an autoreverse folds its second half back).
    private func cyclePosition(at t: Double) -> (index: Int, time: Double)? {
        guard let (local, finished) = activeTime(at: t) else { return nil }
        let cycle = iterationDuration
        guard duration > 0, cycle > 0 else { return (0, 0) }
        var x = local.truncatingRemainder(dividingBy: cycle)
        var index = (local / cycle).rounded(.down)
        // On a pass boundary, a finished forward animation rests at the end of
        // its last pass, and one running backwards is at the end of the pass it
        // is about to play: not at the start of the next one.
        if x == 0 && local > 0 && (finished || speed < 0) {
            x = cycle
            index -= 1
        }
        return (index.isFinite ? Int(min(max(index, 0), Double(Int.max / 2))) : 0, x)
    }

    /// Where parent time `t` lies against the active period.
    package func phase(at t: Double) -> TimingPhase {
        t < begin ? .beforeBegin : (t >= end ? .ended : .active)
    }

    /// Local time within the active period (0...activeLocalDuration) and
    /// whether it is the resting time after the end.
    private func activeTime(at t: Double) -> (Double, Bool)? {
        let total = activeLocalDuration
        let elapsed: Double
        var finished = false
        if t < begin {
            guard fill.fillsBackwards else { return nil }
            elapsed = 0
        } else if t >= end {
            guard fill.fillsForwards else { return nil }
            elapsed = activeDuration
            finished = speed > 0
        } else {
            elapsed = t - begin
        }
        var local = elapsed * abs(speed)
        if speed < 0 {
            // Backwards from the end; an endless animation plays each pass backwards.
            let cycle = iterationDuration
            local = total.isFinite ? total - local
                : (cycle > 0 ? cycle - local.truncatingRemainder(dividingBy: cycle) : 0)
        }
        local = min(max(local, 0), total)
        if timeOffset != 0, total.isFinite, total > 0 {
            local += timeOffset
            local -= total * (local / total).rounded(.down)
            if finished && local == 0 { local = total }
        } else if timeOffset != 0 {
            local += timeOffset
        }
        return (local, finished)
    }
}
