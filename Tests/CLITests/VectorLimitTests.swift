import Foundation
import Testing

/// Animated SVG and Lottie are written from every frame at once: a render
/// longer than the documented frame limit is refused before the first
/// frame, and a signal ends a long vector render promptly, in the frames and
/// in the writing alike.
@Suite struct VectorLimitTests {
    /// Ten minutes at 60 fps, a legal scene, is 36,000 frames: refused at once
    /// with the limit and the formats that have none, the target untouched.
    @Test(arguments: [["-o", "x.svg"], ["-o", "x.json", "--format", "lottie"], ["-o", "x.lottie"]])
    func aRenderOverTheFrameLimitIsRefusedBeforeTheFirstFrame(_ output: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(output[1], "precious")
        let started = Date()
        let result = try workspace.chartreel(["render", "line-smooth-area", "--duration", "600", "--fps", "60"] + output)
        #expect(Date().timeIntervalSince(started) < 10, "took \(Date().timeIntervalSince(started)) s to refuse")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("is limited to 3600 frames (a minute at 60 fps); this scene has 36000 (600 s at 60 fps)"),
                "\(result)")
        #expect(result.stderr.contains("MP4, WebM, GIF or PNG frames, which have no frame limit"), "\(result)")
        #expect(try workspace.read(output[1]) == "precious")
        #expect(try workspace.contents() == [output[1]])
    }

    /// A signal early in a render of 3600 frames (the limit), or further
    /// into its frames, ends it within a second on an idle machine; the limit
    /// here leaves room for busy cores. The signal is sent at fixed times,
    /// so both land in the frames even on a machine that draws them all in
    /// 5 s; that the writing checks as often is VectorCheckpointTests' part.
    @Test(arguments: [(SIGINT, 1.0), (SIGTERM, 3.0)])
    func aSignalEndsALongVectorRenderPromptly(_ signal: Int32, after delay: Double) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("x.svg", "precious")
        let child = try workspace.start(["render", "contest-percentage-area", "--duration", "60", "--fps", "60", "-o", "x.svg"])
        usleep(UInt32(delay * 1e6))
        #expect(child.isRunning, "the render ended before the signal")
        let sent = Date()
        child.send(signal)
        let result = try child.wait(timeout: 60)
        let took = Date().timeIntervalSince(sent)
        #expect(took < 3, "took \(took) s to stop")
        #expect(result.status == 128 + signal, "\(result)")
        #expect(result.stderrText.hasSuffix("no file was written and any existing one is untouched\n"), "\(result)")
        #expect(try workspace.read("x.svg") == "precious")
        #expect(try workspace.contents() == ["x.svg"])
    }
}
