import Foundation
@testable import ReelSystem
import Testing

/// `ProcessHeap`: a large block freed and allocated again costs no fresh
/// pages, which is what a frame's buffers do every frame; freed blocks go
/// back on `releaseFreeMemory`. One test at a time: releasing would take
/// the other test's kept blocks.
@Suite(.serialized) struct ProcessHeapTests {
    /// Minor page faults of the calling thread so far.
    private static func faults() -> Int {
        var usage = rusage()
        getrusage(1 /* RUSAGE_THREAD */, &usage)
        return usage.ru_minflt
    }

    /// Blocks of changing sizes, as rectangles of changing frames: glibc's
    /// adaptive thresholds go on mapping fresh pages for them (about 3000
    /// faults a round), the kept heap reuses its pages from the second round
    /// on. Other tests' threads may share this thread's malloc arena and take
    /// the kept blocks between rounds, so up to three tries are made.
    @Test func freedLargeBlocksOfChangingSizesAreReusedWithoutFreshPages() {
        #expect(ProcessHeap.keepLargeBlocks())
        var tries: [[Int]] = []
        while tries.count < 3, tries.last.map({ $0[1] >= 400 }) ?? true {
            tries.append(Self.rounds())
        }
        #expect(tries.contains { $0[1] < 400 }, "page faults in each round of 24 MB, per try: \(tries)")
    }

    /// Page faults of two rounds of allocating, touching and freeing the blocks.
    private static func rounds() -> [Int] {
        let sizes = [2 << 20, 7 << 20, 12 << 20]
        var rounds: [Int] = []
        for _ in 0..<2 {
            let before = faults()
            for size in sizes {
                let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
                let other = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
                block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
                other.initializeMemory(as: UInt8.self, repeating: 1, count: 1 << 20)
                block.deallocate()
                other.deallocate()
            }
            rounds.append(faults() - before)
        }
        return rounds
    }

    /// A block freed and kept by the heap stays resident until
    /// `releaseFreeMemory`, which gives its pages back: what a GIF's first
    /// pass frees is not counted again in its second. A block as large in
    /// use after it (the heap serves the freed one first) keeps it off the
    /// top of a thread's arena, which malloc_trim leaves alone. Other tests
    /// may touch memory meanwhile, so up to three tries.
    @Test func releasingFreeMemoryGivesKeptBlocksBack() {
        #expect(ProcessHeap.keepLargeBlocks())
        let size = 24 << 20
        var drops: [Int] = []
        while drops.count < 3, drops.last.map({ $0 < size / 2 }) ?? true {
            let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            let after = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
            block.deallocate()
            let kept = Self.residentBytes()
            ProcessHeap.releaseFreeMemory()
            drops.append(kept - Self.residentBytes())
            after.deallocate()
        }
        #expect(drops.contains { $0 >= size / 2 }, "resident bytes given back after freeing \(size), per try: \(drops)")
    }

    /// This process's resident bytes (/proc/self/statm).
    private static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
