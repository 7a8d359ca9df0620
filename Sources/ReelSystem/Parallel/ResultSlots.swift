import Foundation

/// The results of work done on several threads, a slot each, filled once
/// and read once all are done: the one box every parallel pass writes into.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, Error>?]
    private var filled = 0

    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores slot `index`'s result, then calls `report` with the index, the
    /// result and how many slots are filled, under the box's lock: reports
    /// come one at a time, and the counts in order.
    package func fill(_ index: Int, with result: Result<Value, Error>,
                      report: ((_ index: Int, _ result: Result<Value, Error>, _ filled: Int) -> Void)? = nil) {
        lock.lock()
        defer { lock.unlock() }
        if slots[index] == nil { filled += 1 }
        slots[index] = result
        report?(index, result, filled)
    }

    /// Every slot, nil where nothing was stored.
    package var results: [Result<Value, Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
