import Foundation
import ReelEncoding

/// How `Reel.render` runs: workers, encoder settings, progress reports.
public struct RenderOptions: Sendable {
    /// Frames rendered at once; 0 means one per core. Capped by `memoryBudget`.
    public var jobs: Int
    /// Bytes the frame buffers and worker canvases may take together; large
    /// frames get fewer workers than asked for rather than more memory.
    public var memoryBudget: Int
    /// ffmpeg's location, its time limit, the GIF strategy, cancellation.
    /// Nil: ffmpeg from PATH with the defaults.
    public var encoder: EncoderSettings?
    /// Called on the rendering thread after every frame handed to the encoder.
    public var progress: (@Sendable (RenderProgress) -> Void)?

    public init(jobs: Int = 0, memoryBudget: Int = 64 << 20, encoder: EncoderSettings? = nil,
                progress: (@Sendable (RenderProgress) -> Void)? = nil) {
        self.jobs = jobs
        self.memoryBudget = memoryBudget
        self.encoder = encoder
        self.progress = progress
    }

    /// Workers for frames of `frameBytes`: as asked (or one per core), at least
    /// one, and no more than the budget holds. A worker costs about three
    /// frames (canvas, coverage mask, its buffer in the pool).
    public func workers(frameBytes: Int) -> Int {
        let asked = jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount
        let affordable = (memoryBudget - frameBytes) / max(3 * frameBytes, 1)
        return max(1, min(asked, affordable))
    }
}

/// Where a render is, for progress displays.
public struct RenderProgress: Sendable {
    /// 1-based; most formats take one pass, a GIF whose frames are rendered
    /// again takes two.
    public var pass: Int
    /// Frames written in this pass.
    public var framesDone: Int
    public var frameCount: Int
    /// Seconds since this pass started.
    public var elapsed: Double
    /// Workers rendering frames.
    public var jobs: Int

    /// Frames per second so far in this pass.
    public var framesPerSecond: Double {
        elapsed > 0 ? Double(framesDone) / elapsed : 0
    }
}
