/// Where playback is, as a pure function of the monotonic clock.
///
/// Frames are numbered by a sequence that keeps counting across loops:
/// sequence `n` is due at `origin + n / fps` and shows frame `n % count`
/// (or the last frame once a single pass is over). The player shows the
/// latest due sequence whose frame is ready; sequences it never showed
/// were dropped. Nothing depends on how many frames were shown before, so
/// a late frame never pushes the rest back.
package struct Playback: Sendable {
    package private(set) var fps: Int
    package private(set) var frameCount: Int
    package var looping: Bool
    package private(set) var paused = false
    /// Clock time (seconds) at which sequence 0 was due.
    private var origin: Double
    /// The sequence shown while paused.
    private var pausedSequence = 0

    package init(fps: Int, frameCount: Int, looping: Bool, now: Double) {
        (self.fps, self.frameCount, self.looping, origin) = (fps, max(frameCount, 1), looping, now)
    }

    /// The sequence due at `now`.
    package func dueSequence(at now: Double) -> Int {
        if paused { return pausedSequence }
        let due = Int(((now - origin) * Double(fps)).rounded(.down))
        return looping ? max(due, 0) : min(max(due, 0), frameCount - 1)
    }

    /// The frame a sequence shows.
    package func frame(ofSequence sequence: Int) -> Int {
        looping ? sequence % frameCount : min(sequence, frameCount - 1)
    }

    /// The clock time at which `sequence` is due.
    package func time(ofSequence sequence: Int) -> Double { origin + Double(sequence) / Double(fps) }

    /// Whether a single pass has reached its last frame.
    package func hasEnded(at now: Double) -> Bool { !looping && !paused && dueSequence(at: now) == frameCount - 1 }

    /// Pauses on the frame due now, or resumes from the paused frame.
    package mutating func togglePause(at now: Double) {
        if paused {
            paused = false
            restart(at: pausedSequence, now: now)
        } else {
            pausedSequence = dueSequence(at: now)
            paused = true
        }
    }

    /// Pauses (if playing) and moves one frame forward or back, wrapping while looping.
    package mutating func step(by delta: Int, at now: Double) {
        if !paused { togglePause(at: now) }
        let frame = frame(ofSequence: pausedSequence) + delta
        pausedSequence = looping ? (frame % frameCount + frameCount) % frameCount : min(max(frame, 0), frameCount - 1)
    }

    /// Turns looping on or off, keeping the frame shown; a single pass
    /// that had ended starts again from the first frame when looping resumes.
    package mutating func toggleLoop(at now: Double) {
        let sequence = dueSequence(at: now)
        let frame = frame(ofSequence: sequence)
        let ended = hasEnded(at: now)
        looping.toggle()
        if paused {
            pausedSequence = frame
        } else {
            restart(at: ended ? 0 : frame, now: now)
        }
    }

    /// Takes a scene of another rate or length, keeping the time shown where it still exists.
    package mutating func replace(fps newFPS: Int, frameCount count: Int, at now: Double) {
        let seconds = Double(frame(ofSequence: dueSequence(at: now))) / Double(fps)
        let frame = min(Int((seconds * Double(newFPS)).rounded()), max(count, 1) - 1)
        (fps, frameCount) = (max(newFPS, 1), max(count, 1))
        if paused { pausedSequence = frame } else { restart(at: frame, now: now) }
    }

    /// Starts the clock again from the first frame: when it is ready, not when the play began.
    package mutating func start(at now: Double) {
        pausedSequence = 0
        restart(at: 0, now: now)
    }

    private mutating func restart(at sequence: Int, now: Double) {
        // A thousandth of a frame early, so that `now` rounds down onto `sequence`, not the one before.
        origin = now - (Double(sequence) + 0.001) / Double(fps)
    }
}
