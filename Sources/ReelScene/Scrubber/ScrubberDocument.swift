import ReelEncoding
import ReelSystem

/// The HTML scrubber of a render (`render -o x.html`): the page
/// (`ScrubberPage`) around the frames ffmpeg encoded and the frame
/// information (`ScrubberInfo`) deflated.
struct ScrubberDocument: Sendable {
    let scene: Scene
    let spec: VideoSpec
    /// Workers laying out the frames' information (the render's `--jobs`).
    let jobs: Int
    /// Raised by Ctrl-C: the layout of every frame stops with the render.
    let cancellation: Cancellation

    /// The scene's description, so a page is the same whatever file it is written to.
    var title: String { scene.summary ?? "an animation" }

    /// The page around `frames`, an animated AVIF whose frame `i` stands
    /// for `holds[i]` frames of the animation.
    func page(frames: [UInt8], holds: [Int]) throws -> [UInt8] {
        let info = try ScrubberInfo(scene: scene, fps: spec.fps, frameCount: spec.frameCount,
                                    pixels: (spec.width, spec.height), holds: holds).json(jobs: jobs, cancellation: cancellation)
        return ScrubberPage.bytes(title: "chartreel: " + title, points: (scene.canvas.width, scene.canvas.height),
                                  frames: frames, info: Deflate.compress(info))
    }
}
