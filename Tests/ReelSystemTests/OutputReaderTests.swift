import Foundation
@testable import ReelSystem
import Testing

/// `OutputReader`: everything a child writes reaches the consumer in order
/// while the child runs ahead of it, and a consumer's error stops neither
/// the child nor the reading.
@Suite struct OutputReaderTests {
    /// A pipe and a thread writing `bytes` into it in pieces of `piece`, then closing it.
    private static func feed(_ bytes: [UInt8], piece: Int) -> (read: Int32, written: DispatchSemaphore) {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        let written = DispatchSemaphore(value: 0)
        let fd = ends[1]
        Thread {
            var at = 0
            while at < bytes.count {
                let count = bytes[at..<min(bytes.count, at + piece)].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                at += count
            }
            close(fd)
            written.signal()
        }.start()
        return (ends[0], written)
    }

    @Test func slowConsumerGetsEveryByteInOrder() throws {
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 251) }
        let (fd, written) = Self.feed(bytes, piece: 100_003)
        let received = Received()
        let reader = OutputReader(fd: fd, ahead: 1 << 20) { chunk in
            usleep(200)
            received.append(chunk)
        }
        try reader.wait()
        #expect(written.wait(timeout: .now() + 10) == .success)
        #expect(received.bytes == bytes)
    }

    /// The child writes far more than the pipe and the queue hold after the
    /// consumer failed: it must still finish, and `wait` rethrows the error.
    @Test func failingConsumerNeitherBlocksTheChildNorIsLost() throws {
        let bytes = [UInt8](repeating: 1, count: 24 << 20)
        let (fd, written) = Self.feed(bytes, piece: 65536)
        let reader = OutputReader(fd: fd, ahead: 1 << 20) { _ in throw SystemError.output("consumer failed") }
        #expect(written.wait(timeout: .now() + 20) == .success, "the writer blocked")
        let error = #expect(throws: SystemError.self) { try reader.wait() }
        #expect(error?.description == "consumer failed")
    }

    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [UInt8] = []
        func append(_ chunk: UnsafeRawBufferPointer) { lock.withLock { stored += chunk } }
        var bytes: [UInt8] { lock.withLock { stored } }
    }
}
