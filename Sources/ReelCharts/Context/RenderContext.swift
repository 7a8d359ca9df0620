import ReelGeometry

/// What one render worker keeps between the frames it draws: the text
/// measurer and every layout cache. The render loop makes one per worker,
/// as it makes one rasteriser per worker, and passes it explicitly through
/// `Chart.resolved` and `Chart.layout`.
///
/// The rule for its caches: a value is reused only under a key equal to the
/// one it was computed for, and the key holds everything the value depends
/// on besides this context's measurer (the one measurer of the context, so
/// no key needs to name it). A frame is then the same whether the context is
/// fresh or has drawn any other frames before, in any order.
///
/// Not `Sendable`: a context is used by one thread at a time and never
/// shared, so it takes no lock.
package final class RenderContext {
    /// Measures every label the charts lay out.
    package let text: TextMeasuring
    /// One cache per kind of result, by the type of its cache.
    private var caches: [ObjectIdentifier: AnyObject] = [:]
    private var strings = FormattedStrings()

    /// Data shorter than this is laid out afresh every frame: keeping it
    /// would cost about as much as computing it.
    package static let cachedDataCount = 2048

    package init(text: TextMeasuring) {
        self.text = text
    }

    /// The value computed earlier in this context for a key equal to `key`,
    /// else `compute()`, kept (a few per kind of key, `LayoutCache`). `Key`
    /// names the kind of result: each key type has its own cache.
    func cached<Key: Hashable, Value>(_ key: Key, _ compute: () -> Value) -> Value {
        let kind = ObjectIdentifier(LayoutCache<Key, Value>.self)
        if let cache = caches[kind] {
            return unsafeDowncast(cache, to: LayoutCache<Key, Value>.self).value(for: key, compute)
        }
        let cache = LayoutCache<Key, Value>()
        caches[kind] = cache
        return cache.value(for: key, compute)
    }

    /// `formatter.string(value, format)`, each written once per context.
    package func string(_ formatter: ValueFormatter, _ value: Double, _ format: ValueFormat) -> String {
        strings.string(formatter, value, format)
    }
}
