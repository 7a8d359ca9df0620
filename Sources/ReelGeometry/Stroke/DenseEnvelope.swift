/// The envelopes of a dense series' round stroke sampled once, so that the
/// outline of any piece of it (a trim that grows frame after frame) is
/// sampled again only near the piece's two ends and copied in between.
///
/// Between the ends the piece and the whole line have the same points, and
/// a sample farther than the pen's radius from where they start to differ
/// is reached by the same capsules in both: its envelope, and the
/// refinement between two such samples, are the same numbers. The samples
/// lie on the same pixel grid in both (`DenseStroke.sampleXs`).
///
/// Invariant: `outline(of: piece)` equals `DenseStroke.outline(piece, radius:)`
/// point for point, for any piece of the line; a piece that does not share
/// a run of points with it is simply outlined in full.
package struct DenseEnvelope: Sendable {
    /// The whole line, reduced to pixel columns, as its pieces are cut from it.
    let points: [Point]
    let radius: Double
    package let whole: DenseStroke.Sides

    /// `line` must satisfy `DenseStroke.applies(to:)`.
    package init(_ line: Polyline, radius: Double) {
        points = line.points
        self.radius = radius
        let xs = DenseStroke.sampleXs(from: points[0].x - radius, to: points[points.count - 1].x + radius, radius: radius)
        var sides = DenseStroke.Sides(capacity: xs.count + 64)
        sides.append(points, radius: radius, samples: xs[...], from: xs.startIndex)
        whole = sides
    }

    /// The outline `DenseStroke.outline(piece, radius:)` of a piece of the line.
    package func outline(of piece: Polyline) -> [Point] {
        sides(of: piece).sides.contour
    }

    /// The envelopes `DenseStroke.sides(piece, radius:)` of a piece of the
    /// line, and the span of x over which they are the whole line's (`whole`),
    /// point for point: nil when they share none.
    package func sides(of piece: Polyline) -> (sides: DenseStroke.Sides, shared: ClosedRange<Double>?) {
        let p = piece.points
        if p == points, let a = whole.lower.first?.x, let b = whole.lower.last?.x { return (whole, a...b) }
        guard let (first, last) = sharedSamples(p) else { return (DenseStroke.sides(piece, radius: radius), nil) }
        let xs = DenseStroke.sampleXs(from: p[0].x - radius, to: p[p.count - 1].x + radius, radius: radius)
        guard let i = xs.firstIndex(of: first), let j = xs.lastIndex(of: last), i < j else {
            return (DenseStroke.sides(piece, radius: radius), nil)
        }
        var sides = DenseStroke.Sides(capacity: whole.lower.count + 64)
        sides.append(p, radius: radius, samples: xs[...i], from: 0)
        sides.lower += Self.between(whole.lower, after: first, upTo: last)
        sides.upper += Self.between(whole.upper, after: first, upTo: last)
        sides.append(p, radius: radius, samples: xs[j...], from: j + 1)
        return (sides, first...last)
    }

    /// The first and last grid sample whose envelope the piece shares with
    /// the line, or nil when they share none.
    private func sharedSamples(_ p: [Point]) -> (Double, Double)? {
        guard p.count > 8, let (a, b) = sharedRun(p) else { return nil }
        let step = DenseStroke.step
        // Strictly more than a radius inside the shared run, on the grid.
        let first = ((p[a].x + radius) / step).rounded(.down) * step + step
        let last = ((p[b].x - radius) / step).rounded(.up) * step - step
        return first < last ? (first, last) : nil
    }

    /// Indices of the piece's first and last point of a run it copies from
    /// the line verbatim: the pixel columns strictly between its first two
    /// and its last two columns (a piece's end columns are reduced anew).
    private func sharedRun(_ p: [Point]) -> (Int, Int)? {
        let bucket = Polyline.columnBucket
        let startColumn = (p[1].x / bucket).rounded(.down), endColumn = (p[p.count - 2].x / bucket).rounded(.down)
        guard let a = p.firstIndex(where: { ($0.x / bucket).rounded(.down) > startColumn }),
              let b = p.lastIndex(where: { ($0.x / bucket).rounded(.down) < endColumn }), a < b else { return nil }
        var start = DenseStroke.firstIndex(in: points) { $0 >= p[a].x }
        while start < points.count, points[start] != p[a], points[start].x == p[a].x { start += 1 }
        guard start + (b - a) < points.count else { return nil }
        // Checked point for point: a piece cut some other way just takes the plain path.
        guard p[a...b].elementsEqual(points[start...(start + b - a)]) else { return nil }
        return (a, b)
    }

    /// The contour points of `side` with x in (after, upTo].
    private static func between(_ side: [Point], after low: Double, upTo high: Double) -> ArraySlice<Point> {
        let from = DenseStroke.firstIndex(in: side) { $0 > low }, to = DenseStroke.firstIndex(in: side) { $0 > high }
        return side[from..<to]
    }
}
