/// Reads and writes one value inside a model: what a track animates.
///
/// A key path would do for one level, but composed key paths lose their
/// `Sendable` conformance in the type system; a lens composes by closures,
/// so a property of a series inside a chart is as sendable as one of the chart.
package struct Lens<Root, Value>: Sendable {
    package let get: @Sendable (Root) -> Value
    package let set: @Sendable (inout Root, Value) -> Void

    package init(get: @escaping @Sendable (Root) -> Value, set: @escaping @Sendable (inout Root, Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The property at `keyPath`.
    package init(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        get = { $0[keyPath: keyPath] }
        set = { $0[keyPath: keyPath] = $1 }
    }

    /// The value `inner` reaches inside this lens' value.
    package func appending<Inner>(_ inner: Lens<Value, Inner>) -> Lens<Root, Inner> {
        let outer = self
        return Lens<Root, Inner>(
            get: { inner.get(outer.get($0)) },
            set: { root, value in
                var middle = outer.get(root)
                inner.set(&middle, value)
                outer.set(&root, middle)
            }
        )
    }
}

extension Lens where Value: MutableCollection, Value.Index == Int {
    /// The element at `index` of the collection this lens reaches. The index
    /// must exist: names are resolved against the decoded model, whose
    /// element counts no track changes.
    package func element(_ index: Int) -> Lens<Root, Value.Element> {
        appending(Lens<Value, Value.Element>(get: { $0[index] }, set: { $0[index] = $1 }))
    }
}
