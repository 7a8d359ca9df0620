import Foundation
import Testing

/// A scene piped in from a program that never writes (`sleep 100 |
/// chartreel render -`): SIGTERM, SIGINT and SIGHUP end the wait at once,
/// as they end every other wait of a render.
@Suite struct StalledInputTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalEndsTheReadOfAStalledStandardInput(_ signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.gif", "precious")
        // The test holds the pipe's writing end and never writes.
        let input = Pipe()
        defer { try? input.fileHandleForWriting.close() }
        let process = Process()
        process.executableURL = try chartreelExecutable()
        process.arguments = ["render", "-", "-o", "out.gif"]
        process.currentDirectoryURL = workspace.url
        process.standardInput = input.fileHandleForReading
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: workspace.write("err.txt", ""))
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        try? input.fileHandleForReading.close()
        // Waiting in the read (pipe_read) or in a poll of its input: the signals are trapped by then.
        let waiting = waitUntil(timeout: 30) { Self.isWaitingToRead(process.processIdentifier) }
        #expect(waiting, "chartreel never waited on its standard input")
        let sent = Date()
        kill(process.processIdentifier, signal)
        let ended = exited.wait(timeout: .now() + 20) == .success
        let took = Date().timeIntervalSince(sent)
        if !ended {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        #expect(ended && took < 3, "took \(took) s to stop (or never did)")
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal,
                "ended by \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        #expect(try workspace.read("err.txt").hasPrefix("chartreel: error: interrupted by SIG"))
        #expect(try workspace.read("out.gif") == "precious")
    }

    static func isWaitingToRead(_ pid: Int32) -> Bool {
        guard let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8),
              let command = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else { return false }
        return command.hasPrefix("chartreel") && (wchan.contains("pipe_read") || wchan.contains("poll"))
    }
}
