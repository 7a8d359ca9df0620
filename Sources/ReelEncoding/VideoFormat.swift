/// The animated formats chartreel writes through ffmpeg.
public enum VideoFormat: String, Sendable, CaseIterable {
    case gif
    case mp4

    /// The format for a file name's extension (case-insensitive), if supported.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// The highest frame rate the format plays faithfully. GIF delays are whole
    /// centiseconds and browsers slow down delays under 2 cs, so GIF stops at 50.
    public var maximumFrameRate: Int? {
        switch self {
        case .gif: return 50
        case .mp4: return nil
        }
    }

    /// The frame rate an animation authored at `fps` is written at.
    public func frameRate(for fps: Int) -> Int {
        min(fps, maximumFrameRate ?? fps)
    }

    /// Extensions accepted by `chartreel render`, for messages.
    public static var supportedExtensions: String {
        allCases.map { "." + $0.rawValue }.joined(separator: ", ")
    }
}
