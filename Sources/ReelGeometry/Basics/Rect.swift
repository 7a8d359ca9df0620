/// An axis-aligned rectangle, origin at its top-left corner (y down).
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// This rectangle shrunk by `inset` on every side (never below zero size).
    public func insetBy(_ inset: Double) -> Rect {
        Rect(
            x: minX + inset, y: minY + inset,
            width: max(0, width - 2 * inset), height: max(0, height - 2 * inset)
        )
    }

    /// Whether `p` lies inside or on the edge.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Whether the rectangles overlap once `other` is grown by `margin` on every side.
    public func intersects(_ other: Rect, margin: Double = 0) -> Bool {
        minX < other.maxX + margin && other.minX - margin < maxX && minY < other.maxY + margin && other.minY - margin < maxY
    }

    /// The largest square that fits, centred in this rectangle (UIKit charts' usual frame).
    public var centeredSquare: Rect {
        let side = min(width, height)
        return Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }
}
