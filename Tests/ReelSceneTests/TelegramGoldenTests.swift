import ReelScene
import Foundation
import ReelRaster
import Testing

/// The telegram presets' look, pinned at the moments that matter. Rendered at
/// scale 1 (the presets render @2x) to keep the goldens small; the layout is
/// in points, so scale 1 shows the same frame.
@Suite struct TelegramGoldenTests {
    static func render(_ preset: String, at seconds: Double) throws -> Canvas {
        let scene = try GoldenFrames.preset(preset).applying(SceneOverrides(scale: 1))
        var renderer = FrameRenderer(scene: scene)
        return try renderer.canvas(at: seconds)
    }

    /// Reveal under way; window widening with the y axis between fits; the
    /// middle slice; "Left" fading out while y re-fits; the indicator's plaque.
    @Test(arguments: [0.6, 2.6, 5.9, 6.5, 10.5])
    func followersGolden(at seconds: Double) throws {
        try GoldenFrames.check(try Self.render("telegram-followers", at: seconds),
                               named: "telegram-followers-\(String(format: "%.1f", seconds))")
    }

    /// Day, the cross-fade half-way, night with the indicator and a toggle:
    /// mid-toggle off (the range running with the fade), off, mid-toggle on.
    @Test(arguments: [0.5, 1.3, 5.8, 6.0, 7.3])
    func nightGolden(at seconds: Double) throws {
        try GoldenFrames.check(try Self.render("telegram-night", at: seconds),
                               named: "telegram-night-\(String(format: "%.1f", seconds))")
    }

    /// The whole year, mid-refit while the window closes in, zoomed into a
    /// month, the indicator over the month.
    @Test(arguments: [1.5, 2.5, 4.6, 8.0])
    func fourLinesGolden(at seconds: Double) throws {
        try GoldenFrames.check(try Self.render("telegram-four-lines", at: seconds),
                               named: "telegram-four-lines-\(String(format: "%.1f", seconds))")
    }
}
