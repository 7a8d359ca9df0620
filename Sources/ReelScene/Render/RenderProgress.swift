/// Where a render is, for progress displays: counted over the whole render,
/// so a GIF whose frames are rendered twice shows one count to the end,
/// not two that each run to zero.
package struct RenderProgress: Sendable {
    /// 1-based; most formats take one pass, a GIF whose frames are rendered
    /// again takes two.
    package var pass: Int
    /// The passes the render takes, as far as the sink knows: a GIF finds
    /// out during its first pass whether it renders its frames again.
    package var passes: Int
    /// Frames written in this pass.
    package var framesDone: Int
    /// Frames in one pass.
    package var frameCount: Int
    /// Seconds since the render (its first pass) started.
    package var elapsed: Double
    /// Workers rendering frames.
    package var jobs: Int

    package init(pass: Int, passes: Int, framesDone: Int, frameCount: Int, elapsed: Double, jobs: Int) {
        self.pass = pass
        self.passes = max(pass, passes)
        self.framesDone = framesDone
        self.frameCount = frameCount
        self.elapsed = elapsed
        self.jobs = jobs
    }

    /// Frames written over all passes so far.
    package var done: Int { (pass - 1) * frameCount + framesDone }
    /// Frames the render writes over all its passes.
    package var total: Int { passes * frameCount }

    /// Frames per second so far, over all passes.
    package var framesPerSecond: Double {
        elapsed > 0 ? Double(done) / elapsed : 0
    }
}

/// The seconds left to show for work measured in units (frames): the
/// remaining units at the rate since a warm-up. While the total stays the
/// same the countdown only goes down: an estimate above the one shown is
/// ignored, unless it is more than `correction` times it (the machine got
/// much slower: holding a countdown that is that wrong would mislead more
/// than one step up). A total that grows (a GIF that turns out to need a
/// second pass) starts it afresh.
///
/// The first second is left out of the rate: the workers fill the frames
/// window ahead of the encoder faster than the encoder then takes them.
package struct ProgressCountdown: Sendable {
    /// Seconds from the start before the rate is measured.
    package var warmUp: Double
    /// How many times the shown value an estimate must be to raise it.
    package var correction = 1.5
    /// Units done and seconds at the end of the warm-up.
    private var mark: (done: Int, elapsed: Double)?
    private var shown = Double.infinity
    private var total = 0

    package init(warmUp: Double = 1) { self.warmUp = warmUp }

    /// Seconds left after `done` of `total` units in `elapsed` seconds;
    /// infinity while no rate is known (during the warm-up).
    package mutating func secondsLeft(done: Int, total: Int, elapsed: Double) -> Double {
        if total != self.total {
            self.total = total
            shown = .infinity
        }
        if done >= total { return 0 }
        guard let mark else {
            if elapsed >= warmUp { mark = (done, elapsed) }
            return shown
        }
        let (units, seconds) = (done - mark.done, elapsed - mark.elapsed)
        guard units > 0, seconds > 0 else { return shown }
        let estimate = Double(total - done) * seconds / Double(units)
        shown = estimate > shown * correction ? estimate : min(shown, estimate)
        return shown
    }
}

/// Where a batch of renders (`render --out-dir`) is: which output of how
/// many has started, and frames done of all outputs' frames. Renders run
/// several at once; the frames of one not yet started are counted from its
/// plan (one pass each until its sink says more).
package struct BatchProgress: Sendable {
    /// Frames of one pass of each output, in batch order.
    package let frameCounts: [Int]
    private var latest: [Int: RenderProgress] = [:]
    private var finished: Set<Int> = []

    package init(frameCounts: [Int]) { self.frameCounts = frameCounts }

    /// Outputs in the batch.
    package var count: Int { frameCounts.count }
    /// 1-based: the latest output that started (outputs start in order).
    package var current: Int { (latest.keys.max() ?? -1) + 1 }

    package mutating func update(_ index: Int, _ progress: RenderProgress) { latest[index] = progress }

    /// Marks output `index` done (or failed): all its frames count as done.
    package mutating func finish(_ index: Int) { finished.insert(index) }

    /// Frames written, of every output's.
    package var done: Int {
        frameCounts.indices.reduce(0) { sum, index in
            sum + (finished.contains(index) ? total(of: index) : latest[index]?.done ?? 0)
        }
    }

    package var total: Int { frameCounts.indices.reduce(0) { $0 + total(of: $1) } }

    private func total(of index: Int) -> Int { latest[index]?.total ?? frameCounts[index] }
}
