import ReelScene
import Foundation
import TestSupport
import Testing

/// The rasteriser against an independent renderer: each scene in Fidelity/
/// is drawn by chartreel and, through its SVG export, by librsvg
/// (`rsvg-convert`, installed by `make deps`); text, shaped and ordered for
/// its direction, goes into the SVG as glyph outlines. The two must agree to an SSIM
/// (ffmpeg's `ssim` filter) of at least 0.99; the figures are printed.
@Suite(.serialized) struct SVGFidelityTests {
    static let minimumSSIM = 0.99
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fidelity")
    static let scenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    @Test func fidelitySetCoversTheIssue() {
        for name in ["arcs", "joins", "caps", "dashes", "gradients", "evenodd", "subpixel", "curves", "opacity", "arabic-text"] {
            #expect(Self.scenes.contains(name), "missing fidelity scene \(name)")
        }
    }

    @Test(arguments: scenes)
    func rasterMatchesLibrsvg(scene name: String) throws {
        let scene = try SceneLoader.load(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-fidelity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let ours = work.appendingPathComponent("chartreel.png"), svg = work.appendingPathComponent("frame.svg")
        let theirs = work.appendingPathComponent("librsvg.png")
        try Reel.writeFrame(scene, at: 0, to: ours)
        try Reel.writeFrame(scene, at: 0, to: svg)
        let width = "\(scene.canvas.pixelWidth)", height = "\(scene.canvas.pixelHeight)"
        try ProcessRunner.runTool("rsvg-convert", ["-w", width, "-h", height, "-o", theirs.path, svg.path], package: "librsvg2-bin")
        let ssim = try PNGSimilarity.ssim(ours, theirs)
        print("SSIM \(name): \(String(format: "%.6f", ssim))")
        #expect(ssim >= Self.minimumSSIM, "\(name): SSIM \(ssim) against librsvg is below \(Self.minimumSSIM)")
    }
}

