import Foundation

/// Copies a finished file into a device, a FIFO or an open descriptor,
/// in a way a signal can always stop.
///
/// A blocking write to a pipe nobody reads waits for ever, and with
/// `SA_RESTART` it restarts after each signal. So the copy waits in poll(2)
/// for room, a tenth of a second at a time, checking the cancellation in
/// between, and writes at most `PIPE_BUF` bytes after each wait: a pipe that
/// polls writable takes that many without blocking.
package enum StreamCopy {
    /// How long a FIFO may go without a reader before the copy gives up.
    package static let readerWait = 60.0

    /// Writes the whole file at `source` to `destination` (`.stream` or `.descriptor`).
    package static func copy(_ source: URL, to destination: OutputDestination, name: String,
                            cancellation: Cancellation) throws {
        // A reader that goes away is an error to report, not a reason to die.
        signal(SIGPIPE, SIG_IGN)
        let input = open(source.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw failure(name, "cannot read the finished file: \(String(cString: strerror(errno)))") }
        defer { close(input) }
        let output: Int32
        switch destination {
        case .descriptor(let fd):
            output = fd
        case .stream(let url):
            output = try openStream(url, name: name, cancellation: cancellation)
        case .file:
            preconditionFailure("a regular file is renamed into place, not copied")
        }
        defer { if case .stream = destination { close(output) } }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var delivered = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(name, "cannot read the finished file: \(String(cString: strerror(errno)))") }
            if count == 0 { return }
            try buffer.withUnsafeBytes { bytes in
                try writeAll(UnsafeRawBufferPointer(rebasing: bytes[..<count]), to: output, name: name,
                             cancellation: cancellation, delivered: &delivered)
            }
        }
    }

    /// Opens a device or FIFO for writing without blocking: a FIFO without
    /// a reader is retried until one comes, a signal, or `readerWait`.
    private static func openStream(_ url: URL, name: String, cancellation: Cancellation) throws -> Int32 {
        let deadline = Date().addingTimeInterval(readerWait)
        while true {
            let fd = open(url.path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if fd >= 0 { return fd }
            guard errno == ENXIO || errno == EINTR else { throw failure(name, String(cString: strerror(errno))) }
            try cancellation.check()
            guard Date() < deadline else {
                throw failure(name, "no program opened the FIFO for reading within \(Int(readerWait)) s")
            }
            usleep(50_000)
        }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, name: String,
                                 cancellation: Cancellation, delivered: inout Int) throws {
        var done = 0
        while done < bytes.count {
            if let signal = cancellation.signal {
                throw delivered > 0 ? SystemError.interruptedWriting(signal: signal, into: name) : SystemError.interrupted(signal: signal)
            }
            var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready < 0 && errno != EINTR { throw failure(name, String(cString: strerror(errno))) }
            guard ready > 0 else { continue }
            let chunk = min(bytes.count - done, Int(PIPE_BUF))
            let count = Glibc.write(fd, bytes.baseAddress! + done, chunk)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else {
                let reason = count < 0 ? (errno == EPIPE ? "the reader closed it" : String(cString: strerror(errno))) : "nothing was written"
                throw failure(name, reason)
            }
            done += count
            delivered += count
        }
    }

    private static func failure(_ name: String, _ reason: String) -> SystemError {
        SystemError.output("cannot write to \(name): \(reason)")
    }
}
