import Foundation
import ReelEncoding
@testable import ReelScene
import ReelGeometry
import ReelSystem
import Testing

/// Workers well ahead of the consumer step back to the cores nothing else
/// wants and take their share again as it nears them: the rule
/// (`WorkerYield`) on replayed counts, then whole renders: workers in the
/// background while a slow sink lags, and a render beside two busy
/// threads that does not wait on a starved worker.
@Suite struct WorkerYieldTests {
    @Test func smallWindowsNeverStepBack() {
        #expect(WorkerYield(window: WorkerYield.minimumWindow - 1) == nil)
        #expect(WorkerYield(window: 1) == nil)
        let yield = WorkerYield(window: 22)
        #expect(yield?.high == 11)
        #expect(yield?.low == 5)
    }

    @Test func theWorkersMoveOnlyWhenAThresholdIsCrossed() throws {
        var yield = try #require(WorkerYield(window: 16))
        let ready = [0, 3, 7, 8, 9, 8, 5, 4, 3, 4, 7, 8, 8, 2]
        let moves = ready.map { yield.took(ready: $0) }
        #expect(moves == [nil, nil, nil, true, nil, nil, nil, false, nil, nil, nil, true, nil, false])
    }

    @Test func aConsumerAboutToWaitBringsTheWorkersBack() throws {
        var yield = try #require(WorkerYield(window: 8))
        #expect(yield.consumerWaits() == nil)
        #expect(yield.took(ready: 4) == true)
        #expect(yield.consumerWaits() == false)
        #expect(!yield.inBackground)
        #expect(yield.consumerWaits() == nil)
    }

    /// Renders `scene` as MP4 frames with one worker and a window of
    /// `window` frames, calling `take` with each frame's index and the
    /// stream (on the consumer's thread), pausing `pause` microseconds
    /// after each of the first `slowFrames`.
    static func render(_ scene: Scene, window: Int, slowFrames: Int, pause: useconds_t,
                       take: (Int, FrameStream) -> Void = { _, _ in }) throws -> Int {
        let spec = Reel.videoSpec(scene, format: .mp4)
        let farm = FrameFarm(scene: scene, times: FrameTimes(count: spec.frameCount, fps: spec.fps), jobs: 1)
        let stream = FrameStream(farm, spec: spec, window: window, background: BackgroundPriority.shared)
        var frames = 0
        try stream.run { _, index in
            frames += 1
            take(index, stream)
            if index < slowFrames { usleep(pause) }
        }
        return frames
    }

    @Test func workersAheadOfASlowSinkStepBack() throws {
        let scene = try GoldenFrames.preset("line-gradient-reveal").applying(SceneOverrides(duration: 0.6, size: Size(240, 160)))
        var inBackground: [Int] = []
        let frames = try Self.render(scene, window: 12, slowFrames: .max, pause: 3000) { _, stream in
            inBackground.append(stream.workerPlaces.inBackground)
        }
        #expect(frames == inBackground.count)
        if BackgroundPriority.shared != nil {
            #expect(inBackground.contains(1), "the worker never stepped back though the sink lagged")
        } else {
            #expect(!inBackground.contains(1))
        }
    }

    /// Workers step back while the sink lags, then the sink takes frames at
    /// once beside two threads that keep both cores busy: the consumer
    /// brings the worker back while it still draws, before it would wait
    /// on it, and the frames come at an ordinary thread's pace (left in the
    /// background beside the busy threads, the worker took 2-5 s for
    /// these frames, against 0.2-0.3 s).
    @Test(.timeLimit(.minutes(2))) func busyCoresDoNotStarveTheRender() throws {
        let scene = try GoldenFrames.preset("telegram-followers").applying(SceneOverrides(duration: 4, size: Size(480, 360)))
        let busy = BusyThreads(count: 2)
        defer { busy.stop() }
        let slowFrames = 24
        var places: [(running: Int, inBackground: Int)] = []
        let start = DispatchTime.now().uptimeNanoseconds
        let frames = try Self.render(scene, window: 16, slowFrames: slowFrames, pause: 5000) { index, stream in
            places.append(stream.workerPlaces)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(frames == Reel.videoSpec(scene, format: .mp4).frameCount)
        #expect(seconds < 20, "\(frames) frames took \(seconds) s beside two busy threads")
        guard BackgroundPriority.shared != nil else { return }
        let stepsBack = places.prefix(slowFrames).firstIndex { $0.inBackground > 0 }
        #expect(stepsBack != nil, "the worker never stepped back while the sink lagged")
        let comesBack = places.dropFirst(slowFrames).contains { $0.running > 0 && $0.inBackground == 0 }
        #expect(comesBack, "the worker stayed in the background while the sink took frames at once")
    }
}

/// Threads that spin at an ordinary priority until stopped.
private final class BusyThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true

    init(count: Int) {
        for _ in 0..<count {
            Thread { [self] in
                var spins = 0
                while isRunning { spins &+= 1 }
                _ = spins
            }.start()
        }
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
    }
}
