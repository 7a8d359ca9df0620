import Foundation

/// Failures of the system around a render: a file that cannot be written
/// or read as asked, a child that cannot be started or stalls, and a
/// signal that stopped the work. Every message is one line that says what
/// to do.
package enum SystemError: Error, CustomStringConvertible, Equatable {
    /// A child process (ffmpeg, ffprobe, a browser) could not be started: "PATH: reason".
    case cannotLaunch(String)
    /// A child neither read nor exited for the time limit, and was killed.
    case stalled(stage: String, message: String)
    /// A file or folder cannot be used as asked; the message says which and why.
    case output(String)
    /// The work was stopped by `signal` (0: cancelled without one).
    case interrupted(signal: Int32)
    /// Stopped by `signal` while copying the finished file into a stream
    /// (standard output, a FIFO, a device), which got only part of it.
    case interruptedWriting(signal: Int32, into: String)

    package var description: String {
        switch self {
        case .cannotLaunch(let reason):
            return "cannot start \(reason)"
        case .stalled(let stage, let message):
            return "\(message) during \(stage) (raise the limit with --ffmpeg-timeout)"
        case .output(let message):
            return message
        case .interrupted(let signal):
            return "interrupted" + (Self.signalNames[signal].map { " by \($0)" } ?? "")
                + "; no file was written and any existing one is untouched"
        case .interruptedWriting(let signal, let name):
            return "interrupted" + (Self.signalNames[signal].map { " by \($0)" } ?? "")
                + " while writing \(name); what it received is incomplete"
        }
    }

    /// What a failure becomes once the work was cancelled by `signal`:
    /// an interruption, unless the error already says where it struck.
    package static func afterCancellation(_ error: Error, signal: Int32?) -> Error {
        guard let signal else { return error }
        if case .interruptedWriting? = error as? SystemError { return error }
        return SystemError.interrupted(signal: signal)
    }

    /// The exit status a command-line tool should end with for this error:
    /// 128 + the signal for interruptions, as shells do; 69 (sysexits'
    /// EX_UNAVAILABLE) when a child cannot be started; 1 otherwise.
    package var exitStatus: Int32 {
        switch self {
        case .interrupted(let signal) where signal > 0: return 128 + signal
        case .interruptedWriting(let signal, _) where signal > 0: return 128 + signal
        case .cannotLaunch: return 69
        default: return 1
        }
    }

    /// The signal an `interrupted` error carries (0: cancelled without one); nil for other errors.
    package var interruptingSignal: Int32? {
        switch self {
        case .interrupted(let signal), .interruptedWriting(let signal, _): return signal
        default: return nil
        }
    }

    /// The name of the signal an `interrupted` error carries ("SIGTERM").
    package var signalName: String? {
        interruptingSignal.flatMap { Self.signalNames[$0] }
    }

    package static let signalNames: [Int32: String] = [
        SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
        SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE", SIGPIPE: "SIGPIPE",
    ]

    /// A time limit in messages: "60 s", "2.5 s".
    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
