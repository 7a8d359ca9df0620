extension Polyline {
    /// Width in pixels of the columns `decimatedByPixelColumns` reduces by default.
    /// Half a pixel: against an 8x supersampled reference (`DenseLineTests`)
    /// it was as accurate as a quarter pixel or better at every density
    /// tried (2 to 100 points a pixel), since fewer overlapping edges also
    /// mean less overlap error, and a dense line renders a third faster.
    /// A whole pixel was not (worst pixel off by 229 against 196).
    package static let columnBucket = 0.5

    /// The polyline with runs of points inside one narrow column (`bucket`
    /// pixels wide) reduced to the first, lowest, highest and last of them, in
    /// their original order (the M4 reduction). Coordinates must be in pixels.
    ///
    /// Within a column the run spans the same vertical band either way, so a
    /// stroke at least a pixel wide covers the same pixels, with its band's
    /// sides off by at most the bucket width. Runs of four points or fewer are
    /// kept as they are.
    package func decimatedByPixelColumns(bucket: Double = columnBucket) -> Polyline {
        guard points.count > 8 else { return self }
        var result: [Point] = []
        result.reserveCapacity(Swift.min(points.count, 4096))
        Self.forEachColumnRun(points.indices, in: points, bucket: bucket) {
            Self.reduceColumnRun($0, of: points, into: &result)
        }
        return result.count == points.count ? self
            : Polyline(result, closed: isClosed, startTangent: startTangent, endTangent: endTangent)
    }

    /// Calls `body` with each run of consecutive points of `range` that lie in one column.
    static func forEachColumnRun(_ range: Range<Int>, in points: [Point], bucket: Double = columnBucket,
                                 _ body: (Range<Int>) -> Void) {
        var start = range.lowerBound
        while start < range.upperBound {
            let column = (points[start].x / bucket).rounded(.down)
            var end = start + 1
            while end < range.upperBound && (points[end].x / bucket).rounded(.down) == column { end += 1 }
            body(start..<end)
            start = end
        }
    }

    /// Appends the M4 reduction of one column run: all of a run of four or
    /// fewer, else its first, lowest, highest and last points in order.
    static func reduceColumnRun(_ run: Range<Int>, of points: [Point], into result: inout [Point]) {
        guard run.count > 4 else {
            result.append(contentsOf: points[run])
            return
        }
        var low = run.lowerBound, high = run.lowerBound
        for i in run {
            if points[i].y < points[low].y { low = i }
            if points[i].y > points[high].y { high = i }
        }
        for i in Set([run.lowerBound, low, high, run.upperBound - 1]).sorted() { result.append(points[i]) }
    }
}
