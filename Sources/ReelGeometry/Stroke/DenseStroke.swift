#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outline of a series denser than the pixels, stroked with round joins
/// and caps, as one contour around its lower and upper envelope.
///
/// A stroke with round joins and caps is the union of a disc of the pen's
/// radius swept along the line. When x never decreases along the line, the
/// part of it within any vertical strip as wide as the pen is connected, so
/// the stroke's cross-section at each x is one interval: from the highest
/// point any disc or segment band reaches there to the lowest. Sampled every
/// `step` pixels, those two envelopes make a contour whose edges cross each
/// row about as often as the drawn pixels' boundary does, where the
/// `Stroker`'s outline of a scribble overlaps itself in every column and
/// crosses each row dozens of times: the cost follows the pixels covered,
/// not the points.
///
/// Invariant: at each sample x, the contour spans exactly the union of the
/// capsules (disc at each point, band along each segment) at x; between
/// samples it is linear (the true boundary is linear there except within a
/// `step` of a vertex's disc edge). Caps are sampled `capStep` apart.
package enum DenseStroke {
    /// Pixels between envelope samples.
    package static let step = 0.25
    /// Pixels between samples over the round caps at the two ends.
    static let capStep = 1.0 / 16

    /// Points of the data a pixel column, on average over the line, from
    /// which it is drawn by its envelope: a series several times denser
    /// than its pixels, whose `Stroker` outline overlaps itself in every
    /// column, where only the envelope keeps the cost (and the coverage) to
    /// the pixels. Anything sparser, such as a chart of real data zoomed out
    /// to a few points a column, draws exactly as the `Stroker` draws it.
    ///
    /// Counted before the reduction to at most 4 points a half-pixel column
    /// (`Polyline.decimatedByPixelColumns`): after it, a random walk keeps
    /// about 6.75 points a column however dense it was (a run's first or
    /// last point is often its lowest or highest), so the reduced count
    /// says little about the data.
    package static let density = 7.0

    /// Whether `line`, in pixels, is drawn this way: open, x never
    /// decreasing, and at least `density` points a pixel column it spans,
    /// counting `sourcePoints` when `line` is the reduction of that many.
    package static func applies(to line: Polyline, reducedFrom sourcePoints: Int = 0) -> Bool {
        let points = line.points
        guard !line.isClosed, points.count > 2, let first = points.first, let last = points.last,
              first.x.isFinite, last.x.isFinite else { return false }
        let columns = last.x.rounded(.down) - first.x.rounded(.down) + 1
        guard Double(Swift.max(points.count, sourcePoints)) >= density * columns else { return false }
        var previous = first
        for p in points.dropFirst() {
            guard p.x >= previous.x, p.y.isFinite else { return false }
            previous = p
        }
        return true
    }

    /// The closed outline of `line`'s stroke with pen radius `radius` (pixels),
    /// oriented as the `Stroker`'s (the body on the traveller's left), so the
    /// two fill together under the non-zero rule. `line` must satisfy `applies(to:)`.
    package static func outline(_ line: Polyline, radius: Double) -> [Point] {
        sides(line, radius: radius).contour
    }

    /// The two envelopes `outline(_:radius:)` joins into its contour.
    package static func sides(_ line: Polyline, radius: Double) -> Sides {
        let points = line.points
        let xs = sampleXs(from: points[0].x - radius, to: points[points.count - 1].x + radius, radius: radius)
        var sides = Sides(capacity: xs.count + 64)
        sides.append(points, radius: radius, samples: xs[...], from: xs.startIndex)
        return sides
    }

    /// A stroke's two envelopes as contour points, left to right, samples
    /// and refinements together.
    /// Both hold x never decreasing over the same span of x, and at each x
    /// the upper one (smaller y, up the screen) is at or above the lower.
    package struct Sides: Sendable {
        package var lower: [Point] = []
        package var upper: [Point] = []

        package init(lower: [Point], upper: [Point]) {
            (self.lower, self.upper) = (lower, upper)
        }

        init(capacity: Int) {
            lower.reserveCapacity(capacity)
            upper.reserveCapacity(capacity)
        }

        /// The closed contour: along the lower envelope, back along the upper.
        package var contour: [Point] { lower + upper.reversed() }

        /// Appends the envelopes of `points`' stroke at `samples[first...]`,
        /// each preceded by its refinement from the sample before (where
        /// there is one in `samples`). Only the capsules that reach
        /// `samples` are visited, so a few samples cost a few points.
        mutating func append(_ points: [Point], radius: Double, samples: ArraySlice<Double>, from first: Int) {
            guard let low = samples.first, let high = samples.last else { return }
            // A capsule (disc at i, band to i + 1) reaches x only within [x_i - r, x_(i+1) + r].
            let begin = max(firstIndex(in: points) { $0 >= low - radius } - 1, 0)
            let end = firstIndex(in: points) { $0 > high + radius }
            let xs = Array(samples)
            var top = [Double](repeating: .infinity, count: xs.count)
            var bottom = [Double](repeating: -.infinity, count: xs.count)
            xs.withUnsafeBufferPointer { xs in
                top.withUnsafeMutableBufferPointer { top in
                    bottom.withUnsafeMutableBufferPointer { bottom in
                        var envelope = Envelope(xs: xs, top: top, bottom: bottom)
                        for i in begin..<end {
                            envelope.add(points[i], next: i + 1 < points.count ? points[i + 1] : nil, radius: radius)
                        }
                    }
                }
            }
            var lowerHint = begin, upperHint = begin
            for k in (first - samples.startIndex)..<xs.count {
                if k > 0 {
                    refine(&lower, from: xs[k - 1], to: xs[k], bottom[k - 1], bottom[k], points, radius, lower: true,
                           hint: &lowerHint)
                    refine(&upper, from: xs[k - 1], to: xs[k], top[k - 1], top[k], points, radius, lower: false,
                           hint: &upperHint)
                }
                lower.append(Point(xs[k], bottom[k]))
                upper.append(Point(xs[k], top[k]))
            }
        }
    }

    /// The first index of `points` (x never decreasing) whose x is `past`,
    /// a test false up to some x and true from there on; `points.count` if none is.
    package static func firstIndex(in points: [Point], where past: (Double) -> Bool) -> Int {
        var lo = 0, hi = points.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if past(points[mid].x) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Pixels an envelope may move between two samples before the interval
    /// is sampled `refinement` times finer: there a disc or a steep band
    /// begins (a spike, a step of a flat run), and a chord across it would
    /// cut a sliver of the pixels it covers.
    package static let jump = 8.0
    package static let refinement = 4

    /// Appends the envelope's samples strictly between `x0` and `x1` when it
    /// moves more than `jump` between them.
    static func refine(_ side: inout [Point], from x0: Double, to x1: Double, _ y0: Double, _ y1: Double,
                               _ points: [Point], _ radius: Double, lower: Bool, hint: inout Int) {
        guard abs(y1 - y0) > jump else { return }
        for j in 1..<refinement {
            let x = x0 + (x1 - x0) * Double(j) / Double(refinement)
            let (top, bottom) = extremes(at: x, points, radius: radius, hint: &hint)
            side.append(Point(x, lower ? bottom : top))
        }
    }

    /// The stroke's highest and lowest point at `x`, from the capsules that
    /// reach it. `hint`: the first point at or after `x - radius` for an
    /// earlier query at or left of `x` (0 at first), updated to this one's.
    static func extremes(at x: Double, _ points: [Point], radius: Double, hint: inout Int) -> (top: Double, bottom: Double) {
        var lo = min(hint, points.count)
        while lo < points.count, points[lo].x < x - radius { lo += 1 }
        hint = lo
        var top = Double.infinity, bottom = -Double.infinity
        let r2 = radius * radius
        // The segment that starts before the reach of x may still cross it.
        var i = max(lo - 1, 0)
        while i < points.count, points[i].x <= x + radius {
            let p = points[i]
            let dx = x - p.x
            if abs(dx) <= radius {
                let dy = discHalfHeight(dx, r2: r2)
                top = min(top, p.y - dy)
                bottom = max(bottom, p.y + dy)
            }
            if i + 1 < points.count {
                let q = points[i + 1]
                if let side = BandSide(p, q, radius: radius, upper: true), side.reaches(x) { top = min(top, side.y(at: x)) }
                if let side = BandSide(p, q, radius: radius, upper: false), side.reaches(x) {
                    bottom = max(bottom, side.y(at: x))
                }
            }
            i += 1
        }
        return (top, bottom)
    }

    /// How far a disc whose radius squared is `r2` reaches above and below
    /// its centre at `dx` from it (0 at and past its edge).
    @inline(__always)
    static func discHalfHeight(_ dx: Double, r2: Double) -> Double {
        max(r2 - dx * dx, 0).squareRoot()
    }

    /// One long side of a segment's band: the segment moved by the pen's
    /// radius along its normal, up the screen (towards smaller y) or down.
    /// The band's ends lie inside the discs at the segment's ends, so the
    /// sides and the discs make the capsule's envelope.
    struct BandSide {
        /// The abscissas the side spans.
        let start: Double, end: Double
        private let p: Point
        private let offset: Point
        private let slope: Double

        /// Nil for a vertical segment: the discs at its ends cover its band's envelope.
        @inline(__always)
        init?(_ p: Point, _ q: Point, radius: Double, upper: Bool) {
            let dx = q.x - p.x, dy = q.y - p.y
            guard dx > 0 else { return nil }
            let length = (dx * dx + dy * dy).squareRoot()
            // The normal pointing up the screen.
            let nx = dy / length * radius, ny = -dx / length * radius
            offset = upper ? Point(nx, ny) : Point(-nx, -ny)
            self.p = p
            slope = dy / dx
            start = p.x + offset.x
            end = q.x + offset.x
        }

        @inline(__always)
        func reaches(_ x: Double) -> Bool { x >= start && x <= end }

        @inline(__always)
        func y(at x: Double) -> Double { p.y + offset.y + (x - p.x - offset.x) * slope }
    }

    /// Sample abscissas from `start` to `end`, both included: every `step`
    /// on the pixel grid (so a moving trim does not shift them), every
    /// `capStep` over the caps, which curve fastest.
    static func sampleXs(from start: Double, to end: Double, radius: Double) -> [Double] {
        var xs: [Double] = []
        xs.reserveCapacity(Int((end - start) / step) + Int(4 * radius / capStep) + 8)
        let capEnd = min(start + radius, end), capStart = max(end - radius, capEnd)
        var x = start
        while x < capEnd { xs.append(x); x += capStep }
        var k = (capEnd / step).rounded(.up)
        while k * step < capStart { xs.append(k * step); k += 1 }
        x = capStart
        while x < end { xs.append(x); x += capStep }
        xs.append(end)
        // Grid and cap samples may meet out of order by less than a step.
        var sorted: [Double] = []
        sorted.reserveCapacity(xs.count)
        for x in xs where sorted.last.map({ x > $0 }) ?? true { sorted.append(x) }
        return sorted
    }

    /// The highest and lowest point reached at each sample, as capsules are
    /// added in the line's order (x never decreasing).
    private struct Envelope {
        let xs: UnsafeBufferPointer<Double>
        let top: UnsafeMutableBufferPointer<Double>
        let bottom: UnsafeMutableBufferPointer<Double>
        /// The first sample at or after the current point's x minus the
        /// radius: every sample a capsule from that point on reaches is at or
        /// after it, so starts are found by a short walk from it.
        private var cursor = 0

        init(xs: UnsafeBufferPointer<Double>, top: UnsafeMutableBufferPointer<Double>,
             bottom: UnsafeMutableBufferPointer<Double>) {
            (self.xs, self.top, self.bottom) = (xs, top, bottom)
        }

        /// The first sample at or after `x`, which is at or after the cursor's.
        @inline(__always)
        func firstSample(atOrAfter x: Double) -> Int {
            var i = cursor
            while i < xs.count, xs[i] < x { i += 1 }
            return i
        }

        /// Adds the disc at `c` and the band from `c` to `next`.
        mutating func add(_ c: Point, next: Point?, radius: Double) {
            cursor = firstSample(atOrAfter: c.x - radius)
            addDisc(c, radius: radius)
            if let next { addBand(c, next, radius: radius) }
        }

        private func addDisc(_ c: Point, radius: Double) {
            let r2 = radius * radius
            var i = cursor
            while i < xs.count, xs[i] <= c.x + radius {
                let dy = DenseStroke.discHalfHeight(xs[i] - c.x, r2: r2)
                if c.y - dy < top[i] { top[i] = c.y - dy }
                if c.y + dy > bottom[i] { bottom[i] = c.y + dy }
                i += 1
            }
        }

        /// The two long sides of the segment's band.
        private func addBand(_ p: Point, _ q: Point, radius: Double) {
            guard let upper = BandSide(p, q, radius: radius, upper: true),
                  let lower = BandSide(p, q, radius: radius, upper: false) else { return }
            var i = firstSample(atOrAfter: upper.start)
            while i < xs.count, xs[i] <= upper.end {
                let y = upper.y(at: xs[i])
                if y < top[i] { top[i] = y }
                i += 1
            }
            i = firstSample(atOrAfter: lower.start)
            while i < xs.count, xs[i] <= lower.end {
                let y = lower.y(at: xs[i])
                if y > bottom[i] { bottom[i] = y }
                i += 1
            }
        }
    }
}
