#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform in Core Graphics' convention:
/// x' = a x + c y + tx, y' = b x + d y + ty.
package struct AffineTransform: Sendable, Hashable {
    package var a, b, c, d, tx, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    package static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians, clockwise on screen (y down).
    package static func rotation(_ angle: Double) -> AffineTransform {
        AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// `self` followed by `next`.
    package func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty
        )
    }

    /// The transform that undoes this one, or nil when it flattens the
    /// plane (a zero scale) and cannot be undone.
    package func inverted() -> AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    package func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Uniform scale with rotation and no mirroring: circles stay circles.
    var similarityScale: Double? {
        guard abs(a - d) < 1e-12, abs(b + c) < 1e-12 else { return nil }
        let s = (a * a + b * b).squareRoot()
        return s > 0 ? s : nil
    }

    /// The rotation part of a similarity, in radians.
    package var rotationAngle: Double { atan2(b, a) }

    /// The axis-aligned box around `rect` transformed.
    package func boundingBox(of rect: Rect) -> Rect {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                       Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// How much the transform can stretch a length at most (for flattening tolerances).
    package var maximumScale: Double {
        // Largest singular value of the linear part.
        let p = a * a + b * b + c * c + d * d
        let q = (a * d - b * c) * (a * d - b * c)
        return ((p + (max(p * p - 4 * q, 0)).squareRoot()) / 2).squareRoot()
    }
}
