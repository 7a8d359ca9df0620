import ReelGeometry
import ReelJSON
import ReelText

/// Text that changes as one group per glyph in its place: a glyph's outline
/// is written once, static, and its group is shown (opacity 100, held) at
/// the frames whose text has that glyph there. A counter from 0% to 75% is
/// then some twenty glyph groups instead of seventy-six strings' outlines.
enum LottieGlyphGroups {
    /// The glyph groups of one text leaf (`frames[f]`: its glyphs at frame
    /// f, nil where it is not drawn), each painted by `fill`; nil when
    /// defining each glyph in its place costs more than each string's
    /// outlines (a label whose text never changes).
    static func groups(_ frames: [[LottieGlyph]?], fill: JSON, tolerance: Double) -> [JSON]? {
        var strings: Set<[String]> = [], stringCost = 0
        for glyphs in frames.compactMap({ $0 }) where strings.insert(glyphs.map(\.place)).inserted {
            stringCost += glyphs.map(\.outline.elements.count).reduce(0, +)
        }
        let places = GlyphPlaces.follow(frames, place: \.place)
        guard places.map(\.glyph.outline.elements.count).reduce(0, +) < stringCost else { return nil }
        return places.map { glyph, at in
            let visible = LottieProperty(frames.indices.map { frames[$0] == nil ? nil : [at[$0] ? 100 : 0] },
                                         structure: frames.indices.map { at[$0] ? 1 : 0 }, tolerance: 0.5)
            let shapes = LottieContours.contours(of: glyph.outline, closingAll: true, tolerance: tolerance).map { contour in
                JSON.object([("ty", .string("sh")), ("ks", LottieGroups.staticValue(contour.json))])
            }
            let position = LottieGroups.staticValue(.numbers([glyph.offset.x, glyph.offset.y]))
            return LottieGroups.group(shapes + [fill], transform: LottieGroups.transform(position: position, opacity: visible.scalarJSON))
        }
    }
}
