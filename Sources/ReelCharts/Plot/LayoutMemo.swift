import Foundation

/// Layout results that depend only on large data and the scale (a long
/// series' points and path), kept per thread between frames.
///
/// Frames stay pure functions of time: a result is reused only when its
/// key is equal, and a key holds the data arrays themselves (`SameArray`),
/// so it can tell in O(1) that they are the very same storage. Each render
/// worker is a thread, so no lock is taken.
enum LayoutMemo {
    /// Data shorter than this is laid out afresh every frame.
    static let minimumCount = 2048
    private static let capacity = 8
    private static let slot = PerThread.Slot(Entries.init)

    private final class Entries {
        var items: [(key: AnyHashable, value: Any)] = []
    }

    /// The value computed for an equal `key` earlier on this thread, else `compute()`.
    static func value<Key: Hashable, Value>(for key: Key, _ compute: () -> Value) -> Value {
        let entries = slot.object
        let wrapped = AnyHashable(key)
        if let index = entries.items.firstIndex(where: { $0.key == wrapped }), let value = entries.items[index].value as? Value {
            return value
        }
        let value = compute()
        if entries.items.count == capacity { entries.items.removeFirst() }
        entries.items.append((wrapped, value))
        return value
    }
}

/// An array compared by the identity of its storage: equal when both hold
/// the same buffer (so the same elements, since shared storage is never
/// written in place). Holding the array keeps that storage alive.
struct SameArray<Element>: Hashable {
    let array: [Element]

    private var identity: (UnsafeRawPointer?, Int) {
        array.withUnsafeBufferPointer { (UnsafeRawPointer($0.baseAddress), $0.count) }
    }

    static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity.0)
        hasher.combine(identity.1)
    }
}
