import CGD
import ReelGeometry

/// libgd's truecolor pixel, as every canvas row stores it: one `Int32`
/// `0xAARRGGBB` (little-endian, so B G R A in memory) with straight sRGB
/// channels and a 7-bit *inverted* alpha.
///
/// The rule, stated once:
/// - `alpha7` is 0 for opaque and 127 for transparent; opacity = (127 - alpha7) / 127.
/// - Widened to 8 bits: alpha8 = round((127 - alpha7) * 255 / 127) (`alpha8` table).
///   Narrowed back: alpha7 = 127 - (alpha8 * 127 + 127) / 255 in integers, which
///   gives back exactly the alpha7 that was widened.
/// - From a `Color`: alpha7 = round((1 - alpha) * 127), channels from `Color.rgba8`.
/// - Source over, straight alpha (as Core Graphics blends by default), for a
///   source (s, a) over a destination (d, da):
///   outA = a + da (1 - a), out = (s a + d da (1 - a)) / outA.
///
/// Source over is rounded in two ways, and each call site keeps its own since
/// they can land one step apart on a channel or on alpha7:
/// - `blend` works in `Float` and rounds by adding 0.5 and truncating, with
///   alpha7 = trunc((1 - outA) * 127 + 0.5). The compositor calls it per pixel
///   in its run loops (paints, text masks, layers), where `Float` is the speed.
/// - `over` works in `Double` with `.rounded()`, alpha7 = 127 - round(outA * 127).
///   Whole canvases composited onto each other (contact-sheet tiles) use it.
enum GDPixel {
    /// A source colour as the compositor takes it: channels in 0...255, alpha in 0...1.
    typealias Source = (r: Float, g: Float, b: Float, a: Float)

    /// The inverted 7-bit alpha of `p` (0 opaque, 127 transparent).
    @inline(__always)
    static func alpha7(_ p: Int32) -> Int32 { (p >> 24) & 0x7F }

    @inline(__always)
    static func red(_ p: Int32) -> Int32 { (p >> 16) & 0xFF }

    @inline(__always)
    static func green(_ p: Int32) -> Int32 { (p >> 8) & 0xFF }

    @inline(__always)
    static func blue(_ p: Int32) -> Int32 { p & 0xFF }

    /// Whether `p` is fully opaque (alpha7 0).
    @inline(__always)
    static func isOpaque(_ p: Int32) -> Bool { p & 0x7F00_0000 == 0 }

    /// (127 - alpha7) / 127 in `Float`.
    @inline(__always)
    static func opacity(_ p: Int32) -> Float { Float(127 - alpha7(p)) / 127 }

    /// (127 - alpha7) / 127 in `Double`.
    @inline(__always)
    static func opacityDouble(_ p: Int32) -> Double { Double(127 - alpha7(p)) / 127 }

    /// Packs integer parts, each already in range (alpha7 0...127, channels 0...255).
    @inline(__always)
    static func pack(alpha7: Int32, r: Int32, g: Int32, b: Int32) -> Int32 {
        alpha7 << 24 | r << 16 | g << 8 | b
    }

    /// Packs `Float` channels (clamped to 0...255) and opacity (clamped to
    /// 0...1), each rounded by adding 0.5 and truncating: `blend`'s rounding.
    @inline(__always)
    static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> Int32 {
        // Clamped first, so the unchecked conversion is in range (a NaN
        // channel, which no paint produces, packs as garbage, not a trap).
        let ri = cgd_truncate(clamp(r, 255) + 0.5)
        let gi = cgd_truncate(clamp(g, 255) + 0.5)
        let bi = cgd_truncate(clamp(b, 255) + 0.5)
        let ai = cgd_truncate((1 - clamp(a, 1)) * 127 + 0.5)
        return pack(alpha7: ai, r: ri, g: gi, b: bi)
    }

    /// `v` in 0...`top` (as `min(max(v, 0), top)`), by comparisons the
    /// compiler turns into `maxss`/`minss`.
    @inline(__always)
    static func clamp(_ v: Float, _ top: Float) -> Float {
        let low = v > 0 ? v : 0
        return low < top ? low : top
    }

    /// The source (`sr`, `sg`, `sb` at effective opacity `a`) over `dst`, in `Float`.
    @inline(__always)
    static func blend(_ dst: Int32, _ sr: Float, _ sg: Float, _ sb: Float, _ a: Float) -> Int32 {
        let dr = Float(red(dst)), dg = Float(green(dst)), db = Float(blue(dst))
        let alpha7 = alpha7(dst)
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

    /// Pixel `top` over pixel `bottom`, in `Double`.
    static func over(_ top: Int32, _ bottom: Int32) -> Int32 {
        let topAlpha = opacityDouble(top)
        if topAlpha >= 1 { return top }
        if topAlpha <= 0 { return bottom }
        let bottomAlpha = opacityDouble(bottom)
        let alpha = topAlpha + bottomAlpha * (1 - topAlpha)
        func channel(_ shift: Int32) -> Int32 {
            let t = Double((top >> shift) & 0xFF), b = Double((bottom >> shift) & 0xFF)
            return Int32(((t * topAlpha + b * bottomAlpha * (1 - topAlpha)) / alpha).rounded())
        }
        return pack(alpha7: Int32(127 - (alpha * 127).rounded()), r: channel(16), g: channel(8), b: channel(0))
    }

    /// `p` flattened onto an opaque `background` (channels 0...255), each
    /// channel rounded by adding 0.5: `blend`'s opaque case with a fractional
    /// destination.
    @inline(__always)
    static func flattened(_ p: Int32, over background: Source) -> (r: UInt8, g: UInt8, b: UInt8) {
        let a = opacity(p)
        return (UInt8(Float(red(p)) * a + background.r * (1 - a) + 0.5),
                UInt8(Float(green(p)) * a + background.g * (1 - a) + 0.5),
                UInt8(Float(blue(p)) * a + background.b * (1 - a) + 0.5))
    }

    /// alpha8 for each alpha7, 0...127.
    static let alpha8: [UInt8] = (0...127).map { UInt8((Double(127 - $0) * 255 / 127).rounded()) }

    /// The alpha7 that `alpha8` widens to `alpha8`.
    @inline(__always)
    static func alpha7(fromAlpha8 alpha8: UInt8) -> Int32 {
        // Typed in steps: as one expression the literals cost the type checker 2 s.
        let scaled: Int = (Int(alpha8) * 127 + 127) / 255
        return Int32(127 - scaled)
    }

    /// `c` as a source for `blend`.
    static func source(_ c: Color) -> Source {
        (Float(min(max(c.red, 0), 1) * 255), Float(min(max(c.green, 0), 1) * 255),
         Float(min(max(c.blue, 0), 1) * 255), Float(min(max(c.alpha, 0), 1)))
    }

    /// `c` as a pixel.
    static func encode(_ c: Color) -> Int32 {
        let v = c.rgba8
        let alpha7 = Int32(((1 - min(max(c.alpha, 0), 1)) * 127).rounded())
        return pack(alpha7: alpha7, r: Int32(v.r), g: Int32(v.g), b: Int32(v.b))
    }

    /// `p` as 8-bit straight RGBA.
    static func decode8(_ p: Int32) -> (r: Int, g: Int, b: Int, a: Int) {
        (Int(red(p)), Int(green(p)), Int(blue(p)), Int(alpha8[Int(alpha7(p))]))
    }
}
