import Foundation
@testable import ReelEncoding
import Testing

/// `ProcessHeap`: a large block freed and allocated again costs no fresh
/// pages, which is what a frame's buffers do every frame.
@Suite struct ProcessHeapTests {
    /// Minor page faults of the calling thread so far.
    private static func faults() -> Int {
        var usage = rusage()
        getrusage(1 /* RUSAGE_THREAD */, &usage)
        return usage.ru_minflt
    }

    /// Blocks of changing sizes, as rectangles of changing frames: glibc's
    /// adaptive thresholds go on mapping fresh pages for them (about 3000
    /// faults a round), the kept heap reuses its pages from the second round on.
    @Test func freedLargeBlocksOfChangingSizesAreReusedWithoutFreshPages() {
        #expect(ProcessHeap.keepLargeBlocks())
        let sizes = [2 << 20, 7 << 20, 12 << 20]
        var rounds: [Int] = []
        for _ in 0..<2 {
            let before = Self.faults()
            for size in sizes {
                let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
                let other = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
                block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
                other.initializeMemory(as: UInt8.self, repeating: 1, count: 1 << 20)
                block.deallocate()
                other.deallocate()
            }
            rounds.append(Self.faults() - before)
        }
        #expect(rounds[1] < 400, "page faults in each round of 24 MB: \(rounds)")
    }
}
