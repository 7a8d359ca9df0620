import ReelGeometry

extension Canvas {
    /// Draws `source` over this canvas with its top-left corner at (`x`, `y`)
    /// (straight-alpha "source over"); parts outside this canvas are dropped.
    public func composite(_ source: Canvas, x: Int, y: Int) {
        for sy in 0..<source.height where (0..<height).contains(y + sy) {
            let from = source.row(sy)
            let to = row(y + sy)
            for sx in 0..<source.width where (0..<width).contains(x + sx) {
                to[x + sx] = Self.over(from[sx], to[x + sx])
            }
        }
    }

    /// libgd pixels (7-bit inverted alpha) blended `top` over `bottom`.
    static func over(_ top: Int32, _ bottom: Int32) -> Int32 {
        let topAlpha = Double(127 - ((top >> 24) & 0x7F)) / 127
        if topAlpha >= 1 { return top }
        if topAlpha <= 0 { return bottom }
        let bottomAlpha = Double(127 - ((bottom >> 24) & 0x7F)) / 127
        let alpha = topAlpha + bottomAlpha * (1 - topAlpha)
        func channel(_ shift: Int32) -> Int32 {
            let t = Double((top >> shift) & 0xFF), b = Double((bottom >> shift) & 0xFF)
            return Int32(((t * topAlpha + b * bottomAlpha * (1 - topAlpha)) / alpha).rounded())
        }
        let alpha7 = Int32(127 - (alpha * 127).rounded())
        return alpha7 << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
