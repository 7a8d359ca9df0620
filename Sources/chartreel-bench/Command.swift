import Foundation
import ReelSystem

/// One finished child process: exit status, what it printed, its wall time.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double

    var succeeded: Bool { status == 0 }

    /// The last non-empty line of standard error, for short failure reports.
    var lastErrorLine: String {
        stderr.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
    }
}

enum BenchError: Error, CustomStringConvertible {
    case failed(String, CommandResult)
    case message(String)

    var description: String {
        switch self {
        case .failed(let what, let result): "\(what) failed (status \(result.status)): \(result.lastErrorLine)"
        case .message(let text): text
        }
    }
}

/// Runs child processes with Foundation's `Process`. Their output goes to
/// files (no pipe can fill up and stall them); the time measured is from the
/// launch to the exit, as the termination handler reports it.
enum Command {
    /// Where the bench writes everything (outputs, raw frames, the captured output of commands).
    static let scratch = URL(fileURLWithPath: "out/bench")

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`.
    /// `feed` runs after the launch, before the wait (to write to `standardInput`).
    static func run(_ executable: String, _ arguments: [String], standardInput: Pipe? = nil,
                    feed: () throws -> Void = {}) throws -> CommandResult {
        let out = scratch.appendingPathComponent("command.stdout")
        let err = scratch.appendingPathComponent("command.stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try resolve(executable))
        process.arguments = arguments
        if let standardInput { process.standardInput = standardInput } else { process.standardInput = FileHandle.nullDevice }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        // Not `waitUntilExit` alone: on Linux it polls a run loop every 50 ms,
        // which would add up to 50 ms to every time measured.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        try feed()
        exited.wait()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "",
                             seconds: seconds)
    }

    /// Runs and throws unless the command exits with status 0.
    @discardableResult
    static func check(_ what: String, _ executable: String, _ arguments: [String]) throws -> CommandResult {
        let result = try run(executable, arguments)
        guard result.succeeded else { throw BenchError.failed(what, result) }
        return result
    }

    /// Runs `executable` with the bytes of `input` written to its standard
    /// input, `chunk` bytes at a time, through a pipe enlarged to hold a chunk
    /// as chartreel's is; throws unless it exits with status 0.
    @discardableResult
    static func piped(_ what: String, _ executable: String, _ arguments: [String],
                      input: URL, chunk: Int) throws -> CommandResult {
        guard let file = fopen(input.path, "rb") else { throw BenchError.message("cannot read \(input.path)") }
        defer { fclose(file) }
        let pipe = Pipe()
        let fd = pipe.fileHandleForWriting.fileDescriptor
        PipeBuffer.enlarge(fd, toHold: chunk)
        signal(SIGPIPE, SIG_IGN)
        var buffer = [UInt8](repeating: 0, count: chunk)
        let result = try run(executable, arguments, standardInput: pipe) {
            try? pipe.fileHandleForReading.close()
            while case let count = fread(&buffer, 1, chunk, file), count > 0 {
                guard buffer.withUnsafeBytes({ writeAll(fd, $0.baseAddress!, count) }) else { break }
            }
            try? pipe.fileHandleForWriting.close()
        }
        guard result.succeeded else { throw BenchError.failed(what, result) }
        return result
    }

    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            let n = write(fd, bytes + offset, count - offset)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    static func resolve(_ executable: String) throws -> String {
        if executable.contains("/") { return executable }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw BenchError.message("\(executable) not found on PATH")
    }
}

/// Measurements taken in turns, round after round, so that a burst of load
/// from elsewhere on a shared machine hits them all alike; the best of each.
/// A measurement that fails is noted and left out of the later rounds.
struct Rounds {
    private var probes: [(name: String, body: () throws -> Double)] = []
    /// Whether every other round runs each pair of measurements (the first
    /// and second added, the third and fourth, ...) the other way round.
    /// This machine runs a job faster right after both cores were busy than
    /// after a lighter stretch, so of two runs back to back the second
    /// measured 5-10 % faster, whichever program it was; alternating lets
    /// each of a pair come first equally often (`pairedRatio` over pairs of
    /// rounds).
    var alternatePairs = false

    /// Adds a measurement: `body` does the work once and returns its seconds.
    mutating func add(_ name: String, _ body: @escaping () throws -> Double) {
        probes.append((name, body))
    }

    /// Runs every measurement `rounds` times in turn: the best seconds of each, and the failures.
    func run(_ rounds: Int = 3) -> (best: [String: Double], failures: [String]) {
        let (samples, failures) = samples(rounds)
        return (samples.compactMapValues { $0.min() }, failures)
    }

    /// Runs every measurement `rounds` times in turn: the median seconds of
    /// each, the failures, and every round's seconds (in order) by name.
    func medians(_ rounds: Int = 5) -> (median: [String: Double], failures: [String], samples: [String: [Double]]) {
        let (samples, failures) = samples(rounds)
        return (samples.compactMapValues(median), failures, samples)
    }

    /// Every measurement's seconds, and the failures.
    private func samples(_ rounds: Int) -> (samples: [String: [Double]], failures: [String]) {
        var samples: [String: [Double]] = [:]
        var failed: [String: String] = [:]
        for round in 0..<rounds {
            for probe in order(round) where failed[probe.name] == nil {
                do {
                    samples[probe.name, default: []].append(try probe.body())
                } catch {
                    failed[probe.name] = "\(probe.name): \(error)"
                    samples[probe.name] = nil
                }
            }
        }
        return (samples, probes.compactMap { failed[$0.name] })
    }

    /// The measurements in round `round`'s order.
    private func order(_ round: Int) -> [(name: String, body: () throws -> Double)] {
        guard alternatePairs, round % 2 == 1 else { return probes }
        var swapped = probes
        for first in stride(from: 0, to: swapped.count - 1, by: 2) { swapped.swapAt(first, first + 1) }
        return swapped
    }
}

/// The median over rounds of `numerator`'s seconds over `denominator`'s in
/// the same round: what measured back to back shares the machine's load,
/// so the load's drift between rounds cancels (nil unless both have every
/// round). With `alternating` (`Rounds.alternatePairs`), each two rounds'
/// ratios, taken in both orders, are one value, their geometric mean, so
/// that whichever ran first in a round gains or loses nothing by it.
func pairedRatio(_ samples: [String: [Double]], _ numerator: String, over denominator: String,
                 alternating: Bool = false) -> Double? {
    guard let a = samples[numerator], let b = samples[denominator], a.count == b.count, !b.contains(where: { $0 <= 0 }) else { return nil }
    let ratios = zip(a, b).map { $0 / $1 }
    guard alternating, ratios.count >= 2 else { return median(ratios) }
    return median(stride(from: 0, to: ratios.count - 1, by: 2).map { (ratios[$0] * ratios[$0 + 1]).squareRoot() })
}

/// The middle value of `values` (the upper one of an even count), or nil when there are none.
func median(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.sorted()[values.count / 2]
}
