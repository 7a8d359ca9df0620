import CGD
import ReelGeometry

/// Text in the form libgd's FreeType renderer reads, so that it draws the
/// scalars given and nothing else.
///
/// libgd decodes its `char *` itself: UTF-8 sequences of at most three bytes
/// (a four-byte one comes out as four Latin-1 letters, the mojibake emoji
/// used to become) and HTML entities (`&amp;`, `&#169;` are drawn as `&`
/// and `©`). So only scalars up to U+FFFF can be drawn, and every `&` is
/// written `&#38;`, which libgd reads back as `&`.
struct LibGDText {
    /// The bytes handed to libgd.
    let encoded: String

    /// Callers send scalars libgd cannot address to a box beforehand
    /// (`GlyphCoverage`); one that slips through is boxed here, not trapped on.
    init<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
        var text = ""
        for scalar in scalars {
            if scalar == "&" {
                text += "&#38;"
            } else {
                text.unicodeScalars.append(Self.canDraw(scalar) ? scalar : Self.missingGlyph)
            }
        }
        encoded = text
    }

    /// Whether libgd can address `scalar` at all.
    static func canDraw(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0xFFFF }

    /// A noncharacter: no font maps it, so every font draws its missing-glyph
    /// box (glyph 0, `.notdef`) for it.
    static let missingGlyph: Unicode.Scalar = "\u{FFFF}"

    /// The box around the (possibly rotated) text's glyphs, from its baseline
    /// origin, in whole pixels as libgd reports it.
    func bounds(font: Font, rotation: Double) throws -> Rect {
        let brect = try call(image: nil, color: 0, font: font, rotation: rotation, x: 0, y: 0).brect
        let xs = [brect[0], brect[2], brect[4], brect[6]].map(Double.init)
        let ys = [brect[1], brect[3], brect[5], brect[7]].map(Double.init)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// How far the pen moves along the baseline over the text, kerning
    /// included: the sum of libgd's per-glyph advances (`xshow`).
    func advance(font: Font) throws -> Double {
        // libgd lists no advance for a one-glyph string, so a missing glyph
        // (which no font kerns against) follows, and its own advance is dropped.
        let probe = LibGDText(encoded: encoded + String(Self.missingGlyph))
        let xshow = try probe.call(image: nil, color: 0, font: font, rotation: 0, x: 0, y: 0, advances: true).xshow
        return xshow.split(separator: " ").compactMap { Double($0) }.dropLast().reduce(0, +)
    }

    /// Draws the text in `color` with its baseline origin at (`x`, `y`).
    func draw(on image: gdImagePtr, x: Int32, y: Int32, color: Int32, font: Font, rotation: Double) throws {
        _ = try call(image: image, color: color, font: font, rotation: rotation, x: x, y: y)
    }

    private init(encoded: String) { self.encoded = encoded }

    /// Largest font size drawn, in pixels: half the widest frame, well within FreeType.
    static let maximumPixelSize = 8192.0

    private func call(image: gdImagePtr?, color: Int32, font: Font, rotation: Double, x: Int32, y: Int32,
                      advances: Bool = false) throws -> (brect: [Int32], xshow: String) {
        // FreeType would build glyphs of any size; past a frame's size they only cost memory.
        guard font.size.isFinite, font.size <= Self.maximumPixelSize else {
            throw RasterError.textTooLarge("text at \(Int(saturating: font.size)) pixels is too large to draw; at most \(Int(Self.maximumPixelSize))")
        }
        var extra = gdFTStringExtra()
        extra.flags = gdFTEX_RESOLUTION | (font.isFilePath ? gdFTEX_FONTPATHNAME : gdFTEX_FONTCONFIG)
            | (advances ? gdFTEX_XSHOW : 0)
        extra.hdpi = 72
        extra.vdpi = 72
        var brect = [Int32](repeating: 0, count: 8)
        // libgd turns counter-clockwise on screen; chartreel's rotation is clockwise.
        let error = brect.withUnsafeMutableBufferPointer { rect in
            gdImageStringFTEx(image, rect.baseAddress, color, font.name, font.size, -rotation, x, y, encoded, &extra)
        }
        var xshow = ""
        if let list = extra.xshow {
            xshow = String(cString: list)
            gdFree(list)
        }
        if let error { throw RasterError.text(String(cString: error), font: font.name) }
        return (brect, xshow)
    }
}
