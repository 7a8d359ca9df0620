#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point or a vector in a y-down coordinate space (points in a scene, pixels on a canvas).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    /// The unit vector at `angle` radians, measured from +x towards +y (clockwise on screen).
    public static func unit(angle: Double) -> Point {
        Point(cos(angle), sin(angle))
    }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    public var length: Double { (x * x + y * y).squareRoot() }

    /// This vector scaled to length 1 (the zero vector stays zero).
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// This vector turned a quarter turn clockwise on screen (y down): for a
    /// direction of travel it points to the traveller's right.
    public var perpendicular: Point { Point(-y, x) }

    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    public func distance(to other: Point) -> Double { (self - other).length }

    /// The point a fraction `t` of the way to `other`.
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}
