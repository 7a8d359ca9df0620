import Foundation

/// `count` items worked on by `jobs` threads, each thread with state of its
/// own (a frame renderer, made once per thread), items claimed in
/// increasing order. The one way chartreel spreads work over cores: frames
/// of a vector export, the scrubber's documents, a sheet's tiles, the
/// renders of a batch.
package struct ParallelMap: Sendable {
    package let count: Int
    package let jobs: Int
    /// Checked before each item: once raised, no item is started.
    package let cancellation: Cancellation
    /// Whether the first failure stops the items not yet started (a render's
    /// frames), or every item is tried (a batch's renders).
    package let stopsAtFirstFailure: Bool

    package init(count: Int, jobs: Int, cancellation: Cancellation = Cancellation(), stopsAtFirstFailure: Bool = true) {
        self.count = max(count, 0)
        self.jobs = max(1, min(jobs, max(count, 1)))
        self.cancellation = cancellation
        self.stopsAtFirstFailure = stopsAtFirstFailure
    }

    /// Each item's result, in item order; nil for items never started
    /// (cancelled, or after a failure that stops the rest). `report` is called
    /// as each item ends, one call at a time (`ResultSlots.fill`).
    package func results<State, Value>(
        state makeState: @escaping @Sendable () -> State,
        report: (@Sendable (_ index: Int, _ result: Result<Value, Error>, _ done: Int) -> Void)? = nil,
        _ work: @escaping @Sendable (inout State, Int) throws -> Value
    ) -> [Result<Value, Error>?] {
        let slots = ResultSlots<Value>(count: count)
        let claims = Claims(count: count)
        let group = DispatchGroup()
        for _ in 0..<(count == 0 ? 0 : jobs) {
            group.enter()
            // Threads of their own, with room for deep layouts: Dispatch's
            // pool would run no more than the cores at once, whatever `jobs` says.
            let thread = Thread { [self] in
                defer { group.leave() }
                var state = makeState()
                while !cancellation.isCancelled, let index = claims.next() {
                    let result = Result { try work(&state, index) }
                    slots.fill(index, with: result, report: report)
                    if case .failure = result, stopsAtFirstFailure { claims.stop() }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return slots.results
    }

    /// Each item's value in item order; throws `SystemError.interrupted`
    /// once cancelled, else the failure of the lowest item that failed.
    package func values<State, Value>(
        state makeState: @escaping @Sendable () -> State,
        report: (@Sendable (_ index: Int, _ result: Result<Value, Error>, _ done: Int) -> Void)? = nil,
        _ work: @escaping @Sendable (inout State, Int) throws -> Value
    ) throws -> [Value] {
        let results = results(state: makeState, report: report, work)
        try cancellation.check()
        var values: [Value] = []
        values.reserveCapacity(count)
        for result in results {
            guard let result else { throw SystemError.interrupted(signal: 0) }
            values.append(try result.get())
        }
        return values
    }
}

/// The next item to start, in increasing order, until all are claimed or stopped.
private final class Claims: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func stop() {
        lock.lock()
        nextIndex = count
        lock.unlock()
    }
}
