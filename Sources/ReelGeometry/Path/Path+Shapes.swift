/// Closed shapes, as `UIBezierPath`'s convenience initialisers make them.
extension Path {
    /// A rectangle, clockwise on screen from its top-left corner.
    package init(rect r: Rect) {
        self.init {
            $0.move(to: r.origin)
            $0.line(to: Point(r.maxX, r.minY))
            $0.line(to: Point(r.maxX, r.maxY))
            $0.line(to: Point(r.minX, r.maxY))
            $0.close()
        }
    }

    /// A rectangle with circular corners of `radius` (at most half its
    /// shorter side), clockwise on screen.
    package init(roundedRect r: Rect, radius: Double) {
        let k = max(min(radius, r.width / 2, r.height / 2), 0)
        guard k > 0 else {
            self.init(rect: r)
            return
        }
        self.init {
            $0.move(to: Point(r.minX + k, r.minY))
            $0.line(to: Point(r.maxX - k, r.minY))
            $0.arc(center: Point(r.maxX - k, r.minY + k), radius: k, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
            $0.line(to: Point(r.maxX, r.maxY - k))
            $0.arc(center: Point(r.maxX - k, r.maxY - k), radius: k, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            $0.line(to: Point(r.minX + k, r.maxY))
            $0.arc(center: Point(r.minX + k, r.maxY - k), radius: k, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
            $0.line(to: Point(r.minX, r.minY + k))
            $0.arc(center: Point(r.minX + k, r.minY + k), radius: k, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
            $0.close()
        }
    }

    /// A full circle.
    package init(circle center: Point, radius: Double) {
        self.init {
            $0.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            $0.close()
        }
    }
}
