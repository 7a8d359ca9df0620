/// Failures while encoding. Every message is one line that says what to do.
public enum EncodingError: Error, CustomStringConvertible, Equatable {
    /// ffmpeg is not installed or not on PATH.
    case ffmpegNotFound
    /// `CHARTREEL_FFMPEG` names something that is not an executable file.
    case ffmpegOverrideInvalid(String)
    case cannotLaunch(String)
    /// ffmpeg exited unsuccessfully; `stderr` is the tail of what it printed.
    case ffmpegFailed(stage: String, status: Int32, stderr: String)
    case output(String)
    /// A frame did not have the size the encoder was set up for.
    case frameSize(index: Int, expected: Int, actual: Int)

    public static let installHint = "apt-get install -y ffmpeg"

    public var description: String {
        switch self {
        case .ffmpegNotFound:
            return "ffmpeg was not found on PATH; install it with: \(Self.installHint)"
        case .ffmpegOverrideInvalid(let path):
            return "CHARTREEL_FFMPEG=\(path) is not an executable file; unset it to use ffmpeg from PATH"
        case .cannotLaunch(let reason):
            return "cannot start ffmpeg: \(reason)"
        case .ffmpegFailed(let stage, let status, let stderr):
            let tail = stderr.isEmpty ? "no output" : stderr
            return "ffmpeg failed during \(stage) (exit status \(status)): \(tail)"
        case .output(let message):
            return message
        case .frameSize(let index, let expected, let actual):
            return "frame \(index) has \(actual) bytes, expected \(expected)"
        }
    }
}
