import Foundation
import ReelEncoding
import ReelSystem
import ReelSystem

/// One output of a batch: a scene written to a file in a format.
package struct RenderJob: Sendable {
    package var scene: Scene
    package var output: URL
    package var format: VideoFormat
    /// Encoder choices for this output alone, replacing the batch's.
    package var encode: EncodeOptions?

    package init(scene: Scene, output: URL, format: VideoFormat, encode: EncodeOptions? = nil) {
        self.scene = scene
        self.output = output
        self.format = format
        self.encode = encode
    }
}

/// Renders many outputs in one process. Each render is already parallel,
/// but a GIF or WebM encode leaves cores idle that another render can use,
/// so several renders run at once, sharing the workers between them.
package enum BatchRender {
    /// Renders at once: one per core, no more than there are jobs.
    package static func concurrency(jobs: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        max(1, min(jobs, cores))
    }

    /// Renders every job; `finished` is called (on any thread, one call at a
    /// time) as each ends, and `progress` (on the render's thread, several
    /// renders at once) with the job's index as its frames are written.
    /// Results come back in the order of `jobs`; a failure does not stop
    /// the others, except a cancellation.
    package static func run(_ jobs: [RenderJob], options: RenderOptions,
                           progress: (@Sendable (Int, RenderProgress) -> Void)? = nil,
                           finished: @escaping @Sendable (Int, Result<RenderReport, Error>, Double) -> Void)
        -> [Result<RenderReport, Error>] {
        let running = concurrency(jobs: jobs.count)
        let cores = options.jobs > 0 ? options.jobs : ProcessInfo.processInfo.activeProcessorCount
        var shared = options
        // One render at a time keeps the default's workers started as its encoder needs them.
        shared.jobs = options.jobs == 0 && running == 1 ? 0 : max(1, cores / running)
        shared.progress = nil
        let each = shared
        // A signal stops the renders not yet started; a failed render does not.
        let renders = ParallelMap(count: jobs.count, jobs: running, cancellation: options.encoder?.cancellation ?? Cancellation(),
                                  stopsAtFirstFailure: false)
        let timed = renders.results(state: {}, report: { index, outcome, _ in
            if case .success(let (result, seconds)) = outcome { finished(index, result, seconds) }
        }) { _, index -> (Result<RenderReport, Error>, Double) in
            let started = Date()
            let job = jobs[index]
            var options = each
            if let encode = job.encode { options.encoder?.options = encode }
            if let progress { options.progress = { progress(index, $0) } }
            let result = Result { try Reel.render(job.scene, to: job.output, format: job.format, options: options) }
            return (result, Date().timeIntervalSince(started))
        }
        return timed.map { outcome in
            guard case .success(let (result, _))? = outcome else { return .failure(SystemError.interrupted(signal: 0)) }
            return result
        }
    }
}
