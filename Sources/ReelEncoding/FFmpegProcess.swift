import Foundation

/// One ffmpeg child process: argv array (no shell), raw frames written to its
/// standard input, its standard error drained on a background thread (a full
/// pipe would stall it) and kept for error messages.
final class FFmpegProcess {
    private let process = Process()
    private let input: FileHandle
    private let stderrCollector: TailCollector
    private let stage: String
    private var inputClosed = false

    /// Starts `executable` with `arguments`; `stage` names the step in messages.
    /// `frameBytes` sizes the input pipe so a whole frame fits in it.
    init(executable: URL, arguments: [String], stage: String, frameBytes: Int) throws {
        // A write to a pipe whose reader died must fail with EPIPE, not kill us.
        signal(SIGPIPE, SIG_IGN)
        self.stage = stage
        let stdinPipe = Pipe()
        let stderrPipe = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = stdinPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderrPipe
        do {
            try process.run()
        } catch {
            throw EncodingError.cannotLaunch("\(executable.path): \(error.localizedDescription)")
        }
        input = stdinPipe.fileHandleForWriting
        Self.enlargePipe(input.fileDescriptor, toHold: frameBytes)
        stderrCollector = TailCollector(reading: stderrPipe.fileHandleForReading)
    }

    /// Writes one frame. If ffmpeg has died, waits for it and throws its status
    /// and the tail of its standard error.
    func write(_ bytes: [UInt8]) throws {
        let fd = input.fileDescriptor
        let failed: Bool = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += n
            }
            return false
        }
        if failed {
            try finish()
            // ffmpeg closed its input yet exited 0: still not a usable output.
            throw EncodingError.ffmpegFailed(stage: stage, status: 0, stderr: "ffmpeg stopped reading frames early")
        }
    }

    /// Closes ffmpeg's input, waits for it to exit and throws if it failed.
    func finish() throws {
        closeInput()
        process.waitUntilExit()
        let tail = stderrCollector.waitForText()
        let status = process.terminationStatus
        if process.terminationReason != .exit || status != 0 {
            throw EncodingError.ffmpegFailed(stage: stage, status: status, stderr: Self.summarize(tail))
        }
    }

    /// Stops ffmpeg without caring about its output (used when rendering failed).
    func cancel() {
        closeInput()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        _ = stderrCollector.waitForText()
    }

    private func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        try? input.close()
    }

    /// Linux pipes hold 64 KiB by default, so writing a frame blocks until
    /// ffmpeg has read most of it and rendering and encoding take turns. A pipe
    /// that holds a whole frame lets the next frame render while ffmpeg
    /// encodes this one. Capped by /proc/sys/fs/pipe-max-size; best effort.
    private static func enlargePipe(_ fd: Int32, toHold bytes: Int) {
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, not exported to Swift
        var size = min(bytes + 4096, 64 << 20)
        while size > 65536 && fcntl(fd, setPipeSize, Int32(size)) < 0 { size /= 2 }
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
private final class TailCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var tail = Data()
    private let done = DispatchSemaphore(value: 0)
    private static let limit = 16 * 1024

    init(reading handle: FileHandle) {
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

    func waitForText() -> String {
        done.wait()
        done.signal()
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: tail, as: UTF8.self)
    }
}
