/// The visible part of a stroked path as fractions of its total length:
/// `CAShapeLayer.strokeStart` and `strokeEnd`.
///
/// The fractions run over all subpaths as one long path, as Core Animation
/// measures them. Values are clamped to 0...1; when `end <= start` nothing shows.
public struct TrimRange: Sendable, Hashable {
    public var start: Double
    public var end: Double

    public init(start: Double = 0, end: Double = 1) {
        self.start = start
        self.end = end
    }

    public static let full = TrimRange()

    public var isFull: Bool { start <= 0 && end >= 1 }
}

extension Array where Element == Polyline {
    /// Total arc length of all polylines.
    public var totalLength: Double { reduce(0) { $0 + $1.length } }

    /// The polylines cut down to `range`, measured by arc length over all of them.
    public func trimmed(to range: TrimRange) -> [Polyline] {
        if range.isFull { return self }
        let total = totalLength
        let from = Swift.min(Swift.max(range.start, 0), 1) * total
        let to = Swift.min(Swift.max(range.end, 0), 1) * total
        guard to > from else { return [] }
        var result: [Polyline] = []
        var offset = 0.0
        for line in self {
            let length = line.length
            let lo = Swift.max(from - offset, 0)
            let hi = Swift.min(to - offset, length)
            if hi > lo || (length == 0 && lo == 0 && hi >= 0) {
                result.append(lo <= 0 && hi >= length ? line : line.slice(from: lo, to: hi))
            }
            offset += length
        }
        return result
    }
}

extension Polyline {
    /// The open polyline between arc lengths `lo` and `hi` along this one.
    func slice(from lo: Double, to hi: Double) -> Polyline {
        var points: [Point] = []
        var walked = 0.0
        for (a, b) in segments {
            let length = a.distance(to: b)
            let segStart = walked
            let segEnd = walked + length
            walked = segEnd
            if segEnd < lo || length == 0 { continue }
            if segStart > hi { break }
            if points.isEmpty {
                points.append(a.lerp(to: b, (lo - segStart) / length))
            }
            if segEnd <= hi {
                points.append(b)
            } else {
                points.append(a.lerp(to: b, (hi - segStart) / length))
                break
            }
        }
        return Polyline(points, closed: false)
    }
}
