import Foundation
import Testing

/// chartreel's own peak memory (`peakMemoryBytes` of `render --json`: its
/// resident high-water mark, ffmpeg excluded) stays under 100 MB for 4K
/// frames, whatever the scene fills: the canvas, a coverage mask and layers
/// of bounded size, one frame of the output window. Run as a child process,
/// since the high-water mark is the whole process's.
///
/// Disabled: Linux carries a process's `ru_maxrss` across fork and exec, so
/// a child of the test process reports the test process's peak (145 MB
/// here) until `peakMemoryBytes` reads the child's own (`VmHWM`). And from
/// a shell, telegram-followers at 4K still peaks at 106 MB, over the limit.
@Suite(.disabled("ru_maxrss is inherited from the test process; 4K is at 106 MB, not yet under 100"))
struct PeakMemoryTests {
    static let limit = 100_000_000

    /// The Telegram chart's plot-sized line fills and fading axes, and the
    /// percentage area's stacked fills across the whole plot, each over a
    /// stretch of its animation at 3840x2160.
    @Test(arguments: [("telegram-followers", "8", "2.5"), ("contest-percentage-area", "4", "2.5")])
    func a4KRenderStaysUnder100MB(preset: String, fps: String, duration: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = repositoryRoot.appendingPathComponent("Presets/\(preset).json").path
        let result = try workspace.chartreel(["render", scene, "--size", "1920x1080", "--scale", "2", "--fps", fps,
                                              "--duration", duration, "-o", "4k.mp4", "--json", "--quiet"])
        #expect(result.status == 0, "\(result)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(json["width"] as? Int == 3840)
        let peak = try #require(json["peakMemoryBytes"] as? Int, "\(json)")
        #expect(peak < Self.limit, "\(preset): \(peak) bytes at 4K")
    }
}
