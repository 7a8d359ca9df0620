#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point or a vector in a y-down coordinate space (points in a scene, pixels on a canvas).
package struct Point: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(0, 0)

    /// The unit vector at `angle` radians, measured from +x towards +y (clockwise on screen).
    package static func unit(angle: Double) -> Point {
        Point(cos(angle), sin(angle))
    }

    package static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    package static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    package static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    package var length: Double { (x * x + y * y).squareRoot() }

    /// This vector scaled to length 1 (the zero vector stays zero).
    package var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// This vector turned a quarter turn clockwise on screen (y down): for a
    /// direction of travel it points to the traveller's right.
    package var perpendicular: Point { Point(-y, x) }

    package func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    package func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    package func distance(to other: Point) -> Double { (self - other).length }

    /// The point a fraction `t` of the way to `other`.
    package func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}
