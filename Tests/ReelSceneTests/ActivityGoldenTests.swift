import ReelScene
import Foundation
import ReelRaster
import Testing

/// The activity presets' look at the moments that matter, at scale 1.
@Suite struct ActivityGoldenTests {
    static func render(_ preset: String, at seconds: Double) throws -> Canvas {
        let scene = try GoldenFrames.preset(preset).applying(SceneOverrides(scale: 1))
        var renderer = FrameRenderer(scene: scene)
        return try renderer.canvas(at: seconds)
    }

    /// Growing in at the morning; mid-scroll; at now with the marker; night.
    @Test(arguments: [0.9, 2.0, 4.5, 6.2])
    func deviceActivityGolden(at seconds: Double) throws {
        try GoldenFrames.check(try Self.render("device-activity", at: seconds),
                               named: "device-activity-\(String(format: "%.1f", seconds))")
    }

    /// The same moments mirrored, in Arabic.
    @Test(arguments: [0.9, 2.0, 4.5, 6.2])
    func deviceActivityRightToLeftGolden(at seconds: Double) throws {
        try GoldenFrames.check(try Self.render("device-activity-rtl", at: seconds),
                               named: "device-activity-rtl-\(String(format: "%.1f", seconds))")
    }
}
