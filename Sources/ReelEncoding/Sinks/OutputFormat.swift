import Foundation

/// The animated formats chartreel writes; `traits` says how each is written.
public enum VideoFormat: String, Sendable, CaseIterable {
    case gif
    case mp4

    /// The format for a file name's extension (case-insensitive), if supported.
    public init?(pathExtension: String) {
        guard let row = OutputFormats.table.first(where: { $0.fileExtension == pathExtension.lowercased() }) else {
            return nil
        }
        self = row.format
    }

    /// This format's row of `OutputFormats.table`.
    public var traits: FormatTraits {
        OutputFormats.table.first { $0.format == self }!
    }

    /// The highest frame rate the format plays faithfully.
    public var maximumFrameRate: Int? { traits.maximumFrameRate }

    /// The frame rate an animation authored at `fps` is written at.
    public func frameRate(for fps: Int) -> Int {
        min(fps, maximumFrameRate ?? fps)
    }

    /// Extensions accepted by `chartreel render`, for messages.
    public static var supportedExtensions: String {
        allCases.map { "." + $0.traits.fileExtension }.joined(separator: ", ")
    }
}

/// How much of a frame's alpha a format keeps.
public enum AlphaSupport: Sendable, Hashable {
    /// None: transparent pixels are composited onto black.
    case none
    /// On or off per pixel (GIF).
    case binary
    /// Full alpha.
    case full
}

/// What the render loop needs to know about a format, and how to open a sink for it.
public struct FormatTraits: Sendable {
    public let format: VideoFormat
    /// Lowercase, without the dot.
    public let fileExtension: String
    public let alpha: AlphaSupport
    /// How the render loop hands frames over; a layout without alpha gets
    /// transparent pixels composited onto black.
    public let layout: PixelLayout
    /// Whether odd pixel sizes are padded to even ones (4:2:0 chroma).
    public let needsEvenSize: Bool
    /// The highest frame rate the format plays faithfully, if any.
    public let maximumFrameRate: Int?
    /// How many times the sink reads every frame (a GIF palette needs a first look).
    public let passes: Int
    /// Opens a sink writing `request.spec`'s frames to a file in `request.work`.
    public let makeSink: @Sendable (SinkRequest) throws -> FrameSink
}

/// The one table of output formats. A new format is a new row and a sink;
/// the render loop has no special cases.
public enum OutputFormats {
    public static let table: [FormatTraits] = [
        FormatTraits(format: .gif, fileExtension: "gif", alpha: .binary, layout: .bgra, needsEvenSize: false,
                     // GIF delays are whole centiseconds, and browsers slow delays under 2 cs down.
                     maximumFrameRate: 50, passes: 2, makeSink: { try GIFSink($0) }),
        FormatTraits(format: .mp4, fileExtension: "mp4", alpha: .none, layout: .yuv420p, needsEvenSize: true,
                     maximumFrameRate: nil, passes: 1, makeSink: { try FFmpegSink(mp4: $0) }),
    ]
}
