import ReelScene
import Foundation
import ReelEncoding
import Testing

/// Progress counts the whole render: a GIF whose frames are rendered twice
/// shows one count to the end, and the countdown only goes down.
@Suite struct RenderProgressTests {
    /// Collects a render's progress reports.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [RenderProgress] = []

        func add(_ progress: RenderProgress) {
            lock.lock()
            stored.append(progress)
            lock.unlock()
        }

        var all: [RenderProgress] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }

    @Test func aGIFRenderedTwiceCountsBothPassesAsOneRender() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let settings = try EncoderSettings(gifSecondPass: .render)
        let options = RenderOptions(encoder: settings, progress: { reports.add($0) })
        _ = try Reel.render(try FormatFixtures.scene(), to: folder.appendingPathComponent("a.gif"), options: options)
        let all = reports.all
        // 10 frames, each rendered in both passes.
        #expect(all.count == 20)
        #expect(all.map(\.done) == Array(1...20), "one count over both passes")
        #expect(all.allSatisfy { $0.total == 20 && $0.passes == 2 })
        #expect(all.map(\.pass) == Array(repeating: 1, count: 10) + Array(repeating: 2, count: 10))
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.elapsed <= $1.elapsed }, "elapsed counts from the render's start")

        var countdown = ProgressCountdown(warmUp: 0)
        let left = all.map { countdown.secondsLeft(done: $0.done, total: $0.total, elapsed: $0.elapsed) }
        // The end of the first pass is half way, not zero seconds left.
        #expect(left[9] > 0 && left[9].isFinite, "\(left)")
        #expect(left.last == 0)
    }

    @Test func aGIFWithStoredFramesRendersOnce() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let options = RenderOptions(encoder: try EncoderSettings(gifSecondPass: .store), progress: { reports.add($0) })
        _ = try Reel.render(try FormatFixtures.scene(), to: folder.appendingPathComponent("a.gif"), options: options)
        #expect(reports.all.map(\.done) == Array(1...10))
        #expect(reports.all.allSatisfy { $0.total == 10 && $0.passes == 1 })
    }

    @Test func theCountdownNeverRisesWhileTheTotalStays() {
        var countdown = ProgressCountdown(warmUp: 1)
        // A fast start (the frames window filling) is left out of the rate.
        #expect(countdown.secondsLeft(done: 30, total: 100, elapsed: 0.5).isInfinite, "warming up")
        #expect(countdown.secondsLeft(done: 40, total: 100, elapsed: 1).isInfinite, "the rate starts here")
        #expect(countdown.secondsLeft(done: 50, total: 100, elapsed: 2) == 5, "10 frames a second from the mark")
        // A little slower: 12 frames in 1.5 s since the mark would say 6 s; it holds at 5.
        #expect(countdown.secondsLeft(done: 52, total: 100, elapsed: 2.5) == 5)
        #expect(countdown.secondsLeft(done: 90, total: 100, elapsed: 6) == 1)
        // 51 frames in 8 s would say 1.41 s: under 1.5 times what is shown, it holds.
        #expect(countdown.secondsLeft(done: 91, total: 100, elapsed: 9) == 1)
        // Much slower (51 frames in 11 s: 1.94 s, over 1.5 times): corrected upwards.
        #expect(countdown.secondsLeft(done: 91, total: 100, elapsed: 12) == 9 * 11 / 51.0)
        // The total grows (a second pass turns out to be needed): afresh.
        #expect(countdown.secondsLeft(done: 100, total: 200, elapsed: 7) == 10)
        #expect(countdown.secondsLeft(done: 200, total: 200, elapsed: 14) == 0)
    }

    @Test func aBatchCountsEveryOutputsFrames() {
        var batch = BatchProgress(frameCounts: [10, 20, 30])
        #expect(batch.count == 3 && batch.current == 0 && batch.done == 0 && batch.total == 60)
        batch.update(0, RenderProgress(pass: 1, passes: 2, framesDone: 4, frameCount: 10, elapsed: 1, jobs: 1))
        #expect(batch.current == 1 && batch.done == 4 && batch.total == 70, "output 1 takes two passes")
        batch.update(1, RenderProgress(pass: 1, passes: 1, framesDone: 5, frameCount: 20, elapsed: 1, jobs: 1))
        #expect(batch.current == 2 && batch.done == 9)
        batch.finish(0)
        #expect(batch.done == 25 && batch.total == 70)
        batch.finish(2)  // failed before its first frame: counted done
        #expect(batch.done == 55 && batch.current == 2)
    }
}
