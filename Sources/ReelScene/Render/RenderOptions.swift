import Foundation
import ReelEncoding
import ReelRaster

/// How `Reel.render` runs: workers, encoder settings, progress reports.
package struct RenderOptions: Sendable {
    /// Frames rendered at once; 0 means up to one per core, started as the
    /// encoder needs them (`WorkerDemand`). Capped by `memoryBudget`.
    package var jobs: Int
    /// Bytes the workers (`workerBytes` each) and the output window may take
    /// together; large frames get fewer workers than asked for, and fewer
    /// frames in the window, rather than more memory. One worker and one
    /// frame of the window are always granted; at 3840x2160 the frame is
    /// then handed over on the canvas instead (`framesOnCanvas`): 35 MB for
    /// a GIF, 39 MB for an MP4 (its chroma held aside), where a frame of the
    /// window beside them would be 68 MB and 48 MB. Defaults to
    /// `defaultMemoryBudget`.
    package var memoryBudget: Int
    /// Bytes of finished frames the workers may hold ahead of the encoder
    /// (the output window, at least one frame). The lead is taken while
    /// ffmpeg starts up and one core idles. 16 MB is 29 frames of an
    /// 800x480 MP4; 32 MB measured no better within the noise of `make bench`
    /// and cost 26 MB more peak memory on the 100k-point line.
    package var renderAhead: Int
    /// ffmpeg's location, its time limit, the GIF strategy, cancellation.
    /// Nil: ffmpeg from PATH with the defaults.
    package var encoder: EncoderSettings?
    /// Called on the rendering thread after every frame handed to the encoder.
    package var progress: (@Sendable (RenderProgress) -> Void)?

    /// What the frames in flight may take so that chartreel stays under
    /// 100 MB resident at any canvas up to 3840x2160: the code and data
    /// pages of the binary and the libraries libgd loads take about 40 MB
    /// before the first frame, and the rest of the heap (scene, fonts, the
    /// GIF store's previous frame, pipes) a few MB more. 64 MB let a GIF at
    /// 2880x1620 (two workers and a frame of the window) reach 105 MB, and
    /// one at 3520x1980 (one worker and one frame) 100 MB. Up to 1920x1080
    /// the two budgets grant the same workers and window.
    package static let defaultMemoryBudget = 52 << 20

    package init(jobs: Int = 0, memoryBudget: Int = Self.defaultMemoryBudget, renderAhead: Int = 16 << 20, encoder: EncoderSettings? = nil,
                progress: (@Sendable (RenderProgress) -> Void)? = nil) {
        self.jobs = jobs
        self.memoryBudget = memoryBudget
        self.renderAhead = renderAhead
        self.encoder = encoder
        self.progress = progress
    }

    /// What one worker holds while it draws on a canvas of `canvasBytes`
    /// (4 bytes a pixel): the canvas and its coverage mask, which never
    /// holds more cells than the canvas has pixels nor more than
    /// `Rasterizer.maskBytes` (larger fills are covered in bands).
    package static func workerBytes(canvasBytes: Int) -> Int {
        canvasBytes + min(canvasBytes, Rasterizer.maskBytes)
    }

    /// Workers for canvases of `frameBytes`: as asked (or one per core), at
    /// least one, and no more than the budget holds beside one frame of the
    /// window.
    package func workers(frameBytes: Int) -> Int {
        let asked = jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount
        let affordable = (memoryBudget - frameBytes) / max(Self.workerBytes(canvasBytes: frameBytes), 1)
        return max(1, min(asked, affordable))
    }

    /// Why fewer workers draw `width` x `height` frames than `jobs` asked
    /// for, or nil when they are as many (or none were asked for).
    package func workerNote(width: Int, height: Int) -> String? {
        let frameBytes = width * height * 4
        let workers = workers(frameBytes: frameBytes)
        guard jobs > 0, workers < jobs else { return nil }
        let megabytes = { (bytes: Int) in "\((bytes + (1 << 20) - 1) >> 20) MB" }
        return "-j \(jobs) reduced to \(workers): each worker needs about \(megabytes(Self.workerBytes(canvasBytes: frameBytes))) for "
            + "\(width)x\(height) frames, and frames in flight are kept within \(megabytes(memoryBudget)) where they fit"
    }

    /// Whether workers hand frames over on their own canvases, converted in
    /// place, with no output window: when the budget has room for at most
    /// one frame of the window beside `jobs` workers (which `workers` leaves
    /// to one or two workers on a huge canvas), where a window of one frame
    /// buys little overlap for a whole frame's memory, and a frame fits in
    /// its canvas (every layout: yuv420p's planes take 1.5 bytes a pixel and
    /// are written over the canvas, `Canvas.convertToYUV420InPlace`, with
    /// its chroma held aside meanwhile, a quarter of such a frame). At
    /// 3840x2160 that saves a GIF's 33 MB frame, and 8.3 MB of an MP4's
    /// 12.4, for the worker waiting while its frame is written before it
    /// draws the next: beside x264's 50 ms a 4K frame, drawing one is short.
    package func framesOnCanvas(frameBytes: Int, canvasBytes: Int, jobs: Int) -> Bool {
        frameBytes <= canvasBytes && memoryBudget - jobs * Self.workerBytes(canvasBytes: canvasBytes) < 2 * frameBytes
    }

    /// Frames of `frameBytes` in the output window: what `renderAhead`
    /// holds and what `memoryBudget` leaves after `jobs` workers on canvases
    /// of `canvasBytes` (`workerBytes` each), at least one and no more than
    /// the clip. Workers draw up to one frame each beyond a window smaller
    /// than that, without a buffer until the encoder frees one.
    package func window(frameBytes: Int, canvasBytes: Int, jobs: Int, frameCount: Int) -> Int {
        let ahead = min(renderAhead, memoryBudget - jobs * Self.workerBytes(canvasBytes: canvasBytes))
        return max(1, min(frameCount, ahead / max(frameBytes, 1)))
    }
}
