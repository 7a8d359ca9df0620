import Foundation
import ReelGeometry

/// Shapes, draws and outlines text: FontFallback picks the faces,
/// TextShaper (HarfBuzz and FriBidi through libraqm) orders and shapes,
/// GlyphMask and GlyphOutlines draw the glyphs with FreeType.
///
/// One engine serves the process: faces are loaded once, and the lock makes
/// FreeType, which is not thread-safe, safe to call from parallel renders.
/// Callers cache what it returns (`TextRenderer`), so the lock is taken
/// once per new label, not per frame.
package final class TextEngine: @unchecked Sendable {
    package static let shared = TextEngine()

    private let lock = NSLock()
    private let faces: Result<FontFaces, Error>
    private var fallback = FontFallback()

    private init() {
        faces = Result { try FontFaces() }
    }

    /// Longest text drawn, in Unicode scalars: far more than any label, and
    /// a bound on the glyph work a hostile string can ask for.
    static let maximumLength = 10_000

    /// Largest font size drawn, in pixels: half the widest frame.
    static let maximumPixelSize = 8192.0

    /// `text` shaped in `font`, its runs ordered for `direction`.
    func shape(_ text: String, font: Font, direction: TextDirection) throws -> ShapedText {
        try locked { faces in try shape(text, font: font, direction: direction, faces: faces) }
    }

    /// The coverage mask of `text`, turned clockwise by `rotation` radians.
    /// With a `window`, only the part inside it (`GlyphMask.render`).
    package func mask(_ text: String, font: Font, direction: TextDirection, rotation: Double,
              window: PixelWindow? = nil) throws -> TextMask {
        try locked { faces in
            let shaped = try shape(text, font: font, direction: direction, faces: faces)
            return try GlyphMask.render(shaped, size: font.size, rotation: rotation, faces: faces, window: window)
        }
    }

    /// The upright ink box of `text`, measured glyph by glyph (`GlyphMask.inkBox`).
    func inkBox(_ text: String, font: Font, direction: TextDirection) throws -> Rect {
        try locked { faces in
            let shaped = try shape(text, font: font, direction: direction, faces: faces)
            return try GlyphMask.inkBox(shaped, size: font.size, faces: faces)
        }
    }

    /// The glyphs of `text` as drawn, each at its own origin, placed from
    /// the text's baseline origin (unturned).
    package func glyphs(_ text: String, font: Font, direction: TextDirection) throws -> [PlacedGlyph] {
        try locked { faces in
            let shaped = try shape(text, font: font, direction: direction, faces: faces)
            return try GlyphOutlines.glyphs(of: shaped, size: font.size, faces: faces)
        }
    }

    /// The outlines of `text` as drawn, from its baseline origin (unturned).
    func outlines(_ text: String, font: Font, direction: TextDirection) throws -> Path {
        try locked { faces in
            let shaped = try shape(text, font: font, direction: direction, faces: faces)
            return try GlyphOutlines.path(of: shaped, size: font.size, faces: faces)
        }
    }

    private func locked<T>(_ body: (FontFaces) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(try faces.get())
    }

    private func shape(_ text: String, font: Font, direction: TextDirection, faces: FontFaces) throws -> ShapedText {
        let length = text.unicodeScalars.count
        guard length <= Self.maximumLength else {
            throw TextError.textTooLarge("a text of \(length) characters is too long to draw; at most \(Self.maximumLength)")
        }
        // FreeType would build glyphs of any size; past a frame's size they only cost memory.
        guard font.size.isFinite, font.size <= Self.maximumPixelSize else {
            throw TextError.textTooLarge("text at \(Int(saturating: font.size)) pixels is too large to draw; at most \(Int(Self.maximumPixelSize))")
        }
        guard font.size > 0 else { return .empty }
        let clusters = DisplayText.shown(text).map { Array($0.unicodeScalars) }
        let ranges = try fallback.ranges(of: clusters, font: font.name, faces: faces)
        return try TextShaper.shape(clusters, ranges: ranges, size: font.size, direction: direction, faces: faces)
    }
}
