import ReelScene
import Foundation
import ReelRaster
import Testing

@Suite struct LineGoldenTests {
    /// Seed 001: before the reveal, half-way (a part of the gradient line),
    /// done, and with the bubble after it has sprung in.
    @Test(arguments: [0.0, 1.25, 2.5, 3.5])
    func lineGradientRevealGolden(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("line-gradient-reveal"))
        try GoldenFrames.check(try renderer.canvas(at: seconds), named: "line-gradient-reveal-\(String(format: "%.2f", seconds))")
    }

    /// Seed 001 in Arabic, mirrored: half-way from the right, done, with the bubble.
    @Test(arguments: [1.25, 2.5, 3.5])
    func lineRightToLeftGolden(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("line-rtl"))
        try GoldenFrames.check(try renderer.canvas(at: seconds), named: "line-rtl-\(String(format: "%.2f", seconds))")
    }

    /// Seed 004: lines drawing in, the popup early in its sweep, and clamped at the right edge.
    @Test(arguments: [0.6, 2.2, 5.4])
    func multiLinePopupGolden(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("multi-line-popup"))
        try GoldenFrames.check(try renderer.canvas(at: seconds), named: "multi-line-popup-\(String(format: "%.1f", seconds))")
    }

    @Test func smoothAreaGolden() throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("line-smooth-area"))
        try GoldenFrames.check(try renderer.canvas(at: 1.5), named: "line-smooth-area-1.5")
    }
}
