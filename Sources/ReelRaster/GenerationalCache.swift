/// A bounded cache that keeps what is in use: entries live in a young and an
/// old generation; when the young one is full it becomes the old one (the
/// previous old one is dropped), and an old entry that is used again moves
/// back to the young one. Labels drawn every frame therefore stay, while
/// one-off strings (a plaque's changing values) age out, without a clock or
/// per-entry bookkeeping.
struct GenerationalCache<Key: Hashable, Value> {
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]
    /// Entries per generation.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old[key] else { return nil }
        insert(value, for: key)
        return value
    }

    mutating func insert(_ value: Value, for key: Key) {
        if young.count >= limit {
            old = young
            young = [:]
            young.reserveCapacity(limit)
        }
        young[key] = value
    }
}
