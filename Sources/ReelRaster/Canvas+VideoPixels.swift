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

    /// The Y plane's size: the canvas padded to even sides.
    private var yuv420Size: (width: Int, height: Int) { (width + width % 2, height + height % 2) }

    /// Bytes of one chroma plane (Cb or Cr): half the Y plane's size each way.
    private var yuv420ChromaPlaneBytes: Int { (yuv420Size.width / 2) * (yuv420Size.height / 2) }

    /// Bytes of `copyYUV420(padding:into:)`: a Y plane of the even-padded size, then Cb and Cr at half size.
    package var yuv420ByteCount: Int {
        yuv420Size.width * yuv420Size.height + 2 * yuv420ChromaPlaneBytes
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
        let (paddedWidth, paddedHeight) = yuv420Size
        precondition(buffer.count >= yuv420ByteCount)
        let luma = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let cb = luma + paddedWidth * paddedHeight
        yuv420Rows(padding: padding, luma: { luma + $0 * paddedWidth }, cb: cb, cr: cb + yuv420ChromaPlaneBytes)
    }

    /// Bytes `convertToYUV420InPlace` holds beside the canvas: two rows of
    /// luma and the two chroma planes.
    package var yuv420ScratchByteCount: Int {
        2 * yuv420Size.width + 2 * yuv420ChromaPlaneBytes
    }

    /// Whether `convertToYUV420InPlace` applies: a contiguous canvas at
    /// least as large as the frame (all but the tiniest odd sizes).
    package var convertsToYUV420InPlace: Bool {
        contiguousBytes != nil && yuv420ByteCount <= width * height * 4
    }

    /// `copyYUV420(padding:into:)` written over this canvas's own pixels,
    /// which it returns (the first `yuv420ByteCount` bytes of them);
    /// `scratch` (`yuv420ScratchByteCount`) holds what cannot be written yet.
    ///
    /// The planes are smaller than the pixels, and each luma row lands
    /// before the pixels still to be read: row pair k ≥ 1 writes its luma
    /// up to byte (2k + 2) x paddedWidth, at most row 2k's first byte, 8k x
    /// width, so only over rows already converted. Pair 0's luma (which
    /// would overlap its own rows) and the chroma planes (which start a
    /// quarter of the way in, over rows not yet read) wait in `scratch` and
    /// are copied in once every row is read.
    package func convertToYUV420InPlace(padding: Color, scratch: UnsafeMutableRawBufferPointer) -> UnsafeMutableRawBufferPointer {
        let (paddedWidth, paddedHeight) = yuv420Size
        precondition(convertsToYUV420InPlace && scratch.count >= yuv420ScratchByteCount)
        let pixels = contiguousBytes!, target = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let held = scratch.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let chromaBytes = 2 * yuv420ChromaPlaneBytes
        let cb = held + 2 * paddedWidth
        yuv420Rows(padding: padding, luma: { ($0 < 2 ? held : target) + $0 * paddedWidth },
                   cb: cb, cr: cb + yuv420ChromaPlaneBytes)
        target.update(from: held, count: 2 * paddedWidth)
        (target + paddedWidth * paddedHeight).update(from: cb, count: chromaBytes)
        return UnsafeMutableRawBufferPointer(rebasing: pixels[0..<yuv420ByteCount])
    }

    /// Converts every pair of rows, top first: the luma of row r to
    /// `luma(r)`, the chroma of pair k to row k of the `cb` and `cr` planes.
    private func yuv420Rows(padding: Color, luma: (Int) -> UnsafeMutablePointer<UInt8>,
                            cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) {
        let (paddedWidth, paddedHeight) = yuv420Size
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
                chartreel_yuv420_rows(UnsafePointer(top), bottom, Int32(width), pad, luma(2 * pair),
                                      luma(2 * pair + 1), cb + chroma, cr + chroma)
            }
        }
    }
}
