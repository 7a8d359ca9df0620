/// A vector path: one or more subpaths of lines and circular arcs, in a y-down space.
///
/// Built the way `UIBezierPath` is: `move`, `line`, `arc`, `close`. A `line` or
/// `arc` without a current point starts a new subpath, like Core Graphics.
public struct Path: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case arc(Arc)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func close() { elements.append(.close) }

    /// Appends a circular arc. Angles are in radians from +x towards +y;
    /// `clockwise` (on screen, y down) means increasing angle, as in UIKit.
    /// A sweep of 2 pi or more draws a full circle.
    public mutating func arc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        elements.append(.arc(Arc(center: center, radius: radius, startAngle: startAngle,
                                 endAngle: endAngle, clockwise: clockwise)))
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// This path scaled about the origin (the `contentsScale` of a layer).
    public func scaled(by s: Double) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(p * s)
            case .line(let p): return .line(p * s)
            case .arc(let a):
                return .arc(Arc(center: a.center * s, radius: a.radius * s, startAngle: a.startAngle,
                                endAngle: a.endAngle, clockwise: a.clockwise))
            case .close: return .close
            }
        }
        return result
    }
}

/// A circular arc as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` takes it.
public struct Arc: Sendable, Hashable {
    public var center: Point
    public var radius: Double
    public var startAngle: Double
    public var endAngle: Double
    public var clockwise: Bool

    public init(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.clockwise = clockwise
    }

    /// The signed angle swept, normalised as UIKit does: clockwise sweeps are in
    /// 0...2 pi, counter-clockwise ones in -2 pi...0.
    public var sweep: Double {
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

    public func point(at angle: Double) -> Point { center + Point.unit(angle: angle) * radius }
    public var startPoint: Point { point(at: startAngle) }
}
