import Foundation
import Testing

@testable import ReelCharts

/// Per-thread memo objects: one per thread and slot, made once, released
/// with the thread.
@Suite struct PerThreadTests {
    final class Box: @unchecked Sendable {
        var value = 0
    }

    final class Seen: @unchecked Sendable {
        let lock = NSLock()
        var boxes: [ObjectIdentifier] = []
    }

    static let slot = PerThread.Slot(Box.init)
    static let other = PerThread.Slot(Box.init)

    @Test func eachThreadHasItsOwnObjectPerSlot() {
        let mine = Self.slot.object
        mine.value = 7
        #expect(Self.slot.object === mine)
        #expect(Self.other.object !== mine)
        let seen = Seen()
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                let box = Self.slot.object
                box.value += 1
                let again = Self.slot.object
                seen.lock.lock()
                seen.boxes.append(ObjectIdentifier(box))
                seen.boxes.append(ObjectIdentifier(again))
                seen.lock.unlock()
                group.leave()
            }.start()
        }
        group.wait()
        // Each thread saw one box twice, none of them this thread's.
        #expect(seen.boxes.count == 8)
        for k in stride(from: 0, to: 8, by: 2) { #expect(seen.boxes[k] == seen.boxes[k + 1]) }
        #expect(!seen.boxes.contains(ObjectIdentifier(mine)))
        #expect(mine.value == 7)
    }
}
