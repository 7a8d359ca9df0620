import Foundation

/// Reads what a child writes to a pipe without ever blocking for longer
/// than a time limit, and stops as soon as the work is cancelled: the read
/// waits in `poll` in short slices, checking both between them.
package struct BoundedRead {
    let fd: Int32
    let cancellation: Cancellation
    /// The step in messages ("reading the size of x.gif").
    let stage: String
    /// The tool's name in messages ("ffprobe").
    let tool: String

    package init(fd: Int32, cancellation: Cancellation, stage: String, tool: String) {
        (self.fd, self.cancellation, self.stage, self.tool) = (fd, cancellation, stage, tool)
    }

    /// Up to `count` bytes, fewer only at the end of the pipe (empty there).
    /// Throws `SystemError.interrupted` once cancelled, and `stalled` when
    /// nothing arrives before `deadline` (uptime nanoseconds) passes.
    package func read(upTo count: Int, deadline: UInt64, limit: Double) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            guard try ReadableWait.wait(for: fd, cancellation: cancellation, until: deadline) else { throw stalled(limit) }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, count - filled) }
            if n > 0 { filled += n; continue }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            break
        }
        return Array(bytes.prefix(filled))
    }

    /// The error for a tool that did not finish within `limit` seconds.
    func stalled(_ limit: Double) -> SystemError {
        .stalled(stage: stage, message: "\(tool) did not finish within \(SystemError.seconds(limit)); stopped it")
    }
}

/// Waits until a descriptor can be read (bytes, or its end) in a way a
/// signal can always stop: a blocking read(2) restarts after each signal
/// (`SA_RESTART`), so the wait is poll(2) in slices of a tenth of a second,
/// checking the cancellation between them. Every read of a pipe waits here:
/// a child's output, standard input, a FIFO.
package enum ReadableWait {
    /// True once `fd` is readable; false when `deadline` (uptime
    /// nanoseconds; nil for none) passes first. Throws
    /// `SystemError.interrupted` once `cancellation` is raised.
    package static func wait(for fd: Int32, cancellation: Cancellation, until deadline: UInt64?) throws -> Bool {
        while true {
            try cancellation.check()
            let now = DispatchTime.now().uptimeNanoseconds
            if let deadline, now >= deadline { return false }
            let slice = deadline.map { min(($0 - now) / 1_000_000 + 1, 100) } ?? 100
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, Int32(slice)) > 0 { return true }
        }
    }

    /// The uptime `seconds` from now, as a deadline.
    package static func deadline(in seconds: Double) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds + UInt64(max(seconds, 0) * 1e9)
    }
}

/// A descriptor read to its end, holding at most a limit: the one loop
/// behind every whole file chartreel takes in (a scene or data file, a
/// pipe, a committed asset). Each read waits in `ReadableWait`, so a pipe
/// that stalls yields to a signal.
package enum WholeRead {
    package enum Failure: Error {
        /// More than the limit arrived; `size` bytes so far.
        case tooLarge(size: Int)
        /// read(2) failed with this errno.
        case unreadable(errno: Int32)
    }

    /// All of `fd`, at most `limit` bytes; `sizeHint` (a regular file's
    /// size) saves regrowing. Throws `Failure`, or `SystemError.interrupted`
    /// once `cancellation` is raised.
    package static func bytes(of fd: Int32, limit: Int, sizeHint: Int, cancellation: Cancellation) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(sizeHint, 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            _ = try ReadableWait.wait(for: fd, cancellation: cancellation, until: nil)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure.unreadable(errno: errno)
            }
            guard bytes.count + count <= limit else { throw Failure.tooLarge(size: bytes.count + count) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

/// A tool whose answer is its standard output (ffprobe), run to its end
/// under a time limit and the render's cancellation. The child is killed
/// when either stops it, and on every way out.
package enum ToolRun {
    /// What the tool printed, when it exited 0; nil when it failed.
    package static func output(of executable: URL, _ arguments: [String], limit: Double, cancellation: Cancellation,
                       stage: String) throws -> Data? {
        let pipe = try ChildPipe()
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable, arguments: arguments, stdout: pipe.write)
        } catch {
            close(pipe.read)
            close(pipe.write)
            throw error
        }
        close(pipe.write)
        defer { close(pipe.read) }
        let registered = cancellation.register(child.pid)
        defer {
            if registered { cancellation.unregister(child.pid) }
            child.kill()
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limit * 1e9)
        let reader = BoundedRead(fd: pipe.read, cancellation: cancellation, stage: stage,
                                 tool: executable.lastPathComponent)
        var output = Data()
        while true {
            let chunk = try reader.read(upTo: 65536, deadline: deadline, limit: limit)
            if chunk.isEmpty { break }
            output.append(contentsOf: chunk)
            guard output.count < 1 << 24 else { return nil }  // not an answer to these questions
        }
        while !child.wait(timeout: 0.1) {
            try cancellation.check()
            guard DispatchTime.now().uptimeNanoseconds < deadline else { throw reader.stalled(limit) }
        }
        try cancellation.check()
        return child.termination == .exited(0) ? output : nil
    }

    /// ffprobe's limit for reading `file`: the stall limit, plus a second for
    /// every 64 MiB it has to read (it counts packets without decoding them).
    package static func probeLimit(_ stallTimeout: Double, file: URL) -> Double {
        let size = FileBytes.size(of: file.path) ?? 0
        return stallTimeout + Double(size / (64 << 20))
    }
}
