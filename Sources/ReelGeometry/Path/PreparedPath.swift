/// A flattened path prepared for many trims: every open subpath of two or
/// more points is a `PreparedPolyline`. Built once per stroke that does not
/// change between frames; each frame then trims it.
///
/// Invariant: `decimatedTrim(range)` equals
/// `lines.trimmed(to: range).map { $0.decimatedByPixelColumns() }`.
package struct PreparedPath: Sendable {
    package let lines: [Polyline]
    private let prepared: [PreparedPolyline?]
    private let lengths: [Double]

    package init(_ lines: [Polyline]) {
        self.lines = lines
        prepared = lines.map(PreparedPolyline.init)
        lengths = zip(lines, prepared).map { $1?.length ?? $0.length }
    }

    /// The polylines cut down to `range`, each reduced to pixel columns.
    package func decimatedTrim(_ range: TrimRange) -> [Polyline] {
        decimatedPieces(range).map(\.piece)
    }

    /// `lines[index]` whole, reduced to pixel columns: what its pieces are cut from.
    package func decimatedLine(_ index: Int) -> Polyline {
        prepared[index]?.whole ?? lines[index].decimatedByPixelColumns()
    }

    /// `decimatedTrim(range)`, each piece with the index of the line it is
    /// cut from and the count of points it holds before reduction.
    package func decimatedPieces(_ range: TrimRange) -> [Piece] {
        if range.isFull { return lines.indices.flatMap { pieces($0, [(0, lengths[$0])]) } }
        let intervals = range.intervals
        guard !intervals.isEmpty else { return [] }
        switch range.mode {
        case .simultaneous:
            return lines.indices.flatMap { i in pieces(i, intervals.map { ($0.0 * lengths[i], $0.1 * lengths[i]) }) }
        case .sequential:
            let total = lengths.reduce(0, +)
            let windows = intervals.map { ($0.0 * total, $0.1 * total) }
            var result: [Piece] = []
            var offset = 0.0
            for i in lines.indices {
                let length = lengths[i]
                let local = windows.compactMap { w -> (Double, Double)? in
                    let lo = Swift.max(w.0 - offset, 0), hi = Swift.min(w.1 - offset, length)
                    return hi > lo || (length == 0 && w.0 <= offset && offset <= w.1) ? (lo, hi) : nil
                }
                result += pieces(i, local)
                offset += length
            }
            return result
        }
    }

    package typealias Piece = (line: Int, piece: Polyline, sourcePoints: Int)

    private func pieces(_ i: Int, _ windows: [(Double, Double)]) -> [Piece] {
        guard !windows.isEmpty else { return [] }
        let pieces = prepared[i]?.decimatedPieces(windows)
            ?? lines[i].pieces(windows).map { ($0.decimatedByPixelColumns(), $0.points.count) }
        return pieces.map { (i, $0.piece, $0.sourcePoints) }
    }
}
