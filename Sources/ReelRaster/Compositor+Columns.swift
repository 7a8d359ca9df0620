import ReelGeometry

extension Compositor {
    /// Paints `sampler`'s paint where `coverage` covers, over the columns in
    /// `columns` inside `clip`: each pixel as the coverage mask's non-zero
    /// path paints it at the same coverage.
    static func composite(_ sampler: PaintSampler, through coverage: ColumnCoverage, columns: Range<Int>,
                          clip: PixelClip, onto canvas: Canvas) {
        let from = max(columns.lowerBound, clip.minColumn), to = min(columns.upperBound, clip.maxColumn, canvas.width)
        let rows = max(clip.minRow, canvas.originY)..<min(clip.maxRow, canvas.originY + canvas.height)
        guard from < to, !rows.isEmpty else { return }
        let aligned = clip.isPixelAligned
        let solid = sampler.solidColor
        // A solid paint, or a gradient along x only: one colour a column.
        let indices = solid == nil ? sampler.columnIndices(width: canvas.width) : nil
        let colors = sampler.linearRow(0)?.table ?? []
        let opaque = sampler.opaqueTable
        coverage.forEachColumn(in: from..<to, rows: rows) { x, top, values, full in
            let columnClip = aligned ? 1 : clip.columnCoverage(x)
            var color = solid, replacement: Int32 = -1
            if let solid {
                if solid.a >= 1 { replacement = GDPixel.pack(solid.r, solid.g, solid.b, 1) }
            } else if let indices {
                color = colors[indices[x]]
                replacement = opaque[indices[x]]
            }
            if full, aligned, replacement >= 0 {
                // A run covered in full by an opaque colour: its pixels are that colour.
                for y in top..<(top + values.count) { canvas.row(y)[x] = replacement }
                return
            }
            for i in 0..<values.count {
                let y = top + i
                var c = values[i]
                if !aligned { c *= columnClip * clip.rowCoverage(y) }
                // A gradient's colour at pixels that take none is not worked out.
                if c <= 1.0 / 512 { continue }
                compositePixel(color ?? sampler.color(x: x, y: y), coverage: c, replacement: replacement,
                               opaque: replacement >= 0, at: canvas.row(y) + x)
            }
        }
    }
}
