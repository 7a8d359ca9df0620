import ReelGeometry

/// Long paths stroked frame after frame (a 100,000-point series revealed by
/// its trim) flattened, measured and reduced to pixel columns once.
///
/// Entries are found by the identity of the path's storage, which a chart
/// layout keeps while the series' data and scale are unchanged: the entry
/// holds the path, so that storage can neither be freed nor change, and an
/// equal address is the same path. A path built anew each frame just misses
/// and is prepared again, which costs what drawing it plainly costs.
struct PreparedStrokes {
    /// Paths shorter than this are drawn the plain way.
    static let minimumElements = 2048
    private static let capacity = 8

    private struct Entry {
        let path: Path
        let transform: AffineTransform
        let offset: Double
        let prepared: PreparedPath
        /// By line: the envelopes of its round stroke, whose radius is
        /// `offset`, or nil for a line not dense enough to have them.
        var envelopes: [Int: DenseEnvelope?] = [:]
        /// By line: the column coverage of that envelope within a clip's
        /// columns and rows, nil where it is too large to keep.
        var coverage: [Int: KeptCoverage] = [:]
    }

    private struct KeptCoverage {
        let columns: Range<Int>
        let rows: Range<Int>
        let coverage: ColumnCoverage?
    }

    private var entries: [Entry] = []
    /// Values of a line's column coverage kept at most (see `ColumnCoverage.keptValues`).
    var keptValues = ColumnCoverage.keptValues

    /// The prepared flattening of `path` under `transform`, outset by `offset`.
    mutating func prepared(_ path: Path, transform: AffineTransform, offset: Double, tolerance: Double) -> PreparedPath {
        let identity = Self.identity(path)
        if let index = entries.firstIndex(where: {
            Self.identity($0.path) == identity && $0.transform == transform && $0.offset == offset
        }) {
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.prepared
        }
        let prepared = PreparedPath(path.flattened(tolerance: tolerance, transform: transform, offset: offset))
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(path: path, transform: transform, offset: offset, prepared: prepared))
        return prepared
    }

    /// The envelope of line `index` of the path `prepared` returned last,
    /// stroked round with the radius it was prepared with, sampled once;
    /// nil (also decided once) when the whole line does not satisfy
    /// `DenseStroke.applies(to:)`.
    mutating func envelope(ofLine index: Int) -> DenseEnvelope? {
        let last = entries.count - 1
        if let known = entries[last].envelopes[index] { return known }
        let line = entries[last].prepared.decimatedLine(index)
        let dense = DenseStroke.applies(to: line, reducedFrom: entries[last].prepared.lines[index].points.count)
        let envelope = dense ? DenseEnvelope(line, radius: entries[last].offset) : nil
        entries[last].envelopes[index] = .some(envelope)
        return envelope
    }

    /// The column coverage of the envelope of line `index` (of the path
    /// `prepared` returned last) over `columns` and `rows`, worked out once
    /// for those limits; nil when the line has no envelope or its coverage
    /// is too large to keep (`keptValues`).
    mutating func coverage(ofLine index: Int, columns: Range<Int>, rows: Range<Int>) -> ColumnCoverage? {
        let last = entries.count - 1
        if let kept = entries[last].coverage[index], kept.columns == columns, kept.rows == rows { return kept.coverage }
        guard let envelope = envelope(ofLine: index) else { return nil }
        let coverage = ColumnCoverage(envelope.whole, columns: columns, rows: rows, budget: keptValues)
        let kept = coverage.isComplete ? coverage : nil
        entries[last].coverage[index] = KeptCoverage(columns: columns, rows: rows, coverage: kept)
        return kept
    }

    private static func identity(_ path: Path) -> (UnsafeRawPointer?, Int) {
        path.elements.withUnsafeBufferPointer { (UnsafeRawPointer($0.baseAddress), $0.count) }
    }
}
