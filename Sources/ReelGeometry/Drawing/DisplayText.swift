/// How the scalars of a text run are shown, the same in every output.
///
/// A run is one line, so tab, line feed and carriage return are shown as a
/// space. Every other control character (C0, DEL, C1) and the
/// noncharacters U+FFFE and U+FFFF are shown as U+FFFD, the replacement
/// character: XML 1.0 forbids most of them (an SVG holding one is not a
/// document), libgd ends the text at a NUL and moves the pen on CR and LF,
/// and none has a glyph. Replacing them, rather than refusing the scene,
/// keeps labels that come from data files drawable, and the PNG and the SVG
/// show the same mark where each was.
package enum DisplayText {
    /// The scalar shown for `scalar`: itself, a space or U+FFFD.
    @inline(__always)
    package static func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        // Printable ASCII and most of the rest pass at the first test.
        if value >= 0x20 && value < 0x7F { return scalar }
        switch value {
        case 0x09, 0x0A, 0x0D: return " "
        case 0x00..<0x20, 0x7F..<0xA0, 0xFFFE, 0xFFFF: return "\u{FFFD}"
        default: return scalar
        }
    }

    /// `text` with each scalar replaced by `shown(_:)`.
    package static func shown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { shown($0) != $0 }) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.lazy.map { shown($0) })
        return String(result)
    }
}
