/// A bounded cache of one kind of layout result, by a key that holds
/// everything the result depends on.
///
/// Invariant: `value(for: key, compute)` returns exactly what `compute()`
/// returns for that key, so a frame drawn from the cache is the frame drawn
/// afresh. It keeps the `capacity` most recently added entries (first in,
/// first out): a chart reuses a handful of results between frames, and a
/// linear search of a few keys costs less than hashing large ones.
final class LayoutCache<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [(key: Key, value: Value)] = []

    init(capacity: Int = 8) {
        self.capacity = max(capacity, 1)
    }

    /// The value kept for a key equal to `key`, else `compute()`, kept.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        if let entry = entries.first(where: { $0.key == key }) { return entry.value }
        let value = compute()
        if entries.count >= capacity { entries.removeFirst() }
        entries.append((key, value))
        return value
    }

    var count: Int { entries.count }
}
