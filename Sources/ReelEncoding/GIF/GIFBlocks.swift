import Glibc

/// A rectangle of a GIF's canvas, in pixels.
struct GIFRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    func union(_ other: GIFRect) -> GIFRect {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return GIFRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The bounds of the pixels where `a` and `b` differ, or nil where none do.
    static func changed(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> GIFRect? {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var top = -1, bottom = -1, left = width, right = -1
                // Whole rows compared first: most rows of most frames are the same.
                for y in 0..<height where memcmp(a.baseAddress! + y * width, b.baseAddress! + y * width, width) != 0 {
                    let row = y * width
                    var first = 0, last = width - 1
                    while a[row + first] == b[row + first] { first += 1 }
                    while a[row + last] == b[row + last] { last -= 1 }
                    if top < 0 { top = y }
                    bottom = y
                    (left, right) = (min(left, first), max(right, last))
                }
                guard top >= 0 else { return nil }
                return GIFRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }

    /// The bounds of the pixels (by offset `y * width + x`) where `test` holds.
    static func bounds(width: Int, height: Int, _ test: (Int) -> Bool) -> GIFRect? {
        var top = -1, bottom = -1, left = width, right = -1
        for y in 0..<height {
            let row = y * width
            var first = -1
            for x in 0..<width where test(row + x) { first = x; break }
            guard first >= 0 else { continue }
            var last = first
            for x in stride(from: width - 1, to: first, by: -1) where test(row + x) { last = x; break }
            if top < 0 { top = y }
            bottom = y
            left = min(left, first)
            right = max(right, last)
        }
        guard top >= 0 else { return nil }
        return GIFRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}

/// The blocks of a GIF89a file other than image data.
enum GIFBlocks {
    /// A graphic control extension's disposal method.
    enum Disposal: UInt8 {
        /// The frame stays under the next one.
        case keep = 1
        /// The frame's rectangle is cleared to transparent before the next one.
        case background = 2
    }

    /// Signature, logical screen with the global colour table of
    /// `1 << tableBits` entries (`palette`, padded with black), and the
    /// NETSCAPE2.0 loop extension unless the animation plays once.
    static func header(width: Int, height: Int, palette: [UInt32], tableBits: Int, loops: Int) -> [UInt8] {
        var out = Array("GIF89a".utf8) + LittleEndian.u16(width) + LittleEndian.u16(height)
        out += [0x80 | 0x70 | UInt8(tableBits - 1), 0, 0]
        for index in 0..<(1 << tableBits) {
            let color = index < palette.count ? palette[index] : 0
            out += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        if loops != 1 {
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + LittleEndian.u16(max(0, loops - 1)) + [0x00]
        }
        return out
    }

    /// The byte that ends a GIF.
    static let trailer: [UInt8] = [0x3B]

    /// A graphic control extension: `delay` in hundredths of a second.
    static func control(delay: Int, disposal: Disposal, transparent: UInt8?) -> [UInt8] {
        [0x21, 0xF9, 0x04, disposal.rawValue << 2 | (transparent == nil ? 0 : 1)] + LittleEndian.u16(delay)
            + [transparent ?? 0, 0x00]
    }

    /// An image descriptor with no local colour table.
    static func descriptor(_ rect: GIFRect) -> [UInt8] {
        [0x2C] + LittleEndian.u16(rect.x) + LittleEndian.u16(rect.y) + LittleEndian.u16(rect.width) + LittleEndian.u16(rect.height) + [0x00]
    }
}
