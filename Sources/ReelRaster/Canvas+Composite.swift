import ReelGeometry

extension Canvas {
    /// Draws `source` over this canvas with its top-left corner at (`x`, `y`)
    /// (`GDPixel.over`); parts outside this canvas are dropped.
    package func composite(_ source: Canvas, x: Int, y: Int) {
        for sy in 0..<source.height where (0..<height).contains(y + sy) {
            let from = source.row(sy)
            let to = row(y + sy)
            for sx in 0..<source.width where (0..<width).contains(x + sx) {
                to[x + sx] = GDPixel.over(from[sx], to[x + sx])
            }
        }
    }
}
