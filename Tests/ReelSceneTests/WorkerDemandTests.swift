import Foundation
import ReelEncoding
@testable import ReelScene
import Testing

/// Workers started as the encoder needs them: the rule (`WorkerDemand`) on
/// replayed waits, then whole renders into a sink that is slower than one
/// worker (one worker draws) and one that takes frames at once (a second
/// worker starts), with the same frames either way.
@Suite struct WorkerDemandTests {
    static let ms: UInt64 = 1_000_000

    @Test func waitsDuringTheWarmUpDoNotCount() {
        var demand = WorkerDemand(warmup: 10, share: 0.1, span: 10 * Self.ms)
        for index in 0..<10 {
            let asked = demand.took(index, waited: 50 * Self.ms, now: UInt64(index) * 50 * Self.ms)
            #expect(!asked, "frame \(index)")
        }
    }

    @Test func anEncoderThatPushesBackNeverAsks() {
        var demand = WorkerDemand(warmup: 0, share: 0.1, span: 10 * Self.ms)
        // The consumer waits a little now and then: 5 % of its time.
        for index in 0..<1000 {
            let waited: UInt64 = index % 20 == 0 ? 4 * Self.ms : 0
            let asked = demand.took(index, waited: waited, now: UInt64(index + 1) * 4 * Self.ms)
            #expect(!asked, "frame \(index)")
        }
    }

    @Test func aConsumerThatWaitsAsksOnceTheSpanHasPassedThenCountsAgain() {
        var demand = WorkerDemand(warmup: 2, share: 0.1, span: 10 * Self.ms)
        // Frame 2 starts the count; every frame after it waited 2 of its 3 ms.
        var asked: [Int] = []
        for index in 2..<20 where demand.took(index, waited: 2 * Self.ms, now: UInt64(index) * 3 * Self.ms) {
            asked.append(index)
        }
        // 10 ms after frame 2 (6 ms) is frame 6 (18 ms); then 10 ms after that, frame 10.
        #expect(asked == [6, 10, 14, 18])
    }

    @Test func theShareIsOfTheTimeSinceTheCountStarted() {
        var demand = WorkerDemand(warmup: 0, share: 0.5, span: 0)
        let asked = [demand.took(0, waited: 0, now: 100), demand.took(1, waited: 50, now: 200), demand.took(2, waited: 1, now: 201)]
        // 50 of 100 ns is not more than half; 51 of 101 is.
        #expect(asked == [false, false, true])
    }

    /// A donut filling for the whole of its 240 frames: no frame is at rest,
    /// so none is a repeat that costs the workers nothing.
    static let filling = """
        {"canvas": {"width": 240, "height": 240, "fps": 60, "duration": 4, "scale": 1, "padding": 20},
         "chart": {"type": "donut", "value": 75, "maxValue": 100, "barWidth": 20, "tintColor": "orange",
                   "label": {"format": "{percent}%", "size": 36}},
         "timeline": [{"property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 4, "curve": "linear"}]}
        """

    /// The filling donut's frames; the sink, `delay` seconds a frame.
    static func render(delay: Double) throws -> (jobs: Int, frames: [[UInt8]]) {
        let scene = try SceneLoader.decode(SourceText(name: "filling.json", bytes: Array(Self.filling.utf8)))
        let spec = Reel.videoSpec(scene, format: .mp4)
        let sink = TimedSink(delay: delay)
        let (_, jobs) = try Reel.render(scene, spec: spec, into: sink, options: RenderOptions())
        #expect(sink.frames.count == spec.frameCount)
        return (jobs, sink.frames)
    }

    /// A sink that takes 5 ms a frame (an encoder such as x264) is fed by
    /// one worker, the whole clip ahead of it (the frames are tiny), even
    /// with both cores busy; one that takes frames at once waits for them,
    /// and a second worker starts (where there is a second core). The
    /// frames are the same.
    @Test func aSecondWorkerStartsOnlyWhenTheConsumerWaits() throws {
        let slow = try Self.render(delay: 0.005)
        #expect(slow.jobs == 1)
        let fast = try Self.render(delay: 0)
        #expect(fast.jobs == min(2, ProcessInfo.processInfo.activeProcessorCount))
        #expect(fast.frames == slow.frames)
    }
}

private final class TimedSink: FrameSink, @unchecked Sendable {
    let delay: Double
    private(set) var frames: [[UInt8]] = []

    init(delay: Double) { self.delay = delay }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        frames.append(Array(frame))
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    }

    func endPass() throws -> Bool { false }
    func finish() throws -> EncodeResult { EncodeResult(width: 0, height: 0) }
    func cancel() {}
}
