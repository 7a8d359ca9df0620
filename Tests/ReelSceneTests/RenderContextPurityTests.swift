import Foundation
import ReelCharts
import ReelRaster
import TestSupport
import Testing

@testable import ReelScene

/// Frames are pure functions of time, whatever a render context has kept:
/// every preset's frames drawn each alone (a fresh context, no tables) and
/// by one warm renderer (the scene prepared once, the frames in shuffled
/// order, each after others) are the same pixels.
@Suite struct RenderContextPurityTests {
    static var presets: [String] {
        let folder = GoldenFrames.repositoryRoot.appendingPathComponent("Presets")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The start, the end, and moments in between, some mid-motion.
    static func times(_ scene: Scene) -> [Double] {
        let end = Double(scene.frameCount(fps: scene.canvas.fps) - 1) / Double(scene.canvas.fps)
        return [0, 1.0 / 60, 0.23 * end, 0.5 * end, 0.5 * end + 1.0 / 60, 0.77 * end, end]
    }

    static func pixels(_ canvas: Canvas) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
        bytes.withUnsafeMutableBytes { canvas.copyRGBA(into: $0) }
        return bytes
    }

    @Test func presetsAreOneFrameAloneAsAfterOthers() throws {
        #expect(Self.presets.count >= 17)
        var rng = SplitMix64(seed: 0xC0DE)
        for name in Self.presets {
            let scene = try GoldenFrames.preset(name)
            let times = Self.times(scene)
            let alone = try times.map { t in
                var fresh = FrameRenderer(scene: scene)
                return Self.pixels(try fresh.canvas(at: t))
            }
            var warm = FrameRenderer(scene: scene.prepared(for: 0...times.max()!))
            for pass in 0..<2 {
                for i in Array(times.indices).shuffled(using: &rng) {
                    let drawn = Self.pixels(try warm.canvas(at: times[i]))
                    #expect(drawn == alone[i], "\(name) at \(times[i]) s, pass \(pass)")
                }
            }
        }
    }
}
