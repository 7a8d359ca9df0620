/// How raw frame bytes are laid out (4 bytes a pixel either way).
public enum PixelLayout: String, Sendable, Hashable {
    /// Blue, green, red, ignored: opaque frames.
    case bgr0
    /// Red, green, blue, straight alpha: frames with transparency.
    case rgba
}

/// The raw frames an encoder receives: `frameCount` frames of `width` x `height`
/// pixels in `layout`, at `fps`.
public struct VideoSpec: Sendable, Hashable {
    public var layout: PixelLayout = .bgr0
    public var width: Int
    public var height: Int
    public var fps: Int
    public var frameCount: Int
    /// Fill for padding added by formats that need even sizes, as `RRGGBB`.
    public var padColor: String

    public init(width: Int, height: Int, fps: Int, frameCount: Int, padColor: String = "000000") {
        self.width = width
        self.height = height
        self.fps = fps
        self.frameCount = frameCount
        self.padColor = padColor
    }

    /// Bytes in one frame.
    public var frameByteCount: Int { width * height * 4 }

    /// ffmpeg arguments that read these frames from standard input.
    var inputArguments: [String] { inputArguments(source: "pipe:0") }

    /// ffmpeg arguments that read these frames from `source` (a raw file, for
    /// measuring ffmpeg alone on the same frames).
    public func inputArguments(source: String) -> [String] {
        ["-f", "rawvideo", "-pix_fmt", layout.rawValue, "-s", "\(width)x\(height)",
         "-framerate", "\(fps)", "-i", source]
    }
}
