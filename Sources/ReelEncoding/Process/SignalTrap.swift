import Foundation

/// Turns SIGINT, SIGTERM and SIGHUP into `Cancellation.cancel(signal:)`, so an
/// interrupted render stops ffmpeg, removes its temporary files and leaves
/// the target as it was, instead of dying mid-write.
///
/// The handler only writes the signal number to a pipe (all a signal
/// handler may safely do); a thread reads it and cancels. A handler, unlike
/// `SIG_IGN`, is reset in child processes, so ffmpeg still dies of SIGTERM.
public enum SignalTrap {
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers, once per process; later calls change which
    /// cancellation the signals raise.
    public static func install(cancelling cancellation: Cancellation) {
        // A blocked signal mask is inherited: a parent that starts chartreel
        // from a thread with these signals blocked (any Dispatch thread does)
        // would leave the handlers unused. Unblock them on this thread, and so
        // in the threads and ffmpeg processes it starts.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        state.lock.lock()
        defer { state.lock.unlock() }
        state.target = cancellation
        guard !state.installed else { return }
        state.installed = true
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        signalWriteFD = fds[1]
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalWriteFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        let readFD = fds[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(readFD, &byte, 1) == 1 {
                state.lock.lock()
                let target = state.target
                state.lock.unlock()
                target?.cancel(signal: Int32(byte))
            }
        }
        thread.start()
    }

    /// The cancellation the signals raise, once installed: what a wait
    /// outside a render (reading a scene from standard input) checks.
    package static var current: Cancellation? {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.target
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var target: Cancellation?
        var installed = false
    }

    private static let state = State()
}

/// Read by the signal handler, which can capture nothing; set once before any handler is installed.
nonisolated(unsafe) private var signalWriteFD: Int32 = -1
