import Foundation
import TestSupport
import Testing

/// `chartreel render` stopped by SIGINT, SIGTERM or SIGHUP while it is
/// demonstrably mid-render: the exit status is 128 + the signal, one line
/// says it was interrupted, ffmpeg is gone, the work folder is removed and an
/// existing target keeps its bytes.
@Suite struct InterruptTests {
    /// Where the render is when the signal arrives.
    enum Stage: String, Sendable {
        /// ffmpeg (libx264) is encoding and its file has grown.
        case mp4
        /// The palette pass runs and stored frames have been written.
        case gifFirstPass
        /// The encoding pass runs on frames rendered again (`--gif-second-pass render`).
        case gifSecondPassRendered
        /// The encoding pass runs on stored frames (the default); a wrapper
        /// makes that ffmpeg read in real time (`-re`) so the pass lasts.
        case gifSecondPassStored
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let stage: Stage
        let signal: Int32
        let name: String

        var testDescription: String { "\(stage.rawValue), \(name)" }
    }

    static let cases: [Case] = [
        Case(stage: .mp4, signal: SIGINT, name: "SIGINT"),
        Case(stage: .mp4, signal: SIGTERM, name: "SIGTERM"),
        Case(stage: .mp4, signal: SIGHUP, name: "SIGHUP"),
        Case(stage: .gifFirstPass, signal: SIGINT, name: "SIGINT"),
        Case(stage: .gifFirstPass, signal: SIGHUP, name: "SIGHUP"),
        Case(stage: .gifSecondPassRendered, signal: SIGTERM, name: "SIGTERM"),
        Case(stage: .gifSecondPassRendered, signal: SIGINT, name: "SIGINT"),
        Case(stage: .gifSecondPassStored, signal: SIGHUP, name: "SIGHUP"),
        Case(stage: .gifSecondPassStored, signal: SIGTERM, name: "SIGTERM"),
    ]

    @Test(arguments: cases)
    func signalMidRenderLeavesNothingBehind(_ test: Case) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let target = test.stage == .mp4 ? "out.mp4" : "out.gif"
        try workspace.write(target, "precious")
        var arguments = ["render", "donut-progress", "-o", target]
        var environment: [String: String] = [:]
        var expected = [target]
        switch test.stage {
        case .mp4, .gifFirstPass:
            // Minutes of frames: only the signal ends this render.
            arguments += ["--duration", "120", "--fps", "30"]
        case .gifSecondPassRendered:
            // A quick first pass; the second lasts as long again.
            arguments += ["--duration", "8", "--fps", "50", "--size", "80x80", "--gif-second-pass", "render"]
        case .gifSecondPassStored:
            arguments += ["--duration", "8", "--fps", "50", "--size", "80x80"]
            let ffmpeg = try realFFmpeg()
            environment["CHARTREEL_FFMPEG"] = try workspace.script("ffmpeg", """
                #!/bin/sh
                case "$*" in *paletteuse*) exec \(ffmpeg) -re "$@" ;; esac
                exec \(ffmpeg) "$@"

                """).path
            expected.insert("bin", at: 0)
        }
        let child = try workspace.start(arguments, environment: environment)
        let reached = try waitUntil(timeout: 90) { try Self.isMidRender(test.stage, workspace) || !child.isRunning }
        let folders = try workspace.workFolders()
        #expect(reached && child.isRunning,
                "never saw the render mid-\(test.stage.rawValue); work folders \(folders), processes \(workspace.processes())")
        child.send(test.signal)
        let result = try child.wait(timeout: 30)

        #expect(result.status == 128 + test.signal, "\(result)")
        #expect(result.stderrText == "chartreel: error: interrupted by \(test.name); "
                + "no file was written and any existing one is untouched\n", "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
        #expect(try workspace.read(target) == "precious")
        #expect(try workspace.contents() == expected, "leftover files")
    }

    /// Whether the render has visibly reached `stage`: the ffmpeg pass for it
    /// runs (found by its arguments) and has produced the stage's files.
    static func isMidRender(_ stage: Stage, _ workspace: Workspace) throws -> Bool {
        let running = { (marker: String) in workspace.processes().contains { $0.contains(marker) } }
        switch stage {
        case .mp4:
            return running("libx264") && (workspace.workFileSize("output.mp4") ?? 0) > 0
        case .gifFirstPass:
            return running("palettegen") && (workspace.workFileSize("frames.rle") ?? 0) > 0
        // The encoding pass starts just after the palette pass and waits for
        // its palette; the second pass is under way once the palette pass is gone.
        case .gifSecondPassRendered:
            return running("paletteuse") && !running("palettegen") && workspace.workFileSize("frames.rle") == nil
        case .gifSecondPassStored:
            return running("paletteuse") && !running("palettegen") && (workspace.workFileSize("frames.rle") ?? 0) > 0
        }
    }

    /// A stand-in ffmpeg that hangs, and how.
    struct Hang: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// Shell commands run before it turns into `sleep`.
        let before: String
    }

    /// A signal while ffmpeg neither reads nor exits ends the render within
    /// seconds, not after the stall time limit, even when that ffmpeg
    /// ignores SIGTERM (then it is killed).
    @Test(arguments: [
        Hang(testDescription: "never reads", before: ""),
        Hang(testDescription: "never reads, ignores SIGTERM", before: "trap '' TERM; "),
        Hang(testDescription: "reads all, never exits, ignores SIGTERM", before: "trap '' TERM; cat > /dev/null; "),
    ])
    func signalWhileFFmpegHangsStopsItWithinSeconds(_ hang: Hang) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("out.mp4", "precious")
        // bash's `exec -a` keeps the script's path (and so the workspace) in
        // the command line, which then ends in " 1000": it hangs.
        let fake = try workspace.script("ffmpeg", "#!/bin/bash\n\(hang.before)exec -a \"$0\" sleep 1000\n")
        let child = try workspace.start(["render", "donut-progress", "-o", "out.mp4", "--duration", "1",
                                         "--ffmpeg-timeout", "600"],
                                        environment: ["CHARTREEL_FFMPEG": fake.path])
        let hanging = waitUntil(timeout: 60) { workspace.processes().contains { $0.hasSuffix("bin/ffmpeg 1000") } }
        #expect(hanging, "the stand-in ffmpeg never hung: \(workspace.processes())")
        usleep(300_000)  // Long enough for chartreel to fill the pipe, or close it, and wait.
        let sent = Date()
        child.send(SIGTERM)
        let result = try child.wait(timeout: 30)
        #expect(Date().timeIntervalSince(sent) < 10, "took \(Date().timeIntervalSince(sent)) s to stop")
        #expect(result.status == 128 + SIGTERM, "\(result)")
        #expect(result.stderrText.hasPrefix("chartreel: error: interrupted by SIGTERM;"), "\(result)")
        #expect(workspace.processes().isEmpty, "left running: \(workspace.processes())")
        #expect(try workspace.read("out.mp4") == "precious")
        #expect(try workspace.contents() == ["bin", "out.mp4"], "leftover files")
    }
}
