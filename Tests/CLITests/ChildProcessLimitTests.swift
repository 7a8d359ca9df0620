import Foundation
import TestSupport
import Testing

/// ffprobe (found beside `CHARTREEL_FFMPEG`) that never answers: `render`
/// stops it after the time limit, a signal ends `render` and `check` at
/// once, and a chartreel killed with SIGKILL takes it down too.
@Suite struct ChildProcessLimitTests {
    /// A workspace whose `bin` holds an ffmpeg that runs the real one and an
    /// ffprobe that hangs (`exec -a` keeps the workspace in its command line).
    static func workspaceWithHangingProbe() throws -> (Workspace, [String: String]) {
        let workspace = try Workspace()
        let ffmpeg = try workspace.script("ffmpeg", "#!/bin/sh\nexec \(try realFFmpeg()) \"$@\"\n")
        try workspace.script("ffprobe", "#!/bin/bash\nexec -a \"$0\" sleep 1000\n")
        return (workspace, ["CHARTREEL_FFMPEG": ffmpeg.path])
    }

    static func probeIsHanging(_ workspace: Workspace) -> Bool {
        workspace.processes().contains { $0.hasSuffix("bin/ffprobe 1000") }
    }

    /// WebM has no in-process reader: its finished file is checked by ffprobe.
    /// The limit applies to ffmpeg too, so the clip is two frames of 16x16:
    /// an encode far inside 2 s on busy cores, leaving the probe the one
    /// thing that meets the limit.
    @Test func hangingProbeIsStoppedAfterTheTimeLimit() throws {
        let (workspace, environment) = try Self.workspaceWithHangingProbe()
        defer { workspace.remove() }
        try workspace.write("out.webm", "precious")
        let started = Date()
        let child = try workspace.start(["render", "donut-progress", "-o", "out.webm", "--duration", "0.5", "--fps", "4",
                                         "--size", "16x16", "--ffmpeg-timeout", "2"], environment: environment)
        let ended = try child.wait(timeout: 60)
        let seconds = Date().timeIntervalSince(started)
        let result = RunResult(status: ended.status, stdout: ended.stdoutText, stderr: ended.stderrText)
        expectFailure(result, status: 1, mentions: ["ffprobe did not finish within 2 s; stopped it", "--ffmpeg-timeout"])
        #expect(seconds >= 2 && seconds < 20, "took \(seconds) s with a 2 s limit")
        #expect(try workspace.read("out.webm") == "precious")
        #expect(try workspace.contents() == ["bin", "out.webm"], "leftover files")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalWhileProbeHangsEndsTheRender(_ signal: Int32) throws {
        let (workspace, environment) = try Self.workspaceWithHangingProbe()
        defer { workspace.remove() }
        let child = try workspace.start(["render", "donut-progress", "-o", "out.webm", "--duration", "0.5"],
                                        environment: environment)
        #expect(waitUntil(timeout: 60) { Self.probeIsHanging(workspace) }, "ffprobe never started: \(workspace.processes())")
        let sent = Date()
        child.send(signal)
        let result = try child.wait(timeout: 30)
        #expect(Date().timeIntervalSince(sent) < 3, "took \(Date().timeIntervalSince(sent)) s to stop")
        #expect(result.status == 128 + signal, "\(result)")
        #expect(result.stderrText.hasPrefix("chartreel: error: interrupted by SIG"), "\(result)")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
        #expect(try workspace.contents() == ["bin"], "leftover files")
    }

    /// The probe is chartreel's child with a death signal: nothing is left
    /// to stall once chartreel is gone, whatever killed it.
    @Test func probeDiesWithAKilledChartreel() throws {
        let (workspace, environment) = try Self.workspaceWithHangingProbe()
        defer { workspace.remove() }
        let child = try workspace.start(["render", "donut-progress", "-o", "out.webm", "--duration", "0.5"],
                                        environment: environment)
        #expect(waitUntil(timeout: 60) { Self.probeIsHanging(workspace) }, "ffprobe never started: \(workspace.processes())")
        child.send(SIGKILL)
        _ = try child.wait(timeout: 30)
        #expect(waitUntil(timeout: 3) { workspace.processes().isEmpty }, "left running: \(workspace.processes())")
    }

    /// `check` asks ffprobe each asset's size before decoding it.
    @Test func signalWhileCheckProbesEndsTheCheck() throws {
        let (workspace, environment) = try Self.workspaceWithHangingProbe()
        defer { workspace.remove() }
        let assets = workspace.file("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: presetFile, to: assets.appendingPathComponent("donut.json"))
        let made = try workspace.chartreel(["render", "assets/donut.json", "-o", "assets/donut.gif", "--duration", "0.5"])
        #expect(made.status == 0, "\(made)")
        let child = try workspace.start(["check", "assets"], environment: environment)
        #expect(waitUntil(timeout: 60) { Self.probeIsHanging(workspace) }, "ffprobe never started: \(workspace.processes())")
        let sent = Date()
        child.send(SIGTERM)
        let result = try child.wait(timeout: 30)
        #expect(Date().timeIntervalSince(sent) < 3, "took \(Date().timeIntervalSince(sent)) s to stop")
        #expect(result.status == 128 + SIGTERM, "\(result)")
        #expect(result.stderrText.hasPrefix("chartreel: error: interrupted by SIGTERM"), "\(result)")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
        #expect(try FileManager.default.contentsOfDirectory(atPath: assets.path).sorted() == ["donut.gif", "donut.json"],
                "leftover files")
    }

    /// `check` has the same limit as `render`, and its message names the option it has.
    @Test func checkStopsAHangingProbeAfterItsLimit() throws {
        let (workspace, environment) = try Self.workspaceWithHangingProbe()
        defer { workspace.remove() }
        let assets = workspace.file("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: presetFile, to: assets.appendingPathComponent("donut.json"))
        let made = try workspace.chartreel(["render", "assets/donut.json", "-o", "assets/donut.gif", "--preview"])
        #expect(made.status == 0, "\(made)")
        let started = Date()
        let child = try workspace.start(["check", "assets", "--ffmpeg-timeout", "2"], environment: environment)
        let ended = try child.wait(timeout: 60)
        let seconds = Date().timeIntervalSince(started)
        let result = RunResult(status: ended.status, stdout: ended.stdoutText, stderr: ended.stderrText)
        expectFailure(result, status: 1, mentions: ["ffprobe did not finish within 2 s; stopped it", "--ffmpeg-timeout"])
        #expect(seconds >= 2 && seconds < 20, "took \(seconds) s with a 2 s limit")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
        let bad = try workspace.chartreel(["check", "assets", "--ffmpeg-timeout", "0"])
        expectFailure(bad, status: 2, mentions: ["--ffmpeg-timeout"])
    }
}
