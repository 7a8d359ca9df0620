#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A vector path: one or more subpaths of lines, quadratic and cubic Bezier
/// curves and circular arcs, in a y-down space.
///
/// Built the way `UIBezierPath` is: `move`, `line`, `quad`, `cubic`, `arc`,
/// `close`. A segment without a current point starts a new subpath at its own
/// start, like Core Graphics.
package struct Path: Sendable, Hashable {
    /// One drawing command.
    package enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        /// Quadratic Bezier through `control` to `to`.
        case quad(control: Point, to: Point)
        /// Cubic Bezier with two controls to `to`.
        case cubic(control1: Point, control2: Point, to: Point)
        case arc(Arc)
        case close
    }

    package private(set) var elements: [Element] = []

    package init() {}

    package init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Makes room for `count` elements in all, so that a path of a long
    /// series is built in one allocation, not copied at every doubling.
    package mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    package mutating func close() { elements.append(.close) }
    package mutating func quad(to p: Point, control: Point) { elements.append(.quad(control: control, to: p)) }
    package mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: p))
    }

    /// Appends all of `other`'s elements.
    package mutating func append(_ other: Path) { elements += other.elements }

    /// Appends a circular arc. Angles are in radians from +x towards +y;
    /// `clockwise` (on screen, y down) means increasing angle, as in UIKit.
    /// A sweep of 2 pi or more draws a full circle.
    package mutating func arc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        elements.append(.arc(Arc(center: center, radius: radius, startAngle: startAngle,
                                 endAngle: endAngle, clockwise: clockwise)))
    }

    package var isEmpty: Bool { elements.isEmpty }

    /// This path scaled about the origin (the `contentsScale` of a layer).
    package func scaled(by s: Double) -> Path {
        applying(.scale(s, s))
    }

    /// This path transformed. Arcs stay arcs under uniform scales and
    /// rotations; any other transform turns them into cubic curves first.
    package func applying(_ t: AffineTransform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.elements.append(.move(t.apply(p)))
            case .line(let p): result.elements.append(.line(t.apply(p)))
            case .quad(let c, let p): result.elements.append(.quad(control: t.apply(c), to: t.apply(p)))
            case .cubic(let c1, let c2, let p):
                result.elements.append(.cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p)))
            case .arc(let arc):
                if let s = t.similarityScale {
                    let r = t.rotationAngle
                    result.elements.append(.arc(Arc(center: t.apply(arc.center), radius: arc.radius * s,
                                                    startAngle: arc.startAngle + r, endAngle: arc.endAngle + r,
                                                    clockwise: arc.clockwise)))
                } else {
                    // Like the arc, start a subpath if nothing is drawn yet, else join with a line.
                    let start = t.apply(arc.startPoint)
                    result.elements.append(result.elements.isEmpty ? .move(start) : .line(start))
                    for (c1, c2, p) in arc.cubicSegments() {
                        result.elements.append(.cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p)))
                    }
                }
            case .close: result.elements.append(.close)
            }
        }
        return result
    }
}

/// A circular arc as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` takes it.
package struct Arc: Sendable, Hashable {
    package var center: Point
    package var radius: Double
    package var startAngle: Double
    package var endAngle: Double
    package var clockwise: Bool

    package init(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.clockwise = clockwise
    }

    /// The signed angle swept, normalised as UIKit does: clockwise sweeps are in
    /// 0...2 pi, counter-clockwise ones in -2 pi...0.
    package var sweep: Double {
        let raw = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if raw >= full { return full }
            return raw >= 0 ? raw : raw.truncatingRemainder(dividingBy: full) + full
        } else {
            if raw <= -full { return -full }
            return raw <= 0 ? raw : raw.truncatingRemainder(dividingBy: full) - full
        }
    }

    package func point(at angle: Double) -> Point { center + Point.unit(angle: angle) * radius }
    package var startPoint: Point { point(at: startAngle) }
    package var endPoint: Point { point(at: startAngle + sweep) }

    /// The arc as cubic Beziers of at most a quarter turn each (controls at
    /// 4/3 tan(theta/4) of the radius: off by at most 0.03 % of the radius).
    package func cubicSegments() -> [(Point, Point, Point)] {
        let sweep = self.sweep
        let count = min(max(1, Int(saturating: (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up))), 400)
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        return (0..<count).map { i in
            let a0 = startAngle + step * Double(i), a1 = a0 + step
            let p0 = point(at: a0), p3 = point(at: a1)
            let c1 = p0 + Point(-sin(a0), cos(a0)) * k
            let c2 = p3 - Point(-sin(a1), cos(a1)) * k
            return (c1, c2, p3)
        }
    }
}
