import Foundation
import ReelSystem

/// The animated formats chartreel writes; `traits` says how each is written.
package enum VideoFormat: String, Sendable, CaseIterable {
    case gif
    case mp4
    case webm
    case apng
    case webp
    case mov
    /// A self-contained page to scrub through the frames, with each frame's
    /// layout and explanation beside it (the frames are an animated AVIF inside).
    case html
    /// Every frame as a numbered PNG in a folder, written without ffmpeg.
    case frames
    /// One SVG document whose elements animate (SMIL): sharp at any zoom, plays through `<img>`.
    case svg
    /// A Lottie document (JSON), which apps play natively; named `.json`, so
    /// only with `--format lottie` (a `.json` name alone is a scene's).
    case lottie
    /// The Lottie document deflated in a dotLottie archive (`.lottie`), as apps ship it.
    case dotlottie

    /// The format for a file name's extension (case-insensitive), if one has it.
    package init?(pathExtension: String) {
        guard !pathExtension.isEmpty,
              let row = OutputFormats.table.first(where: { $0.fileExtension == pathExtension.lowercased() && $0.namedByExtension }) else {
            return nil
        }
        self = row.format
    }

    /// This format's row of `OutputFormats.table`.
    package var traits: FormatTraits {
        OutputFormats.table.first { $0.format == self }!
    }

    /// The name messages use: "GIF", "WebM", "PNG frames".
    package var displayName: String { traits.displayName }

    /// The highest frame rate the format plays faithfully.
    package var maximumFrameRate: Int? { traits.maximumFrameRate }

    /// The frame rate an animation authored at `fps` is written at.
    package func frameRate(for fps: Int) -> Int {
        min(fps, maximumFrameRate ?? fps)
    }

    /// Why frames of `width` x `height` pixels cannot be written in this
    /// format, or nil when they can.
    package func sizeProblem(width: Int, height: Int) -> String? {
        guard let limit = traits.maximumSide, width > limit || height > limit else { return nil }
        return "\(displayName) frames are at most \(limit) pixels a side; this canvas is \(width)x\(height) pixels"
    }

    /// Extensions accepted by `chartreel render`, for messages.
    package static var supportedExtensions: String {
        allCases.compactMap { $0.traits.fileExtension.isEmpty || !$0.traits.namedByExtension ? nil : "." + $0.traits.fileExtension }
            .joined(separator: ", ")
    }
}

/// How much of a frame's alpha a format keeps.
package enum AlphaSupport: Sendable, Hashable {
    /// None: transparent pixels are composited onto black.
    case none
    /// On or off per pixel (GIF).
    case binary
    /// Full alpha.
    case full
}

/// What the render loop needs to know about a format, and how to open a sink for it.
package struct FormatTraits: Sendable {
    package let format: VideoFormat
    /// Lowercase, without the dot; empty for a folder of frames.
    package let fileExtension: String
    package let displayName: String
    /// Where the format is the right choice, for help texts and the README.
    package let use: String
    package let alpha: AlphaSupport
    /// How the render loop hands frames over; a layout without alpha gets
    /// transparent pixels composited onto black.
    package let layout: PixelLayout
    /// The highest frame rate the format plays faithfully, if any.
    package let maximumFrameRate: Int?
    /// Whether the encoder writes a run of identical frames as one longer
    /// frame (libwebp's animation encoder does), so a file may hold fewer.
    package var mergesRepeatedFrames = false
    /// The widest and tallest frame the encoder takes, if less than any
    /// canvas (libwebp stops at 16383 pixels a side).
    package var maximumSide: Int?
    /// Whether the format is a vector document written from the frames'
    /// display lists (`Reel.render` writes it), not from their pixels.
    package var isVector = false
    /// Whether an output name's extension alone picks the format (not for
    /// Lottie's `.json`, which is also what scenes are called).
    package var namedByExtension = true
    /// For a format whose ffmpeg command names nothing of the scene: the
    /// arguments after its input, given the user's options. `EncoderStart`
    /// starts such an encoder before the scene is read.
    package var earlyArguments: (@Sendable (EncodeOptions) -> [String])?
    /// Opens a sink writing `request.spec`'s frames to a file in `request.work`.
    package let makeSink: @Sendable (SinkRequest) throws -> FrameSink

    init(format: VideoFormat, fileExtension: String, displayName: String, use: String, alpha: AlphaSupport,
         layout: PixelLayout, maximumFrameRate: Int?, mergesRepeatedFrames: Bool = false, maximumSide: Int? = nil,
         isVector: Bool = false, namedByExtension: Bool = true,
         earlyArguments: (@Sendable (EncodeOptions) -> [String])? = nil, makeSink: @escaping @Sendable (SinkRequest) throws -> FrameSink) {
        (self.format, self.fileExtension, self.displayName, self.use) = (format, fileExtension, displayName, use)
        (self.alpha, self.layout, self.maximumFrameRate) = (alpha, layout, maximumFrameRate)
        (self.mergesRepeatedFrames, self.maximumSide, self.isVector) = (mergesRepeatedFrames, maximumSide, isVector)
        self.namedByExtension = namedByExtension
        self.earlyArguments = earlyArguments
        self.makeSink = makeSink
    }
}

/// The one table of output formats. A new format is a new row and a sink
/// (most need only their ffmpeg arguments); the render loop has no special cases.
package enum OutputFormats {
    package static let table: [FormatTraits] = [
        FormatTraits(format: .gif, fileExtension: "gif", displayName: "GIF",
                     use: "READMEs, chats, anywhere an image goes; 256 colours, alpha on or off",
                     alpha: .binary, layout: .bgra,
                     // GIF delays are whole centiseconds, and browsers slow delays under 2 cs down.
                     maximumFrameRate: 50, mergesRepeatedFrames: true, makeSink: { try GIFSink($0) }),
        FormatTraits(format: .mp4, fileExtension: "mp4", displayName: "MP4",
                     use: "docs and web pages (<video>), the smallest file; no alpha",
                     alpha: .none, layout: .yuv420p, maximumFrameRate: nil,
                     earlyArguments: { EncoderArguments.mp4Encoding($0) }, makeSink: { try FFmpegSink(mp4: $0) }),
        FormatTraits(format: .webm, fileExtension: "webm", displayName: "WebM",
                     use: "web pages that need a transparent video (VP9 with alpha)",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil,
                     makeSink: { try FFmpegSink($0, format: .webm, arguments: EncoderArguments.webm) }),
        FormatTraits(format: .apng, fileExtension: "apng", displayName: "APNG",
                     use: "lossless animation with full alpha where an <img> goes",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil,
                     makeSink: { try FFmpegSink($0, format: .apng, arguments: EncoderArguments.apng) }),
        FormatTraits(format: .webp, fileExtension: "webp", displayName: "WebP",
                     use: "an <img> with alpha, smaller than APNG; lossless unless --quality",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil, mergesRepeatedFrames: true, maximumSide: 16383,
                     makeSink: { try FFmpegSink($0, format: .webp, arguments: EncoderArguments.webp) }),
        FormatTraits(format: .mov, fileExtension: "mov", displayName: "MOV",
                     use: "video editors (ProRes 4444 with alpha); large",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil,
                     makeSink: { try FFmpegSink($0, format: .mov, arguments: EncoderArguments.mov) }),
        FormatTraits(format: .html, fileExtension: "html", displayName: "HTML",
                     use: "bug reports and reviews: a page to scrub frame by frame, with each frame's layout and values",
                     alpha: .full, layout: .bgr0, maximumFrameRate: nil, mergesRepeatedFrames: true,
                     makeSink: { try FFmpegSink(scrubber: $0) }),
        FormatTraits(format: .frames, fileExtension: "", displayName: "PNG frames",
                     use: "debugging and other tools: every frame as a PNG, alpha kept, no ffmpeg",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil,
                     makeSink: { try PNGSequenceSink($0) }),
        FormatTraits(format: .svg, fileExtension: "svg", displayName: "animated SVG",
                     use: "READMEs and docs: sharp at any zoom, often a tenth of the GIF; plays in browsers, also through <img>",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil, isVector: true,
                     makeSink: { _ in throw EncodingError.unusable("an animated SVG is written from display lists, not frames") }),
        FormatTraits(format: .lottie, fileExtension: "json", displayName: "Lottie",
                     use: "apps: lottie-ios, lottie-android and lottie-web play it natively (--format lottie, a .json name)",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil, isVector: true, namedByExtension: false,
                     makeSink: { _ in throw EncodingError.unusable("a Lottie document is written from display lists, not frames") }),
        FormatTraits(format: .dotlottie, fileExtension: "lottie", displayName: "dotLottie",
                     use: "apps: the Lottie document deflated in a ZIP, a fraction of the JSON; LottieFiles' players, lottie-ios, lottie-android",
                     alpha: .full, layout: .rgba, maximumFrameRate: nil, isVector: true,
                     makeSink: { _ in throw EncodingError.unusable("a dotLottie file is written from display lists, not frames") }),
    ]
}
