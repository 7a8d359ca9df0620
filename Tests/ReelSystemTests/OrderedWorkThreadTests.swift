import Foundation
import Testing

@testable import ReelSystem

/// `OrderedWorkThread`: items done in the order given, never more bytes in
/// flight than the budget (but always one item), and the work's first
/// error or a cancellation thrown from `put` and `finish`.
@Suite struct OrderedWorkThreadTests {
    @Test func itemsAreDoneInOrderWithinTheBudget() throws {
        // Items of 1...6 bytes; one of 30 exceeds the budget alone and must still pass.
        let bytes = { (item: Int) in item == 50 ? 30 : item % 6 + 1 }
        let log = Log()
        let worker = OrderedWorkThread<Int>(budget: 10, cancellation: Cancellation()) { item in
            usleep(200)
            log.done(item, bytes: bytes(item))
        }
        for item in 0..<200 {
            try worker.put(item, bytes: bytes(item))
            log.admitted(bytes(item))
        }
        try worker.finish()
        #expect(log.items == Array(0..<200))
        // Counted after `put` returns and before the thread lets go: never more than the thread holds.
        #expect(log.overBudget == [30])
    }

    /// An item made only once `waitForRoom` returns is never one too many:
    /// items of 6 bytes in a budget of 10 are made one at a time.
    @Test func anItemMadeAfterWaitingForRoomStaysWithinTheBudget() throws {
        let log = Log()
        let worker = OrderedWorkThread<Int>(budget: 10, cancellation: Cancellation()) { item in
            usleep(500)
            log.done(item, bytes: 6)
        }
        for item in 0..<50 {
            try worker.waitForRoom(6)
            log.admitted(6)
            try worker.put(item, bytes: 6)
        }
        try worker.finish()
        #expect(log.items == Array(0..<50))
        #expect(log.overBudget.isEmpty, "bytes in flight above the budget: \(log.overBudget)")
    }

    @Test func theWorksFirstErrorIsThrownByPutAndFinish() throws {
        struct Failed: Error, Equatable { let item: Int }
        let worker = OrderedWorkThread<Int>(budget: 1, cancellation: Cancellation()) { item in
            if item >= 3 { throw Failed(item: item) }
        }
        var thrown: Error?
        for item in 0..<100 {
            do { try worker.put(item, bytes: 1) } catch { thrown = error; break }
        }
        #expect(thrown as? Failed == Failed(item: 3))
        #expect(throws: Failed(item: 3)) { try worker.finish() }
    }

    @Test func cancellationStopsTheThreadAndAWaitingPut() throws {
        let cancellation = Cancellation()
        let started = DispatchSemaphore(value: 0)
        let worker = OrderedWorkThread<Int>(budget: 1, cancellation: cancellation) { _ in
            started.signal()
            // Longer than the test would wait: only cancellation ends it.
            while !cancellation.isCancelled { usleep(1000) }
        }
        try worker.put(0, bytes: 1)
        started.wait()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { cancellation.cancel(signal: SIGINT) }
        let clock = ContinuousClock.now
        // The budget is full: this waits until the cancellation.
        #expect(throws: SystemError.self) { try worker.put(1, bytes: 1) }
        #expect(throws: SystemError.self) { try worker.finish() }
        #expect(ContinuousClock.now - clock < .seconds(5))
    }
}

/// The items the work did, and the bytes in flight above the budget (10).
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [Int] = []
    private(set) var overBudget: [Int] = []
    private var inFlight = 0

    func admitted(_ bytes: Int) {
        lock.lock()
        inFlight += bytes
        if inFlight > 10 { overBudget.append(inFlight) }
        lock.unlock()
    }

    func done(_ item: Int, bytes: Int) {
        lock.lock()
        items.append(item)
        inFlight -= bytes
        lock.unlock()
    }
}
