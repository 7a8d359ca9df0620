import ChartReel
import Foundation
import ReelGeometry
import ReelRaster
import ReelVector
import TestSupport
import Testing

/// Every preset's Lottie export against a real player: the timeline of the
/// display lists at the scene's frame times, written by `LottieWriter`,
/// rendered by rlottie (the Samsung/Telegram player, PyPI rlottie-python in
/// .build/lint-venv, `make test-deps`) at 8 frames spread over the
/// animation, each against chartreel's own PNG of that frame, both on white:
/// ffmpeg's SSIM at least 0.97. The figures are printed. No preset is left
/// out: of what Lottie cannot carry (docs/lottie.md), no preset uses a conic
/// gradient, and overlaps inside a fading opacity group, which show in
/// Lottie, leave every preset's frames at 0.99 or more.
///
/// `CHARTREEL_LOTTIE_KEEP=DIR` keeps each document and both frames there,
/// for looking at them.
@Suite(.enabled(if: LottiePlayer.available, LottiePlayer.missing)) struct LottiePresetTests {
    static let minimumSSIM = 0.97
    static let presets = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))

    @Test(arguments: presets)
    func rlottiePlaysThePreset(name: String) throws {
        var scene = try GoldenFrames.preset(name)
        scene.canvas.background = .white
        let fps = scene.canvas.fps, count = scene.frameCount(fps: fps)
        var renderer = FrameRenderer(scene: scene.prepared(for: 0...scene.canvas.duration))
        let timeline = ItemTimeline((0..<count).map { renderer.displayList(at: Double($0) / Double(fps)) })
        var writer = LottieWriter()
        let document = try writer.document(for: timeline, fps: fps, size: Size(scene.canvas.width, scene.canvas.height),
                                           scale: scene.canvas.scale, background: .white)
        // Written only in the words `check`'s gate admits.
        let words = LottiePlayer.words(in: try JSONSerialization.jsonObject(with: Data(document.utf8)))
        #expect(words.keys.subtracting(LottieVocabulary.keys).isEmpty, "\(name): keys outside LottieVocabulary")
        #expect(words.shapeTypes.subtracting(LottieVocabulary.shapeTypes).isEmpty, "\(name): shapes outside LottieVocabulary")
        let work = try LottiePlayer.workDirectory(name)
        defer { LottiePlayer.finish(work) }
        let json = work.appendingPathComponent("\(name).json")
        try Data(document.utf8).write(to: json)
        let frames = Set((0..<8).map { Int((Double($0) * Double(count - 1) / 7).rounded()) }).sorted()
        try LottiePlayer.render(json, prefix: work.appendingPathComponent("rlottie").path,
                                width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, frames: frames)
        var figures: [String] = []
        for f in frames {
            let ours = work.appendingPathComponent("chartreel-\(f).png")
            try Data(try renderer.canvas(at: Double(f) / Double(fps)).pngData(compressionLevel: 1)).write(to: ours)
            let ssim = try LottiePlayer.ssim(ours, work.appendingPathComponent("rlottie-\(f).png"))
            figures.append("\(f): \(String(format: "%.4f", ssim))")
            #expect(ssim >= Self.minimumSSIM, "\(name) frame \(f): SSIM \(ssim) against rlottie is below \(Self.minimumSSIM)")
        }
        print("Lottie \(name) (\(document.utf8.count) bytes) SSIM by frame: \(figures.joined(separator: ", "))")
    }
}

/// rlottie through scripts/lottie-frames.py, and ffmpeg's SSIM.
enum LottiePlayer {
    static let python = GoldenFrames.repositoryRoot.appendingPathComponent(".build/lint-venv/bin/python")
    static let script = GoldenFrames.repositoryRoot.appendingPathComponent("scripts/lottie-frames.py")
    static let missing: Comment = "rlottie-python is not installed in .build/lint-venv: run make test-deps"

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python.path) else { return false }
        return (try? ProcessRunner.run(python, ["-c", "import rlottie_python, PIL"]).status) == 0
    }()

    static var keep: URL? {
        ProcessInfo.processInfo.environment["CHARTREEL_LOTTIE_KEEP"].map { URL(fileURLWithPath: $0) }
    }

    static func workDirectory(_ name: String) throws -> URL {
        let work = keep?.appendingPathComponent(name)
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work
    }

    /// Every object key in `value`, and every string `ty` (a shape item's type).
    static func words(in value: Any) -> (keys: Set<String>, shapeTypes: Set<String>) {
        var keys = Set<String>(), types = Set<String>()
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                keys.formUnion(object.keys)
                if let type = object["ty"] as? String { types.insert(type) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(value)
        return (keys, types)
    }

    static func finish(_ work: URL) {
        if keep == nil { try? FileManager.default.removeItem(at: work) }
    }

    static func render(_ document: URL, prefix: String, width: Int, height: Int, frames: [Int]) throws {
        let result = try ProcessRunner.run(python, [script.path, document.path, prefix, "\(width)", "\(height)"] + frames.map(String.init))
        guard result.status == 0 else { throw TestFailure("lottie-frames.py failed: \(result)") }
    }

    static func ssim(_ a: URL, _ b: URL) throws -> Double {
        let report = try ProcessRunner.runTool("ffmpeg", ["-hide_banner", "-i", a.path, "-i", b.path, "-lavfi", "ssim", "-f", "null", "-"],
                                               package: "ffmpeg").stderrText
        guard let value = SVGFidelityTests.ssim(in: report) else { throw TestFailure("no SSIM in ffmpeg's output: \(report)") }
        return value
    }
}
