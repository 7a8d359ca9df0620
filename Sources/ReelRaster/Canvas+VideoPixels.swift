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
        Self.alpha8.withUnsafeBufferPointer { alpha8 in
            for y in 0..<height {
                let source = UnsafeMutableRawPointer(row(y)).assumingMemoryBound(to: UInt32.self)
                let target = out + y * width
                for x in 0..<width {
                    let p = source[x]
                    let alpha7 = Int((p >> 24) & 0x7F)
                    target[x] = (p & 0x00FF_FFFF) | (alpha7 == 0 ? 0xFF00_0000 : UInt32(alpha8[alpha7]) << 24)
                }
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

/// Two rows of pixels into two rows of Y and one of Cb and Cr.
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
        while x + 1 < width {
            block(x, top[x], top[x + 1], bottom[x], bottom[x + 1])
            x += 2
        }
        if x < width { block(x, top[x], pad, bottom[x], pad) }
    }

    /// BT.709 with TV range in 16-bit fixed point: Y = 16 + 219/255 (Kr R + Kg G + Kb B).
    @inline(__always)
    private func luma(_ p: UInt32) -> UInt8 {
        let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        return UInt8(truncatingIfNeeded: (11966 * r + 40254 * g + 4064 * b + (16 << 16) + (1 << 15)) >> 16)
    }

    @inline(__always)
    private func block(_ x: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) {
        lumaTop[x] = luma(a)
        lumaTop[x + 1] = luma(b)
        lumaBottom[x] = luma(c)
        lumaBottom[x + 1] = luma(d)
        let r = Int((a >> 16) & 0xFF) + Int((b >> 16) & 0xFF) + Int((c >> 16) & 0xFF) + Int((d >> 16) & 0xFF)
        let g = Int((a >> 8) & 0xFF) + Int((b >> 8) & 0xFF) + Int((c >> 8) & 0xFF) + Int((d >> 8) & 0xFF)
        let bl = Int(a & 0xFF) + Int(b & 0xFF) + Int(c & 0xFF) + Int(d & 0xFF)
        // The sums are of four pixels, hence 18 fractional bits rather than 16.
        cb[x / 2] = UInt8(truncatingIfNeeded: (-6596 * r - 22189 * g + 28785 * bl + (128 << 18) + (1 << 17)) >> 18)
        cr[x / 2] = UInt8(truncatingIfNeeded: (28785 * r - 26145 * g - 2640 * bl + (128 << 18) + (1 << 17)) >> 18)
    }
}
