import Foundation
import ReelGeometry
import Testing

@testable import ReelCharts

/// The render context's caches: a result is kept per kind and key, bounded,
/// and what comes back is always what computing it gives.
@Suite struct RenderContextTests {
    struct Small: Hashable { let n: Int }
    struct Other: Hashable { let n: Int }

    @Test func aKeptValueIsReusedOnlyForAnEqualKeyOfTheSameKind() {
        let context = RenderContext(text: EstimatedTextMetrics())
        var computed = 0
        func value(_ n: Int) -> Int { context.cached(Small(n: n)) { computed += 1; return n * 10 } }
        #expect(value(1) == 10 && value(1) == 10 && computed == 1)
        #expect(value(2) == 20 && computed == 2)
        // Another key type is another cache, even with equal contents.
        #expect(context.cached(Other(n: 1)) { "one" } == "one")
        #expect(value(1) == 10 && computed == 2)
    }

    @Test func aCacheKeepsItsLatestEntriesOnly() {
        let cache = LayoutCache<Int, Int>(capacity: 3)
        var computed = 0
        for n in [1, 2, 3, 4, 1, 4] { _ = cache.value(for: n) { computed += 1; return n } }
        // 1 was dropped when 4 came, so it was computed again; 4 was kept.
        #expect(computed == 5)
        #expect(cache.count == 3)
    }

    @Test func stringsAreWhatTheFormatterWritesAcrossTheCapacity() {
        let context = RenderContext(text: EstimatedTextMetrics())
        let values = (0..<(FormattedStrings.capacity + 500)).map { Double($0) * 1234.5 + 0.25 }
        let english = ValueFormatter(locale: "en_US"), german = ValueFormatter(locale: "de_DE")
        for format in [ValueFormat.number(decimals: 1, grouping: true), .compact(decimals: 1), .date(pattern: "MMM d")] {
            let written = values.map { english.string($0, format) }
            #expect(values.map { context.string(english, $0, format) } == written, "\(format)")
            #expect(values.map { context.string(english, $0, format) } == written, "again, \(format)")
        }
        // The same value and format in another locale is another key.
        #expect(context.string(english, 1234.5, .number(decimals: 1, grouping: true)) == "1,234.5")
        #expect(context.string(german, 1234.5, .number(decimals: 1, grouping: true)) == "1.234,5")
        // Zero and minus zero differ in bits, and each keeps its own text.
        let format = ValueFormat.number(decimals: 0, grouping: false)
        #expect(context.string(english, 0, format) == english.string(0, format))
        #expect(context.string(english, -0.0, format) == english.string(-0.0, format))
    }

    @Test func sameArrayIsTheSameStorage() {
        let a = [1.0, 2, 3]
        var b = a
        #expect(SameArray(array: a) == SameArray(array: b))
        b[0] = 1  // a write copies the shared storage first
        #expect(SameArray(array: a) != SameArray(array: b))
        #expect(SameArray(array: a) != SameArray(array: [1.0, 2, 3]))
    }
}
