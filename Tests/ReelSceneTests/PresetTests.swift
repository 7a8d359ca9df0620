import ReelScene
import Foundation
import TestSupport
import Testing

/// Every preset in Presets/ must load, describe itself and draw.
@Suite struct PresetTests {
    static let presets = PresetFiles.names(in: GoldenFrames.repositoryRoot.appendingPathComponent("Presets"))

    @Test func thereArePresets() {
        #expect(Self.presets.contains("donut-progress"))
        #expect(Self.presets.count >= 2)
    }

    @Test(arguments: presets)
    func presetLoadsAndDraws(name: String) throws {
        let scene = try GoldenFrames.preset(name)
        #expect(!(scene.summary ?? "").isEmpty, "\(name) needs a description for `chartreel presets`")
        var renderer = FrameRenderer(scene: scene)
        let canvas = try renderer.canvas(at: scene.canvas.duration / 2)
        // Something other than the background was drawn.
        let background = canvas.rgba8(x: 0, y: 0)
        var differing = 0
        for y in stride(from: 0, to: canvas.height, by: 4) {
            for x in stride(from: 0, to: canvas.width, by: 4) where canvas.rgba8(x: x, y: y) != background { differing += 1 }
        }
        #expect(differing > 100, "\(name) looks blank half-way through")
    }

    @Test func presetsAreDocumented() throws {
        let readme = try String(contentsOf: GoldenFrames.repositoryRoot.appendingPathComponent("Presets/README.md"), encoding: .utf8)
        for name in Self.presets { #expect(readme.contains("`\(name)`"), "Presets/README.md does not describe \(name)") }
    }
}
