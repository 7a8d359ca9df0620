/// When a `FrameStream` that may start workers as they are needed starts
/// another: once the consumer, past the encoder's warm-up, spends more than
/// `share` of its time waiting for frames.
///
/// An encoder such as x264 takes a frame in the time one worker draws
/// several, and wants both cores: a second worker mostly takes CPU from it
/// (a 100,000-point line's MP4 took 3-5 % longer with two workers than with
/// one). Where drawing is the slower side (a sink that takes frames at once,
/// a scene slower to draw than to encode) the consumer waits, and each wait
/// counts. A GIF's passes and PNG frames keep the consumer busy itself: one
/// worker draws them as fast as two. The first `warmup` frames do not count:
/// an encoder takes frames as fast as they come until its lookahead is full
/// (x264's medium preset buffers about 50), whatever it costs later. A pure
/// function of what the consumer reports, so a test can replay a run's
/// waits.
struct WorkerDemand {
    /// Frames handed over before waits count.
    let warmup: Int
    /// The fraction of the consumer's time spent waiting that asks for another worker.
    let share: Double
    /// The shortest span (nanoseconds) a share is judged over.
    let span: UInt64
    private var since: UInt64?
    private var waited: UInt64 = 0

    init(warmup: Int = 64, share: Double = 0.1, span: UInt64 = 10_000_000) {
        self.warmup = warmup
        self.share = share
        self.span = span
    }

    /// Records that the consumer took frame `index` at `now` (nanoseconds,
    /// any monotonic clock) after waiting `waited` for it; true when another
    /// worker should start. The count starts again after each true.
    mutating func took(_ index: Int, waited: UInt64, now: UInt64) -> Bool {
        guard index >= warmup else { return false }
        guard let since else {
            since = now
            return false
        }
        self.waited += waited
        let elapsed = now &- since
        guard elapsed >= span, Double(self.waited) > share * Double(elapsed) else { return false }
        self.since = now
        self.waited = 0
        return true
    }
}
