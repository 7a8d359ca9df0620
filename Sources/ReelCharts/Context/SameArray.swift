/// An array compared by the identity of its storage: equal when both hold
/// the same buffer, which lets a cache key hold large data (a series'
/// values) and compare it in O(1).
///
/// Sound because Swift arrays are copy-on-write: a buffer shared by two
/// arrays is never written in place (a write copies it first), and the key
/// holds the array, so its buffer is shared for as long as the key lives and
/// can be neither changed nor freed and reused. Equal storage therefore means
/// equal elements. (The converse does not hold: equal elements in two
/// buffers compare unequal, which only costs a recomputation.)
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

extension SameArray: Sendable where Element: Sendable {}
