/// A bounded cache that keeps what is in use: entries live in a young and an
/// old generation; when the young one is full it becomes the old one (the
/// previous old one is dropped), and an old entry that is used again moves
/// back to the young one. Labels drawn every frame therefore stay, while
/// one-off strings (a plaque's changing values) age out, without a clock or
/// per-entry bookkeeping.
struct GenerationalCache<Key: Hashable, Value> {
    private var young: [Key: Value] = [:]
    private var old: [Key: Value] = [:]
    /// What the young generation's entries cost together.
    private var youngCost = 0
    /// Entries per generation.
    let limit: Int
    /// Cost per generation: a few huge entries end a generation as many
    /// small ones do, so the cache holds at most about twice this.
    let costLimit: Int
    private let cost: (Value) -> Int

    init(limit: Int, costLimit: Int = .max, cost: @escaping (Value) -> Int = { _ in 0 }) {
        self.limit = limit
        self.costLimit = costLimit
        self.cost = cost
    }

    mutating func value(for key: Key) -> Value? {
        if let value = young[key] { return value }
        guard let value = old[key] else { return nil }
        insert(value, for: key)
        return value
    }

    mutating func insert(_ value: Value, for key: Key) {
        let added = cost(value)
        if young.count >= limit || (!young.isEmpty && youngCost > costLimit - added) {
            old = young
            young = [:]
            youngCost = 0
            young.reserveCapacity(limit)
        }
        young[key] = value
        youngCost += added
    }
}
