/// How a trim treats a path with several subpaths.
package enum TrimMode: String, Sendable, CaseIterable {
    /// The subpaths as one long path, revealed one after another
    /// (`CAShapeLayer.strokeEnd`).
    case sequential
    /// Every subpath trimmed alike, by its own length (Lottie's default).
    case simultaneous
}

/// The visible part of a stroked path, as fractions of its length, with
/// Lottie's semantics: `start` and `end` are clamped to 0...1 and swapped if
/// reversed; `offset` shifts the window along the path, wrapping round (so on a
/// closed path the window can run across the seam as one piece).
package struct TrimRange: Sendable, Hashable {
    package var start: Double
    package var end: Double
    package var offset: Double
    package var mode: TrimMode

    package init(start: Double = 0, end: Double = 1, offset: Double = 0, mode: TrimMode = .sequential) {
        self.start = start
        self.end = end
        self.offset = offset
        self.mode = mode
    }

    package static let full = TrimRange()

    /// Whether the whole path shows.
    package var isFull: Bool { visibleFraction >= 1 }

    /// The fraction of the path that shows, 0...1.
    package var visibleFraction: Double {
        let a = min(max(start, 0), 1), b = min(max(end, 0), 1)
        return abs(b - a)
    }

    /// The visible intervals of 0...1 after offsetting: one, or two when the
    /// window wraps past the end.
    package var intervals: [(Double, Double)] {
        let a = min(max(start, 0), 1), b = min(max(end, 0), 1)
        var lo = min(a, b) + offset, hi = max(a, b) + offset
        guard hi > lo else { return [] }
        let shift = lo.rounded(.down)
        lo -= shift
        hi -= shift
        return hi <= 1 ? [(lo, hi)] : [(lo, 1), (0, hi - 1)]
    }
}

extension Array where Element == Polyline {
    /// Total arc length of all polylines.
    package var totalLength: Double { reduce(0) { $0 + $1.length } }

    /// The polylines cut down to `range`.
    package func trimmed(to range: TrimRange) -> [Polyline] {
        if range.isFull { return self }
        let intervals = range.intervals
        guard !intervals.isEmpty else { return [] }
        switch range.mode {
        case .simultaneous:
            return flatMap { line in
                let length = line.length
                return line.pieces(intervals.map { ($0.0 * length, $0.1 * length) })
            }
        case .sequential:
            let total = totalLength
            let windows = intervals.map { ($0.0 * total, $0.1 * total) }
            var result: [Polyline] = []
            var offset = 0.0
            for line in self {
                let length = line.length
                let local = windows.compactMap { w -> (Double, Double)? in
                    let lo = Swift.max(w.0 - offset, 0), hi = Swift.min(w.1 - offset, length)
                    // Zero-length subpaths (dots) show when the window covers them.
                    return hi > lo || (length == 0 && w.0 <= offset && offset <= w.1) ? (lo, hi) : nil
                }
                result += line.pieces(local)
                offset += length
            }
            return result
        }
    }
}

extension Polyline {
    /// Cumulative arc length at each point (the closing segment adds a last entry).
    var cumulativeLengths: [Double] {
        var lengths = [0.0]
        lengths.reserveCapacity(points.count + 1)
        for (a, b) in segments { lengths.append(lengths[lengths.count - 1] + a.distance(to: b)) }
        return lengths
    }

    /// The parts between the given arc-length windows (sorted, at most two).
    /// On a closed polyline a window ending at its end and one starting at its
    /// start meet at the seam and are joined into one piece.
    func pieces(_ windows: [(Double, Double)]) -> [Polyline] {
        let length = self.length
        if windows.contains(where: { $0.0 <= 0 && $0.1 >= length }) { return [self] }
        let cumulative = cumulativeLengths
        var parts = windows.map { window -> Polyline in
            var part = slice(from: window.0, to: window.1, cumulative: cumulative)
            // Ends that stay where the subpath ends keep its true tangents.
            if window.0 <= 0 { part.startTangent = startTangent }
            if window.1 >= length && !isClosed { part.endTangent = endTangent }
            return part
        }
        if isClosed, parts.count == 2, windows[0].1 >= length, windows[1].0 <= 0 {
            parts = [Polyline(parts[0].points + parts[1].points.dropFirst(), closed: false)]
        }
        return parts
    }

    /// The open polyline between arc lengths `lo` and `hi`.
    func slice(from lo: Double, to hi: Double, cumulative: [Double]) -> Polyline {
        let all = segments
        guard !all.isEmpty else { return Polyline(points, closed: false) }
        // A start on a vertex begins the next segment; an end on a vertex
        // finishes the previous one, so the vertex is not repeated.
        let first = segmentIndex(at: lo, cumulative, endingThere: false)
        let last = Swift.max(first, segmentIndex(at: hi, cumulative, endingThere: true))
        var result = [point(at: lo, segment: first, all, cumulative)]
        if first < last {
            for i in first..<last { result.append(all[i].1) }
        }
        result.append(point(at: hi, segment: last, all, cumulative))
        return Polyline(result, closed: false)
    }

    /// Index of the segment containing arc length `s` (binary search).
    func segmentIndex(at s: Double, _ cumulative: [Double], endingThere: Bool) -> Int {
        var lo = 0, hi = cumulative.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if cumulative[mid] < s || (!endingThere && cumulative[mid] == s) { lo = mid } else { hi = mid }
        }
        return Swift.min(lo, cumulative.count - 2)
    }

    private func point(at s: Double, segment i: Int, _ all: [(Point, Point)], _ cumulative: [Double]) -> Point {
        let length = cumulative[i + 1] - cumulative[i]
        guard length > 0 else { return all[i].0 }
        return all[i].0.lerp(to: all[i].1, Swift.min(Swift.max((s - cumulative[i]) / length, 0), 1))
    }

    /// The point at arc length `s` on segment `i` of an open polyline.
    func point(at s: Double, segment i: Int, _ cumulative: [Double]) -> Point {
        let length = cumulative[i + 1] - cumulative[i]
        guard length > 0 else { return points[i] }
        return points[i].lerp(to: points[i + 1], Swift.min(Swift.max((s - cumulative[i]) / length, 0), 1))
    }
}
