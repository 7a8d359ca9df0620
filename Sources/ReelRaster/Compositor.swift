import ReelGeometry
import ReelText

/// Source-over compositing (`GDPixel.blend`) of paints through coverage
/// masks, of text masks, and of offscreen layers.
enum Compositor {
    /// Paints `sampler`'s paint where `mask` covers, under `rule`, inside `clip`.
    static func composite(_ sampler: PaintSampler, through mask: inout CoverageMask, rule: FillRule, clip: PixelClip,
                          onto canvas: Canvas) {
        let aligned = clip.isPixelAligned
        if let solid = sampler.solidColor, rule == .nonZero {
            // The common case (solid lines and fills) gets a loop with no
            // calls in it; a fractional clip only dims its edge row or column.
            mask.drain { y, x0, deltas in
                let edges = SolidRowEdges(clip: clip, y: y, x0: x0, count: deltas.count)
                compositeSolidRow(solid, deltas: deltas, pixels: canvas.row(y) + x0, edges: edges)
            }
            return
        }
        if rule == .nonZero, aligned, sampler.isLinear {
            return compositeLinear(sampler, through: &mask, onto: canvas)
        }
        // Fully covered pixels of an opaque solid paint are simply replaced.
        let replacement: Int32? = sampler.solidColor.flatMap { $0.a >= 1 ? GDPixel.pack($0.r, $0.g, $0.b, 1) : nil }
        mask.drain { y, x0, deltas in
            let pixels = canvas.row(y) + x0
            let rowClip = aligned ? 1 : clip.rowCoverage(y)
            forEachCoveredRun(deltas, rule: rule) { run, covered in
                for j in run {
                    var coverage = covered
                    if !aligned { coverage *= rowClip * clip.columnCoverage(x0 + j) }
                    if coverage >= 1, let replacement {
                        pixels[j] = replacement
                    } else if coverage > 1.0 / 512 {
                        let c = sampler.color(x: x0 + j, y: y)
                        pixels[j] = GDPixel.blend(pixels[j], c.r, c.g, c.b, c.a * coverage)
                    }
                }
            }
        }
    }

    /// Calls `body` with each run of a row's cells that lies at one coverage
    /// under `rule`, above 1/512: a cell with a delta starts a run of one, a
    /// run of cells with none keeps the coverage as it was, and runs at
    /// nothing (outside the shape, or inside an even-odd hole) are skipped.
    @inline(__always)
    private static func forEachCoveredRun(_ deltas: UnsafeBufferPointer<Float>, rule: FillRule,
                                          _ body: (Range<Int>, Float) -> Void) {
        let count = deltas.count
        let bits = UnsafeRawPointer(deltas.baseAddress!).assumingMemoryBound(to: UInt32.self)
        var acc: Float = 0
        var i = 0
        while i < count {
            var end = i + 1
            if bits[i] != 0 { acc += deltas[i] } else { end = zeroRunEnd(bits, from: i, count: count) }
            let covered = rule == .nonZero ? min(abs(acc), 1) : evenOdd(acc)
            if covered > 1.0 / 512 { body(i..<end, covered) }
            i = end
        }
    }

    /// A linear gradient under the non-zero rule in a pixel-aligned clip (a
    /// line chart's gradient stroke): the general path's pixels, with the
    /// paint's kind decided once and the fully covered pixels of opaque
    /// colours taken from a table of packed pixels. A gradient along x only
    /// (the line charts') has each column's entry looked up once for the
    /// whole mask, not worked out again per pixel.
    private static func compositeLinear(_ sampler: PaintSampler, through mask: inout CoverageMask, onto canvas: Canvas) {
        let opaque = sampler.opaqueTable, colors = sampler.linearRow(0)!.table
        let columns = sampler.columnIndices(width: canvas.width)
        opaque.withUnsafeBufferPointer { opaque in
            colors.withUnsafeBufferPointer { colors in
                mask.drain { y, x0, deltas in
                    let pixels = canvas.row(y) + x0
                    if let columns {
                        forEachCoveredRun(deltas, rule: .nonZero) { run, coverage in
                            paintRun(run, coverage, pixels, opaque, colors) { columns[x0 + $0] }
                        }
                    } else {
                        let row = sampler.linearRow(y)!
                        forEachCoveredRun(deltas, rule: .nonZero) { run, coverage in
                            paintRun(run, coverage, pixels, opaque, colors) { row.index(x0 + $0) }
                        }
                    }
                }
            }
        }
    }

    /// One run of a gradient's pixels at `coverage`: pixel `j` takes table
    /// entry `index(j)`, as its packed opaque pixel where fully covered and
    /// opaque, else blended.
    @inline(__always)
    private static func paintRun(_ run: Range<Int>, _ coverage: Float, _ pixels: UnsafeMutablePointer<Int32>,
                                 _ opaque: UnsafeBufferPointer<Int32>, _ colors: UnsafeBufferPointer<PaintSampler.RGBA>,
                                 index: (Int) -> Int) {
        for j in run {
            let entry = index(j)
            if coverage >= 1, opaque[entry] >= 0 {
                pixels[j] = opaque[entry]
            } else {
                let c = colors[entry]
                pixels[j] = GDPixel.blend(pixels[j], c.r, c.g, c.b, c.a * coverage)
            }
        }
    }

    /// How a fractional clip dims one row: all of it by `row`, and the
    /// columns the clip's sides cross (indices into the row, or -1) by theirs.
    struct SolidRowEdges {
        var row: Float = 1
        var left = -1, right = -1
        var leftCoverage: Float = 1, rightCoverage: Float = 1

        init(clip: PixelClip, y: Int, x0: Int, count: Int) {
            guard !clip.isPixelAligned else { return }
            row = clip.rowCoverage(y)
            let first = clip.minColumn - x0, last = clip.maxColumn - 1 - x0
            if first >= 0 && first < count { left = first; leftCoverage = clip.columnCoverage(clip.minColumn) }
            if last >= 0 && last < count { right = last; rightCoverage = clip.columnCoverage(clip.maxColumn - 1) }
        }

        /// Whether the clip dims none of the row's pixels.
        var isTrivial: Bool {
            row >= 1 && (left < 0 || leftCoverage >= 1) && (right < 0 || rightCoverage >= 1)
        }

        @inline(__always)
        func coverage(_ i: Int) -> Float {
            row * (i == left ? leftCoverage : 1) * (i == right ? rightCoverage : 1)
        }
    }

    /// One row of a solid paint under the non-zero rule. A cell with no delta
    /// leaves the coverage as it was, so each run of them is one span of
    /// constant coverage: skipped outside the shape, filled inside it, and
    /// blended with the colour's terms worked out once on its edge rows.
    @inline(__always)
    private static func compositeSolidRow(_ c: PaintSampler.RGBA, deltas: UnsafeBufferPointer<Float>,
                                          pixels: UnsafeMutablePointer<Int32>, edges: SolidRowEdges) {
        let opaque = c.a >= 1
        let replacement: Int32 = opaque ? GDPixel.pack(c.r, c.g, c.b, 1) : 0
        let count = deltas.count
        let bits = UnsafeRawPointer(deltas.baseAddress!).assumingMemoryBound(to: UInt32.self)
        var acc: Float = 0
        var i = 0
        while i < count {
            if bits[i] != 0 {
                // -0 lands here too, and adds nothing: as a zero cell would.
                acc += deltas[i]
                compositePixel(c, coverage: min(abs(acc), 1) * edges.coverage(i), replacement: replacement,
                               opaque: opaque, at: pixels + i)
                i += 1
                continue
            }
            let end = zeroRunEnd(bits, from: i, count: count)
            let coverage = min(abs(acc), 1)
            if coverage > 1.0 / 512 {
                if edges.isTrivial {
                    fill(c, coverage: coverage, replacement: replacement, opaque: opaque, pixels + i, count: end - i)
                } else {
                    for j in i..<end {
                        compositePixel(c, coverage: coverage * edges.coverage(j), replacement: replacement,
                                       opaque: opaque, at: pixels + j)
                    }
                }
            }
            i = end
        }
    }

    /// The index after the run of all-zero cells that starts at `start`.
    @inline(__always)
    private static func zeroRunEnd(_ bits: UnsafePointer<UInt32>, from start: Int, count: Int) -> Int {
        var j = start + 1
        while j + 8 <= count, allZero(UnsafeRawPointer(bits + j)) { j += 8 }
        while j < count, bits[j] == 0 { j += 1 }
        return j
    }

    /// One pixel at `coverage` (already dimmed by the clip).
    @inline(__always)
    static func compositePixel(_ c: PaintSampler.RGBA, coverage: Float, replacement: Int32, opaque: Bool,
                                       at pixel: UnsafeMutablePointer<Int32>) {
        if coverage >= 1 && opaque {
            pixel.pointee = replacement
        } else if coverage > 1.0 / 512 {
            pixel.pointee = GDPixel.blend(pixel.pointee, c.r, c.g, c.b, c.a * coverage)
        }
    }

    /// Every pixel of `box` covered wholly by solid colour `c`: as the
    /// coverage mask of that rectangle would paint it, row for row.
    static func fill(_ box: PixelBox, with c: PaintSampler.RGBA, onto canvas: Canvas) {
        let opaque = c.a >= 1
        let replacement: Int32 = opaque ? GDPixel.pack(c.r, c.g, c.b, 1) : 0
        for y in box.minRow..<box.maxRow {
            fill(c, coverage: 1, replacement: replacement, opaque: opaque, canvas.row(y) + box.minColumn,
                 count: box.maxColumn - box.minColumn)
        }
    }

    /// `count` pixels at one coverage, wholly inside the clip.
    @inline(__always)
    private static func fill(_ c: PaintSampler.RGBA, coverage: Float, replacement: Int32, opaque: Bool,
                             _ pixels: UnsafeMutablePointer<Int32>, count: Int) {
        if coverage >= 1 && opaque {
            pixels.update(repeating: replacement, count: count)
            return
        }
        guard count > 0 else { return }
        let a = c.a * coverage
        let (sr, sg, sb, k) = (c.r * a, c.g * a, c.b * a, 1 - a)
        func over(_ dst: Int32) -> Int32 {
            guard GDPixel.isOpaque(dst) else { return GDPixel.blend(dst, c.r, c.g, c.b, a) }
            // blend's opaque-destination case, with the source's terms hoisted.
            return GDPixel.pack(sr + Float(GDPixel.red(dst)) * k, sg + Float(GDPixel.green(dst)) * k,
                                sb + Float(GDPixel.blue(dst)) * k, 1)
        }
        // Under one colour at one coverage a pixel turns into the same pixel
        // every time, and charts put runs of equal pixels under a veil.
        var (lastDst, lastOut) = (pixels[0], over(pixels[0]))
        for j in 0..<count {
            let dst = pixels[j]
            if dst != lastDst { (lastDst, lastOut) = (dst, over(dst)) }
            pixels[j] = lastOut
        }
    }

    /// Whether the eight cells at `p` are all +0 (-0 counts as not zero:
    /// it only sends those pixels down the per-pixel path).
    @inline(__always)
    static func allZero(_ raw: UnsafeRawPointer) -> Bool {
        raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
    }

    /// Coverage under the even-odd rule: the winding folded into 0...1.
    @inline(__always)
    static func evenOdd(_ acc: Float) -> Float {
        let a = abs(acc).truncatingRemainder(dividingBy: 2)
        return a > 1 ? 2 - a : a
    }

    /// Draws an 8-bit coverage mask with its top-left at (left, top) in `color`.
    static func composite(_ mask: TextMask, left: Int, top: Int, color: Color, clip: PixelClip, onto canvas: Canvas) {
        let c = GDPixel.source(color)
        let x0 = max(left, clip.minColumn), x1 = min(left + mask.width, clip.maxColumn)
        let y0 = max(top, clip.minRow), y1 = min(top + mask.height, clip.maxRow)
        guard x1 > x0, y1 > y0 else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            for y in y0..<y1 {
                let pixels = canvas.row(y)
                let rowClip = clip.rowCoverage(y)
                let base = (y - top) * mask.width - left
                for x in x0..<x1 {
                    let m = coverage[base + x]
                    if m == 0 { continue }
                    let a = c.a * Float(m) / 255 * rowClip * clip.columnCoverage(x)
                    pixels[x] = GDPixel.blend(pixels[x], c.r, c.g, c.b, a)
                }
            }
        }
    }

    /// Draws `layer` over `canvas` inside `clip`, its alpha multiplied by `opacity`.
    static func composite(layer: Canvas, opacity: Double, clip: PixelClip, onto canvas: Canvas) {
        let k = Float(min(max(opacity, 0), 1))
        let y0 = max(clip.minRow, canvas.originY), y1 = min(clip.maxRow, canvas.originY + canvas.height)
        guard y1 > y0 else { return }
        for y in y0..<y1 {
            let source = layer.row(y), target = canvas.row(y)
            for x in max(clip.minColumn, 0)..<min(clip.maxColumn, canvas.width) {
                let p = source[x]
                if GDPixel.alpha7(p) == 127 { continue }
                let a = GDPixel.opacity(p) * k
                target[x] = GDPixel.blend(target[x], Float(GDPixel.red(p)), Float(GDPixel.green(p)), Float(GDPixel.blue(p)), a)
            }
        }
    }
}
