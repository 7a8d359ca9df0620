import Foundation
import ReelGeometry

/// What a frame draws, item by item, in the chart's own terms: the
/// `frame --layout` document, a stable interface for tests on layout, bug
/// reports and tools.
///
/// Every tagged display item is listed (nested ones too, after their
/// parent), then every drawing operation outside any tag as role `unknown`
/// with id `unknown/<n>` (`n` counts them in drawing order, so those ids
/// are not stable). Bounds are the ink box in points after clipping; an
/// item that draws nothing visible has empty bounds `[0, 0, 0, 0]`.
public struct FrameLayout: Sendable, Equatable {
    /// One listed item.
    public struct Item: Sendable, Equatable {
        public var id: String
        public var role: String
        public var series: String?
        public var mark: String?
        public var text: String?
        public var value: Double?
        public var axis: Int?
        /// Group opacities multiplied together with the item's most opaque
        /// paint: 0 when nothing of it shows.
        public var opacity: Double
        /// The ink box in points after clipping; nil when nothing is drawn.
        public var bounds: Rect?
        /// The smaller side of the smallest shape filled, before clipping
        /// (a dot's diameter), in points; nil when it fills none.
        public var shapeSize: Double? = nil
    }

    /// The canvas size in points.
    public var canvas: Size
    /// Each chart's plot area, in points.
    public var plots: [Rect]
    public var items: [Item]
    /// Every distinct clip rectangle a group sets, in points, as cut to its
    /// parents' clips (for `frame --overlay`; not in the JSON).
    public var clips: [Rect] = []

    /// The document as JSON (keys sorted, one item a line).
    public func json() -> String {
        var lines = ["{\"version\": 1, \"canvas\": [\(Self.number(canvas.width)), \(Self.number(canvas.height))],"]
        let charts = plots.map { "{\"plot\": \(Self.rect($0))}" }.joined(separator: ", ")
        lines.append("\"charts\": [\(charts)],")
        lines.append("\"items\": [")
        lines += items.enumerated().map { index, item in
            "  " + Self.object(item) + (index == items.count - 1 ? "" : ",")
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func object(_ item: Item) -> String {
        var fields = ["\"id\": \(string(item.id))", "\"role\": \(string(item.role))"]
        if let series = item.series { fields.append("\"series\": \(string(series))") }
        if let mark = item.mark { fields.append("\"mark\": \(string(mark))") }
        if let text = item.text { fields.append("\"text\": \(string(text))") }
        if let value = item.value, value.isFinite { fields.append("\"value\": \(number(value))") }
        if let axis = item.axis { fields.append("\"axis\": \(axis)") }
        fields.append("\"opacity\": \(number(item.opacity))")
        fields.append("\"bounds\": \(rect(item.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)))")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func rect(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    /// At most 3 decimals, no trailing zeros; whole numbers without a point.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(format: "%.3f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    private static func string(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
