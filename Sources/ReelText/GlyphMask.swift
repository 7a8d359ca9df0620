import CTextShaping
import Foundation
import ReelGeometry

/// Draws shaped glyphs into a coverage mask with FreeType's anti-aliasing
/// rasteriser (exact area coverage of the unhinted outlines), each glyph
/// at its sub-pixel position and turned with the text.
enum GlyphMask {
    /// The mask of `text`, turned clockwise by `rotation` radians about its
    /// baseline origin, which sits at the mask's (-offsetX, -offsetY). With
    /// a `window` (pixels from the baseline origin) only the glyphs near it
    /// are drawn and the mask is cut to it: the visible part of a text too
    /// long to draw whole.
    static func render(_ text: ShapedText, size: Double, rotation: Double, faces: FontFaces,
                       window: PixelWindow? = nil) throws -> TextMask {
        let turn = AffineTransform.rotation(rotation)
        var bitmaps: [GlyphBitmap] = [], pixels = 0
        for glyph in text.glyphs {
            let position = turn.apply(Point(glyph.x, glyph.y))
            if let window, !window.reaches(position, within: Self.reach(size)) { continue }
            try faces.setSize(size, of: glyph.face)
            guard let bitmap = try GlyphBitmap(glyph, at: position, rotation: rotation, faces: faces) else { continue }
            // Glyphs stacked in one place (a letter under thousands of marks)
            // would each cost their full size, however small the mask.
            pixels += bitmap.pixels.count
            guard pixels <= 2 * TextMask.maximumArea else {
                throw TextError.textTooLarge("a text run whose glyphs cover over \(2 * TextMask.maximumArea) pixels is too large to draw")
            }
            bitmaps.append(bitmap)
        }
        return try composite(bitmaps, window: window)
    }

    /// The ink box of `text` (upright), glyph by glyph, never holding more
    /// than one glyph: for a text too long for one mask. Where glyphs
    /// overlap with faint edges it may be a pixel smaller than the mask's.
    static func inkBox(_ text: ShapedText, size: Double, faces: FontFaces) throws -> Rect {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?, pixels = 0
        for glyph in text.glyphs {
            try faces.setSize(size, of: glyph.face)
            guard let bitmap = try GlyphBitmap(glyph, at: Point(glyph.x, glyph.y), rotation: 0, faces: faces) else { continue }
            pixels += bitmap.pixels.count
            guard pixels <= 2 * TextMask.maximumArea else {
                throw TextError.textTooLarge("a text run whose glyphs cover over \(2 * TextMask.maximumArea) pixels is too large to draw")
            }
            let ink = TextMask(width: bitmap.width, height: bitmap.rows, offsetX: bitmap.left, offsetY: bitmap.top,
                               coverage: bitmap.pixels).inkBox
            guard ink.width > 0 else { continue }
            let (x0, y0, x1, y1) = (Int(ink.minX), Int(ink.minY), Int(ink.maxX), Int(ink.maxY))
            box = box.map { (min($0.minX, x0), min($0.minY, y0), max($0.maxX, x1), max($0.maxY, y1)) } ?? (x0, y0, x1, y1)
        }
        guard let box else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: Double(box.minX), y: Double(box.minY), width: Double(box.maxX - box.minX), height: Double(box.maxY - box.minY))
    }

    /// How far from its pen position a glyph's pixels may reach: a few ems
    /// (the widest glyphs and stacked marks stay well inside).
    private static func reach(_ size: Double) -> Double { 4 * size + 4 }

    /// The bitmaps laid into one mask; where glyphs overlap (joined Arabic
    /// letters, marks) coverage adds as paint does, 1 - (1 - a)(1 - b).
    private static func composite(_ bitmaps: [GlyphBitmap], window: PixelWindow?) throws -> TextMask {
        guard let first = bitmaps.first else { return TextMask(width: 0, height: 0, offsetX: 0, offsetY: 0, coverage: []) }
        var minX = first.left, minY = first.top, maxX = first.left + first.width, maxY = first.top + first.rows
        for bitmap in bitmaps.dropFirst() {
            minX = min(minX, bitmap.left); minY = min(minY, bitmap.top)
            maxX = max(maxX, bitmap.left + bitmap.width); maxY = max(maxY, bitmap.top + bitmap.rows)
        }
        let pad = 1
        var left = minX - pad, top = minY - pad, right = maxX + pad, bottom = maxY + pad
        if let window {
            (left, top) = (max(left, window.minX), max(top, window.minY))
            (right, bottom) = (max(left, min(right, window.maxX)), max(top, min(bottom, window.maxY)))
        }
        let width = right - left, height = bottom - top
        // A label scaled or typed far past any frame would need gigabytes of mask.
        guard width <= TextMask.maximumSide, height <= TextMask.maximumSide, width * height <= TextMask.maximumArea else {
            throw TextError.textTooLarge("a text run of \(width)x\(height) pixels is too large to draw; at most \(TextMask.maximumSide) pixels a side and \(TextMask.maximumArea) in all")
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        for bitmap in bitmaps {
            // Outside a window a bitmap is cut, or skipped.
            let (row0, row1) = (max(0, top - bitmap.top), min(bitmap.rows, bottom - bitmap.top))
            let (column0, column1) = (max(0, left - bitmap.left), min(bitmap.width, right - bitmap.left))
            guard row1 > row0, column1 > column0 else { continue }
            let columns = column0..<column1
            for row in row0..<row1 {
                let target = (bitmap.top - top + row) * width + bitmap.left - left
                for column in columns {
                    let a = Int(coverage[target + column]), b = Int(bitmap.pixels[row * bitmap.width + column])
                    coverage[target + column] = UInt8(a + b - (a * b + 127) / 255)
                }
            }
        }
        return TextMask(width: width, height: height, offsetX: left, offsetY: top, coverage: coverage)
    }
}

/// A rectangle of pixels relative to a text's baseline origin: the part of
/// a text that can be seen.
package struct PixelWindow: Equatable {
    let minX: Int, minY: Int, maxX: Int, maxY: Int

    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Whether a glyph at `point` may reach into the window.
    func reaches(_ point: Point, within reach: Double) -> Bool {
        point.x + reach >= Double(minX) && point.x - reach <= Double(maxX)
            && point.y + reach >= Double(minY) && point.y - reach <= Double(maxY)
    }
}

/// One glyph rendered by FreeType: its coverage and where its top-left
/// pixel sits from the text's baseline origin.
private struct GlyphBitmap {
    let left: Int
    let top: Int
    let width: Int
    let rows: Int
    let pixels: [UInt8]

    /// Nil for a glyph with no ink (a space).
    init?(_ glyph: ShapedGlyph, at position: Point, rotation: Double, faces: FontFaces) throws {
        let face = faces.ft(glyph.face)
        let whole = (x: position.x.rounded(.down), y: position.y.rounded(.down))
        // FreeType's y axis points up: a clockwise turn on screen is
        // [cos sin; -sin cos] there, and the sub-pixel shift's y is negated.
        var matrix = FT_Matrix(xx: FT_Fixed((cos(rotation) * 65536).rounded()), xy: FT_Fixed((sin(rotation) * 65536).rounded()),
                               yx: FT_Fixed((-sin(rotation) * 65536).rounded()), yy: FT_Fixed((cos(rotation) * 65536).rounded()))
        var delta = FT_Vector(x: FT_Pos(((position.x - whole.x) * 64).rounded()), y: FT_Pos((-(position.y - whole.y) * 64).rounded()))
        FT_Set_Transform(face, &matrix, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, glyph.glyph, chartreel_glyph_load_flags) == 0, let slot = chartreel_glyph_slot(face),
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else {
            throw TextError.text("FreeType cannot draw glyph \(glyph.glyph)", font: faces.name(of: glyph.face))
        }
        let bitmap = slot.pointee.bitmap
        guard bitmap.width > 0, bitmap.rows > 0, let buffer = bitmap.buffer else { return nil }
        width = Int(bitmap.width)
        rows = Int(bitmap.rows)
        left = Int(whole.x) + Int(slot.pointee.bitmap_left)
        top = Int(whole.y) - Int(slot.pointee.bitmap_top)
        var pixels = [UInt8](repeating: 0, count: width * rows)
        let pitch = Int(bitmap.pitch)
        for row in 0..<rows {
            // A negative pitch means rows run bottom up.
            let source = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
            for column in 0..<width { pixels[row * width + column] = buffer[source + column] }
        }
        self.pixels = pixels
    }
}
