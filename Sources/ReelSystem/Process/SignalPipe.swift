import Foundation

/// The one place chartreel handles signals. A handler may safely do little
/// more than write(2), so every handled signal is written as a byte to one
/// pipe; a thread reads the pipe and hands each signal to the receiver that
/// routed it last (`route(_:to:)`). Routes stack: the terminal player takes
/// SIGINT while it plays and gives it back to the render's cancellation
/// when it ends.
///
/// A signal's handler is installed with its first route and its earlier
/// disposition put back when its last route ends. A handler, unlike
/// `SIG_IGN`, is reset in child processes, so ffmpeg still dies of SIGTERM.
package enum SignalPipe {
    /// A receiver's hold on its signals; `end()` gives them back.
    package final class Route: @unchecked Sendable {
        fileprivate let id: Int
        fileprivate let signals: [Int32]

        fileprivate init(id: Int, signals: [Int32]) { (self.id, self.signals) = (id, signals) }

        /// Stops routing the signals here; the route below takes them again.
        package func end() { SignalPipe.end(self) }
    }

    /// Sends `signals` to `receiver` (on the pipe's reader thread, one at a
    /// time) until the route ends. Unblocks them on the calling thread:
    /// a blocked mask is inherited, and a parent that starts chartreel from
    /// a thread with them blocked (any Dispatch thread) would leave the
    /// handlers unused.
    package static func route(_ signals: [Int32], to receiver: @escaping @Sendable (Int32) -> Void) -> Route {
        unblock(signals)
        state.lock.lock()
        defer { state.lock.unlock() }
        startReader()
        state.nextID += 1
        let route = Route(id: state.nextID, signals: signals)
        for signal in signals {
            if state.routes[signal, default: []].isEmpty { installHandler(signal) }
            state.routes[signal, default: []].append((route.id, receiver))
        }
        return route
    }

    /// Unblocks `signals` on the calling thread, and so in the threads and
    /// children it starts.
    package static func unblock(_ signals: [Int32]) {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals { sigaddset(&unblocked, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    private static func end(_ route: Route) {
        state.lock.lock()
        defer { state.lock.unlock() }
        for signal in route.signals {
            state.routes[signal]?.removeAll { $0.id == route.id }
            if state.routes[signal]?.isEmpty == true, var previous = state.previous.removeValue(forKey: signal) {
                sigaction(signal, &previous, nil)
            }
        }
    }

    /// Called with the lock held.
    private static func installHandler(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriteFD, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var old = sigaction()
        sigaction(signal, &action, &old)
        state.previous[signal] = old
    }

    /// Called with the lock held: the pipe and its reader, once per process.
    private static func startReader() {
        guard !state.started else { return }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        state.started = true
        signalPipeWriteFD = fds[1]
        let readFD = fds[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(readFD, &byte, 1) == 1 {
                // Under the lock, so that once `end()` returns its receiver
                // is never called again (the player closes the pipe it writes).
                let signal = Int32(byte)
                state.lock.lock()
                state.routes[signal]?.last?.receiver(signal)
                state.lock.unlock()
            }
        }
        thread.start()
    }

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var started = false
        var nextID = 0
        var routes: [Int32: [(id: Int, receiver: @Sendable (Int32) -> Void)]] = [:]
        var previous: [Int32: sigaction] = [:]
    }

    private static let state = State()
}

/// Read by the signal handler, which can capture nothing; set once before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteFD: Int32 = -1
