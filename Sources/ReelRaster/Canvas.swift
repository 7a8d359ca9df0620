import CGD
import ReelGeometry

/// A libgd truecolor image: the frame buffer every frame is drawn into.
///
/// Pixels are libgd's `0xAARRGGBB` ints with a 7-bit inverted alpha
/// (0 opaque, 127 transparent). This class owns the `gdImagePtr`; making
/// the first canvas loads libgd (`GDLibrary`).
package final class Canvas {
    let image: gdImagePtr
    let gd: GDLibrary
    package let width: Int
    package let height: Int
    /// The canvas row this canvas's first row of pixels holds: 0, except for
    /// a layer drawn in bands of rows, which holds one band at a time.
    var originY = 0
    /// The pixels as one block, for canvases made `contiguous`.
    private let block: UnsafeMutableBufferPointer<Int32>?

    /// A canvas filled with `background` (use `.clear` for a transparent one).
    package init(width: Int, height: Int, background: Color) throws {
        let gd = try GDLibrary.shared()
        guard width > 0, height > 0, let image = gd.createTrueColor(Int32(width), Int32(height)) else {
            throw RasterError.cannotAllocate(width: width, height: height)
        }
        (self.image, self.gd) = (image, gd)
        self.width = width
        self.height = height
        block = nil
        gd.saveAlpha(image, 1)
        clear(to: background)
    }

    /// A canvas whose rows lie one after another in a single block, so a
    /// frame goes to an encoder without being copied (`contiguousBytes`).
    package init(contiguousWidth width: Int, height: Int) throws {
        let gd = try GDLibrary.shared()
        guard width > 0, height > 0, width <= Int(Int32.max) / height,
              let image = gd.createTrueColor(Int32(width), 1) else {
            throw RasterError.cannotAllocate(width: width, height: height)
        }
        let block = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width * height)
        guard cgd_adopt_block(image, block.baseAddress!, Int32(height), gd.free) != 0 else {
            gd.destroy(image)
            block.deallocate()
            throw RasterError.cannotAllocate(width: width, height: height)
        }
        (self.image, self.gd) = (image, gd)
        self.width = width
        self.height = height
        self.block = block
        gd.saveAlpha(image, 1)
        clear(to: .clear)
    }

    /// The pixel block of a `contiguous` canvas (nil otherwise): libgd's
    /// pixels, or whatever an in-place conversion turned them into.
    package var contiguousBytes: UnsafeMutableRawBufferPointer? {
        block.map { UnsafeMutableRawBufferPointer($0) }
    }

    /// Decodes a PNG (for comparing against golden frames).
    package init(pngData: [UInt8]) throws {
        let gd = try GDLibrary.shared()
        var bytes = pngData
        let decoded = bytes.withUnsafeMutableBytes { buffer in
            gd.createFromPngPtr(Int32(buffer.count), buffer.baseAddress)
        }
        guard let decoded else { throw RasterError.invalidPNG }
        if cgd_is_truecolor(decoded) == 0 { _ = gd.paletteToTrueColor(decoded) }
        (image, self.gd) = (decoded, gd)
        width = Int(cgd_image_sx(decoded))
        height = Int(cgd_image_sy(decoded))
        block = nil
        gd.saveAlpha(image, 1)
    }

    deinit {
        if let block {
            cgd_release_rows(image)
            block.deallocate()
        }
        gd.destroy(image)
    }

    /// Overwrites every pixel with `color` (no blending). Writes the rows
    /// directly: libgd's filled rectangle sets one pixel per call.
    package func clear(to color: Color) {
        let pixel = GDPixel.encode(color)
        for y in 0..<height { row(y).update(repeating: pixel, count: width) }
    }

    /// Overwrites the pixels `clip` touches.
    func clear(to color: Color, within clip: PixelClip) {
        let pixel = GDPixel.encode(color)
        let x0 = max(clip.minColumn, 0), x1 = min(clip.maxColumn, width)
        let y0 = max(clip.minRow, originY), y1 = min(clip.maxRow, originY + height)
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 { (row(y) + x0).update(repeating: pixel, count: x1 - x0) }
    }

    /// The pixel at (x, y) as 8-bit straight RGBA.
    package func rgba8(x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        GDPixel.decode8(row(y)[x])
    }

    /// Row `y` (a canvas row, from `originY`): `width` libgd pixels.
    func row(_ y: Int) -> UnsafeMutablePointer<Int32> {
        cgd_truecolor_row(image, Int32(y - originY))
    }

    /// Whether every pixel is fully opaque.
    package var isOpaque: Bool {
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width where !GDPixel.isOpaque(r[x]) { return false }
        }
        return true
    }
}
