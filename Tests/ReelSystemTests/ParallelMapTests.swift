import Foundation
import Testing

@testable import ReelSystem

/// The one way work is spread over threads: results in item order, each
/// item once, at most `jobs` at a time, and stopped by a failure or a
/// cancellation before the items not yet started.
@Suite struct ParallelMapTests {
    @Test(arguments: [1, 2, 3, 5])
    func valuesComeBackInItemOrderEachOnce(jobs: Int) throws {
        let calls = Counter()
        let reports = Recorder()
        let values = try ParallelMap(count: 40, jobs: jobs).values(state: { 0 }, report: { _, _, done in reports.add(done) }) { seen, index in
            calls.increment()
            seen += 1
            usleep(UInt32((index * 7919) % 5) * 200)
            return index * index
        }
        #expect(values == (0..<40).map { $0 * $0 })
        #expect(calls.value == 40)
        #expect(reports.values == Array(1...40), "done counts arrive one at a time, in order")
    }

    /// Three jobs run three items at once and never a fourth: each item
    /// waits until three are in progress (or a second passes).
    @Test func jobsItemsRunAtOnceAndNoMore() throws {
        let inFlight = Counter(), most = Counter()
        _ = try ParallelMap(count: 9, jobs: 3).values(state: {}) { _, _ in
            let now = inFlight.increment()
            most.raise(to: now)
            let deadline = Date().addingTimeInterval(1)
            while inFlight.value < 3 && Date() < deadline { usleep(1_000) }
            usleep(20_000)
            inFlight.decrement()
        }
        #expect(most.value == 3)
    }

    @Test func theEarliestFailureIsThrownAndLaterItemsAreNotStarted() {
        struct Failed: Error, Equatable { let index: Int }
        let started = Counter()
        #expect(throws: Failed(index: 3)) {
            _ = try ParallelMap(count: 1_000, jobs: 1).values(state: {}) { _, index in
                started.increment()
                if index == 3 || index == 5 { throw Failed(index: index) }
            }
        }
        #expect(started.value == 4, "one job stops right after item 3 fails")
    }

    @Test func everyItemIsTriedWhenFailuresDoNotStopTheRest() {
        struct Failed: Error {}
        let results = ParallelMap(count: 10, jobs: 2, stopsAtFirstFailure: false).results(state: {}) { _, index -> Int in
            if index % 2 == 0 { throw Failed() }
            return index
        }
        #expect(results.count == 10)
        #expect(results.compactMap { try? $0?.get() } == [1, 3, 5, 7, 9])
        #expect(results.allSatisfy { $0 != nil })
    }

    @Test func aCancelledMapStartsNothingAndThrowsAnInterruption() {
        let cancellation = Cancellation()
        cancellation.cancel(signal: SIGINT)
        let started = Counter()
        #expect(throws: SystemError.interrupted(signal: SIGINT)) {
            _ = try ParallelMap(count: 5, jobs: 2, cancellation: cancellation).values(state: {}) { _, _ in started.increment() }
        }
        #expect(started.value == 0)
    }

    @Test func aCancellationMidwayStopsTheItemsNotYetStarted() {
        let cancellation = Cancellation()
        let started = Counter()
        #expect(throws: SystemError.interrupted(signal: SIGTERM)) {
            _ = try ParallelMap(count: 1_000, jobs: 2, cancellation: cancellation).values(state: {}) { _, index in
                if started.increment() == 10 { cancellation.cancel(signal: SIGTERM) }
            }
        }
        #expect(started.value < 20, "\(started.value) items started")
    }
}

/// A count several threads change.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    @discardableResult func increment() -> Int { lock.withLock { count += 1; return count } }
    func decrement() { lock.withLock { count -= 1 } }
    func raise(to value: Int) { lock.withLock { count = max(count, value) } }
}

private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int] = []

    var values: [Int] { lock.withLock { list } }
    func add(_ value: Int) { lock.withLock { list.append(value) } }
}
