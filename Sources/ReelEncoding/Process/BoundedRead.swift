import Foundation

/// Reads what a child writes to a pipe without ever blocking for longer
/// than a time limit, and stops as soon as the work is cancelled: the read
/// waits in `poll` in short slices, checking both between them.
struct BoundedRead {
    let fd: Int32
    let cancellation: Cancellation
    /// The step in messages ("reading the size of x.gif").
    let stage: String
    /// The tool's name in messages ("ffprobe").
    let tool: String

    /// Up to `count` bytes, fewer only at the end of the pipe (empty there).
    /// Throws `EncodingError.interrupted` once cancelled, and `stalled` when
    /// nothing arrives before `deadline` (uptime nanoseconds) passes.
    func read(upTo count: Int, deadline: UInt64, limit: Double) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            try cancellation.check()
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { throw stalled(limit) }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min((deadline - now) / 1_000_000 + 1, 100)))
            guard ready > 0 else { continue }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, count - filled) }
            if n > 0 { filled += n; continue }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            break
        }
        return Array(bytes.prefix(filled))
    }

    /// The error for a tool that did not finish within `limit` seconds.
    func stalled(_ limit: Double) -> EncodingError {
        .stalled(stage: stage, message: "\(tool) did not finish within \(FFmpegProcess.seconds(limit)); stopped it")
    }
}

/// A tool whose answer is its standard output (ffprobe), run to its end
/// under a time limit and the render's cancellation. The child is killed
/// when either stops it, and on every way out.
enum ToolRun {
    /// What the tool printed, when it exited 0; nil when it failed.
    static func output(of executable: URL, _ arguments: [String], limit: Double, cancellation: Cancellation,
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
    static func probeLimit(_ stallTimeout: Double, file: URL) -> Double {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        return stallTimeout + Double(size / (64 << 20))
    }
}
