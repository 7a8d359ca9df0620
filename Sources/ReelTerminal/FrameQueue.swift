import Foundation

/// Renders frames ahead of the player on worker threads.
///
/// The player says which frames it will want next (`want`), nearest first;
/// idle workers claim the first of them that is neither ready nor being
/// drawn. Frames are pure functions of time, so any worker may draw any
/// frame. A new setup (`replace`) drops every frame of the old one, and a
/// frame finished for an old setup is thrown away. Each finished frame
/// writes a byte to `wakeFD`, so the player's poll wakes for it.
package final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var setup: PlaySetup
    private var wanted: [Int] = []
    private var ready: [Int: [UInt8]] = [:]
    private var claimed: Set<Int> = []
    private var failure: Error?
    private var stopped = false
    private var running = 0
    /// The player polls this end.
    package let wakeFD: Int32
    private let wakeWriteFD: Int32
    /// The end that wakes the player (for messages of its own).
    package var wakeWriteEnd: Int32 { wakeWriteFD }

    package init(setup: PlaySetup, workers: Int = 2) throws {
        self.setup = setup
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError.system("pipe", errno) }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        (wakeFD, wakeWriteFD) = (fds[0], fds[1])
        running = workers
        for _ in 0..<workers {
            let thread = Thread { [self] in work() }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Renders `setup`'s frames from now on; frames of the one before are dropped.
    package func replace(_ setup: PlaySetup) {
        condition.lock()
        self.setup = setup
        ready.removeAll()
        claimed.removeAll()
        wanted.removeAll()
        condition.unlock()
    }

    /// The frames wanted next, nearest first. Ready frames not among them are dropped.
    package func want(_ indices: [Int]) {
        condition.lock()
        wanted = indices
        let keep = Set(indices)
        ready = ready.filter { keep.contains($0.key) }
        condition.broadcast()
        condition.unlock()
    }

    /// Frame `index` of the current setup, if it is ready; throws what a worker failed with.
    package func frame(_ index: Int) throws -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        return ready[index]
    }

    /// Empties the wake pipe.
    package func drainWakes() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeFD, &buffer, buffer.count) > 0 {}
    }

    /// Stops the workers and waits for them.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
        close(wakeFD)
        close(wakeWriteFD)
    }

    private func work() {
        var encoder: FrameEncoder?
        while let (index, setup) = claim() {
            do {
                if encoder?.setup.generation != setup.generation { encoder = try FrameEncoder(setup: setup) }
                let bytes = try encoder!.screenBytes(frame: index)
                finish(index, setup.generation, .success(bytes))
            } catch {
                finish(index, setup.generation, .failure(error))
            }
        }
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    private func claim() -> (Int, PlaySetup)? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            if failure == nil, let index = wanted.first(where: { ready[$0] == nil && !claimed.contains($0) }) {
                claimed.insert(index)
                return (index, setup)
            }
            condition.wait()
        }
        return nil
    }

    private func finish(_ index: Int, _ generation: Int, _ result: Result<[UInt8], Error>) {
        condition.lock()
        if generation == setup.generation {
            claimed.remove(index)
            switch result {
            case .success(let bytes): if wanted.contains(index) { ready[index] = bytes }
            case .failure(let error): failure = error
            }
        }
        condition.broadcast()
        condition.unlock()
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
    }
}
