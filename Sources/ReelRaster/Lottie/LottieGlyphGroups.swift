import ReelGeometry

/// Text that changes as one group per glyph in its place: a glyph's outline
/// is written once, static, and its group is shown (opacity 100, held) at
/// the frames whose text has that glyph there. A counter from 0% to 75% is
/// then some twenty glyph groups instead of seventy-six strings' outlines.
enum LottieGlyphGroups {
    /// The glyph groups of one text leaf (`frames[f]`: its glyphs at frame
    /// f, nil where it is not drawn), each painted by `fill`; nil when
    /// defining each glyph in its place costs more than each string's
    /// outlines (a label whose text never changes).
    static func groups(_ frames: [[LottieGlyph]?], fill: LottieJSON, tolerance: Double) -> [LottieJSON]? {
        var order: [String] = [], first: [String: LottieGlyph] = [:], shown: [String: Set<Int>] = [:]
        var strings: Set<[String]> = [], stringCost = 0
        for (f, glyphs) in frames.enumerated() {
            guard let glyphs else { continue }
            for glyph in glyphs {
                if first[glyph.place] == nil { order.append(glyph.place) }
                first[glyph.place] = first[glyph.place] ?? glyph
                shown[glyph.place, default: []].insert(f)
            }
            if strings.insert(glyphs.map(\.place)).inserted { stringCost += glyphs.map(\.outline.elements.count).reduce(0, +) }
        }
        let placeCost = order.map { first[$0]!.outline.elements.count }.reduce(0, +)
        guard placeCost < stringCost else { return nil }
        return order.map { place in
            let glyph = first[place]!, at = shown[place]!
            let visible = LottieProperty(frames.indices.map { frames[$0] == nil ? nil : [at.contains($0) ? 100 : 0] },
                                         structure: frames.indices.map { at.contains($0) ? 1 : 0 }, tolerance: 0.5)
            let shapes = LottieContours.contours(of: glyph.outline, closingAll: true, tolerance: tolerance).map { contour in
                LottieJSON.object([("ty", .string("sh")), ("ks", LottieGroups.staticValue(contour.json))])
            }
            let position = LottieGroups.staticValue(.numbers([glyph.offset.x, glyph.offset.y]))
            return LottieGroups.group(shapes + [fill], transform: LottieGroups.transform(position: position, opacity: visible.scalarJSON))
        }
    }
}
