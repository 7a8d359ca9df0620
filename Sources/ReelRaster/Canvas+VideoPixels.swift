import CGD
import CVideoPixels
import ReelGeometry

/// Frame layouts for encoders, converted by the render workers in parallel
/// so that ffmpeg's single filter thread has nothing left to convert.
extension Canvas {
    /// Rewrites `buffer` (this canvas's own contiguous pixels, or a copy of
    /// them) as `bgra` with straight 8-bit alpha: libgd's little-endian
    /// `0xAARRGGBB` already is B G R A in memory, only its inverted 7-bit
    /// alpha changes. Safe in place, since every pixel is read before it is written.
    package func copyBGRA(into buffer: UnsafeMutableRawBufferPointer) {
        let count = width * height
        precondition(buffer.count >= count * 4)
        let out = buffer.baseAddress!.assumingMemoryBound(to: UInt32.self)
        GDPixel.alpha8.withUnsafeBufferPointer { alpha8 in
            for y in 0..<height {
                let source = UnsafeMutableRawPointer(row(y)).assumingMemoryBound(to: UInt32.self)
                chartreel_bgra_row(source, out + y * width, Int32(width), alpha8.baseAddress!)
            }
        }
    }

    /// Bytes of `copyYUV420(padding:into:)`: a Y plane of the even-padded size, then Cb and Cr at half size.
    package var yuv420ByteCount: Int {
        let w = width + width % 2, h = height + height % 2
        return w * h + 2 * (w / 2) * (h / 2)
    }

    /// Writes the canvas as planar BT.709 TV-range 4:2:0 (ffmpeg's `yuv420p`
    /// tagged bt709/tv), padded to even sizes with `padding`. Alpha is
    /// ignored: composite a transparent canvas first. Chroma is the mean of
    /// each 2x2 block (centre-sited).
    ///
    /// Invariant: grey stays neutral (Cb = Cr = 128 exactly), black is Y 16
    /// and white Y 235; the fixed-point formula is stated once, on
    /// `chartreel_yuv420_rows` (the C kernel in `CVideoPixels`).
    package func copyYUV420(padding: Color, into buffer: UnsafeMutableRawBufferPointer) {
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
                chartreel_yuv420_rows(UnsafePointer(top), bottom, Int32(width), pad, luma + 2 * pair * paddedWidth,
                                      luma + (2 * pair + 1) * paddedWidth, cb + chroma, cr + chroma)
            }
        }
    }
}
