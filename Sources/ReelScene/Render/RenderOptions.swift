import Foundation
import ReelEncoding

/// How `Reel.render` runs: workers, encoder settings, progress reports.
package struct RenderOptions: Sendable {
    /// Frames rendered at once; 0 means one per core. Capped by `memoryBudget`.
    package var jobs: Int
    /// Bytes the frame buffers and worker canvases may take together; large
    /// frames get fewer workers than asked for rather than more memory.
    package var memoryBudget: Int
    /// Bytes of finished frames the workers may hold ahead of the encoder
    /// (the output window; at least one frame more than the workers). The
    /// lead is taken while ffmpeg starts up and one core idles. 16 MB is 29
    /// frames of an 800x480 MP4; 32 MB measured no better within the noise
    /// of `make bench` and cost 26 MB more peak memory on the 100k-point line.
    package var renderAhead: Int
    /// ffmpeg's location, its time limit, the GIF strategy, cancellation.
    /// Nil: ffmpeg from PATH with the defaults.
    package var encoder: EncoderSettings?
    /// Called on the rendering thread after every frame handed to the encoder.
    package var progress: (@Sendable (RenderProgress) -> Void)?

    package init(jobs: Int = 0, memoryBudget: Int = 64 << 20, renderAhead: Int = 16 << 20, encoder: EncoderSettings? = nil,
                progress: (@Sendable (RenderProgress) -> Void)? = nil) {
        self.jobs = jobs
        self.memoryBudget = memoryBudget
        self.renderAhead = renderAhead
        self.encoder = encoder
        self.progress = progress
    }

    /// Workers for frames of `frameBytes`: as asked (or one per core), at least
    /// one, and no more than the budget holds. A worker costs about three
    /// frames (its canvas, coverage mask and a share of the window).
    package func workers(frameBytes: Int) -> Int {
        let asked = jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount
        let affordable = (memoryBudget - frameBytes) / max(3 * frameBytes, 1)
        return max(1, min(asked, affordable))
    }

    /// Why fewer workers draw `width` x `height` frames than `jobs` asked
    /// for, or nil when they are as many (or none were asked for).
    package func workerNote(width: Int, height: Int) -> String? {
        let frameBytes = width * height * 4
        let workers = workers(frameBytes: frameBytes)
        guard jobs > 0, workers < jobs else { return nil }
        let megabytes = { (bytes: Int) in "\((bytes + (1 << 20) - 1) >> 20) MB" }
        return "-j \(jobs) reduced to \(workers): each worker needs about \(megabytes(3 * frameBytes)) for "
            + "\(width)x\(height) frames, and frames in flight are kept within \(megabytes(memoryBudget)) where they fit"
    }

    /// Frames of `frameBytes` in the output window: what `renderAhead`
    /// holds and what `memoryBudget` leaves after `jobs` workers of
    /// `canvasBytes` (three canvases' worth each, as in `workers`), no more
    /// than the clip. The pipeline raises it to one more than its workers.
    package func window(frameBytes: Int, canvasBytes: Int, jobs: Int, frameCount: Int) -> Int {
        let ahead = min(renderAhead, memoryBudget - jobs * 3 * canvasBytes)
        return max(1, min(frameCount, ahead / max(frameBytes, 1)))
    }
}
