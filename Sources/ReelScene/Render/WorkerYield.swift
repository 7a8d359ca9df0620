/// When a `FrameStream`'s workers step back to the cores nothing else
/// wants (`BackgroundPriority`) and when they take their share again.
///
/// A worker well ahead of the encoder is not what the encoder waits for:
/// every frame it draws at an ordinary priority takes a core from x264's
/// threads, which the scheduler lets a thread waking from a wait preempt
/// at once. In the background the same frames are drawn on x264's idle
/// moments instead (its frame threads wait on each other), and an MP4
/// took 1-5 % less time, where lowering the priority by a nice level or
/// two (`SCHED_BATCH`) measured no gain. Once the frames ready fall to
/// `low`, or the consumer would wait for one, the workers get their share
/// back, so a render beside other work (a build) never waits on a thread
/// in the background. A pure function of what the consumer reports.
struct WorkerYield {
    /// Frames ready ahead of the consumer at which workers step back.
    let high: Int
    /// Frames ready at or below which they take their share again.
    let low: Int
    /// Whether the workers are in the background now.
    private(set) var inBackground = false

    /// The thresholds for a window of `window` frames; nil where the
    /// window is too small for a lead worth keeping (under `minimumWindow`).
    init?(window: Int) {
        guard window >= Self.minimumWindow else { return nil }
        high = window / 2
        low = window / 4
    }

    /// Windows smaller than this never put workers in the background.
    static let minimumWindow = 6

    /// The consumer took a frame and `ready` more are drawn: the workers'
    /// new place (true: the background) when it changes, else nil.
    mutating func took(ready: Int) -> Bool? {
        if !inBackground && ready >= high { return move(to: true) }
        if inBackground && ready <= low { return move(to: false) }
        return nil
    }

    /// The consumer is about to wait for a frame: false (their share
    /// back) when the workers are in the background, else nil.
    mutating func consumerWaits() -> Bool? {
        inBackground ? move(to: false) : nil
    }

    private mutating func move(to background: Bool) -> Bool {
        inBackground = background
        return background
    }
}
