@testable import ReelEncoding
import Foundation
import ReelSystem
import TestSupport
import Testing

/// Writes by reference (`FFmpegProcess.write(lending:)`, vmsplice): the
/// child reads the very pages written, so a buffer may change only once
/// `writesUntilRead` writes have followed it. Each buffer here is filled
/// again the moment the count allows, with words found nowhere else, while
/// a slow reader keeps the pipe full: a buffer changed before it was read
/// shows in what the child received.
@Suite struct LendingWriteTests {
    static let marker = Array("FRAME\n".utf8)
    static let partBytes = 300_000

    /// A reader that takes 64 KiB at a time, 2 ms apart, after `enlarging`
    /// its pipe to that many bytes (0: not), and writes what it read to the
    /// file named last.
    static func slowReader(enlarging: Int) -> [String] {
        let script = """
            import fcntl, sys, time
            time.sleep(0.05)
            if \(enlarging): fcntl.fcntl(0, 1031, \(enlarging))
            with open(sys.argv[1], "wb") as out:
                while chunk := sys.stdin.buffer.read1(65536):
                    out.write(chunk)
                    time.sleep(0.002)
            """
        return ["/usr/bin/python3", "-c", script]
    }

    @Test func buffersChangedWhenTheCountAllowsArriveAsWritten() throws {
        let (received, sent) = try writeLending(frames: 16, reader: Self.slowReader(enlarging: 0))
        #expect(received.count == sent.count && received == sent, "received \(received.count) bytes of \(sent.count)")
    }

    /// A reader that enlarges its pipe to 1 MiB, the most
    /// /proc/sys/fs/pipe-max-size gives anyone by default (so that the
    /// count no longer holds): the writer notices the new capacity, waits
    /// for the pipe to empty, and copies from then on.
    @Test func aPipeEnlargedByItsReaderIsEmptiedAndThenCopied() throws {
        let (received, sent) = try writeLending(frames: 24, reader: Self.slowReader(enlarging: 1 << 20))
        #expect(received.count == sent.count && received == sent, "received \(received.count) bytes of \(sent.count)")
    }

    /// Writes `frames` parts of `partBytes` (each after the marker) by
    /// reference through `writesUntilRead + 1` buffers in turn, and returns
    /// what `reader` (given the file to write last) received and what was sent.
    private func writeLending(frames: Int, reader: [String]) throws -> (received: [UInt8], sent: [UInt8]) {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let file = workspace.file("received")
        let process = try FFmpegProcess(executable: URL(fileURLWithPath: reader[0]), arguments: Array(reader.dropFirst()) + [file.path],
                                        stage: "writing", frameBytes: Self.partBytes, stallTimeout: 30, cancellation: Cancellation())
        let lag = try #require(process.writesUntilRead(ofBytes: Self.marker.count + Self.partBytes))
        // 300,006 bytes a write in a pipe of 512 KiB: read two writes behind.
        #expect(lag == 2)
        let buffers = (0...lag).map { _ in UnsafeMutableRawBufferPointer.allocate(byteCount: Self.partBytes, alignment: 64) }
        defer { buffers.forEach { $0.deallocate() } }
        var sent: [UInt8] = []
        try Self.marker.withUnsafeBytes { marker in
            for frame in 0..<frames {
                let buffer = buffers[frame % buffers.count]
                let words = buffer.bindMemory(to: UInt32.self)
                for k in words.indices { words[k] = UInt32(frame * words.count + k).littleEndian }
                try process.write(lending: marker, UnsafeRawBufferPointer(buffer))
                sent += marker + Array(UnsafeRawBufferPointer(buffer))
            }
        }
        try process.finish()
        return ([UInt8](try Data(contentsOf: file)), sent)
    }
}
