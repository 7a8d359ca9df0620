import CChildSpawn
import Foundation

/// A helper process (ffmpeg, ffprobe) that cannot outlive chartreel.
///
/// Foundation's `Process` cannot give a child a parent-death signal, so a
/// chartreel killed by SIGKILL would leave ffmpeg running. These children
/// are forked by `chartreel_spawn`, which sets `PR_SET_PDEATHSIG` (SIGKILL)
/// before exec, and puts each in its own process group, so `signal` stops a
/// wrapper script together with what it started. Linux sends the death
/// signal when the *thread* that forked exits: start a child from a thread
/// that waits for it (every caller here does).
package final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case killed(signal: Int32)
        /// Reaped by someone else; its status is lost.
        case unknown
    }

    package let pid: Int32
    private let pidfd: Int32
    private let lock = NSLock()
    private var ended: Termination?

    /// Starts `executable` with `arguments`; the descriptors become its
    /// standard input, output and error (-1: /dev/null). Throws
    /// `SystemError.cannotLaunch` naming the file and the system's reason.
    package init(executable: URL, arguments: [String], stdin: Int32 = -1, stdout: Int32 = -1, stderr: Int32 = -1) throws {
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var code: Int32 = 0
        let pid = chartreel_spawn(executable.path, argv, nil, stdin, stdout, stderr, &code)
        guard pid > 0 else {
            throw SystemError.cannotLaunch("\(executable.path): \(SystemErrorText.reason(errno: code))")
        }
        self.pid = pid
        pidfd = chartreel_pidfd_open(pid)
    }

    deinit {
        if pidfd >= 0 { close(pidfd) }
    }

    /// How the child ended, once `wait` has seen it end.
    package var termination: Termination? {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    /// Sends `signal` to the child's process group, unless it has been reaped
    /// (its pid may belong to another process by then).
    package func signal(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if ended == nil { Glibc.kill(-pid, signal) }
    }

    /// Whether the child ended within `timeout` seconds (any number, or
    /// `.infinity`); reaps it.
    @discardableResult
    package func wait(timeout: Double) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds &+ Self.nanoseconds(timeout)
        while true {
            if reap() { return true }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            let milliseconds = Int32(min((deadline - now) / 1_000_000 + 1, 1000))
            if pidfd >= 0 {
                var poller = pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, milliseconds)
            } else {
                usleep(UInt32(min(milliseconds, 5)) * 1000)
            }
        }
    }

    /// Kills the group with SIGKILL and reaps the child.
    package func kill() {
        signal(SIGKILL)
        wait(timeout: .infinity)
    }

    /// Collects the child's status if it has ended; true once it has.
    private func reap() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if ended != nil { return true }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == 0 || (result < 0 && errno == EINTR) { return false }
        if result < 0 {
            ended = .unknown
        } else if status & 0x7f == 0 {
            ended = .exited((status >> 8) & 0xff)
        } else {
            ended = .killed(signal: status & 0x7f)
        }
        return true
    }

    private static func nanoseconds(_ seconds: Double) -> UInt64 {
        seconds >= 1e9 ? UInt64.max / 2 : UInt64(max(0, seconds) * 1e9)
    }
}

/// A pipe whose both ends are closed on exec (the child gets its end
/// through `ChildProcess`'s descriptors, never by inheritance).
package struct ChildPipe {
    package let read: Int32
    package let write: Int32

    package init() throws {
        var fds: [Int32] = [0, 0]
        guard chartreel_pipe(&fds) == 0 else {
            throw SystemError.cannotLaunch("cannot create a pipe: \(SystemErrorText.reason(errno: errno))")
        }
        (read, write) = (fds[0], fds[1])
    }
}
