import Foundation

/// Writes frames to an ffmpeg process on a thread of its own, up to `depth`
/// frames behind the renderer.
///
/// A pipe holds at most 1 MiB here (`/proc/sys/fs/pipe-max-size`), less than
/// a frame, so writing from the render loop blocks until ffmpeg has read, and
/// rendering and encoding take turns. With the writes on their own thread
/// the next frames render while ffmpeg works; memory stays bounded by `depth`
/// frames.
final class FrameWriter: @unchecked Sendable {
    private let process: FFmpegProcess
    private let depth: Int
    private let condition = NSCondition()
    private var queue: [[UInt8]] = []
    private var closed = false
    private var failure: Error?
    private let done = DispatchSemaphore(value: 0)

    init(process: FFmpegProcess, depth: Int = 3) {
        self.process = process
        self.depth = max(depth, 1)
        let thread = Thread { [self] in run() }
        thread.start()
    }

    /// Queues a frame, waiting while `depth` frames are queued; throws what
    /// made the writer stop (ffmpeg died).
    func enqueue(_ frame: [UInt8]) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= depth && failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append(frame)
        condition.broadcast()
    }

    /// Waits until every queued frame is written; throws a write failure.
    func finish() throws {
        close(discarding: false)
        waitForThread()
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
    }

    /// Stops without writing what is left.
    func cancel() {
        close(discarding: true)
        waitForThread()
    }

    /// Returns once the thread has stopped; may be called any number of times.
    private func waitForThread() {
        done.wait()
        done.signal()
    }

    private func close(discarding: Bool) {
        condition.lock()
        closed = true
        if discarding { queue.removeAll() }
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        defer { done.signal() }
        while true {
            condition.lock()
            while queue.isEmpty && !closed { condition.wait() }
            guard !queue.isEmpty else {
                condition.unlock()
                return
            }
            let frame = queue.removeFirst()
            condition.broadcast()
            condition.unlock()
            do {
                try process.write(frame)
            } catch {
                condition.lock()
                failure = error
                queue.removeAll()
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }
}
