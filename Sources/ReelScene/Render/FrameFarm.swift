import Foundation
import ReelSystem

/// Draws a scene's frames on several threads: the one way chartreel does.
///
/// The scene is prepared once for the frames' span (`Scene.prepared(for:)`)
/// and each worker owns a `FrameRenderer`, so no lock is taken while a
/// frame is drawn. Frames are pure functions of time, so any worker may
/// take any frame and the output is the same for any number of workers.
///
/// Two ways to take the frames: `map` gives back every frame's result in
/// frame order (a vector export's display lists, the scrubber's documents,
/// a sheet's tiles); `FrameStream` hands frames to an encoder in order, a
/// bounded window ahead of it.
package struct FrameFarm: Sendable {
    /// The scene as the workers draw it (prepared, unless asked not to be).
    package let scene: Scene
    package let times: FrameTimes
    package let jobs: Int
    package let cancellation: Cancellation

    /// `prepared`: false draws `scene` as it is, for a few frames spread over
    /// a whole animation, which resolve live for less than sampling every
    /// moment between them (a contact sheet).
    package init(scene: Scene, times: FrameTimes, jobs: Int, cancellation: Cancellation = Cancellation(), prepared: Bool = true) {
        self.scene = prepared ? scene.prepared(for: times.span) : scene
        self.times = times
        self.jobs = max(1, min(jobs, max(times.count, 1)))
        self.cancellation = cancellation
    }

    /// `work`'s result for every frame (given its index and time), in frame
    /// order, each drawn once by some worker; `done` is told how many frames are finished, one call
    /// at a time. Throws `SystemError.interrupted` once cancelled, else the
    /// failure of the earliest frame that failed.
    package func map<Value>(done: (@Sendable (Int) -> Void)? = nil,
                            _ work: @escaping @Sendable (inout FrameRenderer, _ index: Int, _ time: Double) throws -> Value) throws -> [Value] {
        let (scene, times) = (scene, times)
        return try ParallelMap(count: times.count, jobs: jobs, cancellation: cancellation).values(
            state: { FrameRenderer(scene: scene) },
            report: done.map { done in { _, _, finished in done(finished) } }
        ) { renderer, index in try work(&renderer, index, times[index]) }
    }
}
