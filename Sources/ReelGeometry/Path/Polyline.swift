/// A flattened subpath: straight segments through `points`, closed or open.
public struct Polyline: Sendable, Hashable {
    public var points: [Point]
    public var isClosed: Bool

    public init(_ points: [Point], closed: Bool = false) {
        self.points = points
        isClosed = closed
    }

    /// Total length, including the closing segment of a closed polyline.
    public var length: Double {
        var total = 0.0
        for (a, b) in segments { total += a.distance(to: b) }
        return total
    }

    /// Consecutive point pairs, with the closing pair last for closed polylines.
    public var segments: [(Point, Point)] {
        guard points.count > 1 else { return [] }
        var result = zip(points, points.dropFirst()).map { ($0, $1) }
        if isClosed, let first = points.first, let last = points.last, first != last {
            result.append((last, first))
        }
        return result
    }
}
