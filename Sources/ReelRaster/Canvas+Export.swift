import CGD

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
