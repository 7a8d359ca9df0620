import ReelScene
import Foundation
import ReelRaster
import Testing

@Suite struct DonutGoldenTests {
    /// Seed 002's reveal: empty at 0 s, half of the 75% arc at 0.4 s (the
    /// midpoint of easeInEaseOut), the whole 75% at 0.8 s.
    @Test(arguments: [0.0, 0.4, 0.8])
    func donutProgressGolden(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("donut-progress"))
        let canvas = try renderer.canvas(at: seconds)
        try GoldenFrames.check(canvas, named: "donut-progress-\(String(format: "%.1f", seconds))")
    }

    /// The spring preset: overshooting past 82% with the colour mid-blend, then settled.
    @Test(arguments: [0.45, 0.6, 2.0])
    func donutSpringGolden(at seconds: Double) throws {
        var renderer = FrameRenderer(scene: try GoldenFrames.preset("donut-spring"))
        let canvas = try renderer.canvas(at: seconds)
        try GoldenFrames.check(canvas, named: "donut-spring-\(String(format: "%.2f", seconds))")
    }

    /// Independent of the goldens: the fill reaches exactly as far round the
    /// ring as the timing says, and flat colours are exact.
    @Test func fillReachesTheAngleTheTimingGives() throws {
        let scene = try GoldenFrames.preset("donut-progress")
        var renderer = FrameRenderer(scene: scene)
        let canvas = try renderer.canvas(at: 0.4)
        // 480x480 px, ring centred, outer radius 200 px, bar 40 px: sample mid-bar at r = 180.
        func sample(degreesFromTop: Double) -> (r: Int, g: Int, b: Int, a: Int) {
            let angle = (degreesFromTop - 90) * Double.pi / 180
            return canvas.rgba8(x: Int(240 + 180 * cos(angle)), y: Int(240 + 180 * sin(angle)))
        }
        let orange = (255, 128, 0, 255)
        let track = (242, 242, 247, 255)
        // At 0.4 s easeInEaseOut is at 0.5, so the fill spans 0.5 x 75% = 135 degrees.
        #expect(sample(degreesFromTop: 5) == orange)
        #expect(sample(degreesFromTop: 130) == orange)
        #expect(sample(degreesFromTop: 140) == track)
        #expect(sample(degreesFromTop: 350) == track)
        #expect(canvas.rgba8(x: 2, y: 2) == (255, 255, 255, 255))
    }
}
