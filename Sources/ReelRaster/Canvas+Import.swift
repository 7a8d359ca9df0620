import CGD
import ReelGeometry

extension Canvas {
    /// A canvas holding `rgba` (`width` x `height` pixels in the
    /// `rgbaBytes()` layout), so raw frames can be written as PNG. Alpha is
    /// narrowed to libgd's 7 bits, which gives back exactly what `copyRGBA`
    /// widened.
    package convenience init(rgba: UnsafeRawBufferPointer, width: Int, height: Int) throws {
        precondition(rgba.count >= width * height * 4)
        try self.init(width: width, height: height, background: .clear)
        let bytes = rgba.bindMemory(to: UInt8.self)
        var i = 0
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width {
                r[x] = GDPixel.pack(alpha7: GDPixel.alpha7(fromAlpha8: bytes[i + 3]),
                                    r: Int32(bytes[i]), g: Int32(bytes[i + 1]), b: Int32(bytes[i + 2]))
                i += 4
            }
        }
    }
}
