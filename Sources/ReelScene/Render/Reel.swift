import Foundation
import ReelEncoding
import ReelJSON
import ReelRaster
import ReelGeometry
import ReelSystem

/// What a finished render wrote.
package struct RenderReport: Sendable {
    package var output: URL
    package var format: VideoFormat
    package var width: Int
    package var height: Int
    package var fps: Int
    package var frameCount: Int
    /// Workers that rendered the frames.
    package var jobs: Int
    package var notes: [String]
    /// The file's size in bytes (nil for a folder of frames): known even when
    /// the file went into a stream.
    package var bytes: Int?
}

/// The size and timing of a scene's outputs, as `chartreel info` prints them.
package struct SceneInfo: Sendable, Hashable {
    package var width: Int
    package var height: Int
    package var scale: Double
    package var fps: Int
    package var duration: Double
    package var frameCount: Int
    package var gifFPS: Int
    package var gifFrameCount: Int

    /// One line of JSON with a fixed key order.
    package var json: String {
        JSON.object([
            "width": .integer(width), "height": .integer(height), "scale": .exact(scale), "fps": .integer(fps),
            "duration": .exact(duration), "frameCount": .integer(frameCount), "gifFps": .integer(gifFPS),
            "gifFrameCount": .integer(gifFrameCount),
        ]).text(.inline)
    }
}

/// The library's entry points: render a scene to an animation, or one frame to a PNG.
package enum Reel {
    /// chartreel's version, as `chartreel --version` prints it.
    package static let version = "0.10.0"

    package static func info(_ scene: Scene) -> SceneInfo {
        let gifFPS = VideoFormat.gif.frameRate(for: scene.canvas.fps)
        return SceneInfo(
            width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, scale: scene.canvas.scale,
            fps: scene.canvas.fps, duration: scene.canvas.duration,
            frameCount: scene.frameCount(fps: scene.canvas.fps),
            gifFPS: gifFPS, gifFrameCount: scene.frameCount(fps: gifFPS)
        )
    }

    /// Renders every frame of `scene` into `output`, as `format` or as its
    /// extension says (a folder, or a name with `%04d`, is PNG frames).
    /// Frames are evaluated at the output's own frame times: a 60 fps scene
    /// written as GIF is sampled at 50 fps, not decimated. The target is
    /// checked before the first frame and replaced only by a complete,
    /// checked file; on any failure or cancellation nothing is left behind.
    /// An encoder `started` for this output before the scene was read is
    /// taken over, or stopped when the render fails before it needs it.
    package static func render(_ scene: Scene, to output: URL, format: VideoFormat? = nil,
                              options: RenderOptions = RenderOptions(), started: EncoderStart? = nil) throws -> RenderReport {
        // Stops what no sink took (nothing, once one did).
        defer { started?.cancel() }
        // Foundation marks URLs of existing folders as directories: `out.gif`
        // when it is a folder is still meant as a GIF (and refused as a folder).
        let isFolder = output.hasDirectoryPath && VideoFormat(pathExtension: output.pathExtension) == nil
        let path = isFolder ? output.path + "/" : output.path
        let format = try OutputTarget.animation(path: path, format: format)
        var settings = try options.encoder ?? EncoderSettings()
        try settings.options.check(for: [format])
        let spec = videoSpec(scene, format: format)
        if format == .html {
            let document = ScrubberDocument(scene: scene, spec: spec, jobs: options.workers(frameBytes: spec.width * spec.height * 4),
                                            cancellation: settings.cancellation)
            settings.document = { frames, holds in try document.page(frames: frames, holds: holds) }
        }
        if format != .frames { try refuseInputs(of: scene, as: output) }
        if let problem = format.sizeProblem(width: spec.width, height: spec.height) {
            throw RenderError.unusable("canvas: \(problem) (\(NumberText.format(scene.canvas.width))x"
                                       + "\(NumberText.format(scene.canvas.height)) pt at scale \(NumberText.format(scene.canvas.scale))); "
                                       + "make canvas.width, canvas.height or the scale smaller, or write another format")
        }
        if format.traits.isVector {
            return try renderVector(scene, to: output, format: format, spec: spec, options: options, cancellation: settings.cancellation)
        }
        let folder = format == .frames ? try FrameFolder(pattern: FramePattern(path: path)) : nil
        let target = folder.map { URL(fileURLWithPath: $0.pattern.path) } ?? output
        do {
            let sink = try VideoEncoder(settings: settings).openSink(format, spec: spec, to: target, started: started)
            let (result, jobs) = try render(scene, spec: spec, into: sink, options: options,
                                            cancellation: settings.cancellation)
            return RenderReport(output: output, format: format, width: result.width, height: result.height,
                                fps: spec.fps, frameCount: spec.frameCount, jobs: jobs,
                                notes: scene.notes + alphaNotes(scene, format) + result.notes
                                    + [options.workerNote(width: spec.width, height: spec.height)].compactMap { $0 },
                                bytes: result.bytes)
        } catch {
            folder?.removeIfCreated()
            throw error
        }
    }

    /// Refuses an output that is one of the files the scene was read from
    /// (through any link or path): writing it would destroy the data.
    static func refuseInputs(of scene: Scene, as output: URL) throws {
        guard case .file(let file) = try OutputDestination.of(output),
              let input = scene.inputs.first(where: { $0.isSame(as: file.path) }) else { return }
        let same = URL(fileURLWithPath: input.path).standardizedFileURL.path == output.standardizedFileURL.path
        throw RenderError.unusable("cannot write \(output.path): " + (same ? "the scene reads it" : "it is \(input.path), which the scene reads")
                                   + "; give another output file")
    }

    /// What becomes of a transparent background in `format`.
    static func alphaNotes(_ scene: Scene, _ format: VideoFormat) -> [String] {
        guard scene.canvas.isTransparent else { return [] }
        switch format.traits.alpha {
        case .none:
            return ["\(format.displayName) has no alpha channel: the transparent background is black "
                    + "(give --background COLOR, or write WebM, APNG, WebP or MOV)"]
        case .binary:
            return ["GIF keeps each pixel opaque or transparent: edges against the page are hard "
                    + "(give --background with the page's colour for smooth edges)"]
        case .full:
            return []
        }
    }

    /// The frames `render(_:to:)` hands a `format` sink: sampled at the
    /// format's frame rate (a GIF at most 50 fps), in its layout, padded (where
    /// it pads) with the background.
    package static func videoSpec(_ scene: Scene, format: VideoFormat) -> VideoSpec {
        let fps = format.frameRate(for: scene.canvas.fps)
        var spec = VideoSpec(
            width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, fps: fps,
            frameCount: scene.frameCount(fps: fps),
            padColor: String((scene.canvas.background ?? .black).hexString.dropFirst().prefix(6))
        )
        spec.layout = format.traits.layout
        spec.hasAlpha = scene.canvas.isTransparent && format.traits.alpha != .none
        // A format whose opaque frames need no alpha (the scrubber's) takes
        // a transparent scene's with it.
        if spec.hasAlpha, !spec.layout.carriesAlpha { spec.layout = .rgba }
        return spec
    }

    /// Renders `spec.frameCount` frames of `scene` at `spec.fps` in
    /// `spec.layout` on `options.workers` threads, and hands them to `sink`
    /// in order, as many passes as it asks for; then finishes it. On any
    /// failure (or `cancellation`) the sink is cancelled. Returns what the
    /// sink made and the number of workers.
    package static func render(_ scene: Scene, spec: VideoSpec, into sink: FrameSink, options: RenderOptions = RenderOptions(),
                              cancellation: Cancellation = Cancellation()) throws -> (EncodeResult, jobs: Int) {
        // What reading the scene and its data freed (a large file's text and
        // its parse) goes back to the system before the frames need theirs.
        ProcessHeap.releaseFreeMemory()
        let canvasBytes = spec.width * spec.height * 4
        let jobs = options.workers(frameBytes: canvasBytes)
        let window = options.window(frameBytes: spec.frameByteCount, canvasBytes: canvasBytes, jobs: jobs,
                                    frameCount: spec.frameCount)
        let farm = FrameFarm(scene: scene, times: FrameTimes(count: spec.frameCount, fps: spec.fps), jobs: jobs,
                             cancellation: cancellation)
        let onCanvas = options.framesOnCanvas(frameBytes: spec.frameByteCount, canvasBytes: canvasBytes, jobs: jobs)
        // Workers asked for (-j) all start at once; by default they start as
        // the encoder needs them (`WorkerDemand`).
        let pipeline = FrameStream(farm, spec: spec, window: window, onCanvas: onCanvas, adaptive: options.jobs == 0,
                                   lendingLag: sink.lendingLag, background: BackgroundPriority.shared)
        do {
            var pass = 1
            // Progress counts the whole render, every pass, from its start.
            let started = DispatchTime.now().uptimeNanoseconds
            repeat {
                try pipeline.run { frame, index in
                    if pipeline.lends { try sink.write(lending: frame, index: index) } else { try sink.write(frame, index: index) }
                    options.progress?(RenderProgress(
                        pass: pass, passes: sink.plannedPasses, framesDone: index + 1, frameCount: spec.frameCount,
                        elapsed: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9, jobs: pipeline.jobs))
                }
                pass += 1
                pipeline.releaseCanvases()
                // What the pass freed goes back to the system: a sink's next
                // step (a GIF's writer) starts from its own needs, not on
                // top of the canvases the heap would otherwise keep.
                ProcessHeap.releaseFreeMemory()
            } while try sink.endPass()
            return (try sink.finish(), pipeline.jobs)
        } catch {
            // The frames lent to the sink stay until it is cancelled.
            withExtendedLifetime(pipeline) { sink.cancel() }
            throw SystemError.afterCancellation(error, signal: cancellation.signal)
        }
    }

    /// Writes the frame at `seconds` as PNG or SVG (by extension), replacing
    /// `output` atomically; with `overlay`, its debug geometry drawn over
    /// it (`DebugOverlay`).
    package static func writeFrame(_ scene: Scene, at seconds: Double, to output: URL, overlay: Bool = false) throws {
        let target = try OutputTarget.forFile(output, allowed: OutputTarget.frames)
        try checkTime(seconds, in: scene)
        try refuseInputs(of: scene, as: output)
        try FileOutput.write(try frame(scene, at: seconds, svg: target == .svg, overlay: overlay), to: output)
    }

    /// The frame at `seconds` as a PNG file's bytes, or with `svg` an SVG document's.
    package static func frame(_ scene: Scene, at seconds: Double, svg: Bool = false, overlay: Bool = false) throws -> [UInt8] {
        try checkTime(seconds, in: scene)
        var renderer = FrameRenderer(scene: scene.prepared(for: seconds...seconds))
        return svg ? Array(try renderer.svg(at: seconds, overlay: overlay).utf8) : try renderer.canvas(at: seconds, overlay: overlay).pngData()
    }

    /// Refuses a time outside the animation.
    private static func checkTime(_ seconds: Double, in scene: Scene) throws {
        guard seconds >= 0, seconds <= scene.canvas.duration else {
            throw RenderError.frameOutOfRange(
                "time \(NumberText.format(seconds)) s is outside the animation (0 to \(NumberText.format(scene.canvas.duration)) s)")
        }
    }

    /// What the frame at `seconds` draws, item by item: the
    /// `frame --layout` document (see `FrameLayout`).
    package static func layout(_ scene: Scene, at seconds: Double) throws -> FrameLayout {
        try checkTime(seconds, in: scene)
        return FrameRenderer(scene: scene.prepared(for: seconds...seconds)).layout(at: seconds)
    }

    /// Why the frame at `seconds` looks as it does: every track's state and
    /// value, and what the chart derives (the `frame --explain` document,
    /// see `FrameExplanation`). Evaluated by the renderer's own code path,
    /// so the values are those the frame is drawn with.
    package static func explain(_ scene: Scene, at seconds: Double) throws -> FrameExplanation {
        try checkTime(seconds, in: scene)
        return FrameRenderer(scene: scene.prepared(for: seconds...seconds)).explanation(at: seconds)
    }

    /// The time of frame `index` at the scene's frame rate.
    package static func time(ofFrame index: Int, in scene: Scene) throws -> Double {
        let count = scene.frameCount(fps: scene.canvas.fps)
        guard (0..<count).contains(index) else {
            throw RenderError.frameOutOfRange("frame index \(index) is outside the animation (0 to \(count - 1))")
        }
        return Double(index) / Double(scene.canvas.fps)
    }
}
