import ChartReel
import DonutReadme
import Foundation
import Testing

/// The README's animation is rendered from the scene in Swift, and the scene
/// file beside the committed GIF is that scene's, so `swift package
/// chartreel check docs` compares the GIF with what the code draws.
/// `UPDATE_README_ANIMATION=1 swift test` writes both again.
@Suite struct ReadmeAnimationTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs").standardizedFileURL

    @Test func theSceneRendersAndItsSceneFileIsCommitted() async throws {
        let scene = ReadmeAnimation.scene
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("donut-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = folder.appendingPathComponent("donut.gif")
        let summary = try await scene.render(to: gif)
        #expect(summary.frameCount == 40)
        #expect(summary.width == 160 && summary.height == 160)
        let png = try scene.frame(at: 1.6)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if ProcessInfo.processInfo.environment["UPDATE_README_ANIMATION"] == "1" {
            try scene.sceneFile.write(to: Self.docs.appendingPathComponent("donut.json"), atomically: true, encoding: .utf8)
            _ = try await scene.render(to: Self.docs.appendingPathComponent("donut.gif"))
        }
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("donut.json"), encoding: .utf8)
        #expect(committed == scene.sceneFile, "docs/donut.json is not the scene in Swift: run UPDATE_README_ANIMATION=1 swift test")
    }
}
