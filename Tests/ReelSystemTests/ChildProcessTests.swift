import Foundation
@testable import ReelSystem
import Testing

/// Children started by `ChildProcess`: launch failures in plain words, the
/// whole process group stopped at once, and bounded waits.
@Suite struct ChildProcessTests {
    @Test func missingExecutableIsOnePlainReason() throws {
        let error = #expect(throws: SystemError.self) {
            try ChildProcess(executable: URL(fileURLWithPath: "/nonexistent/ffprobe"), arguments: [])
        }
        #expect(error?.description == "cannot start /nonexistent/ffprobe: no such file or directory")
    }

    /// A wrapper script and the process it started go together: a stand-in
    /// ffmpeg's `sleep` must not outlive it.
    @Test func signalReachesTheWholeGroup() throws {
        let marker = "chartreel-group-\(UUID().uuidString)"
        let child = try ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"),
                                     arguments: ["-c", "sleep 1000 & wait", marker])
        defer { child.kill() }
        #expect(waitFor(10) { Self.sleeps(in: child.pid) })
        #expect(!child.wait(timeout: 0.2))
        child.signal(SIGTERM)
        #expect(child.wait(timeout: 5))
        #expect(child.termination == .killed(signal: SIGTERM))
        #expect(waitFor(5) { !Self.groupIsAlive(child.pid) }, "the sleep outlived its shell")
    }

    @Test func exitStatusIsKept() throws {
        let child = try ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"])
        #expect(child.wait(timeout: 10))
        #expect(child.termination == .exited(3))
    }

    /// A tool that never answers is stopped after its limit, and at once when cancelled.
    @Test func toolRunIsBounded() throws {
        let sleeper = URL(fileURLWithPath: "/bin/sleep")
        let started = Date()
        let error = #expect(throws: SystemError.self) {
            try ToolRun.output(of: sleeper, ["1000"], limit: 0.5, cancellation: Cancellation(), stage: "a test")
        }
        #expect(error?.description == "sleep did not finish within 0.5 s; stopped it during a test (raise the limit with --ffmpeg-timeout)")
        #expect(Date().timeIntervalSince(started) < 5)
        let cancellation = Cancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.cancel(signal: SIGTERM) }
        let cancelledAt = Date()
        #expect(throws: SystemError.interrupted(signal: SIGTERM)) {
            try ToolRun.output(of: sleeper, ["1000"], limit: 600, cancellation: cancellation, stage: "a test")
        }
        #expect(Date().timeIntervalSince(cancelledAt) < 3)
    }

    @Test func toolRunReturnsWhatTheToolPrinted() throws {
        let output = try ToolRun.output(of: URL(fileURLWithPath: "/bin/echo"), ["a", "b"], limit: 10,
                                        cancellation: Cancellation(), stage: "a test")
        #expect(output == Data("a b\n".utf8))
        let failed = try ToolRun.output(of: URL(fileURLWithPath: "/bin/false"), [], limit: 10,
                                        cancellation: Cancellation(), stage: "a test")
        #expect(failed == nil)
    }

    /// The child starts clean whatever the starting thread had: no signal
    /// blocked or ignored, nothing open but 0-2 (a descriptor of this
    /// process without close-on-exec included), in a group of its own. The
    /// starting thread's mask is as it was.
    @Test func theChildStartsWithNoSignalBlockedOrIgnoredAndNoOtherDescriptor() throws {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let ignored = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, ignored) }
        let leaked = open("/dev/null", O_RDONLY)  // no O_CLOEXEC
        defer { close(leaked) }
        // The shell reads its masks and descriptors with its builtins, starting
        // nothing: a shell waiting for a child blocks every signal for a
        // moment, and one starting a pipeline holds the pipe's two ends.
        let script = "while read -r k v; do case $k in SigBlk:|SigIgn:) echo \"$k $v\";; esac; done < /proc/$$/status; "
            + "for f in /proc/$$/fd/*; do printf '%s ' \"${f##*/}\"; done; echo; read -r a b c d e rest < /proc/$$/stat; echo $e"
        let output = try #require(try ToolRun.output(of: URL(fileURLWithPath: "/bin/sh"), ["-c", script], limit: 10,
                                                    cancellation: Cancellation(), stage: "a test"))
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        guard lines.count == 4 else { return }
        #expect(lines[0].hasSuffix("0000000000000000"), "\(lines[0])")
        #expect(lines[1].hasSuffix("0000000000000000"), "\(lines[1])")
        // The shell's own: 0, 1 and 2, and the one its glob reads the folder with.
        #expect(Set(lines[2].split(separator: " ")).isSubset(of: ["0", "1", "2", "3"]), "\(lines[2])")
        #expect(Int32(lines[3].trimmingCharacters(in: .whitespaces)) != getpgrp())
        var now = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &now)
        #expect(sigismember(&now, SIGUSR1) == 1)
    }

    static func sleeps(in group: Int32) -> Bool {
        processes(in: group).contains { $0.hasPrefix("sleep") }
    }

    static func groupIsAlive(_ group: Int32) -> Bool { !processes(in: group).isEmpty }

    /// Command lines of live (not zombie) processes in process group `group`.
    static func processes(in group: Int32) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard Int32(entry) != nil,
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", Int32(fields[2]) == group else { return nil }
            let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") ?? Data()
            return String(decoding: command.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
        }
    }

    func waitFor(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

/// Foundation's and the system's errors in plain words.
@Suite struct SystemErrorTextTests {
    @Test func cocoaErrorWithAnUnderlyingErrno() {
        let error = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue, userInfo: [
            NSFilePathErrorKey: "out/a.gif",
            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES)),
        ])
        #expect(SystemErrorText.line(for: error) == "out/a.gif: permission denied")
    }

    @Test func cocoaErrorAlone() {
        let error = CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "/x/palette.png"])
        #expect(SystemErrorText.line(for: error) == "/x/palette.png: no such file or directory")
    }

    @Test func realFoundationErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        do {
            try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
            Issue.record("made a folder over a file")
        } catch {
            #expect(SystemErrorText.line(for: error) == "\(file.path): already exists")
        }
        do {
            _ = try Data(contentsOf: folder.appendingPathComponent("missing"))
            Issue.record("read a missing file")
        } catch {
            #expect(SystemErrorText.line(for: error) == "\(folder.path)/missing: no such file or directory")
        }
    }

    @Test func errnoWithHints() {
        #expect(SystemErrorText.reason(errno: ENOEXEC) == "exec format error (a script needs a #! line)")
        #expect(SystemErrorText.reason(errno: ENOSPC) == "no space left on device")
        #expect(SystemErrorText.reason(errno: EISDIR) == "is a directory")
        #expect(SystemErrorText.reason(of: SystemError.output("x")) == nil)
        #expect(SystemErrorText.reason(of: NSError(domain: NSCocoaErrorDomain, code: 3840)) == nil)
    }
}
