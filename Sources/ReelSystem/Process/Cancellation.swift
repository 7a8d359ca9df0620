import Foundation

/// Stops a render from outside: a signal handler, a UI's cancel button.
///
/// Raising it terminates every child process (with its process group)
/// registered with it, so a render blocked writing to ffmpeg wakes up at
/// once, and makes the render loop stop between frames. The render then cleans up as after any other
/// failure and throws `SystemError.interrupted`.
package final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var raisedSignal: Int32?
    private var children: Set<Int32> = []

    package init() {}

    /// The signal number the render was stopped with (0 for a plain
    /// `cancel()`), or nil while it may run.
    package var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return raisedSignal
    }

    package var isCancelled: Bool { signal != nil }

    /// Stops the render; `signal` is reported in the error (and the exit status).
    package func cancel(signal: Int32 = 0) {
        lock.lock()
        if raisedSignal == nil { raisedSignal = signal }
        let pids = children
        lock.unlock()
        for pid in pids { kill(-pid, SIGTERM) }
    }

    /// Throws `SystemError.interrupted` once cancelled.
    package func check() throws {
        if let signal { throw SystemError.interrupted(signal: signal) }
    }

    /// Tracks a child process that leads its own process group (a
    /// `ChildProcess`); returns false (and tracks nothing) when the
    /// render is already cancelled, so the caller stops the child itself.
    package func register(_ pid: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard raisedSignal == nil else { return false }
        children.insert(pid)
        return true
    }

    package func unregister(_ pid: Int32) {
        lock.lock()
        children.remove(pid)
        lock.unlock()
    }
}
