import Foundation

/// Signals the player reacts to, turned into bytes on a pipe its loop polls
/// (writing to a pipe is all a signal handler may safely do).
public final class TerminalSignals {
    /// Resizes, and the signals that end the player (which then restores the terminal).
    public static let handled: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP]

    /// The end the loop polls.
    public let readFD: Int32
    private let writeFD: Int32
    private var previous: [Int32: sigaction] = [:]

    public init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError.system("pipe", errno) }
        (readFD, writeFD) = (fds[0], fds[1])
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        signalPipeFD = writeFD
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in Self.handled {
            sigaddset(&unblocked, signal)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signals received since the last call, oldest first.
    public func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(readFD, &buffer, buffer.count)
            guard count > 0 else { return signals }
            signals += buffer[0..<count].map { Int32($0) }
        }
    }

    /// Puts the handlers back as they were.
    public func restore() {
        for (signal, action) in previous {
            var action = action
            sigaction(signal, &action, nil)
        }
        previous = [:]
        close(readFD)
        close(writeFD)
    }
}

/// The pipe a signal handler writes to: a C function pointer captures nothing,
/// so the handler finds it here. Set before any handler is installed.
nonisolated(unsafe) private var signalPipeFD: Int32 = -1

/// A terminal call that failed, or a terminal that is missing.
public enum TerminalError: Error, CustomStringConvertible {
    case system(String, Int32)
    case notATerminal(String)

    public var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .notATerminal(let message): message
        }
    }
}
