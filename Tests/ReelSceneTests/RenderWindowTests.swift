@testable import ReelScene
import Foundation
import ReelEncoding
import ReelGeometry
import ReelRaster
import Testing

/// The render pipeline's output window: frames rendered ahead of the sink
/// come out in order and byte-identical whatever the window and the
/// workers, a failing sink stops the render without a hang, and the window
/// stays inside its budgets.
@Suite struct RenderWindowTests {
    /// The donut preset cut to 0.4 s: 24 frames at 60 fps.
    static func scene() throws -> Scene {
        try GoldenFrames.preset("donut-progress").applying(SceneOverrides(duration: 0.4))
    }

    /// A window of one frame (renderAhead 0) takes the workers' frames one
    /// buffer at a time; a window of three frames with two workers, two.
    @Test(arguments: [(1, 0), (2, 0), (3, 1 << 30), (2, 3 * 345_600), (3, 345_600)])
    func framesArriveInOrderAndIdentical(_ jobs: Int, _ renderAhead: Int) throws {
        let scene = try Self.scene()
        let spec = Reel.videoSpec(scene, format: .mp4)
        let sink = CollectingSink()
        _ = try Reel.render(scene, spec: spec, into: sink, options: RenderOptions(jobs: jobs, renderAhead: renderAhead))
        #expect(sink.indices == Array(0..<spec.frameCount))
        // Each frame against the same frame drawn alone, outside the pipeline.
        for index in [0, 7, spec.frameCount - 1] {
            var renderer = FrameRenderer(scene: scene)
            let canvas = try renderer.canvas(at: Double(index) / Double(spec.fps))
            var expected = [UInt8](repeating: 0, count: spec.frameByteCount)
            expected.withUnsafeMutableBytes { canvas.copyYUV420(padding: scene.canvas.background ?? .black, into: $0) }
            #expect(sink.frames[index] == expected, "frame \(index), jobs \(jobs), ahead \(renderAhead)")
        }
    }

    @Test func aFailingSinkStopsARenderFarAhead() throws {
        let scene = try Self.scene()
        let spec = Reel.videoSpec(scene, format: .mp4)
        let sink = CollectingSink(failAt: 5)
        #expect(throws: CollectingSink.Failure.self) {
            _ = try Reel.render(scene, spec: spec, into: sink, options: RenderOptions(jobs: 2, renderAhead: 1 << 30))
        }
        #expect(sink.indices == Array(0..<5))
        #expect(sink.cancelled)
    }

    /// With no room for a frame of the window beside the worker (a 4K
    /// frame's case, forced here by a budget of nothing), frames are handed
    /// over on the worker's canvas, yuv420p's converted over its pixels: the
    /// same bytes, in order, at an even and an odd size; a failing sink
    /// still stops the render.
    @Test(arguments: [(VideoFormat.gif, 1.0), (.mp4, 1.0), (.mp4, 0.6125)])
    func framesHandedOverOnTheCanvasAreTheWindowsFrames(format: VideoFormat, scale: Double) throws {
        let scene = try Self.scene().applying(SceneOverrides(scale: scale))
        let spec = Reel.videoSpec(scene, format: format)
        #expect(scale == 1 || (spec.width % 2 == 1 || spec.height % 2 == 1), "\(spec.width)x\(spec.height)")
        let canvas = spec.width * spec.height * 4
        #expect(RenderOptions(memoryBudget: 0).framesOnCanvas(frameBytes: spec.frameByteCount, canvasBytes: canvas, jobs: 1))
        let onCanvas = CollectingSink(), windowed = CollectingSink()
        _ = try Reel.render(scene, spec: spec, into: onCanvas, options: RenderOptions(jobs: 2, memoryBudget: 0))
        _ = try Reel.render(scene, spec: spec, into: windowed, options: RenderOptions(jobs: 2))
        #expect(onCanvas.indices == Array(0..<spec.frameCount))
        #expect(Bool(onCanvas.frames == windowed.frames), "frames on the canvas differ from the window's")
        let failing = CollectingSink(failAt: 5)
        #expect(throws: CollectingSink.Failure.self) {
            _ = try Reel.render(scene, spec: spec, into: failing, options: RenderOptions(jobs: 2, memoryBudget: 0))
        }
        #expect(failing.indices == Array(0..<5) && failing.cancelled)
    }

    /// Frames go on the canvas only where the budget holds at most one
    /// beside the workers: at 4K (a GIF's frames and an MP4's), not at 1080p.
    @Test func onlyFramesWithNoRoomBesideTheWorkerGoOnTheCanvas() {
        let options = RenderOptions()
        let huge = 3840 * 2160 * 4, hd = 1920 * 1080 * 4, small = 800 * 600 * 4
        #expect(options.framesOnCanvas(frameBytes: huge, canvasBytes: huge, jobs: options.workers(frameBytes: huge)))
        #expect(options.framesOnCanvas(frameBytes: 3840 * 2160 * 3 / 2, canvasBytes: huge, jobs: 1))
        #expect(!options.framesOnCanvas(frameBytes: 1920 * 1080 * 3 / 2, canvasBytes: hd, jobs: options.workers(frameBytes: hd)))
        #expect(!options.framesOnCanvas(frameBytes: hd, canvasBytes: hd, jobs: options.workers(frameBytes: hd)))
        #expect(!options.framesOnCanvas(frameBytes: small, canvasBytes: small, jobs: options.workers(frameBytes: small)))
    }

    /// Every canvas up to 3840x2160, as yuv420p frames and as frames of 4
    /// bytes a pixel: the workers, their masks and the window (nothing where
    /// frames go on the canvas, but yuv420p's chroma held aside) fit the
    /// default budget, and 800x600 keeps two workers and a window of `renderAhead`.
    @Test func framesInFlightFitTheDefaultBudgetUpTo4K() {
        let options = RenderOptions(jobs: 2)
        for width in stride(from: 640, through: 3840, by: 64) {
            let height = width * 9 / 16, canvas = width * height * 4
            for frame in [width * height * 3 / 2, canvas] {
                let jobs = options.workers(frameBytes: canvas)
                let onCanvas = options.framesOnCanvas(frameBytes: frame, canvasBytes: canvas, jobs: jobs)
                let window = onCanvas ? 0 : options.window(frameBytes: frame, canvasBytes: canvas, jobs: jobs, frameCount: 600)
                let aside = onCanvas && frame < canvas ? jobs * (width * height / 2 + 2 * width) : 0
                let held = jobs * RenderOptions.workerBytes(canvasBytes: canvas) + window * frame + aside
                #expect(held <= RenderOptions.defaultMemoryBudget, "\(width)x\(height), \(frame) bytes a frame: \(jobs) workers, \(window) frames")
            }
        }
        let small = 800 * 600 * 4
        #expect(options.workers(frameBytes: small) == 2)
        #expect(options.window(frameBytes: small, canvasBytes: small, jobs: 2, frameCount: 600) == options.renderAhead / small)
    }

    @Test func windowStaysInsideItsBudgets() {
        let options = RenderOptions(memoryBudget: 64 << 20, renderAhead: 32 << 20)
        let small = 800 * 480 * 3 / 2, smallCanvas = 800 * 480 * 4
        #expect(options.window(frameBytes: small, canvasBytes: smallCanvas, jobs: 2, frameCount: 1000) == (32 << 20) / small)
        #expect(options.window(frameBytes: small, canvasBytes: smallCanvas, jobs: 2, frameCount: 10) == 10)
        // 1080p in 48 MB: the memory budget, not renderAhead, bounds it.
        let large = 1920 * 1080 * 3 / 2, largeCanvas = 1920 * 1080 * 4
        let window = RenderOptions(memoryBudget: 48 << 20, renderAhead: 32 << 20).window(frameBytes: large, canvasBytes: largeCanvas, jobs: 2, frameCount: 3600)
        let worker = RenderOptions.workerBytes(canvasBytes: largeCanvas)
        #expect(window == ((48 << 20) - 2 * worker) / large)
        #expect(2 * worker + window * large <= 48 << 20)
        #expect(RenderOptions(renderAhead: 0).window(frameBytes: small, canvasBytes: smallCanvas, jobs: 2, frameCount: 9) == 1)
        // 4K: one worker, one frame of the window.
        let huge = 3840 * 2160 * 3 / 2, hugeCanvas = 3840 * 2160 * 4
        let jobs = RenderOptions(jobs: 2).workers(frameBytes: hugeCanvas)
        #expect(jobs == 1)
        #expect(RenderOptions().window(frameBytes: huge, canvasBytes: hugeCanvas, jobs: jobs, frameCount: 600) == 1)
    }
}

/// Keeps every frame in order; optionally throws at one index.
private final class CollectingSink: FrameSink, @unchecked Sendable {
    struct Failure: Error {}
    private let failAt: Int?
    private(set) var frames: [[UInt8]] = []
    private(set) var indices: [Int] = []
    private(set) var cancelled = false

    init(failAt: Int? = nil) { self.failAt = failAt }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        if index == failAt { throw Failure() }
        frames.append(Array(frame))
        indices.append(index)
    }

    func endPass() throws -> Bool { false }
    func finish() throws -> EncodeResult { EncodeResult(width: 0, height: 0) }
    func cancel() { cancelled = true }
}

/// Frames at rest (the donut preset's last 0.4 s, after its 0.8 s fill)
/// are handed over as the frame before them, not drawn again: the bytes are
/// those of every frame drawn alone, and without a window to keep the last
/// frame in, every frame is drawn.
@Suite struct RestingFramesTests {
    @Test(arguments: [1, 2])
    func framesAtRestRepeatTheFrameBefore(_ jobs: Int) throws {
        let scene = try GoldenFrames.preset("donut-progress").applying(SceneOverrides(duration: 1.2))
        let spec = Reel.videoSpec(scene, format: .mp4)
        let farm = FrameFarm(scene: scene, times: FrameTimes(count: spec.frameCount, fps: spec.fps), jobs: jobs)
        let stream = FrameStream(farm, spec: spec, window: 4)
        var frames: [[UInt8]] = []
        try stream.run { frame, _ in frames.append(Array(frame)) }
        // 0.8 s of 1.2 s moves: frames from 0.8 s on (48 of 72) draw the same.
        #expect(frames.count == 72)
        #expect(stream.repeatedFrames >= 1 && stream.repeatedFrames <= 72 - 49, "\(stream.repeatedFrames) repeated")
        if jobs == 1 { #expect(stream.repeatedFrames == 72 - 49) }
        for index in [0, 30, 48, 49, 60, 71] {
            var renderer = FrameRenderer(scene: scene)
            let canvas = try renderer.canvas(at: Double(index) / Double(spec.fps))
            var expected = [UInt8](repeating: 0, count: spec.frameByteCount)
            expected.withUnsafeMutableBytes { canvas.copyYUV420(padding: scene.canvas.background ?? .black, into: $0) }
            #expect(frames[index] == expected, "frame \(index), jobs \(jobs)")
        }
        let unwindowed = FrameStream(farm, spec: spec, window: 1)
        var drawn: [[UInt8]] = []
        try unwindowed.run { frame, _ in drawn.append(Array(frame)) }
        #expect(unwindowed.repeatedFrames == 0)
        #expect(Bool(drawn == frames))
    }
}
