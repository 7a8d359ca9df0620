extension Polyline {
    /// The polyline with runs of points inside one narrow column (`bucket`
    /// pixels wide) reduced to the first, lowest, highest and last of them, in
    /// their original order (the M4 reduction). Coordinates must be in pixels.
    ///
    /// Within a column the run spans the same vertical band either way, so a
    /// stroke at least a pixel wide covers the same pixels, with its band's
    /// sides off by at most the bucket width. Runs of four points or fewer are
    /// kept as they are.
    public func decimatedByPixelColumns(bucket: Double = 0.25) -> Polyline {
        guard points.count > 8 else { return self }
        var result: [Point] = []
        result.reserveCapacity(Swift.min(points.count, 4096))
        var start = 0
        while start < points.count {
            let column = (points[start].x / bucket).rounded(.down)
            var end = start + 1
            while end < points.count && (points[end].x / bucket).rounded(.down) == column { end += 1 }
            appendRun(start..<end, to: &result)
            start = end
        }
        return result.count == points.count ? self
            : Polyline(result, closed: isClosed, startTangent: startTangent, endTangent: endTangent)
    }

    private func appendRun(_ run: Range<Int>, to result: inout [Point]) {
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
