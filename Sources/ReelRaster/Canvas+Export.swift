import CGD
import ReelGeometry

extension Canvas {
    /// The canvas as PNG bytes (alpha kept).
    package func pngData(compressionLevel: Int = 6) throws -> [UInt8] {
        var size: Int32 = 0
        guard let data = gd.pngPtrEx(image, &size, Int32(compressionLevel)) else {
            throw RasterError.pngEncodingFailed
        }
        defer { gd.free(data) }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Raw frame bytes in ffmpeg's `rgba` layout: straight alpha widened
    /// from libgd's 7 bits to 8.
    package func rgbaBytes() -> [UInt8] {
        bytes { copyRGBA(into: $0) }
    }

    /// `bgr0` bytes of this canvas composited over an opaque `background`
    /// (for formats without alpha; edges keep their anti-aliasing).
    package func bgr0Bytes(over background: Color) -> [UInt8] {
        bytes { copyBGR0(over: background, into: $0) }
    }

    /// Raw frame bytes in ffmpeg's `bgr0` layout: 4 bytes per pixel, B G R and
    /// one ignored byte.
    package func bgr0Bytes() -> [UInt8] {
        bytes { copyBGR0(into: $0) }
    }

    private func bytes(_ fill: (UnsafeMutableRawBufferPointer) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            fill(UnsafeMutableRawBufferPointer(buffer))
            count = width * height * 4
        }
    }

    /// Writes the `rgbaBytes()` layout into `buffer` (at least width x height x 4 bytes).
    package func copyRGBA(into buffer: UnsafeMutableRawBufferPointer) {
        precondition(buffer.count >= width * height * 4)
        let out = buffer.bindMemory(to: UInt8.self)
        var i = 0
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width {
                let p = r[x]
                out[i] = UInt8(GDPixel.red(p))
                out[i + 1] = UInt8(GDPixel.green(p))
                out[i + 2] = UInt8(GDPixel.blue(p))
                out[i + 3] = GDPixel.alpha8[Int(GDPixel.alpha7(p))]
                i += 4
            }
        }
    }

    /// Writes the `bgr0Bytes(over:)` layout into `buffer`.
    package func copyBGR0(over background: Color, into buffer: UnsafeMutableRawBufferPointer) {
        precondition(buffer.count >= width * height * 4)
        let b = GDPixel.source(background)
        let out = buffer.bindMemory(to: UInt8.self)
        var i = 0
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width {
                let flat = GDPixel.flattened(r[x], over: b)
                out[i] = flat.b
                out[i + 1] = flat.g
                out[i + 2] = flat.r
                out[i + 3] = 0
                i += 4
            }
        }
    }

    /// Writes the `bgr0Bytes()` layout into `buffer`. libgd's little-endian
    /// `0xAARRGGBB` rows already are that layout, so this is a row copy.
    package func copyBGR0(into buffer: UnsafeMutableRawBufferPointer) {
        let rowBytes = width * 4
        precondition(buffer.count >= rowBytes * height)
        for y in 0..<height {
            (buffer.baseAddress! + y * rowBytes).copyMemory(from: row(y), byteCount: rowBytes)
        }
    }
}
