import ReelGeometry

/// What a stroke paints: its outline, filled through the coverage mask (its
/// paint faded by `coverage` where a dash too fine to draw became solid), or
/// the bands of a dense series, painted column by column.
enum StrokeShape {
    case outline([[Point]], coverage: Double)
    case columns([DenseBand])
}

/// A dense piece of a stroke: its envelopes, the columns they span, and
/// the line it is cut from with the span of x it shares with it.
struct DenseBand {
    let line: Int
    let sides: DenseStroke.Sides
    let shared: ClosedRange<Double>?
    let columns: Range<Int>
}

extension Rasterizer {
    /// The bands of a prepared stroke's `pieces` (pen radius `radius`) when
    /// every piece is a series denser than the pixels and no two reach the
    /// same pixel column; nil otherwise, and for no pieces.
    ///
    /// Painted by columns (`ColumnCoverage`), their coverage is the
    /// outline's (`DenseStroke.outline`) filled through the mask; pieces
    /// apart in x cannot overlap, so painting them one after another is
    /// their union.
    mutating func denseBands(_ pieces: [PreparedPath.Piece], radius: Double) -> [DenseBand]? {
        var bands: [DenseBand] = []
        for (line, piece, sourcePoints) in pieces {
            guard DenseStroke.applies(to: piece, reducedFrom: sourcePoints) else { return nil }
            let (sides, shared) = strokes.envelope(ofLine: line)?.sides(of: piece)
                ?? (DenseStroke.sides(piece, radius: radius), nil)
            guard let start = sides.lower.first?.x, let end = sides.lower.last?.x else { return nil }
            let columns = Int(saturating: start.rounded(.down))..<Int(saturating: end.rounded(.up))
            if let before = bands.last, before.columns.upperBound > columns.lowerBound { return nil }
            bands.append(DenseBand(line: line, sides: sides, shared: shared, columns: columns))
        }
        return bands.isEmpty ? nil : bands
    }

    /// Paints `bands` (of the path `strokes.prepared` returned last) with
    /// `paint` inside `clip`. A band that shares a stretch with its whole
    /// line (a trim revealing it) takes the columns inside that stretch
    /// from the line's coverage, worked out once per rasterizer, and works
    /// out only the columns at its two ends: a frame of a revealed line
    /// costs its pixels, not its points.
    mutating func paintColumns(_ bands: [DenseBand], with paint: Paint, on canvas: Canvas, clip: PixelClip) {
        let sampler = PaintSampler(paint, tables: &gradients)
        let region = clip.region
        let limit = region.minColumn..<max(region.minColumn, region.maxColumn)
        let rows = region.minRow..<max(region.minRow, region.maxRow)
        for band in bands {
            // The columns wholly inside the shared stretch are the whole line's.
            let inner = band.shared.flatMap { shared -> Range<Int>? in
                let from = Int(saturating: shared.lowerBound.rounded(.up)), to = Int(saturating: shared.upperBound.rounded(.down))
                return from < to ? from..<to : nil
            }
            if let inner,
               let whole = strokes.coverage(ofLine: band.line, columns: limit, rows: rows) {
                Compositor.composite(sampler, through: whole, columns: inner, clip: clip, onto: canvas)
                for ends in [band.columns.lowerBound..<inner.lowerBound, inner.upperBound..<band.columns.upperBound] {
                    Self.paint(band.sides, columns: ends.clamped(to: limit), rows: rows, sampler, clip: clip, onto: canvas)
                }
            } else {
                Self.paint(band.sides, columns: band.columns.clamped(to: limit), rows: rows, sampler, clip: clip, onto: canvas)
            }
        }
    }

    /// Paints the band between `sides` over `columns`, a batch of columns
    /// at a time (`ColumnCoverage.batchColumns`), so that what is held at
    /// once stays small on any canvas.
    private static func paint(_ sides: DenseStroke.Sides, columns: Range<Int>, rows: Range<Int>, _ sampler: PaintSampler,
                              clip: PixelClip, onto canvas: Canvas) {
        var start = columns.lowerBound
        while start < columns.upperBound {
            let batch = start..<min(columns.upperBound, start + ColumnCoverage.batchColumns)
            let coverage = ColumnCoverage(sides, columns: batch, rows: rows)
            Compositor.composite(sampler, through: coverage, columns: batch, clip: clip, onto: canvas)
            start = batch.upperBound
        }
    }
}
