#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReelGeometry

/// Exact-area coverage of polygons over a pixel region, by signed-area
/// accumulation (the approach of font-rs and stb_truetype).
///
/// Every edge adds, to each pixel it crosses, the signed area between the edge
/// and the pixel's right side; a running sum along each row then gives each
/// pixel's winding-weighted coverage. Clamping its magnitude to 1 turns that
/// into the non-zero rule for contours wound consistently, which is how the
/// stroker emits them.
struct CoverageMask {
    /// Pixel region covered, in canvas coordinates.
    private(set) var originX = 0
    private(set) var originY = 0
    private(set) var width = 0
    private(set) var height = 0
    /// Row stride is `width + 2`: an edge at the right border writes one past it.
    private var cells: [Float] = []

    var stride: Int { width + 2 }

    /// Clears the mask to cover `contours`' bounding box within `clip`.
    /// Returns false when there is nothing to draw.
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
        let x0 = max(clip.minColumn, Int(floor(minX))), y0 = max(clip.minRow, Int(floor(minY)))
        let x1 = min(clip.maxColumn, Int(ceil(maxX))), y1 = min(clip.maxRow, Int(ceil(maxY)))
        guard x1 > x0, y1 > y0 else { return false }
        originX = x0; originY = y0; width = x1 - x0; height = y1 - y0
        let count = stride * height
        if cells.count < count {
            cells = [Float](repeating: 0, count: count)
        } else {
            cells.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: count) }
        }
        return true
    }

    /// Accumulates closed contours (each implicitly closed).
    mutating func add(_ contours: [[Point]]) {
        let ox = Double(originX), oy = Double(originY)
        let grid = Grid(width: width, height: height, stride: stride)
        cells.withUnsafeMutableBufferPointer { a in
            for contour in contours where contour.count > 2 {
                var previous = contour[contour.count - 1]
                for p in contour {
                    Self.addClipped(a, grid, Float(previous.x - ox), Float(previous.y - oy), Float(p.x - ox), Float(p.y - oy))
                    previous = p
                }
            }
        }
    }

    /// Calls `body(y, x0, cells)` for each row of the region: `cells` holds
    /// the row's accumulation deltas starting at canvas column `x0`. Coverage
    /// of column `x0 + i` is `min(|cells[0] + ... + cells[i]|, 1)`.
    func forEachRow(_ body: (Int, Int, UnsafeBufferPointer<Float>) -> Void) {
        cells.withUnsafeBufferPointer { a in
            for row in 0..<height {
                body(originY + row, originX, UnsafeBufferPointer(rebasing: a[(row * stride)..<(row * stride + width)]))
            }
        }
    }

    /// The region's size, passed to the static edge functions (which work on
    /// the raw buffer, so the array is borrowed once per fill, not per edge).
    struct Grid {
        let width: Int, height: Int, stride: Int
    }

    /// Splits an edge at the left and right borders: the part left of the
    /// region becomes a vertical edge on the border (it still covers everything
    /// to its right); the part right of the region cannot cover anything.
    private static func addClipped(_ a: UnsafeMutableBufferPointer<Float>, _ grid: Grid,
                                   _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        let right = Float(grid.width)
        if (x0 < 0 && x1 > 0) || (x0 > 0 && x1 < 0) {
            let ym = y0 + (y1 - y0) * ((0 - x0) / (x1 - x0))
            addClipped(a, grid, x0, y0, 0, ym)
            addClipped(a, grid, 0, ym, x1, y1)
            return
        }
        if (x0 < right && x1 > right) || (x0 > right && x1 < right) {
            let ym = y0 + (y1 - y0) * ((right - x0) / (x1 - x0))
            addClipped(a, grid, x0, y0, right, ym)
            addClipped(a, grid, right, ym, x1, y1)
            return
        }
        if x0 >= right && x1 >= right { return }
        addLine(a, grid, max(x0, 0), y0, max(x1, 0), y1)
    }

    private static func addLine(_ a: UnsafeMutableBufferPointer<Float>, _ grid: Grid,
                                _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
        if ay == by { return }
        let (direction, x0, y0, x1, y1): (Float, Float, Float, Float, Float) =
            ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        if y0 < 0 { x -= y0 * dxdy }
        let rowStart = max(0, Int(y0))
        let rowEnd = min(grid.height, Int(y1.rounded(.up)))
        guard rowStart < rowEnd else { return }
        let right = Float(grid.width)
        for row in rowStart..<rowEnd {
            let dy = min(Float(row + 1), y1) - max(Float(row), y0)
            let xNext = min(max(x + dxdy * dy, 0), right)
            accumulateSpan(a, base: row * grid.stride, from: x, to: xNext, dy * direction)
            x = xNext
        }
    }

    /// Adds the signed coverage of one edge crossing one row between x and xNext.
    @inline(__always)
    private static func accumulateSpan(_ a: UnsafeMutableBufferPointer<Float>, base: Int, from x: Float, to xNext: Float, _ d: Float) {
        let (xa, xb) = x < xNext ? (x, xNext) : (xNext, x)
        let xaFloor = xa.rounded(.down)
        let ia = Int(xaFloor)
        let xbCeil = xb.rounded(.up)
        let ib = Int(xbCeil)
        if ib <= ia + 1 {
            let xmf = 0.5 * (x + xNext) - xaFloor
            a[base + ia] += d - d * xmf
            a[base + ia + 1] += d * xmf
            return
        }
        let inv = 1 / (xb - xa)
        let xaFrac = xa - xaFloor
        let a0 = 0.5 * inv * (1 - xaFrac) * (1 - xaFrac)
        let xbFrac = xb - xbCeil + 1
        let am = 0.5 * inv * xbFrac * xbFrac
        a[base + ia] += d * a0
        if ib == ia + 2 {
            a[base + ia + 1] += d * (1 - a0 - am)
        } else {
            let a1 = inv * (1.5 - xaFrac)
            a[base + ia + 1] += d * (a1 - a0)
            if ia + 2 < ib - 1 {
                for i in (ia + 2)..<(ib - 1) { a[base + i] += d * inv }
            }
            let a2 = a1 + Float(ib - ia - 3) * inv
            a[base + ib - 1] += d * (1 - a2 - am)
        }
        a[base + ib] += d * am
    }
}
