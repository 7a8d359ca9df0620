import Foundation
import ReelSystem

/// Failures of ffmpeg and of the files it writes. Failures around it (a
/// file that cannot be written, a signal) are `SystemError`s. Every message
/// is one line that says what to do.
package enum EncodingError: Error, CustomStringConvertible, Equatable {
    /// ffmpeg is not installed or not on PATH.
    case ffmpegNotFound
    /// `CHARTREEL_FFMPEG` names something that is not an executable file.
    case ffmpegOverrideInvalid(String)
    /// `CHARTREEL_FFMPEG` names a folder.
    case ffmpegOverrideIsFolder(String)
    /// ffmpeg exited unsuccessfully; `stderr` is the tail of what it printed.
    case ffmpegFailed(stage: String, status: Int32, stderr: String)
    /// ffmpeg was killed by `signal` (not by chartreel); `stderr` is the tail of what it printed.
    case ffmpegKilled(stage: String, signal: Int32, stderr: String)
    /// The finished file is not what was asked for (truncated, wrong frame count).
    case incompleteOutput(String)
    /// A frame did not have the size the encoder was set up for.
    case frameSize(index: Int, expected: Int, actual: Int)
    /// What was asked cannot be encoded (an option out of range, a frame
    /// name without a number, frames that do not fit a pass); the message
    /// says why.
    case unusable(String)

    package static let installHint = "apt-get install -y ffmpeg"

    package var description: String {
        switch self {
        case .ffmpegNotFound:
            return "ffmpeg was not found on PATH; install it with: \(Self.installHint)"
        case .ffmpegOverrideInvalid(let path):
            return "CHARTREEL_FFMPEG=\(path) is not an executable file; unset it to use ffmpeg from PATH"
        case .ffmpegOverrideIsFolder(let path):
            return "CHARTREEL_FFMPEG=\(path) is a folder, not an executable file; name ffmpeg itself, or unset it to use ffmpeg from PATH"
        case .ffmpegFailed(let stage, let status, let stderr):
            let tail = stderr.isEmpty ? "no output" : stderr
            return "ffmpeg failed during \(stage) (exit status \(status)): \(tail)"
        case .ffmpegKilled(let stage, let signal, let stderr):
            let name = SystemError.signalNames[signal] ?? "signal \(signal)"
            return "ffmpeg was killed by \(name) during \(stage)" + (stderr.isEmpty ? "" : ": \(stderr)")
        case .incompleteOutput(let message), .unusable(let message):
            return message
        case .frameSize(let index, let expected, let actual):
            return "frame \(index) has \(actual) bytes, expected \(expected)"
        }
    }

    /// The exit status a command-line tool should end with for this error:
    /// 69 (sysexits' EX_UNAVAILABLE) when ffmpeg is missing; 1 otherwise.
    package var exitStatus: Int32 {
        switch self {
        case .ffmpegNotFound, .ffmpegOverrideInvalid, .ffmpegOverrideIsFolder: return 69
        default: return 1
        }
    }
}
