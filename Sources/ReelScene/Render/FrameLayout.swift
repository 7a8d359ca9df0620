import ReelGeometry
import ReelJSON

/// What a frame draws, item by item, in the chart's own terms: the
/// `frame --layout` document, a stable interface for tests on layout, bug
/// reports and tools.
///
/// Every tagged display item is listed (nested ones too, after their
/// parent), then every drawing operation outside any tag as role `unknown`
/// with id `unknown/<n>` (`n` counts them in drawing order, so those ids
/// are not stable). Bounds are the ink box in points after clipping; an
/// item that draws nothing visible has empty bounds `[0, 0, 0, 0]`.
package struct FrameLayout: Sendable, Equatable {
    /// One listed item.
    package struct Item: Sendable, Equatable {
        package var id: String
        package var role: String
        package var series: String?
        package var mark: String?
        package var text: String?
        package var value: Double?
        package var axis: Int?
        /// Group opacities multiplied together with the item's most opaque
        /// paint: 0 when nothing of it shows.
        package var opacity: Double
        /// The ink box in points after clipping; nil when nothing is drawn.
        package var bounds: Rect?
        /// The smaller side of the smallest shape filled, before clipping
        /// (a dot's diameter), in points; nil when it fills none.
        package var shapeSize: Double? = nil
    }

    /// The canvas size in points.
    package var canvas: Size
    /// Each chart's plot area, in points.
    package var plots: [Rect]
    package var items: [Item]
    /// Every distinct clip rectangle a group sets, in points, as cut to its
    /// parents' clips (for `frame --overlay`; not in the JSON).
    package var clips: [Rect] = []

    /// The document as JSON (one item a line).
    package func json() -> String {
        JSON.object([
            "version": 1, "canvas": .array([Self.value(canvas.width), Self.value(canvas.height)]),
            "charts": .array(plots.map { .object(["plot": Self.rect($0)]) }),
            "items": .rows(items.map(Self.object)),
        ]).text(.document)
    }

    private static func object(_ item: Item) -> JSON {
        var members: [(String, JSON)] = [("id", .string(item.id)), ("role", .string(item.role))]
        if let series = item.series { members.append(("series", .string(series))) }
        if let mark = item.mark { members.append(("mark", .string(mark))) }
        if let text = item.text { members.append(("text", .string(text))) }
        if let value = item.value, value.isFinite { members.append(("value", Self.value(value))) }
        if let axis = item.axis { members.append(("axis", .integer(axis))) }
        members.append(("opacity", Self.value(item.opacity)))
        members.append(("bounds", rect(item.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0))))
        return .object(members)
    }

    private static func rect(_ r: Rect) -> JSON { .array([r.minX, r.minY, r.width, r.height].map(value)) }

    /// Points, opacities and values to a thousandth: what a layout test can tell apart.
    private static func value(_ v: Double) -> JSON { .fixed(v, places: 3) }

    /// A number as the document writes it.
    static func number(_ value: Double) -> String { JSONNumber.fixed(value, places: 3).text }
}
