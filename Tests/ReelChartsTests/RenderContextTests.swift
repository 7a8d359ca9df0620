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

/// A right-to-left frame mirrored through the context: what mirroring the
/// list gives, with a clipped group seen before handed back as the same arrays.
@Suite struct RenderContextMirrorTests {
    static func list(_ shared: [DisplayItem]) -> DisplayList {
        let line = Path { $0.move(to: Point(10, 20)); $0.line(to: Point(90, 40)) }
        return DisplayList([
            .fill(Path(rect: Rect(x: 5, y: 5, width: 30, height: 10)), .solid(.black)),
            .group(DisplayGroup(shared, clip: Rect(x: 0, y: 0, width: 60, height: 50), tag: DisplayTag(.minimap, id: "minimap"))),
            .group(DisplayGroup([.group(DisplayGroup(shared, clip: Rect(x: 10, y: 0, width: 40, height: 50),
                                                     transform: .translation(3, 4)))], opacity: 0.5)),
            .stroke(line, StrokeStyle(width: 2), .solid(.white)),
            .text(TextRun("label", at: Point(20, 30), font: Font(size: 10), color: .black,
                          alignment: TextAlignment(horizontal: .left))),
        ])
    }

    @Test func mirroringThroughTheContextIsMirroring() {
        let context = RenderContext(text: EstimatedTextMetrics())
        let shared: [DisplayItem] = [.stroke(Path { $0.move(to: Point(1, 2)); $0.line(to: Point(50, 9)) },
                                             StrokeStyle(width: 1), .solid(.black))]
        let first = context.mirrored(Self.list(shared), aboutX: 37.5)
        #expect(first == Self.list(shared).mirrored(aboutX: 37.5))
        let again = context.mirrored(Self.list(shared), aboutX: 37.5)
        #expect(again == first)
        guard case .group(let a) = first.items[1], case .group(let b) = again.items[1] else {
            Issue.record("no group")
            return
        }
        #expect(SameArray(array: a.items) == SameArray(array: b.items), "the cached group's mirrored items are reused")
        #expect(context.mirrored(Self.list(shared), aboutX: 20) == Self.list(shared).mirrored(aboutX: 20))
    }
}

extension RenderContextMirrorTests {
    /// The mini map of a right-to-left contest chart: laid out once per
    /// context, and mirrored once, so consecutive frames hand the rasteriser
    /// the very same group.
    @Test func aRightToLeftMiniMapIsTheSameGroupFrameAfterFrame() {
        var chart = TelegramChartTests.chart()
        chart.direction = .rtl
        let context = RenderContext(text: EstimatedTextMetrics())
        let bounds = Rect(x: 0, y: 0, width: 400, height: 500)
        func miniMap(_ window: ValueRange) -> DisplayGroup? {
            var frame = chart
            frame.window = window
            return Self.groups(frame.layout(in: bounds, context: context).items).first { $0.tag?.id == "minimap" }
        }
        guard let a = miniMap(ValueRange(0.5, 1)), let b = miniMap(ValueRange(0.4, 0.9)) else {
            Issue.record("no mini map")
            return
        }
        #expect(SameArray(array: a.items) == SameArray(array: b.items))
    }

    static func groups(_ items: [DisplayItem]) -> [DisplayGroup] {
        items.flatMap { item -> [DisplayGroup] in
            guard case .group(let group) = item else { return [] }
            return [group] + groups(group.items)
        }
    }
}
