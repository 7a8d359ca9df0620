import Foundation

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
/// launch to the exit.
enum Command {
    static var scratch = URL(fileURLWithPath: "out/bench")

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`.
    static func run(_ executable: String, _ arguments: [String],
                    environment: [String: String]? = nil) throws -> CommandResult {
        let out = scratch.appendingPathComponent("command.stdout")
        let err = scratch.appendingPathComponent("command.stderr")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try resolve(executable))
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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

    /// The fastest of `rounds` successful runs (and every run's result, for
    /// fields such as peak memory).
    static func best(of rounds: Int = 3, _ what: String, _ executable: String,
                     _ arguments: [String]) throws -> (seconds: Double, runs: [CommandResult]) {
        var runs: [CommandResult] = []
        for _ in 0..<rounds { runs.append(try check(what, executable, arguments)) }
        return (runs.map(\.seconds).min()!, runs)
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

/// Best wall time of `rounds` calls of `body`, in seconds.
func bestTime(of rounds: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}
