import ReelGeometry

/// The drawable area in canvas pixels: a rectangle with possibly fractional
/// edges. Pixels the edge crosses are drawn with the part of them inside, so a
/// clip at x = 10.5 gives a half-covered column, as Core Graphics does.
struct PixelClip: Equatable {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
    }

    /// The whole canvas.
    init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height))
    }

    /// This clip narrowed to `rect`.
    func intersecting(_ rect: Rect) -> PixelClip {
        PixelClip(minX: max(minX, rect.minX), minY: max(minY, rect.minY),
                  maxX: min(maxX, rect.maxX), maxY: min(maxY, rect.maxY))
    }

    var minColumn: Int { Int(saturating: minX.rounded(.down)) }
    var minRow: Int { Int(saturating: minY.rounded(.down)) }
    var maxColumn: Int { Int(saturating: maxX.rounded(.up)) }
    var maxRow: Int { Int(saturating: maxY.rounded(.up)) }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

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
