import Foundation
import TestSupport
import Testing

/// `render -o -` into a pipe nobody reads: the copy to standard output
/// blocks, and SIGTERM, SIGINT or SIGHUP must still end chartreel at once
/// with 128 + the signal (a blocking write was restarted after each signal).
@Suite struct BlockedStandardOutputTests {
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalEndsAWriteNobodyReads(_ signal: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = Pipe(), errors = Pipe()
        // One page: any MP4 fills it, and the copy then blocks.
        _ = fcntl(output.fileHandleForReading.fileDescriptor, 1031 /* F_SETPIPE_SZ */, 4096)
        let process = Process()
        process.executableURL = try chartreelExecutable()
        process.arguments = ["render", "donut-progress", "-o", "-", "--format", "mp4", "--duration", "1"]
        process.currentDirectoryURL = workspace.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        try? output.fileHandleForWriting.close()
        let full = waitUntil(timeout: 60) { Self.unread(output.fileHandleForReading.fileDescriptor) >= 4096 }
        #expect(full && process.isRunning, "standard output never filled up")
        usleep(300_000)  // chartreel is now blocked writing the rest
        let sent = Date()
        kill(process.processIdentifier, signal)
        let ended = exited.wait(timeout: .now() + 10) == .success
        let seconds = Date().timeIntervalSince(sent)
        #expect(ended && seconds < 3, "took \(seconds) s to stop (ended: \(ended))")
        guard ended else { return }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal,
                "status \(process.terminationStatus): \(message)")
        #expect(message.hasPrefix("chartreel: error: interrupted by SIG")
                && message.hasSuffix(" while writing standard output; what it received is incomplete\n"), "\(message)")
        #expect(message.filter { $0 == "\n" }.count == 1, "\(message)")
        #expect(try workspace.contents().isEmpty, "leftover files")
    }

    static func unread(_ fd: Int32) -> Int32 {
        var count: Int32 = 0
        _ = ioctl(fd, UInt(FIONREAD), &count)
        return count
    }
}
