import Foundation

/// Items handed to one thread of their own, done in the order given, while
/// the caller goes on: a stage of a pipeline (a GIF's LZW encoding behind
/// the decisions about its frames), where `ParallelMap` suits work whose
/// items are all known first.
///
/// What is handed over and not yet done is bounded by bytes (`budget`),
/// the item being worked on included, so memory stays flat however large
/// the items: `put` waits while they would exceed it, but always admits an
/// item when nothing is in flight. The first error the work throws, or
/// `SystemError.interrupted` once `cancellation` is raised, stops the
/// thread and is thrown by the next `put` and by `finish`.
package final class OrderedWorkThread<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [(item: Item, bytes: Int)] = []
    private var inFlight = 0
    private var closed = false
    private var running = true
    private var failure: Error?
    private let budget: Int
    private let cancellation: Cancellation
    /// How often a waiting side looks at `cancellation`.
    private static var poll: TimeInterval { 0.02 }

    package init(budget: Int, cancellation: Cancellation, work: @escaping (Item) throws -> Void) {
        (self.budget, self.cancellation) = (budget, cancellation)
        nonisolated(unsafe) let work = work
        Thread { [self] in run(work) }.start()
    }

    /// Hands `item` (holding about `bytes`) to the thread; throws what stopped it.
    package func put(_ item: Item, bytes: Int) throws {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, inFlight > 0, inFlight + bytes > budget { wait() }
        if let failure { throw failure }
        items.append((item, bytes))
        inFlight += bytes
        condition.broadcast()
    }

    /// Waits until an item of `bytes` would be admitted at once, for a
    /// caller that would otherwise make the item first and hold it while
    /// `put` waits (one more item in memory than the budget says). Throws
    /// what stopped the thread.
    package func waitForRoom(_ bytes: Int) throws {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, inFlight > 0, inFlight + bytes > budget { wait() }
        if let failure { throw failure }
    }

    /// Waits until every item is done; throws what stopped the thread.
    package func finish() throws {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while running { wait() }
        if let failure { throw failure }
    }

    /// Lets the thread end without doing the items left (the output is abandoned).
    package func abandon() {
        condition.lock()
        if failure == nil { failure = CancellationError() }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for a change, raising `failure` if the render is cancelled meanwhile. Holds the lock.
    private func wait() {
        _ = condition.wait(until: Date(timeIntervalSinceNow: Self.poll))
        if failure == nil, let signal = cancellation.signal { failure = SystemError.interrupted(signal: signal) }
    }

    private func run(_ work: (Item) throws -> Void) {
        condition.lock()
        while true {
            while failure == nil, items.isEmpty, !closed { wait() }
            guard failure == nil, !items.isEmpty else { break }
            let (item, bytes) = items.removeFirst()
            condition.unlock()
            let outcome = Result { try cancellation.check(); try work(item) }
            condition.lock()
            inFlight -= bytes
            if case .failure(let error) = outcome, failure == nil { failure = error }
            condition.broadcast()
        }
        items.removeAll()
        running = false
        condition.broadcast()
        condition.unlock()
    }
}
