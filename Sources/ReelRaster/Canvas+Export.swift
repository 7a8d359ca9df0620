import CGD
import ReelGeometry

extension Canvas {
    /// The canvas as PNG bytes (alpha kept).
    public func pngData(compressionLevel: Int = 6) throws -> [UInt8] {
        var size: Int32 = 0
        guard let data = gdImagePngPtrEx(image, &size, Int32(compressionLevel)) else {
            throw RasterError.pngEncodingFailed
        }
        defer { gdFree(data) }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Raw frame bytes in ffmpeg's `rgba` layout: straight alpha widened
    /// from libgd's 7 bits to 8.
    public func rgbaBytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            var i = 0
            for y in 0..<height {
                let r = row(y)
                for x in 0..<width {
                    let p = r[x]
                    buffer[i] = UInt8((p >> 16) & 0xFF)
                    buffer[i + 1] = UInt8((p >> 8) & 0xFF)
                    buffer[i + 2] = UInt8(p & 0xFF)
                    buffer[i + 3] = Self.alpha8[Int((p >> 24) & 0x7F)]
                    i += 4
                }
            }
            count = i
        }
    }

    /// `bgr0` bytes of this canvas composited over an opaque `background`
    /// (for formats without alpha; edges keep their anti-aliasing).
    public func bgr0Bytes(over background: Color) -> [UInt8] {
        let b = PaintSampler.rgba(background)
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            var i = 0
            for y in 0..<height {
                let r = row(y)
                for x in 0..<width {
                    let p = r[x]
                    let a = Float(127 - ((p >> 24) & 0x7F)) / 127
                    buffer[i] = UInt8(Float(p & 0xFF) * a + b.b * (1 - a) + 0.5)
                    buffer[i + 1] = UInt8(Float((p >> 8) & 0xFF) * a + b.g * (1 - a) + 0.5)
                    buffer[i + 2] = UInt8(Float((p >> 16) & 0xFF) * a + b.r * (1 - a) + 0.5)
                    buffer[i + 3] = 0
                    i += 4
                }
            }
            count = i
        }
    }

    /// libgd's inverted 7-bit alpha to 8-bit straight alpha.
    private static let alpha8: [UInt8] = (0...127).map { UInt8((Double(127 - $0) * 255 / 127).rounded()) }

    /// Raw frame bytes in ffmpeg's `bgr0` layout: 4 bytes per pixel, B G R and
    /// one ignored byte. libgd's little-endian `0xAARRGGBB` rows already are
    /// that layout, so opaque frames go out without conversion.
    public func bgr0Bytes() -> [UInt8] {
        let rowBytes = width * 4
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for y in 0..<height {
                let destination = UnsafeMutableRawPointer(buffer.baseAddress! + y * rowBytes)
                destination.copyMemory(from: row(y), byteCount: rowBytes)
            }
            count = rowBytes * height
        }
    }
}
