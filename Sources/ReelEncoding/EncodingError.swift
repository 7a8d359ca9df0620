import Foundation

/// Failures while encoding. Every message is one line that says what to do.
public enum EncodingError: Error, CustomStringConvertible, Equatable {
    /// ffmpeg is not installed or not on PATH.
    case ffmpegNotFound
    /// `CHARTREEL_FFMPEG` names something that is not an executable file.
    case ffmpegOverrideInvalid(String)
    /// `CHARTREEL_FFMPEG` names a folder.
    case ffmpegOverrideIsFolder(String)
    /// ffmpeg or ffprobe could not be started: "PATH: reason".
    case cannotLaunch(String)
    /// ffmpeg exited unsuccessfully; `stderr` is the tail of what it printed.
    case ffmpegFailed(stage: String, status: Int32, stderr: String)
    /// ffmpeg was killed by `signal` (not by chartreel); `stderr` is the tail of what it printed.
    case ffmpegKilled(stage: String, signal: Int32, stderr: String)
    /// ffmpeg neither read nor exited for the time limit, and was killed.
    case stalled(stage: String, message: String)
    /// The finished file is not what was asked for (truncated, wrong frame count).
    case incompleteOutput(String)
    case output(String)
    /// A frame did not have the size the encoder was set up for.
    case frameSize(index: Int, expected: Int, actual: Int)
    /// The render was stopped by `signal` (0: cancelled without one).
    case interrupted(signal: Int32)
    /// Stopped by `signal` while copying the finished file into a stream
    /// (standard output, a FIFO, a device), which got only part of it.
    case interruptedWriting(signal: Int32, into: String)

    public static let installHint = "apt-get install -y ffmpeg"

    public var description: String {
        switch self {
        case .ffmpegNotFound:
            return "ffmpeg was not found on PATH; install it with: \(Self.installHint)"
        case .ffmpegOverrideInvalid(let path):
            return "CHARTREEL_FFMPEG=\(path) is not an executable file; unset it to use ffmpeg from PATH"
        case .ffmpegOverrideIsFolder(let path):
            return "CHARTREEL_FFMPEG=\(path) is a folder, not an executable file; name ffmpeg itself, or unset it to use ffmpeg from PATH"
        case .cannotLaunch(let reason):
            return "cannot start \(reason)"
        case .ffmpegFailed(let stage, let status, let stderr):
            let tail = stderr.isEmpty ? "no output" : stderr
            return "ffmpeg failed during \(stage) (exit status \(status)): \(tail)"
        case .ffmpegKilled(let stage, let signal, let stderr):
            let name = Self.signalNames[signal] ?? "signal \(signal)"
            return "ffmpeg was killed by \(name) during \(stage)" + (stderr.isEmpty ? "" : ": \(stderr)")
        case .stalled(let stage, let message):
            return "\(message) during \(stage) (raise the limit with --ffmpeg-timeout)"
        case .incompleteOutput(let message), .output(let message):
            return message
        case .frameSize(let index, let expected, let actual):
            return "frame \(index) has \(actual) bytes, expected \(expected)"
        case .interrupted(let signal):
            return "interrupted" + (Self.signalNames[signal].map { " by \($0)" } ?? "")
                + "; no file was written and any existing one is untouched"
        case .interruptedWriting(let signal, let name):
            return "interrupted" + (Self.signalNames[signal].map { " by \($0)" } ?? "")
                + " while writing \(name); what it received is incomplete"
        }
    }

    /// What a failure becomes once the render was cancelled by `signal`:
    /// an interruption, unless the error already says where it struck.
    public static func afterCancellation(_ error: Error, signal: Int32?) -> Error {
        guard let signal else { return error }
        if case .interruptedWriting? = error as? EncodingError { return error }
        return EncodingError.interrupted(signal: signal)
    }

    /// The exit status a command-line tool should end with for this error:
    /// 128 + the signal for interruptions, as shells do; 69 (sysexits'
    /// EX_UNAVAILABLE) when ffmpeg is missing or cannot be started; 1 otherwise.
    public var exitStatus: Int32 {
        switch self {
        case .interrupted(let signal) where signal > 0: return 128 + signal
        case .interruptedWriting(let signal, _) where signal > 0: return 128 + signal
        case .ffmpegNotFound, .ffmpegOverrideInvalid, .ffmpegOverrideIsFolder, .cannotLaunch: return 69
        default: return 1
        }
    }

    /// The signal an `interrupted` error carries (0: cancelled without one); nil for other errors.
    public var interruptingSignal: Int32? {
        switch self {
        case .interrupted(let signal), .interruptedWriting(let signal, _): return signal
        default: return nil
        }
    }

    /// The name of the signal an `interrupted` error carries ("SIGTERM").
    public var signalName: String? {
        interruptingSignal.flatMap { Self.signalNames[$0] }
    }

    static let signalNames: [Int32: String] = [
        SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE", SIGPIPE: "SIGPIPE",
    ]
}
