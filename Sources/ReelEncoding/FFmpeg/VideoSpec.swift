/// How raw frame bytes are laid out.
package enum PixelLayout: String, Sendable, Hashable, CaseIterable {
    /// Blue, green, red, ignored: opaque frames, libgd's own layout.
    case bgr0
    /// Red, green, blue, straight alpha.
    case rgba
    /// Blue, green, red, straight alpha: what ffmpeg's palette filters work
    /// in (`RGB32`), so a GIF's frames reach them without a conversion.
    case bgra
    /// Planar BT.709 TV-range 4:2:0 (a Y plane, then Cb and Cr at half size),
    /// padded to even sizes: what H.264 encodes, converted by the renderer's
    /// workers in parallel rather than by ffmpeg's single filter thread.
    case yuv420p

    /// Whether frames are padded to even width and height.
    package var padsToEvenSize: Bool { self == .yuv420p }

    /// Whether a pixel's alpha reaches the encoder.
    package var carriesAlpha: Bool { self == .rgba || self == .bgra }
}

/// The raw frames an encoder receives: `frameCount` frames of `width` x `height`
/// pixels in `layout`, at `fps`.
package struct VideoSpec: Sendable, Hashable {
    package var layout: PixelLayout = .bgr0
    /// The rendered size; see `frameWidth` for the size of the bytes handed over.
    package var width: Int
    package var height: Int
    package var fps: Int
    package var frameCount: Int
    /// Fill for padding added by formats that need even sizes, as `RRGGBB`.
    package var padColor: String
    /// Whether frames have transparent pixels to keep (formats with alpha
    /// then encode an alpha plane; without, they are smaller).
    package var hasAlpha = false

    package init(width: Int, height: Int, fps: Int, frameCount: Int, padColor: String = "000000") {
        self.width = width
        self.height = height
        self.fps = fps
        self.frameCount = frameCount
        self.padColor = padColor
    }

    /// `width` rounded up to even: what a 4:2:0 format encodes.
    package var evenWidth: Int { width + width % 2 }
    /// `height` rounded up to even.
    package var evenHeight: Int { height + height % 2 }

    /// Width of the frames handed over: `width`, or `evenWidth` for `yuv420p`.
    package var frameWidth: Int { layout.padsToEvenSize ? evenWidth : width }
    /// Height of the frames handed over: `height`, or `evenHeight` for `yuv420p`.
    package var frameHeight: Int { layout.padsToEvenSize ? evenHeight : height }

    /// Bytes in one frame.
    package var frameByteCount: Int {
        switch layout {
        case .bgr0, .rgba, .bgra: return width * height * 4
        case .yuv420p: return frameWidth * frameHeight * 3 / 2
        }
    }

    /// ffmpeg arguments that read these frames from standard input.
    var inputArguments: [String] { inputArguments(source: "pipe:0") }

    /// ffmpeg arguments that read these frames from `source` (a file of
    /// them, for measuring ffmpeg alone on the same bytes). `yuv420p` frames
    /// go as a YUV4MPEG2 stream, whose header carries their size and rate:
    /// its arguments name nothing of the spec, so ffmpeg can be started
    /// before the scene is read (`EncoderStart`). The other layouts go raw.
    package func inputArguments(source: String) -> [String] {
        guard layout != .yuv420p else { return Self.streamInputArguments(source: source) }
        return ["-f", "rawvideo", "-pix_fmt", layout.rawValue, "-s", "\(frameWidth)x\(frameHeight)",
                "-framerate", "\(fps)", "-i", source]
    }

    /// ffmpeg arguments that read a YUV4MPEG2 stream from `source`.
    package static func streamInputArguments(source: String) -> [String] {
        ["-f", "yuv4mpegpipe", "-i", source]
    }

    /// The bytes before the first frame: the YUV4MPEG2 header for `yuv420p`
    /// (progressive, chroma sited as H.264 assumes of untagged frames, so
    /// the encoded file is byte for byte the one raw frames give), else none.
    package var streamHeader: [UInt8] {
        guard layout == .yuv420p else { return [] }
        return Array("YUV4MPEG2 W\(frameWidth) H\(frameHeight) F\(fps):1 Ip C420mpeg2\n".utf8)
    }

    /// The bytes before each frame: YUV4MPEG2's frame marker, or none.
    package var frameHeader: [UInt8] {
        layout == .yuv420p ? Array("FRAME\n".utf8) : []
    }
}
