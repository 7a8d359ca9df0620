/// A flattened subpath: straight segments through `points`, closed or open.
package struct Polyline: Sendable, Hashable {
    package var points: [Point]
    package var isClosed: Bool
    /// The true curve's direction at the first and last point when it begins or
    /// ends on a curve (a chord points half a flattening step off, which would
    /// tilt a cap). Nil where the segment itself is the tangent.
    package var startTangent: Point?
    package var endTangent: Point?

    package init(_ points: [Point], closed: Bool = false, startTangent: Point? = nil, endTangent: Point? = nil) {
        self.points = points
        isClosed = closed
        self.startTangent = startTangent
        self.endTangent = endTangent
    }

    /// Total length, including the closing segment of a closed polyline.
    package var length: Double {
        var total = 0.0
        for (a, b) in segments { total += a.distance(to: b) }
        return total
    }

    /// Consecutive point pairs, with the closing pair last for closed polylines.
    package var segments: [(Point, Point)] {
        guard points.count > 1 else { return [] }
        var result = zip(points, points.dropFirst()).map { ($0, $1) }
        if isClosed, let first = points.first, let last = points.last, first != last {
            result.append((last, first))
        }
        return result
    }
}
