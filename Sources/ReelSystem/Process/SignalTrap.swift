import Foundation

/// Turns SIGINT, SIGTERM and SIGHUP into `Cancellation.cancel(signal:)`, so an
/// interrupted render stops ffmpeg, removes its temporary files and leaves
/// the target as it was, instead of dying mid-write. The signals come
/// through `SignalPipe`; the route stays for the life of the process.
package enum SignalTrap {
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Routes the signals, once per process; later calls change which
    /// cancellation they raise (and unblock them on the calling thread).
    package static func install(cancelling cancellation: Cancellation) {
        state.lock.lock()
        state.target = cancellation
        let installed = state.installed
        state.installed = true
        state.lock.unlock()
        guard !installed else { return SignalPipe.unblock(signals) }
        _ = SignalPipe.route(signals) { signal in current?.cancel(signal: signal) }
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
