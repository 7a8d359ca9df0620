import Foundation
import ReelSystem

/// Signals the player reacts to, routed from `SignalPipe` while it plays
/// and written as bytes to a pipe its loop polls beside the keyboard.
package final class TerminalSignals {
    /// Resizes, and the signals that end the player (which then restores the terminal).
    package static let handled: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP]

    /// The end the loop polls.
    package let readFD: Int32
    private let writeFD: Int32
    private var route: SignalPipe.Route?

    package init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError.system("pipe", errno) }
        (readFD, writeFD) = (fds[0], fds[1])
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let wake = writeFD
        route = SignalPipe.route(Self.handled) { signal in
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(wake, &byte, 1)
        }
    }

    /// The signals received since the last call, oldest first.
    package func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(readFD, &buffer, buffer.count)
            guard count > 0 else { return signals }
            signals += buffer[0..<count].map { Int32($0) }
        }
    }

    /// Gives the signals back to whoever had them before.
    package func restore() {
        route?.end()
        route = nil
        close(readFD)
        close(writeFD)
    }
}

/// A terminal call that failed, or a terminal that is missing.
package enum TerminalError: Error, CustomStringConvertible {
    case system(String, Int32)
    case notATerminal(String)

    package var description: String {
        switch self {
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .notATerminal(let message): message
        }
    }
}
