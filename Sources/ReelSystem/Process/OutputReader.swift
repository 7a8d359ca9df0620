import Foundation

/// Reads a child's standard output to its end on one thread and hands it,
/// in order, to `consumer` on another, so the child goes on writing while
/// the consumer works on what came before: up to `ahead` bytes wait
/// between the two, and a consumer slower than that holds the child back
/// through the full pipe. The first error the consumer throws stops the
/// handing (the rest is read and dropped, so the child never blocks on a
/// full pipe) and is rethrown by `wait`.
package final class OutputReader: @unchecked Sendable {
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var queued = 0
    private var ended = false
    private var failure: Error?
    private let done = DispatchSemaphore(value: 0)

    package init(fd: Int32, ahead: Int = 8 << 20, consumer: @escaping @Sendable (UnsafeRawBufferPointer) throws -> Void) {
        Thread { [self] in read(fd, ahead: ahead) }.start()
        Thread { [self] in hand(to: consumer) }.start()
    }

    /// Waits for the end of the output; rethrows what the consumer threw.
    package func wait() throws {
        done.wait()
        done.signal()
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
    }

    private func read(_ fd: Int32, ahead: Int) {
        // One buffer for every read; each chunk queued is a copy of what was
        // read, so `ahead` bounds the memory the queue holds.
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            condition.lock()
            while queued >= ahead, failure == nil { condition.wait() }
            if failure == nil {
                chunks.append(chunk)
                queued += count
                condition.broadcast()
            }
            condition.unlock()
        }
        close(fd)
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    private func hand(to consumer: (UnsafeRawBufferPointer) throws -> Void) {
        while true {
            condition.lock()
            while chunks.isEmpty, !ended { condition.wait() }
            guard !chunks.isEmpty else {
                condition.unlock()
                break
            }
            let chunk = chunks.removeFirst()
            queued -= chunk.count
            condition.broadcast()
            condition.unlock()
            do {
                try chunk.withUnsafeBytes { try consumer($0) }
            } catch {
                condition.lock()
                failure = error
                chunks = []
                queued = 0
                condition.broadcast()
                condition.unlock()
            }
        }
        done.signal()
    }
}
