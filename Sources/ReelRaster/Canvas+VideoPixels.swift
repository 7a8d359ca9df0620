import CGD
import ReelGeometry

/// Frame layouts for encoders, converted by the render workers in parallel
/// so that ffmpeg's single filter thread has nothing left to convert.
extension Canvas {
    /// Rewrites `buffer` (this canvas's own contiguous pixels, or a copy of
    /// them) as `bgra` with straight 8-bit alpha: libgd's little-endian
    /// `0xAARRGGBB` already is B G R A in memory, only its inverted 7-bit
    /// alpha changes. Safe in place, since every pixel is read before it is written.
    public func copyBGRA(into buffer: UnsafeMutableRawBufferPointer) {
        let count = width * height
        precondition(buffer.count >= count * 4)
        let out = buffer.baseAddress!.assumingMemoryBound(to: UInt32.self)
        GDPixel.alpha8.withUnsafeBufferPointer { alpha8 in
            for y in 0..<height {
                let source = UnsafeMutableRawPointer(row(y)).assumingMemoryBound(to: UInt32.self)
                let target = out + y * width
                for x in 0..<width { target[x] = GDPixel.straightened(source[x], alpha8: alpha8) }
            }
        }
    }

    /// Bytes of `copyYUV420(padding:into:)`: a Y plane of the even-padded size, then Cb and Cr at half size.
    public var yuv420ByteCount: Int {
        let w = width + width % 2, h = height + height % 2
        return w * h + 2 * (w / 2) * (h / 2)
    }

    /// Writes the canvas as planar BT.709 TV-range 4:2:0 (ffmpeg's `yuv420p`
    /// tagged bt709/tv), padded to even sizes with `padding`. Alpha is
    /// ignored: composite a transparent canvas first. Chroma is the mean of
    /// each 2x2 block (centre-sited).
    ///
    /// Invariant: grey stays neutral (Cb = Cr = 128 exactly), black is Y 16
    /// and white Y 235, since the fixed-point coefficients sum exactly to 0
    /// and to 219/255.
    public func copyYUV420(padding: Color, into buffer: UnsafeMutableRawBufferPointer) {
        let paddedWidth = width + width % 2, paddedHeight = height + height % 2
        precondition(buffer.count >= yuv420ByteCount)
        let luma = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let cb = luma + paddedWidth * paddedHeight
        let cr = cb + (paddedWidth / 2) * (paddedHeight / 2)
        var opaque = padding
        opaque.alpha = 1
        let pad = UInt32(bitPattern: GDPixel.encode(opaque))
        let padRow = [UInt32](repeating: pad, count: paddedWidth)
        padRow.withUnsafeBufferPointer { padRow in
            for pair in 0..<(paddedHeight / 2) {
                let top = UnsafeMutableRawPointer(row(2 * pair)).assumingMemoryBound(to: UInt32.self)
                let bottom = 2 * pair + 1 < height
                    ? UnsafePointer(UnsafeMutableRawPointer(row(2 * pair + 1)).assumingMemoryBound(to: UInt32.self))
                    : padRow.baseAddress!
                let chroma = pair * (paddedWidth / 2)
                YUV420Rows(top: UnsafePointer(top), bottom: bottom, width: width, pad: pad,
                           lumaTop: luma + 2 * pair * paddedWidth, lumaBottom: luma + (2 * pair + 1) * paddedWidth,
                           cb: cb + chroma, cr: cr + chroma).convert()
            }
        }
    }
}

/// Two rows of pixels into two rows of Y and one of Cb and Cr, eight
/// pixels at a time in SIMD lanes (with wrapping arithmetic, which cannot
/// overflow here: the largest sum is 4 x 255 x 28785 + 2^25 < 2^31).
private struct YUV420Rows {
    let top: UnsafePointer<UInt32>
    let bottom: UnsafePointer<UInt32>
    let width: Int
    let pad: UInt32
    let lumaTop: UnsafeMutablePointer<UInt8>
    let lumaBottom: UnsafeMutablePointer<UInt8>
    let cb: UnsafeMutablePointer<UInt8>
    let cr: UnsafeMutablePointer<UInt8>

    func convert() {
        var x = 0
        var flat = FlatBlock(top[0])
        while x + 8 <= width {
            // Charts are mostly flat colour: eight equal pixels in both rows
            // take the colour's Y, Cb and Cr, converted once.
            let upper = UnsafeRawPointer(top + x).loadUnaligned(as: SIMD8<UInt32>.self)
            let lower = UnsafeRawPointer(bottom + x).loadUnaligned(as: SIMD8<UInt32>.self)
            if upper == lower && upper == SIMD8(repeating: upper[0]) {
                if upper[0] != flat.pixel { flat = FlatBlock(upper[0]) }
                UnsafeMutableRawPointer(lumaTop + x).storeBytes(of: flat.luma, as: SIMD8<UInt8>.self)
                UnsafeMutableRawPointer(lumaBottom + x).storeBytes(of: flat.luma, as: SIMD8<UInt8>.self)
                UnsafeMutableRawPointer(cb + x / 2).storeBytes(of: flat.cb, as: SIMD4<UInt8>.self)
                UnsafeMutableRawPointer(cr + x / 2).storeBytes(of: flat.cr, as: SIMD4<UInt8>.self)
            } else {
                eight(x)
            }
            x += 8
        }
        while x + 1 < width {
            block(x, top[x], top[x + 1], bottom[x], bottom[x + 1])
            x += 2
        }
        if x < width { block(x, top[x], pad, bottom[x], pad) }
    }

    private typealias Lanes = SIMD8<Int32>

    /// One colour's Y, Cb and Cr, repeated across eight pixels.
    private struct FlatBlock {
        let pixel: UInt32
        let luma: SIMD8<UInt8>
        let cb: SIMD4<UInt8>
        let cr: SIMD4<UInt8>

        init(_ pixel: UInt32) {
            self.pixel = pixel
            let c = YUV420Rows.channels(SIMD8(repeating: pixel))
            luma = YUV420Rows.luma(c)
            let (r, g, b) = (c.r.evenHalf &* 4, c.g.evenHalf &* 4, c.b.evenHalf &* 4)
            cb = YUV420Rows.chroma(r, g, b, (-6596, -22189, 28785))
            cr = YUV420Rows.chroma(r, g, b, (28785, -26145, -2640))
        }
    }

    @inline(__always)
    private static func load(_ row: UnsafePointer<UInt32>, _ x: Int) -> (r: Lanes, g: Lanes, b: Lanes) {
        channels(UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self))
    }

    @inline(__always)
    private static func channels(_ p: SIMD8<UInt32>) -> (r: Lanes, g: Lanes, b: Lanes) {
        (Lanes(truncatingIfNeeded: (p &>> 16) & 0xFF), Lanes(truncatingIfNeeded: (p &>> 8) & 0xFF),
         Lanes(truncatingIfNeeded: p & 0xFF))
    }

    /// BT.709 with TV range in 16-bit fixed point: Y = 16 + 219/255 (Kr R + Kg G + Kb B).
    private static let lumaOffset: Int32 = 16 << 16 + 1 << 15
    private static let chromaOffset: Int32 = 128 << 18 + 1 << 17

    @inline(__always)
    private static func luma(_ c: (r: Lanes, g: Lanes, b: Lanes)) -> SIMD8<UInt8> {
        var y: Lanes = c.r &* Lanes(repeating: 11966)
        y &+= c.g &* Lanes(repeating: 40254)
        y &+= c.b &* Lanes(repeating: 4064)
        y &+= Lanes(repeating: lumaOffset)
        return SIMD8<UInt8>(truncatingIfNeeded: y &>> 16)
    }

    /// Cb or Cr of four-pixel sums `r`, `g`, `b` with coefficients `k` (sum 0).
    @inline(__always)
    private static func chroma(_ r: SIMD4<Int32>, _ g: SIMD4<Int32>, _ b: SIMD4<Int32>, _ k: (Int32, Int32, Int32)) -> SIMD4<UInt8> {
        var c: SIMD4<Int32> = r &* SIMD4(repeating: k.0)
        c &+= g &* SIMD4(repeating: k.1)
        c &+= b &* SIMD4(repeating: k.2)
        c &+= SIMD4(repeating: chromaOffset)
        return SIMD4<UInt8>(truncatingIfNeeded: c &>> 18)
    }

    @inline(__always)
    private func eight(_ x: Int) {
        let upper = Self.load(top, x), lower = Self.load(bottom, x)
        UnsafeMutableRawPointer(lumaTop + x).storeBytes(of: Self.luma(upper), as: SIMD8<UInt8>.self)
        UnsafeMutableRawPointer(lumaBottom + x).storeBytes(of: Self.luma(lower), as: SIMD8<UInt8>.self)
        let r: SIMD4<Int32> = (upper.r.evenHalf &+ upper.r.oddHalf) &+ (lower.r.evenHalf &+ lower.r.oddHalf)
        let g: SIMD4<Int32> = (upper.g.evenHalf &+ upper.g.oddHalf) &+ (lower.g.evenHalf &+ lower.g.oddHalf)
        let b: SIMD4<Int32> = (upper.b.evenHalf &+ upper.b.oddHalf) &+ (lower.b.evenHalf &+ lower.b.oddHalf)
        // The sums are of four pixels, hence 18 fractional bits rather than 16.
        UnsafeMutableRawPointer(cb + x / 2).storeBytes(of: Self.chroma(r, g, b, (-6596, -22189, 28785)), as: SIMD4<UInt8>.self)
        UnsafeMutableRawPointer(cr + x / 2).storeBytes(of: Self.chroma(r, g, b, (28785, -26145, -2640)), as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    private func luma(_ p: UInt32) -> UInt8 {
        let r = Int32((p >> 16) & 0xFF), g = Int32((p >> 8) & 0xFF), b = Int32(p & 0xFF)
        let y: Int32 = r &* 11966 &+ g &* 40254 &+ b &* 4064
        return UInt8(truncatingIfNeeded: (y &+ Self.lumaOffset) &>> 16)
    }

    /// One 2x2 block, for the ends of rows.
    @inline(__always)
    private func block(_ x: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) {
        lumaTop[x] = luma(a)
        lumaTop[x + 1] = luma(b)
        lumaBottom[x] = luma(c)
        lumaBottom[x + 1] = luma(d)
        let pixels = SIMD4<UInt32>(a, b, c, d)
        let sums = SIMD4<Int32>(Int32(truncatingIfNeeded: ((pixels &>> 16) & 0xFF).wrappedSum()),
                                Int32(truncatingIfNeeded: ((pixels &>> 8) & 0xFF).wrappedSum()),
                                Int32(truncatingIfNeeded: (pixels & 0xFF).wrappedSum()), 0)
        let r = SIMD4(repeating: sums[0]), g = SIMD4(repeating: sums[1]), bl = SIMD4(repeating: sums[2])
        cb[x / 2] = Self.chroma(r, g, bl, (-6596, -22189, 28785))[0]
        cr[x / 2] = Self.chroma(r, g, bl, (28785, -26145, -2640))[0]
    }
}
