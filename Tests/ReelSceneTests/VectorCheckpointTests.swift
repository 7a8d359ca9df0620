import Foundation
import ReelGeometry
import ReelSystem
@testable import ReelScene
import Testing

/// A signal ends a long vector render promptly in the writing too: the SVG
/// and Lottie writers call their checkpoint (where a render checks its
/// cancellation) often, however many frames the document follows. Measured
/// here on the writing alone, which on a fast machine is over before a
/// signal sent at a fixed time reaches it (VectorLimitTests sends its signals
/// during the frames).
@Suite struct VectorCheckpointTests {
    /// 1800 frames (half the vector limit) of the scene with the most items.
    static let lists: [DisplayList] = {
        let scene = try! GoldenFrames.preset("contest-percentage-area").applying(SceneOverrides(fps: 60, duration: 30))
        let spec = Reel.videoSpec(scene, format: .svg)
        return try! Reel.displayLists(scene, spec: spec, jobs: 2, options: RenderOptions(), cancellation: Cancellation())
    }()

    /// The longest stretch between two checkpoints (from the start to the
    /// first, and from the last to the end included) as a share of the
    /// whole writing, and how many checkpoints there were.
    static func stretches(_ write: (@escaping () throws -> Void) throws -> Void) throws -> (longest: Double, count: Int) {
        let clock = Clock()
        try write { clock.tick() }
        clock.tick()
        return (clock.longest / clock.total, clock.count)
    }

    /// A share, not seconds, so that it holds on fast and slow machines:
    /// writing 3600 frames (the limit) takes 6-8 s on a fast machine, and a
    /// tenth of that is under a second. A Lottie document's text, once
    /// written whole after the last checkpoint, was a quarter of it.
    @Test func noStretchBetweenCheckpointsIsOverATenthOfTheWriting() throws {
        let scene = try GoldenFrames.preset("contest-percentage-area")
        let frames = Self.lists
        #expect(frames.count == 1800)
        let svg = try Self.stretches { try _ = Reel.animatedSVG(scene, frames: frames, fps: 60, checkpoint: $0) }
        let lottie = try Self.stretches { try _ = Reel.lottie(scene, frames: frames, fps: 60, checkpoint: $0) }
        #expect(svg.longest < 0.1, "SVG: \(svg)")
        #expect(lottie.longest < 0.1, "Lottie: \(lottie)")
        #expect(svg.count > 50 && lottie.count > 50, "SVG \(svg), Lottie \(lottie)")
    }

    /// Any checkpoint that throws stops the writing there: nothing after it runs.
    @Test func aThrowingCheckpointStopsTheWriting() throws {
        struct Stop: Error {}
        let scene = try GoldenFrames.preset("contest-percentage-area")
        var calls = 0
        #expect(throws: Stop.self) {
            try _ = Reel.animatedSVG(scene, frames: Self.lists, fps: 60) {
                calls += 1
                if calls == 50 { throw Stop() }
            }
        }
        #expect(calls == 50)
    }
}

/// Gaps between ticks, on the monotonic clock.
private final class Clock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var longest = 0.0
    private(set) var count = 0
    private(set) var total = 0.0

    func tick() {
        let now = DispatchTime.now().uptimeNanoseconds
        longest = max(longest, Double(now - last) / 1e9)
        total += Double(now - last) / 1e9
        last = now
        count += 1
    }
}
