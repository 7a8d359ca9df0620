import ReelGeometry

/// The drawable area in canvas pixels: a rectangle with possibly fractional
/// edges. Pixels the edge crosses are drawn with the part of them inside, so a
/// clip at x = 10.5 gives a half-covered column, as Core Graphics does.
///
/// `rows` limits the canvas rows drawing may write, without changing the
/// coverage of the rows it lets through: a layer drawn in bands of rows
/// draws each band with the rows of its band, and the pixels of every
/// band are those of the whole layer at once.
struct PixelClip: Equatable {
    static let allRows = Int.min..<Int.max

    let minX: Double, minY: Double, maxX: Double, maxY: Double
    let rows: Range<Int>

    init(minX: Double, minY: Double, maxX: Double, maxY: Double, rows: Range<Int> = allRows) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
        self.rows = rows
    }

    /// The whole canvas.
    init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height))
    }

    /// This clip narrowed to `rect`.
    func intersecting(_ rect: Rect) -> PixelClip {
        PixelClip(minX: max(minX, rect.minX), minY: max(minY, rect.minY),
                  maxX: min(maxX, rect.maxX), maxY: min(maxY, rect.maxY), rows: rows)
    }

    /// This clip, writing only rows in `band` as well.
    func limited(to band: Range<Int>) -> PixelClip {
        let lower = max(rows.lowerBound, band.lowerBound)
        return PixelClip(minX: minX, minY: minY, maxX: maxX, maxY: maxY,
                         rows: lower..<max(lower, min(rows.upperBound, band.upperBound)))
    }

    /// This clip without its limit on rows: the region whose coverage it draws.
    var region: PixelClip { PixelClip(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }

    var minColumn: Int { Int(saturating: minX.rounded(.down)) }
    /// The first row drawn (`rows` limits it).
    var minRow: Int { max(Int(saturating: minY.rounded(.down)), rows.lowerBound) }
    var maxColumn: Int { Int(saturating: maxX.rounded(.up)) }
    /// The row after the last drawn (`rows` limits it).
    var maxRow: Int { min(Int(saturating: maxY.rounded(.up)), rows.upperBound) }
    var isEmpty: Bool { maxX <= minX || maxY <= minY || maxRow <= minRow }

    /// Whether every pixel of the integer box is wholly inside.
    var isPixelAligned: Bool {
        minX.rounded() == minX && minY.rounded() == minY && maxX.rounded() == maxX && maxY.rounded() == maxY
    }

    /// The part of row `y` inside, 0...1.
    @inline(__always)
    func rowCoverage(_ y: Int) -> Float {
        Float(min(max(min(Double(y + 1), maxY) - max(Double(y), minY), 0), 1))
    }

    /// The part of column `x` inside, 0...1.
    @inline(__always)
    func columnCoverage(_ x: Int) -> Float {
        Float(min(max(min(Double(x + 1), maxX) - max(Double(x), minX), 0), 1))
    }
}
