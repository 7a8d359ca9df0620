#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CGD
import ReelGeometry

/// Exact-area coverage of polygons over a pixel region, by signed-area
/// accumulation (the approach of font-rs and stb_truetype).
///
/// Every edge adds, to each pixel it crosses, the signed area between the edge
/// and the pixel's right side; a running sum along each row then gives each
/// pixel's winding-weighted coverage. Clamping its magnitude to 1 turns that
/// into the non-zero rule for contours wound consistently, which is how the
/// stroker emits them.
///
/// A region larger than `cellBudget` cells is covered in bands of whole rows,
/// one after another (`nextBand`): the contours are added again for each band,
/// so a 4K plot's fill holds a few MB of cells, not 30. Edges are computed in
/// the region's coordinates whatever the band, and a row's cells receive the
/// same additions in the same order, so the coverage is bit for bit the one
/// of the whole region at once.
struct CoverageMask {
    /// Cells (4 bytes each) one band may hold: a fill of a whole 800x600
    /// canvas fits in one piece (so do most plots at 1080p); at 4K the mask
    /// is 2 MB of the 100 MB a render may take, not 33.
    static let defaultCellBudget = 1 << 19

    let cellBudget: Int
    /// Pixel region covered, in canvas coordinates.
    private(set) var originX = 0
    private(set) var originY = 0
    private(set) var width = 0
    private(set) var height = 0
    /// The region's rows (from `originY`) the cells hold now.
    private(set) var band = 0..<0
    /// The region's rows the clip lets the fill write: the bands cover them.
    private var written = 0..<0
    /// Row stride is `width + 2`: an edge at the right border writes one past
    /// it. Cells are all zero between fills: each band clears what it touched.
    private var cells: [Float] = []
    /// Per row, the first and last cell an edge touched (first > last: none).
    /// Beyond them a row's running sum is back at zero, so only this span
    /// is composited and cleared: a line across a wide plot touches a few
    /// cells a row, not the whole bounding box.
    private var spans: [Int32] = []

    var stride: Int { width + 2 }

    init(cellBudget: Int = defaultCellBudget) {
        self.cellBudget = max(cellBudget, 1)
    }

    /// Rows in a band: as many as the budget holds, at least one.
    private var bandRows: Int { max(1, cellBudget / stride) }

    /// Sets the mask up to cover `contours`' bounding box within `clip`, its
    /// first band ready to `add` to. Returns false when there is nothing to draw.
    mutating func reset(for contours: [[Point]], within clip: PixelClip) -> Bool {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours {
            for p in contour {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return false }
        // The region is the same whatever rows the clip lets through: edges
        // are computed from its origin, so each row's coverage is too.
        let region = clip.region
        let x0 = max(region.minColumn, Int(saturating: floor(minX))), y0 = max(region.minRow, Int(saturating: floor(minY)))
        let x1 = min(region.maxColumn, Int(saturating: ceil(maxX))), y1 = min(region.maxRow, Int(saturating: ceil(maxY)))
        guard x1 > x0, y1 > y0 else { return false }
        let first = max(y0, clip.minRow) - y0, end = min(y1, clip.maxRow) - y0
        guard first < end else { return false }
        originX = x0; originY = y0; width = x1 - x0; height = y1 - y0
        written = first..<end
        select(first..<min(end, first + bandRows))
        return true
    }

    /// Moves on to the next band of rows, to `add` the same contours to again
    /// after the last one was drained. Returns false after the last band.
    mutating func nextBand() -> Bool {
        guard band.upperBound < written.upperBound else { return false }
        select(band.upperBound..<min(written.upperBound, band.upperBound + bandRows))
        return true
    }

    private mutating func select(_ rows: Range<Int>) {
        band = rows
        if cells.count < stride * rows.count { cells = [Float](repeating: 0, count: stride * rows.count) }
        if spans.count < 2 * rows.count { spans = [Int32](repeating: 0, count: 2 * rows.count) }
        spans.withUnsafeMutableBufferPointer { s in
            for row in 0..<rows.count {
                s[2 * row] = Int32.max
                s[2 * row + 1] = -1
            }
        }
    }

    /// Accumulates closed contours (each implicitly closed) into the band.
    mutating func add(_ contours: [[Point]]) {
        let ox = Double(originX), oy = Double(originY)
        let grid = Grid(width: width, stride: stride, band: band)
        let top = Float(band.lowerBound), bottom = Float(band.upperBound)
        cells.withUnsafeMutableBufferPointer { a in
            spans.withUnsafeMutableBufferPointer { s in
                let target = Target(cells: a, spans: s, grid: grid)
                for contour in contours where contour.count > 2 {
                    var previous = contour[contour.count - 1]
                    var y0 = Self.local(previous.y - oy)
                    for p in contour {
                        let y1 = Self.local(p.y - oy)
                        // An edge wholly above or below the band reaches none of its rows.
                        if !((y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom)) {
                            Self.addClipped(target, Self.local(previous.x - ox), y0, Self.local(p.x - ox), y1)
                        }
                        previous = p
                        y0 = y1
                    }
                }
            }
        }
    }

    /// Calls `body(y, x, cells)` for each row of the band with something in
    /// it: `cells` holds the row's accumulation deltas from canvas column `x` on.
    /// Coverage of column `x + i` is `min(|cells[0] + ... + cells[i]|, 1)`;
    /// left of `x` and right of the cells it is 0. The cells are cleared
    /// after each row, ready for the next band or fill.
    mutating func drain(_ body: (Int, Int, UnsafeBufferPointer<Float>) -> Void) {
        let (width, stride, originX, originY) = (width, stride, originX, originY + band.lowerBound)
        let height = band.count
        cells.withUnsafeMutableBufferPointer { a in
            spans.withUnsafeBufferPointer { s in
                for row in 0..<height {
                    let first = Int(s[2 * row]), last = Int(s[2 * row + 1])
                    guard first <= last else { continue }
                    let start = row * stride
                    let end = min(last, width - 1)
                    if first <= end {
                        body(originY + row, originX + first, UnsafeBufferPointer(rebasing: a[(start + first)...(start + end)]))
                    }
                    Self.clear(a.baseAddress! + (start + first), count: last - first + 1)
                }
            }
        }
    }

    /// Zeroes `count` cells. A thin line leaves a few cells a row, for which
    /// a call to `memset` costs more than the stores: up to 16 are two
    /// overlapping vector stores (or up to three single ones).
    @inline(__always)
    private static func clear(_ p: UnsafeMutablePointer<Float>, count: Int) {
        let raw = UnsafeMutableRawPointer(p)
        switch count {
        case ...3:
            if count > 0 { p[0] = 0 }
            if count > 1 { p[1] = 0 }
            if count > 2 { p[2] = 0 }
        case ...8:
            raw.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
            raw.storeBytes(of: SIMD4<Float>(), toByteOffset: 4 * (count - 4), as: SIMD4<Float>.self)
        case ...16:
            raw.storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
            raw.storeBytes(of: SIMD8<Float>(), toByteOffset: 4 * (count - 8), as: SIMD8<Float>.self)
        default:
            p.update(repeating: 0, count: count)
        }
    }

    /// A coordinate relative to the region, as the edge functions take it.
    /// Points far outside (a vertex driven to 1e300) are pulled in to 1e7
    /// pixels, where Float arithmetic stays finite; an edge from inside to
    /// such a point turns by under a millionth of a pixel per pixel.
    @inline(__always)
    private static func local(_ v: Double) -> Float {
        Float(min(max(v, -1e7), 1e7))
    }

    /// The region's size and the band's rows, passed to the static edge
    /// functions (which work on the raw buffers, so the arrays are borrowed
    /// once per band, not per edge).
    struct Grid {
        let width: Int, stride: Int
        let band: Range<Int>
    }

    /// Where edges accumulate: the band's cells and each row's touched span.
    /// Rows are the region's; the band's first row is the buffers' first.
    struct Target {
        let cells: UnsafeMutableBufferPointer<Float>
        let spans: UnsafeMutableBufferPointer<Int32>
        let grid: Grid

        /// Index of the first cell of region row `row` (inside the band).
        @inline(__always)
        func base(_ row: Int) -> Int { (row &- grid.band.lowerBound) &* grid.stride }

        @inline(__always)
        func touch(_ row: Int, _ first: Int, _ last: Int) {
            let row = row &- grid.band.lowerBound
            // Cells are indices into a row: they fit Int32.
            let (first, last) = (Int32(truncatingIfNeeded: first), Int32(truncatingIfNeeded: last))
            if first < spans[row &* 2] { spans[row &* 2] = first }
            if last > spans[row &* 2 &+ 1] { spans[row &* 2 &+ 1] = last }
        }
    }

    /// Splits an edge at the left and right borders: the part left of the
    /// region becomes a vertical edge on the border (it still covers everything
    /// to its right); the part right of the region cannot cover anything.
    private static func addClipped(_ t: Target, _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        let right = Float(t.grid.width)
        if (x0 < 0 && x1 > 0) || (x0 > 0 && x1 < 0) {
            let ym = y0 + (y1 - y0) * ((0 - x0) / (x1 - x0))
            addClipped(t, x0, y0, 0, ym)
            addClipped(t, 0, ym, x1, y1)
            return
        }
        if (x0 < right && x1 > right) || (x0 > right && x1 < right) {
            let ym = y0 + (y1 - y0) * ((right - x0) / (x1 - x0))
            addClipped(t, x0, y0, right, ym)
            addClipped(t, right, ym, x1, y1)
            return
        }
        if x0 >= right && x1 >= right {
            // It adds nothing inside, but the rows it crosses may be covered
            // up to the right border: their spans must reach it.
            let rowStart = max(t.grid.band.lowerBound, Int(min(y0, y1)))
            let rowEnd = min(t.grid.band.upperBound, Int(max(y0, y1).rounded(.up)))
            if rowStart < rowEnd { for row in rowStart..<rowEnd { t.touch(row, t.grid.width, t.grid.width) } }
            return
        }
        addLine(t, max(x0, 0), y0, max(x1, 0), y1)
    }

    private static func addLine(_ t: Target, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
        if ay == by { return }
        let (direction, x0, y0, x1, y1): (Float, Float, Float, Float, Float) =
            ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        if y0 < 0 { x -= y0 * dxdy }
        let rowStart = max(0, Int(y0))
        let rowEnd = min(t.grid.band.upperBound, Int(y1.rounded(.up)))
        let band = t.grid.band.lowerBound
        // A piece of a split edge may end above the band.
        guard rowStart < rowEnd, band < rowEnd else { return }
        if dxdy == 0 {
            return addVertical(t, x: x, y0: y0, y1: y1, rows: max(rowStart, band)..<rowEnd, direction: direction)
        }
        let right = Float(t.grid.width)
        // x is summed row by row from the edge's first row, also over rows
        // above the band, so that each row sees the x the whole region would.
        for row in rowStart..<rowEnd {
            let top = Float(row), bottom = Float(row &+ 1)
            let dy = (bottom < y1 ? bottom : y1) - (top > y0 ? top : y0)
            let xNext = GDPixel.clamp(x + dxdy * dy, right)
            if row >= band { accumulateSpan(t, row: row, from: x, to: xNext, dy * direction) }
            x = xNext
        }
    }

    /// floor(`v`) for `v` >= 0, whose conversion truncates towards it.
    @inline(__always)
    private static func floorIndex(_ v: Float) -> Int { Int(cgd_truncate(v)) }

    /// A vertical edge (the sides of bars, of rectangles): `accumulateSpan`
    /// with x the same at both ends, its two cells' shares worked out once.
    private static func addVertical(_ t: Target, x: Float, y0: Float, y1: Float, rows: Range<Int>, direction: Float) {
        let ia = floorIndex(x)
        let floorX = Float(ia)
        let share = 0.5 * (x + x) - floorX
        let a = t.cells
        for row in rows {
            let top = Float(row), bottom = Float(row &+ 1)
            let d = ((bottom < y1 ? bottom : y1) - (top > y0 ? top : y0)) * direction
            let base = t.base(row) &+ ia
            a[base] += d - d * share
            a[base &+ 1] += d * share
            t.touch(row, ia, ia &+ 1)
        }
    }

    /// Adds the signed coverage of one edge crossing one row between x and xNext.
    @inline(__always)
    private static func accumulateSpan(_ t: Target, row: Int, from x: Float, to xNext: Float, _ d: Float) {
        let a = t.cells, base = t.base(row)
        let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
        // Both are in 0...width (`addClipped` and `addLine` clamp them).
        let ia = floorIndex(xa)
        let xaFloor = Float(ia)
        let ibFloor = floorIndex(xb)
        let ib = Float(ibFloor) < xb ? ibFloor &+ 1 : ibFloor
        let xbCeil = Float(ib)
        if ib <= ia &+ 1 {
            let xmf = 0.5 * (x + xNext) - xaFloor
            a[base &+ ia] += d - d * xmf
            a[base &+ ia &+ 1] += d * xmf
            t.touch(row, ia, ia &+ 1)
            return
        }
        t.touch(row, ia, ib)
        let inv = 1 / (xb - xa)
        let xaFrac = xa - xaFloor
        let a0 = 0.5 * inv * (1 - xaFrac) * (1 - xaFrac)
        let xbFrac = xb - xbCeil + 1
        let am = 0.5 * inv * xbFrac * xbFrac
        a[base &+ ia] += d * a0
        if ib == ia &+ 2 {
            a[base &+ ia &+ 1] += d * (1 - a0 - am)
        } else {
            let a1 = inv * (1.5 - xaFrac)
            a[base &+ ia &+ 1] += d * (a1 - a0)
            if ia &+ 2 < ib &- 1 {
                for i in (ia &+ 2)..<(ib &- 1) { a[base &+ i] += d * inv }
            }
            let a2 = a1 + Float(ib &- ia &- 3) * inv
            a[base &+ ib &- 1] += d * (1 - a2 - am)
        }
        a[base &+ ib] += d * am
    }
}
