import Foundation
import ReelEncoding
import ReelScene
import ReelSystem

extension Scene {
    /// Renders every frame into `url`, in the format its extension names
    /// (or `options.format`): GIF, MP4, WebM, MOV, APNG, WebP, SVG, Lottie,
    /// dotLottie, an HTML scrubber, or a folder of PNG frames.
    ///
    /// The output is replaced only by a complete, checked file. When the
    /// task is cancelled, ffmpeg is stopped and nothing is left behind: a
    /// file already at `url` is as it was, and the call throws
    /// `CancellationError` once all of that is done. Other failures throw
    /// `SceneError` (the scene cannot be drawn) or `RenderError`.
    @discardableResult
    public func render(to url: URL, options: RenderOptions = RenderOptions(),
                       progress: (@Sendable (RenderProgress) -> Void)? = nil) async throws -> RenderSummary {
        let scene = try loaded()
        let cancellation = Cancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread {
                    continuation.resume(with: Result {
                        try RenderErrors.translating(cancellation) {
                            try Self.render(scene, to: url, options: options, cancellation: cancellation, progress: progress)
                        }
                    })
                }.start()
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// Renders into `url` as `render(to:options:)` does, reporting as it goes:
    /// `.progress` as frames are written, then `.finished` with what was
    /// written. Ending the iteration early (or cancelling its task) cancels
    /// the render.
    public func renderUpdates(to url: URL, options: RenderOptions = RenderOptions()) -> AsyncThrowingStream<RenderUpdate, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let summary = try await render(to: url, options: options) { continuation.yield(.progress($0)) }
                    continuation.yield(.finished(summary))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The frame at `seconds` as a PNG file's bytes, at the canvas's pixel size.
    public func frame(at seconds: Double) throws -> Data {
        let scene = try loaded()
        return Data(try RenderErrors.translating { try Reel.frame(scene, at: seconds) })
    }

    /// What the frame at `seconds` draws, item by item, as the JSON document
    /// `chartreel frame SCENE --at SECONDS --layout` prints.
    public func layout(at seconds: Double) throws -> String {
        let scene = try loaded()
        return try RenderErrors.translating { try Reel.layout(scene, at: seconds).json() }
    }

    /// Why the frame at `seconds` looks as it does (each animation's state
    /// and value, what the chart derives), as the JSON document
    /// `chartreel frame SCENE --at SECONDS --explain --json` prints.
    public func explanation(at seconds: Double) throws -> String {
        let scene = try loaded()
        return try RenderErrors.translating { try Reel.explain(scene, at: seconds).json() }
    }

    /// Checks the scene as `chartreel validate` checks its scene file;
    /// throws the first problem.
    public func validate() throws {
        _ = try loaded()
    }

    /// Every problem of the scene, in scene-file order (empty when it can be
    /// drawn): `validate()` stops at the first, this goes on to the others,
    /// as `chartreel validate` does.
    public func problems() -> [SceneError] {
        SceneLoader.check(source: source).problems.map { SceneError($0, keepingLocation: false) }
    }

    /// The scene as the renderer reads it, from its scene file.
    func loaded() throws -> ReelScene.Scene {
        try SceneErrors.translating(keepingLocation: false) { try SceneLoader.decode(source) }
    }

    /// The scene file, named for messages, its relative paths starting from `baseURL`.
    private var source: SourceText {
        Self.source(sceneFile, baseURL: baseURL)
    }

    /// A scene file's text as the decoder reads it: named `<scene>` in
    /// messages, its relative paths starting from `baseURL` (nil: the working directory).
    static func source(_ text: String, baseURL: URL?) -> SourceText {
        let folder = baseURL ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return SourceText(name: "<scene>", bytes: Array(text.utf8), folder: folder)
    }

    private static func render(_ scene: ReelScene.Scene, to url: URL, options: RenderOptions, cancellation: Cancellation,
                               progress: (@Sendable (RenderProgress) -> Void)?) throws -> RenderSummary {
        let format = try options.format.map { name in
            guard let format = VideoFormat(pathExtension: name) else {
                throw RenderError(description: "format \"\(name)\" is not one chartreel writes; give an extension such as gif, mp4, svg, lottie or html")
            }
            return format
        }
        let settings = try EncoderSettings(ffmpeg: options.ffmpeg, cancellation: cancellation)
        var reelOptions = ReelScene.RenderOptions(jobs: options.jobs ?? 0, encoder: settings)
        if let progress {
            reelOptions.progress = { @Sendable (p: ReelScene.RenderProgress) in
                progress(RenderProgress(framesDone: p.done, frameCount: p.total, elapsed: p.elapsed))
            }
        }
        let report = try Reel.render(scene, to: url, format: format, options: reelOptions)
        return RenderSummary(output: report.output, width: report.width, height: report.height, fps: report.fps,
                             frameCount: report.frameCount, bytes: report.bytes, notes: report.notes)
    }
}

/// The library's errors from the renderer's.
enum RenderErrors {
    /// `body`'s result; a cancelled render throws `CancellationError`, a
    /// scene problem `SceneError`, anything else `RenderError` with the
    /// message the command line prints.
    static func translating<T>(_ cancellation: Cancellation? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ReelScene.SceneError {
            throw SceneError(error, keepingLocation: false)
        } catch let error as SceneError {
            throw error
        } catch let error as RenderError {
            throw error
        } catch {
            if cancellation?.isCancelled == true { throw CancellationError() }
            throw RenderError(description: SystemErrorText.line(for: error) ?? "\(error)")
        }
    }
}
