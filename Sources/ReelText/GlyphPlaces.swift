/// A text's glyphs followed across frames by where they sit: the vector
/// writers give each glyph in its place one element (a `<use>`, a Lottie
/// group), shown in the frames whose text has that glyph there, so a
/// counter costs its digits, not every string it shows.
package enum GlyphPlaces {
    /// Each place once, in the order first drawn, with its glyph as first
    /// drawn and whether each frame draws it there. `frames[f]` is frame
    /// f's glyphs (nil where nothing is drawn); `place` names a glyph and
    /// its position: equal places, equal glyphs.
    package static func follow<Glyph>(_ frames: [[Glyph]?], place: (Glyph) -> String) -> [(glyph: Glyph, shown: [Bool])] {
        var order: [(glyph: Glyph, shown: [Bool])] = [], index: [String: Int] = [:]
        for (f, glyphs) in frames.enumerated() {
            for glyph in glyphs ?? [] {
                let key = place(glyph)
                if index[key] == nil {
                    index[key] = order.count
                    order.append((glyph, Array(repeating: false, count: frames.count)))
                }
                order[index[key]!].shown[f] = true
            }
        }
        return order
    }
}
