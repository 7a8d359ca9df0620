/// A long open polyline measured and reduced to pixel columns once, so that
/// any trim of it costs time in proportion to the columns it crosses, not
/// to its points: the trim is a binary search on the cumulative lengths,
/// and the column runs inside it are reused.
///
/// Invariant: `decimatedPieces(windows)` equals `line.pieces(windows)`
/// with each piece `decimatedByPixelColumns()`, point for point, each with
/// the count of points it was reduced from.
package struct PreparedPolyline: Sendable {
    package let line: Polyline
    let cumulative: [Double]
    /// First point index of each run of consecutive points in one column, then `points.count`.
    let runStarts: [Int]
    /// Each run's reduced points, concatenated; run k's are `output[outputStarts[k]..<outputStarts[k+1]]`.
    let output: [Point]
    let outputStarts: [Int]
    let whole: Polyline

    /// Nil for polylines the plain path handles as well: closed or under two points.
    package init?(_ line: Polyline) {
        guard !line.isClosed, line.points.count >= 2 else { return nil }
        self.line = line
        cumulative = line.cumulativeLengths
        let points = line.points
        var starts: [Int] = [], out: [Point] = [], outStarts: [Int] = []
        Polyline.forEachColumnRun(points.indices, in: points) { run in
            starts.append(run.lowerBound)
            outStarts.append(out.count)
            Polyline.reduceColumnRun(run, of: points, into: &out)
        }
        starts.append(points.count)
        outStarts.append(out.count)
        runStarts = starts
        output = out
        outputStarts = outStarts
        whole = line.decimatedByPixelColumns()
    }

    package var length: Double { cumulative[cumulative.count - 1] }

    /// The parts between arc-length windows (sorted), each reduced to pixel
    /// columns, with the points of `line` each part holds before reduction.
    package func decimatedPieces(_ windows: [(Double, Double)]) -> [(piece: Polyline, sourcePoints: Int)] {
        if windows.contains(where: { $0.0 <= 0 && $0.1 >= length }) { return [(whole, line.points.count)] }
        return windows.map { window in
            var (part, count) = decimatedSlice(from: window.0, to: window.1)
            if window.0 <= 0 { part.startTangent = line.startTangent }
            if window.1 >= length { part.endTangent = line.endTangent }
            return (part, count)
        }
    }

    /// `line.slice(from: lo, to: hi)` reduced to pixel columns, and the
    /// count of the slice's points.
    func decimatedSlice(from lo: Double, to hi: Double) -> (Polyline, Int) {
        let points = line.points
        let first = line.segmentIndex(at: lo, cumulative, endingThere: false)
        let last = Swift.max(first, line.segmentIndex(at: hi, cumulative, endingThere: true))
        let head = line.point(at: lo, segment: first, cumulative)
        let tail = line.point(at: hi, segment: last, cumulative)
        // The slice is head, points[first+1...last], tail: under 9 points it stays as it is.
        let count = last - first + 2
        guard count > 8 else {
            return (Polyline([head] + points[(first + 1)..<(last + 1)] + [tail], closed: false), count)
        }
        let k1 = run(containing: first + 1), k2 = run(containing: last)
        var result: [Point] = []
        result.reserveCapacity(outputStarts[k2] - outputStarts[k1] + 16)
        if k1 == k2 {
            reduceSlice([head] + points[(first + 1)...last] + [tail], into: &result)
        } else {
            // Run boundaries between points stay boundaries in the slice, so
            // only the runs cut by the ends are reduced again.
            reduceSlice([head] + points[(first + 1)..<runStarts[k1 + 1]], into: &result)
            result += output[outputStarts[k1 + 1]..<outputStarts[k2]]
            reduceSlice(Array(points[runStarts[k2]...last]) + [tail], into: &result)
        }
        return (Polyline(result, closed: false), count)
    }

    private func run(containing index: Int) -> Int {
        var lo = 0, hi = runStarts.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if runStarts[mid] <= index { lo = mid } else { hi = mid }
        }
        return lo
    }

    private func reduceSlice(_ points: [Point], into result: inout [Point]) {
        Polyline.forEachColumnRun(points.indices, in: points) { Polyline.reduceColumnRun($0, of: points, into: &result) }
    }
}
