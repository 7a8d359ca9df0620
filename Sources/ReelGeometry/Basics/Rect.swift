/// An axis-aligned rectangle, origin at its top-left corner (y down).
package struct Rect: Sendable, Hashable {
    package var origin: Point
    package var size: Size

    package init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var width: Double { size.width }
    package var height: Double { size.height }
    package var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// This rectangle shrunk by `inset` on every side (never below zero size).
    package func insetBy(_ inset: Double) -> Rect {
        Rect(
            x: minX + inset, y: minY + inset,
            width: max(0, width - 2 * inset), height: max(0, height - 2 * inset)
        )
    }

    /// Whether `p` lies inside or on the edge.
    package func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Whether the rectangles overlap once `other` is grown by `margin` on every side.
    package func intersects(_ other: Rect, margin: Double = 0) -> Bool {
        minX < other.maxX + margin && other.minX - margin < maxX && minY < other.maxY + margin && other.minY - margin < maxY
    }

    /// The largest square that fits, centred in this rectangle (UIKit charts' usual frame).
    package var centeredSquare: Rect {
        let side = min(width, height)
        return Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }
}
