/// A dash pattern: alternating on and off lengths, shifted by a phase, as
/// `CAShapeLayer.lineDashPattern` and `lineDashPhase`.
package struct DashPattern: Sendable, Hashable {
    /// On, off, on, off... lengths; an odd count repeats once more, as in
    /// Core Graphics and SVG.
    package let lengths: [Double]
    /// Distance into the pattern at which each subpath starts.
    package var phase: Double

    /// Nil when the pattern cannot dash (empty, negative, or all zero).
    package init?(_ lengths: [Double], phase: Double = 0) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.reduce(0, +) > 0 else {
            return nil
        }
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        self.phase = phase
    }

    var period: Double { lengths.reduce(0, +) }

    /// The share of the pattern that is on.
    package var coverage: Double {
        stride(from: 0, to: lengths.count, by: 2).map { lengths[$0] }.reduce(0, +) / period
    }

    /// Most dashes one stroke is cut into; past it, and for patterns whose
    /// period is under `resolution`, the stroke is drawn solid instead.
    package static let maximumDashes = 100_000

    /// Whether dashing `length` with this pattern shows: false when the
    /// period is finer than `resolution` (a device pixel: the dashes would
    /// blur into a solid line anyway) or the dashes would pass
    /// `maximumDashes`. Then the stroke is drawn solid at `coverage`, which
    /// is what the dashes average to, at bounded cost.
    package func isResolvable(over length: Double, resolution: Double) -> Bool {
        let period = self.period
        guard period >= resolution, length.isFinite else { return false }
        return length / period * Double(lengths.count / 2) <= Double(Self.maximumDashes)
    }

    package func scaled(by s: Double) -> DashPattern {
        DashPattern(lengths.map { $0 * s }, phase: phase * s)!
    }
}

extension Array where Element == Polyline {
    /// The "on" parts of every polyline; each subpath starts the pattern afresh
    /// at the phase. A zero-length dash becomes a zero-length polyline, which a
    /// round or square cap draws as a dot.
    package func dashed(_ pattern: DashPattern) -> [Polyline] {
        flatMap { $0.dashed(pattern) }
    }
}

extension Polyline {
    func dashed(_ pattern: DashPattern) -> [Polyline] {
        let period = pattern.period
        var phase = pattern.phase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        // Find where in the pattern the subpath starts.
        var index = 0
        while phase >= pattern.lengths[index] && phase > 0 {
            phase -= pattern.lengths[index]
            index = (index + 1) % pattern.lengths.count
        }
        let length = self.length
        let cumulative = cumulativeLengths
        var result: [Polyline] = []
        var position = 0.0
        var remaining = pattern.lengths[index] - phase
        while position < length {
            let end = Swift.min(position + remaining, length)
            if index % 2 == 0 { result.append(slice(from: position, to: end, cumulative: cumulative)) }
            position = end
            index = (index + 1) % pattern.lengths.count
            remaining = pattern.lengths[index]
        }
        return result
    }
}
