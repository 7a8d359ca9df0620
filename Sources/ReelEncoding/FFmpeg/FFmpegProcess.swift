import Foundation
import ReelSystem

/// One ffmpeg child process: argv array (no shell), raw frames written to its
/// standard input, its standard error drained on a background thread (a full
/// pipe would stall it) and kept for error messages.
///
/// Every wait is bounded: a write that makes no progress for `stallTimeout`
/// seconds, or an exit that does not come that long after the input closed,
/// kills the process and throws `SystemError.stalled`.
///
/// The process is a `ChildProcess`: it dies with chartreel, and stopping it
/// stops its whole process group.
final class FFmpegProcess {
    private let process: ChildProcess
    private let input: Int32
    private let stderrCollector: TailCollector
    private let stage: String
    private let stallTimeout: Double
    private let cancellation: Cancellation
    private var inputClosed = false
    /// The pipe's capacity `writesUntilRead` counted on, while writes by
    /// reference rely on it.
    private var lentCapacity: Int?
    private var registered = false
    /// Reads standard output into `output`, when there is one.
    private let outputReader: OutputReader?

    /// Starts `executable` with `arguments`; `stage` names the step in messages.
    /// `frameBytes` sizes the input pipe so as much of a frame as allowed fits.
    /// `output`, if given, is handed everything ffmpeg writes to its
    /// standard output, in order, on a thread of its own, up to
    /// `outputAhead` bytes read ahead of it (`OutputReader`).
    init(executable: URL, arguments: [String], stage: String, frameBytes: Int,
         stallTimeout: Double, cancellation: Cancellation,
         output: (@Sendable (UnsafeRawBufferPointer) throws -> Void)? = nil, outputAhead: Int = 8 << 20) throws {
        // A write to a pipe whose reader died must fail with EPIPE, not kill us.
        signal(SIGPIPE, SIG_IGN)
        try cancellation.check()
        self.stage = stage
        self.stallTimeout = stallTimeout
        self.cancellation = cancellation
        let stdinPipe = try ChildPipe()
        let stderrPipe: ChildPipe, stdoutPipe: ChildPipe?
        do {
            stderrPipe = try ChildPipe()
            stdoutPipe = output == nil ? nil : try ChildPipe()
        } catch {
            close(stdinPipe.read)
            close(stdinPipe.write)
            throw error
        }
        do {
            process = try ChildProcess(executable: executable, arguments: arguments,
                                       stdin: stdinPipe.read, stdout: stdoutPipe?.write ?? -1, stderr: stderrPipe.write)
        } catch {
            [stdinPipe.read, stdinPipe.write, stderrPipe.read, stderrPipe.write].forEach { close($0) }
            if let stdoutPipe { [stdoutPipe.read, stdoutPipe.write].forEach { close($0) } }
            throw error
        }
        close(stdinPipe.read)
        close(stderrPipe.write)
        if let stdoutPipe { close(stdoutPipe.write) }
        if let stdoutPipe, let output {
            PipeBuffer.enlarge(stdoutPipe.read, toHold: 1 << 20)
            outputReader = OutputReader(fd: stdoutPipe.read, ahead: outputAhead, consumer: output)
        } else {
            outputReader = nil
        }
        input = stdinPipe.write
        stderrCollector = TailCollector(reading: FileHandle(fileDescriptor: stderrPipe.read, closeOnDealloc: true))
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        PipeBuffer.enlarge(input, toHold: frameBytes)
        registered = cancellation.register(process.pid)
        if !registered {
            cancel()
            try cancellation.check()
        }
    }

    /// Whether the process has not exited yet.
    var isRunning: Bool { !waitForExit(timeout: 0) }

    /// The process's id.
    var pid: pid_t { process.pid }

    /// Sizes the input pipe for frames of `frameBytes`, for a process started
    /// before its frames' size was known (`EncoderStart`).
    func reserveInput(frameBytes: Int) {
        PipeBuffer.enlarge(input, toHold: frameBytes)
    }

    /// How many later writes of `bytes` each must follow a write by
    /// reference (`write(lending:)`) before its bytes are certainly read:
    /// the pipe never holds more than its capacity, so once that much has
    /// gone in after them, ffmpeg has read them. Nil when the kernel does
    /// not tell the capacity.
    func writesUntilRead(ofBytes bytes: Int) -> Int? {
        guard let capacity = PipeBuffer.capacity(input), bytes > 0 else { return nil }
        lentCapacity = capacity
        return (capacity + bytes - 1) / bytes
    }

    /// Writes `parts` one after another: a frame, or a frame's marker and the
    /// frame, in one writev while the pipe takes them (so ffmpeg wakes once a
    /// frame, not once for a 6-byte marker). If ffmpeg has died, waits for it
    /// and throws its status and the tail of its standard error.
    func write(_ parts: UnsafeRawBufferPointer...) throws {
        try write(parts, lending: false)
    }

    /// Writes `parts` as `write` does, by reference (vmsplice(2)): the pipe
    /// takes the pages rather than copies of the bytes, which saves a copy
    /// and a page allocation per 4 KiB on both sides of the pipe. The caller
    /// keeps the bytes unchanged until as many writes as `writesUntilRead`
    /// said have followed, or the process finished. Should the capacity
    /// that count rests on change under it (only the writer sizes the
    /// pipe; ffmpeg does not), waits for the pipe to empty and copies from
    /// then on.
    func write(lending parts: UnsafeRawBufferPointer...) throws {
        guard let lentCapacity else { return try write(parts, lending: false) }
        try write(parts, lending: true)
        guard PipeBuffer.capacity(input) != lentCapacity else { return }
        self.lentCapacity = nil
        try waitUntilRead()
    }

    private func write(_ parts: [UnsafeRawBufferPointer], lending: Bool) throws {
        var lending = lending
        let fd = input
        var vectors = parts.filter { $0.count > 0 }.map {
            iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress!), iov_len: $0.count)
        }
        var first = 0
        var lastProgress = DispatchTime.now().uptimeNanoseconds
        while first < vectors.count {
            let n = vectors.withUnsafeBufferPointer { all in
                lending ? PipeBuffer.splice(fd, all.baseAddress! + first, count: Int32(all.count - first))
                    : writev(fd, all.baseAddress! + first, Int32(all.count - first))
            }
            if n > 0 {
                Self.advance(&vectors, &first, by: n)
                lastProgress = DispatchTime.now().uptimeNanoseconds
                continue
            }
            if n < 0 && errno == EINTR { continue }
            // A kernel that will not splice these pages still takes copies.
            if n < 0 && lending && ![EAGAIN, EPIPE].contains(errno) {
                lending = false
                continue
            }
            guard n < 0 && errno == EAGAIN else { return try failedWrite() }
            // Cancelled while ffmpeg does not read (it may ignore SIGTERM):
            // stop waiting; the caller's cancel() kills it.
            try cancellation.check()
            let waited = Double(DispatchTime.now().uptimeNanoseconds - lastProgress) / 1e9
            guard waited < stallTimeout else { return try stalled("has not read a frame for") }
            var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, Int32(min((stallTimeout - waited) * 1000 + 1, 100)))
        }
    }

    /// Waits until ffmpeg has read everything written so far.
    private func waitUntilRead() throws {
        var lastProgress = DispatchTime.now().uptimeNanoseconds
        var unread = PipeBuffer.unread(input) ?? 0
        while unread > 0 {
            try cancellation.check()
            guard isRunning else { return try failedWrite() }
            let waited = Double(DispatchTime.now().uptimeNanoseconds - lastProgress) / 1e9
            guard waited < stallTimeout else { return try stalled("has not read a frame for") }
            usleep(1000)
            let now = PipeBuffer.unread(input) ?? 0
            if now < unread { lastProgress = DispatchTime.now().uptimeNanoseconds }
            unread = now
        }
    }

    /// Moves past `written` bytes of `vectors`, from vector `first` on.
    private static func advance(_ vectors: inout [iovec], _ first: inout Int, by written: Int) {
        var left = written
        while left > 0 {
            let taken = min(left, vectors[first].iov_len)
            vectors[first].iov_base = vectors[first].iov_base! + taken
            vectors[first].iov_len -= taken
            left -= taken
            if vectors[first].iov_len == 0 { first += 1 }
        }
    }

    /// Closes ffmpeg's input, waits for it to exit and throws if it failed.
    func finish() throws {
        closeInput()
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(stallTimeout * 1e9)
        while !waitForExit(timeout: 0.1) {
            try cancellation.check()  // as in `write`
            if DispatchTime.now().uptimeNanoseconds >= deadline { return try stalled("did not finish within") }
        }
        let tail = stderrCollector.waitForText()
        let consumed = outputReader.map { reader in Result { try reader.wait() } }
        try cancellation.check()
        switch process.termination {
        case .killed(let signal):
            throw EncodingError.ffmpegKilled(stage: stage, signal: signal, stderr: Self.summarize(tail))
        case .exited(let status) where status != 0:
            throw EncodingError.ffmpegFailed(stage: stage, status: status, stderr: Self.summarize(tail))
        default:
            try consumed?.get()
        }
    }

    /// Stops ffmpeg without caring about its output (used when rendering
    /// failed): SIGTERM to its group, then SIGKILL if it has not exited 5 s later.
    func cancel() {
        closeInput()
        if !waitForExit(timeout: 0) {
            process.signal(SIGTERM)
            if !waitForExit(timeout: 5) {
                process.signal(SIGKILL)
                _ = waitForExit(timeout: .infinity)
            }
        }
        _ = stderrCollector.waitForText()
        _ = try? outputReader?.wait()
    }

    private func failedWrite() throws {
        try finish()
        // ffmpeg closed its input yet exited 0: still not a usable output.
        throw EncodingError.ffmpegFailed(stage: stage, status: 0, stderr: "ffmpeg stopped reading frames early")
    }

    private func stalled(_ what: String) throws {
        process.signal(SIGKILL)
        closeInput()
        _ = waitForExit(timeout: .infinity)
        _ = stderrCollector.waitForText()
        try cancellation.check()
        throw SystemError.stalled(stage: stage, message: "ffmpeg \(what) \(SystemError.seconds(stallTimeout)); stopped it")
    }

    /// Whether the process exited within `timeout` seconds; reaps it once.
    private func waitForExit(timeout: Double) -> Bool {
        guard process.wait(timeout: timeout) else { return false }
        if registered {
            registered = false
            cancellation.unregister(process.pid)
        }
        return true
    }

    private func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        close(input)
    }

    /// The last few non-empty lines of ffmpeg's output, joined into one line.
    static func summarize(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return lines.suffix(3).joined(separator: " | ")
    }
}

/// Reads a pipe to its end on a background thread, keeping the last bytes.
package final class TailCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var tail = Data()
    private let done = DispatchSemaphore(value: 0)
    private static let limit = 16 * 1024

    package init(reading handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock()
                tail.append(chunk)
                if tail.count > Self.limit { tail = tail.suffix(Self.limit) }
                lock.unlock()
            }
            done.signal()
        }
        thread.start()
    }

    /// What was read, once the pipe closed or `timeout` seconds passed (a
    /// grandchild of ffmpeg's may hold the pipe open after ffmpeg died).
    package func waitForText(timeout: Double = 5) -> String {
        if done.wait(timeout: .now() + timeout) == .success { done.signal() }
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: tail, as: UTF8.self)
    }
}
