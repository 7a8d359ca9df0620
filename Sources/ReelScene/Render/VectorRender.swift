import Foundation
import ReelEncoding
import ReelGeometry
import ReelRaster
import ReelSystem
import ReelTiming
import ReelVector

extension Reel {
    /// Writes `scene` as a vector animation (`format.traits.isVector`): the
    /// display list of every frame at the format's frame times, followed
    /// item by item (`ItemTimeline`), written as one document and put in
    /// place as other outputs are (`FileOutput`: all or nothing).
    static func renderVector(_ scene: Scene, to output: URL, format: VideoFormat, spec: VideoSpec,
                             options: RenderOptions, cancellation: Cancellation) throws -> RenderReport {
        try refuseLongVector(format, spec: spec)
        let jobs = options.workers(frameBytes: spec.width * spec.height * 4)
        let lists = try displayLists(scene, spec: spec, jobs: jobs, options: options, cancellation: cancellation)
        let checkpoint = { try cancellation.check() }
        let bytes: [UInt8]
        switch format {
        case .svg:
            bytes = Array(try animatedSVG(scene, frames: lists, fps: spec.fps, checkpoint: checkpoint).utf8)
        case .lottie:
            bytes = Array(try lottie(scene, frames: lists, fps: spec.fps, checkpoint: checkpoint).utf8)
        case .dotlottie:
            let stem = output.deletingPathExtension().lastPathComponent
            bytes = DotLottie.archive(try lottie(scene, frames: lists, fps: spec.fps, checkpoint: checkpoint),
                                      id: stem == "-" ? "animation" : stem, generator: "chartreel \(Reel.version)")
        default:
            throw RenderError.unusable("\(format.displayName) is not a vector format")
        }
        try cancellation.check()
        try FileOutput.write(bytes, to: output, cancellation: cancellation)
        return RenderReport(output: output, format: format, width: spec.width, height: spec.height, fps: spec.fps,
                            frameCount: spec.frameCount, jobs: jobs, notes: scene.notes, bytes: bytes.count)
    }

    /// The most frames an animated SVG or Lottie document holds: a minute
    /// at 60 fps. A vector document is written from every frame's display
    /// list at once (each item followed across all frames, then reduced to
    /// keyframes), about 100-250 KB of memory a frame, so a limit checked
    /// before the first frame keeps a long scene from taking gigabytes.
    /// Raster formats stream their frames and have none.
    package static let maximumVectorFrames = 3_600

    /// Refuses, before any work, a vector render of more frames than `maximumVectorFrames`.
    static func refuseLongVector(_ format: VideoFormat, spec: VideoSpec) throws {
        guard spec.frameCount > maximumVectorFrames else { return }
        let seconds = NumberText.format(Double(spec.frameCount) / Double(spec.fps))
        throw RenderError.unusable(
            "\(format.displayName) is limited to \(maximumVectorFrames) frames (a minute at 60 fps); this scene has "
            + "\(spec.frameCount) (\(seconds) s at \(spec.fps) fps): shorten the scene (duration) or lower its fps, "
            + "or render it as MP4, WebM, GIF or PNG frames, which have no frame limit")
    }

    /// The Lottie document of `scene` whose frame i is `frames[i]`, at `fps`;
    /// `checkpoint` is called before each item is written.
    static func lottie(_ scene: Scene, frames: [DisplayList], fps: Int, checkpoint: @escaping () throws -> Void = {}) throws -> String {
        var writer = LottieWriter()
        return try writer.document(for: ItemTimeline(frames), fps: fps, size: Size(scene.canvas.width, scene.canvas.height),
                                   scale: scene.canvas.scale, background: scene.canvas.background, easings: SplineReduction.Easing.coreAnimation,
                                   checkpoint: checkpoint)
    }

    /// The animated SVG of `scene` whose frame i, shown at i / `fps`
    /// seconds, is `frames[i]`; `checkpoint` is called before each item is written.
    static func animatedSVG(_ scene: Scene, frames: [DisplayList], fps: Int,
                            checkpoint: @escaping () throws -> Void = {}) throws -> String {
        let timing = SVGTiming(frameCount: frames.count, fps: fps, easings: SplineReduction.Easing.coreAnimation)
        return try SVGWriter().animation(of: ItemTimeline(frames), timing: timing, size: Size(scene.canvas.width, scene.canvas.height),
                                         scale: scene.canvas.scale, background: scene.canvas.background, checkpoint: checkpoint)
    }

    /// The display lists of `spec`'s frames, drawn by `jobs` workers.
    static func displayLists(_ scene: Scene, spec: VideoSpec, jobs: Int, options: RenderOptions,
                             cancellation: Cancellation) throws -> [DisplayList] {
        let farm = FrameFarm(scene: scene, times: FrameTimes(count: spec.frameCount, fps: spec.fps), jobs: jobs,
                             cancellation: cancellation)
        let started = DispatchTime.now().uptimeNanoseconds, count = spec.frameCount
        var done: (@Sendable (Int) -> Void)?
        if let progress = options.progress {
            done = { frames in
                progress(RenderProgress(pass: 1, passes: 1, framesDone: frames, frameCount: count,
                                        elapsed: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9, jobs: jobs))
            }
        }
        return try farm.map(done: done) { renderer, _, time in renderer.displayList(at: time) }
    }
}
