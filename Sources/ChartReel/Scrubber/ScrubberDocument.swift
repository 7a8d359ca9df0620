import ReelEncoding

/// The HTML scrubber of a render (`render -o x.html`): the page
/// (`ScrubberPage`) around the frames ffmpeg encoded and the frame
/// information (`ScrubberInfo`) deflated.
struct ScrubberDocument: Sendable {
    let scene: Scene
    let spec: VideoSpec

    /// The scene's description, so a page is the same whatever file it is written to.
    var title: String { scene.summary ?? "an animation" }

    /// The page around `frames`, an animated AVIF whose frame `i` stands
    /// for `holds[i]` frames of the animation.
    func page(frames: [UInt8], holds: [Int]) -> [UInt8] {
        let info = ScrubberInfo(scene: scene, fps: spec.fps, frameCount: spec.frameCount,
                                pixels: (spec.width, spec.height), holds: holds).json()
        return ScrubberPage.bytes(title: "chartreel: " + title, points: (scene.canvas.width, scene.canvas.height),
                                  frames: frames, info: Deflate.compress(info))
    }
}
