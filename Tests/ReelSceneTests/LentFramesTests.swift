@testable import ReelScene
import Foundation
import ReelEncoding
import Testing

/// Frames lent to a sink that reads them by reference (the MP4 encoder's
/// vmsplice) stay unchanged for as many frames after them as the sink
/// says, and until its pass ends, in the tightest window that lends them,
/// with frames at rest repeated among them and two workers drawing into
/// every buffer as soon as the stream frees it; the frames are those a
/// sink that copies them gets.
@Suite struct LentFramesTests {
    /// The donut preset over 1.2 s: 0.8 s of filling, then frames at rest.
    static func scene() throws -> Scene {
        try GoldenFrames.preset("donut-progress").applying(SceneOverrides(duration: 1.2))
    }

    @Test(arguments: [(1, 1), (1, 2), (2, 1), (2, 2), (3, 2)])
    func lentFramesStayUnchangedUntilTheSinkHasReadThem(lag: Int, jobs: Int) throws {
        let scene = try Self.scene()
        let spec = Reel.videoSpec(scene, format: .mp4)
        // The window lends from lag + 2 frames on.
        let options = RenderOptions(jobs: jobs, renderAhead: (lag + 2) * spec.frameByteCount)
        let lending = LendingCheckSink(lag: lag)
        _ = try Reel.render(scene, spec: spec, into: lending, options: options)
        #expect(lending.lentWrites == spec.frameCount)
        #expect(lending.changed.isEmpty, "lent frames changed before they were read: \(lending.changed.prefix(5))")
        let copying = LendingCheckSink(lag: 0)
        _ = try Reel.render(scene, spec: spec, into: copying, options: options)
        #expect(copying.lentWrites == 0)
        #expect(Bool(lending.frames == copying.frames))
    }

    /// A window too small to draw ahead beside the frames the sink reads
    /// lends nothing; frames on canvases are never lent.
    @Test func windowsTooSmallToLendCopy() throws {
        let scene = try Self.scene().applying(SceneOverrides(duration: 0.2))
        let spec = Reel.videoSpec(scene, format: .mp4)
        let sink = LendingCheckSink(lag: 2)
        _ = try Reel.render(scene, spec: spec, into: sink, options: RenderOptions(jobs: 2, renderAhead: 3 * spec.frameByteCount))
        #expect(sink.lentWrites == 0)
        #expect(sink.frames.count == spec.frameCount)
        let farm = FrameFarm(scene: scene, times: FrameTimes(count: spec.frameCount, fps: spec.fps), jobs: 1)
        #expect(!FrameStream(farm, spec: spec, window: 1, onCanvas: true, lendingLag: 1).lends)
        #expect(FrameStream(farm, spec: spec, window: 3, lendingLag: 1).lends)
    }
}

/// Reads frames `lag` frames behind, as ffmpeg reads a pipe of them: keeps
/// each lent frame's address and a copy of its bytes, and, before each
/// later write (after a pause in which a worker handed a buffer too early
/// would draw into it) and at the end of the pass, records every frame it
/// may still read whose bytes changed.
private final class LendingCheckSink: FrameSink, @unchecked Sendable {
    let lendingLag: Int
    private(set) var frames: [[UInt8]] = []
    private(set) var lentWrites = 0
    private(set) var changed: [String] = []
    private var unread: [(index: Int, bytes: UnsafeRawBufferPointer, copy: [UInt8])] = []

    init(lag: Int) { lendingLag = lag }

    func write(_ frame: UnsafeRawBufferPointer, index: Int) throws {
        frames.append(Array(frame))
    }

    func write(lending frame: UnsafeRawBufferPointer, index: Int) throws {
        lentWrites += 1
        usleep(2000)
        checkUnread(at: "frame \(index)")
        frames.append(Array(frame))
        unread.append((index, frame, Array(frame)))
        if unread.count > lendingLag { unread.removeFirst() }
    }

    private func checkUnread(at moment: String) {
        for lent in unread where !lent.bytes.elementsEqual(lent.copy) {
            changed.append("frame \(lent.index) at \(moment)")
        }
    }

    func endPass() throws -> Bool {
        checkUnread(at: "the end of the pass")
        unread.removeAll()
        return false
    }

    func finish() throws -> EncodeResult { EncodeResult(width: 0, height: 0) }
    func cancel() {}
}
