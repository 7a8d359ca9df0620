import ReelGeometry

/// Source-over compositing of a paint through a coverage mask, in sRGB space
/// with straight alpha, as Core Graphics blends by default.
enum Compositor {
    static func composite(_ paint: Paint, through mask: CoverageMask, onto canvas: Canvas) {
        switch paint {
        case .solid(let color):
            composite(color, through: mask, onto: canvas)
        }
    }

    private static func composite(_ color: Color, through mask: CoverageMask, onto canvas: Canvas) {
        let sr = Float(color.red * 255), sg = Float(color.green * 255), sb = Float(color.blue * 255)
        let sa = Float(min(max(color.alpha, 0), 1))
        guard sa > 0 else { return }
        // Fully covered pixels of an opaque paint are simply replaced.
        let solid: Int32? = sa >= 1 ? GDPixel.encode(Color(red: color.red, green: color.green, blue: color.blue)) : nil
        mask.forEachRow { y, x0, deltas in
            let pixels = canvas.row(y) + x0
            var acc: Float = 0
            for i in 0..<deltas.count {
                acc += deltas[i]
                let coverage = min(abs(acc), 1)
                if coverage >= 1, let solid {
                    pixels[i] = solid
                } else if coverage > 1.0 / 512 {
                    // Below half a level of 255 nothing would change.
                    pixels[i] = blend(pixels[i], sr, sg, sb, sa * coverage)
                }
            }
        }
    }

    /// `src` over the packed libgd pixel `dst`; `a` is the source's effective alpha.
    @inline(__always)
    static func blend(_ dst: Int32, _ sr: Float, _ sg: Float, _ sb: Float, _ a: Float) -> Int32 {
        let dr = Float((dst >> 16) & 0xFF), dg = Float((dst >> 8) & 0xFF), db = Float(dst & 0xFF)
        let alpha7 = (dst >> 24) & 0x7F
        if alpha7 == 0 {
            // Opaque destination: the common case for charts on a background.
            let k = 1 - a
            return pack(sr * a + dr * k, sg * a + dg * k, sb * a + db * k, 1)
        }
        let da = Float(127 - alpha7) / 127
        let outA = a + da * (1 - a)
        guard outA > 0 else { return dst }
        let k = da * (1 - a)
        return pack((sr * a + dr * k) / outA, (sg * a + dg * k) / outA, (sb * a + db * k) / outA, outA)
    }

    @inline(__always)
    private static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> Int32 {
        let ri = Int32(min(max(r, 0), 255) + 0.5)
        let gi = Int32(min(max(g, 0), 255) + 0.5)
        let bi = Int32(min(max(b, 0), 255) + 0.5)
        let ai = Int32((1 - min(max(a, 0), 1)) * 127 + 0.5)
        return (ai << 24) | (ri << 16) | (gi << 8) | bi
    }
}
