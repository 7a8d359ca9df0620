import Foundation

/// A test that could not go on, with the reason.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// What a finished child process left behind.
public struct ProcessResult: CustomStringConvertible {
    public let status: Int32
    public let stdout: Data
    public let stderr: Data

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    public var description: String { "exit \(status)\nstdout: \(stdoutText)\nstderr: \(stderrText)" }
}

/// Runs child processes for tests: argv arrays, no shell, both pipes drained
/// on their own threads so neither can fill up and stall the child.
public enum ProcessRunner {
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil) throws -> ProcessResult {
        let process = Process()
        let (out, err) = configure(process, executable, arguments, in: directory, environment: environment)
        try process.run()
        let stdout = PipeReader(out.fileHandleForReading), stderr = PipeReader(err.fileHandleForReading)
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: stdout.data(), stderr: stderr.data())
    }

    /// Sets up `process` to run `executable` with standard input from
    /// /dev/null; returns its output and error pipes.
    static func configure(_ process: Process, _ executable: URL, _ arguments: [String], in directory: URL?,
                          environment: [String: String]?) -> (Pipe, Pipe) {
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        return (out, err)
    }

    /// `name` on PATH; the failure names the apt package that provides it
    /// (`make deps` installs them all).
    public static func tool(_ name: String, package: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw TestFailure("\(name) was not found on PATH (\(path)); `make deps` installs it (apt-get install -y \(package))")
    }

    /// Runs tool `name` from PATH and fails unless it exits 0.
    public static func runTool(_ name: String, _ arguments: [String], package: String) throws -> ProcessResult {
        let result = try run(try tool(name, package: package), arguments)
        guard result.status == 0 else {
            throw TestFailure("\(name) \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderrText.suffix(800))")
        }
        return result
    }
}

/// Reads a pipe to its end on a background thread.
private final class PipeReader: @unchecked Sendable {
    private var bytes = Data()
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                lock.lock()
                bytes.append(chunk)
                lock.unlock()
            }
            done.signal()
        }.start()
    }

    /// Everything, once the pipe has closed.
    func data() -> Data {
        done.wait()
        return snapshot()
    }

    /// What has arrived so far.
    func snapshot() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }
}

/// A child process started without waiting for it, for tests that act on it
/// while it runs (send it a signal). Both pipes are drained on their own
/// threads; standard input is /dev/null.
public final class RunningProcess: @unchecked Sendable {
    private let process = Process()
    private let exited = DispatchSemaphore(value: 0)
    private let stdout: PipeReader
    private let stderr: PipeReader

    public init(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                environment: [String: String]? = nil) throws {
        let (out, err) = ProcessRunner.configure(process, executable, arguments, in: directory, environment: environment)
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        stdout = PipeReader(out.fileHandleForReading)
        stderr = PipeReader(err.fileHandleForReading)
    }

    public var pid: Int32 { process.processIdentifier }

    public var isRunning: Bool { process.isRunning }

    /// Standard output and standard error as far as they have been written, while the process runs.
    public var stdoutSoFar: String { String(decoding: stdout.snapshot(), as: UTF8.self) }
    public var stderrSoFar: String { String(decoding: stderr.snapshot(), as: UTF8.self) }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits up to `timeout` seconds for the process to exit; past that it is
    /// killed and this throws. A process killed by a signal reports minus the
    /// signal as its status (unlike a shell's 128 + signal, which is what a
    /// process that handled the signal and exited on its own reports).
    public func wait(timeout: Double) throws -> ProcessResult {
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TestFailure("process \(process.processIdentifier) did not exit within \(timeout) s; killed it. "
                              + "stderr: \(String(decoding: stderr.data(), as: UTF8.self).suffix(800))")
        }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus
                                                                   : process.terminationStatus
        return ProcessResult(status: status, stdout: stdout.data(), stderr: stderr.data())
    }
}
