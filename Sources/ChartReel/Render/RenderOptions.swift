import Foundation

/// How a scene is rendered: the output's format when its name does not
/// say, how many frames are drawn at once, and where ffmpeg is.
public struct RenderOptions: Sendable, Hashable {
    /// The output format, by the extension that names it (`"gif"`, `"mp4"`,
    /// `"webm"`, `"mov"`, `"apng"`, `"webp"`, `"svg"`, `"lottie"`,
    /// `"html"`, ...); nil: the output's own extension.
    public var format: String?
    /// Frames drawn at once; nil: one, and up to one per core while the
    /// encoder waits for frames (fewer for very large frames).
    public var jobs: Int?
    /// The ffmpeg executable; nil: `ffmpeg` on `PATH`.
    public var ffmpeg: URL?

    /// Options with the given values; nil leaves the default.
    public init(format: String? = nil, jobs: Int? = nil, ffmpeg: URL? = nil) {
        self.format = format
        self.jobs = jobs
        self.ffmpeg = ffmpeg
    }
}

/// What a finished render wrote.
public struct RenderSummary: Sendable, Hashable {
    /// The file (or folder of frames) written.
    public var output: URL
    /// Its size in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int
    /// Frames per second of the output (a GIF's may be lower than the scene's).
    public var fps: Int
    /// Frames written.
    public var frameCount: Int
    /// The file's size in bytes; nil for a folder of frames.
    public var bytes: Int?
    /// What the user should know about the output (a transparent background in MP4, ...).
    public var notes: [String]
}

/// Where a render is: frames done of the frames the render writes, over
/// every pass (a GIF may draw its frames twice).
public struct RenderProgress: Sendable, Hashable {
    /// Frames written so far.
    public var framesDone: Int
    /// Frames the render writes in all.
    public var frameCount: Int
    /// Seconds since the render started.
    public var elapsed: Double

    /// How far the render is, from 0 to 1.
    public var fractionCompleted: Double {
        frameCount > 0 ? min(Double(framesDone) / Double(frameCount), 1) : 0
    }
}

/// One report of a render in progress, as `Scene.renderUpdates(to:)` yields them.
public enum RenderUpdate: Sendable, Hashable {
    /// More frames were written.
    case progress(RenderProgress)
    /// The output is complete; the last update.
    case finished(RenderSummary)
}
