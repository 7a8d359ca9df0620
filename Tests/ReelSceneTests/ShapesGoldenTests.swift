import ReelScene
import Foundation
import ReelRaster
import Testing

@Suite struct ShapesGoldenTests {
    /// Seed 001's line half drawn and finished: the gradient shows only through the stroke.
    @Test(arguments: [1.2, 3.0])
    func gradientThroughStrokeGolden(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("shapes-gradient-line"))
        try GoldenFrames.check(try renderer.canvas(at: seconds), named: "shapes-gradient-line-\(String(format: "%.1f", seconds))")
    }

    /// A translucent layer whose strokes cross, a translucent filled and stroked
    /// square, a rotated square.
    @Test func opacityGroupGolden() throws {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Tests/ReelSceneTests/Fidelity/opacity.json")
        var renderer = FrameRenderer(scene: try SceneLoader.load(contentsOf: url))
        try GoldenFrames.check(try renderer.canvas(at: 0), named: "opacity-group")
    }

    /// Independent of the golden: where the two strokes of the 50% layer cross,
    /// the red shows at 50% once, exactly as where they do not.
    @Test func crossingStrokesOfOneLayerDoNotDarken() throws {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Tests/ReelSceneTests/Fidelity/opacity.json")
        var renderer = FrameRenderer(scene: try SceneLoader.load(contentsOf: url))
        let canvas = try renderer.canvas(at: 0)
        // Scale 2. The strokes M20 120 L80 30 ... and M20 50 L140 100 cross near (61, 67).
        let crossing = canvas.rgba8(x: 2 * 61, y: 2 * 67), single = canvas.rgba8(x: 2 * 30, y: 2 * 55)
        #expect(abs(crossing.g - single.g) <= 2 && abs(crossing.g - 157) <= 3, "\(crossing) vs \(single)")
    }
}
