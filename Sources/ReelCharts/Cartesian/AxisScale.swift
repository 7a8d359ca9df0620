import ReelGeometry

/// Values along one axis to positions in points: what the axis and grid
/// layouts need of a scale, whatever its kind.
package protocol AxisScale: Sendable {
    /// The position, in points, of `value`.
    func position(_ value: Double) -> Double
}

extension LinearScale: AxisScale {}
extension TimeScale: AxisScale {}
extension XScale: AxisScale {}

/// A window `length` units long onto a longer `domain`, scrolled `offset`
/// units from the domain's lower end, drawn at `pointsPerUnit` from
/// `origin` (the window's left edge, in points): a scroll view onto a day,
/// say. `position(v) = origin + (v - domain.lower - offset) · pointsPerUnit`.
package struct ScrollScale: AxisScale, Sendable, Hashable {
    /// Everything the scroll can show.
    package let domain: ValueRange
    /// Units from the domain's lower end to the window's left edge.
    package let offset: Double
    /// Units in the window.
    package let length: Double
    /// Where the window's left edge is drawn.
    package let origin: Double
    package let pointsPerUnit: Double

    /// The window drawn `width` points wide from `origin`.
    package init(domain: ValueRange, offset: Double, length: Double, origin: Double, width: Double) {
        self.domain = domain
        self.offset = offset
        self.length = length
        self.origin = origin
        pointsPerUnit = width / length
    }

    @inline(__always)
    package func position(_ value: Double) -> Double {
        origin + (value - domain.lower - offset) * pointsPerUnit
    }

    /// The values drawn from `margin` points left of the window's left edge
    /// across `width` points.
    package func values(margin: Double, width: Double) -> ValueRange {
        let lower = domain.lower + offset - margin / pointsPerUnit
        return ValueRange(lower, lower + width / pointsPerUnit)
    }

    /// The multiples of `step` inside `range` and inside the domain.
    package func multiples(of step: Double, in range: ValueRange) -> [Double] {
        guard step > 0 else { return [] }
        let lower = max(range.lower, domain.lower), upper = min(range.upper, domain.upper)
        guard lower <= upper else { return [] }
        let first = (lower / step).rounded(.up), last = (upper / step).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }
}

/// A scale read the other way: `position(v) = base.position(-v)`. A
/// right-to-left chart drawn on negated values (a day from -1440 to 0)
/// places its ticks in reading values (minutes since midnight) through it,
/// so a tick's value, and the id it tags, is the same both ways.
package struct MirroredScale<Base: AxisScale>: AxisScale {
    package let base: Base

    package init(_ base: Base) { self.base = base }

    @inline(__always)
    package func position(_ value: Double) -> Double { base.position(-value) }
}
