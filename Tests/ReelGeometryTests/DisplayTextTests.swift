import ReelGeometry
import Testing

@Suite struct DisplayTextTests {
    @Test func controlsAndNoncharactersAreReplaced() {
        let text = "a\u{0}\u{7}\u{1B}\t\n\r\u{7F}\u{85}\u{9F}\u{FFFE}\u{FFFF}b"
        #expect(DisplayText.shown(text) == "a\u{FFFD}\u{FFFD}\u{FFFD}   \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b")
    }

    /// Everything else, including what only looks odd, is kept.
    @Test func printableTextIsKept() {
        for text in ["", "Revenue 📈 €", " <&>\"' ", "e\u{301}", "\u{A0}\u{200D}\u{FEFF}\u{FFFD}\u{FFFD}", "\u{10FFFF}"] {
            #expect(Array(DisplayText.shown(text).unicodeScalars) == Array(text.unicodeScalars), "\(text.debugDescription)")
        }
        // Every scalar of the first two planes maps to itself, a space or U+FFFD.
        var changed = 0
        for value in 0...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let shown = DisplayText.shown(scalar)
            if shown != scalar { changed += 1 }
            #expect(shown == scalar || shown == " " || shown == "\u{FFFD}")
        }
        // C0 (32), DEL and C1 (33), U+FFFE and U+FFFF.
        #expect(changed == 32 + 33 + 2)
    }
}
