import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelText

/// Shaping against HarfBuzz's own command-line shaper (`hb-shape`, from
/// Debian's libharfbuzz-bin), bidi ordering, and the fallback faces.
@Suite struct TextShapingTests {
    static let arabicFont = "Noto Sans Arabic"
    static let arabicFile = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    /// "Hello" in Arabic: five letters that join (initial, medial..., final forms).
    static let word = "مرحبا"

    /// hb-shape's glyphs for `text`, in font units, visual order: (id, cluster, advance, x offset).
    static func hbShape(_ text: String, file: String) throws -> [(id: UInt32, advance: Int, offset: Int)] {
        let result = try ProcessRunner.runTool("hb-shape", ["--no-glyph-names", "--font-funcs=ot", file, text],
                                               package: "libharfbuzz-bin")
        let line = result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().dropLast()
        return try line.split(separator: "|").map { item in
            // id=cluster+advance or id=cluster@x,y+advance
            let parts = item.split(whereSeparator: { "=+@,".contains($0) }).map { Int($0) }
            let id = try #require(parts.first ?? nil), advance = try #require(parts.last ?? nil)
            let offset = item.contains("@") ? try #require(parts[2]) : 0
            return (UInt32(id), advance, offset)
        }
    }

    static func unitsPerEm(_ font: String) throws -> Double {
        let faces = try FontFaces()
        return Double(faces.ft(try faces.face(named: font)).pointee.units_per_EM)
    }

    /// Shaped at one pixel per font unit, the word is exactly what HarfBuzz
    /// says: the same glyphs (the joined forms, not the isolated letters) at
    /// the same positions.
    @Test func arabicWordMatchesHarfBuzz() throws {
        let expected = try Self.hbShape(Self.word, file: Self.arabicFile)
        let upem = try Self.unitsPerEm(Self.arabicFont)
        let shaped = try TextEngine.shared.shape(Self.word, font: Font(name: Self.arabicFont, size: upem), direction: .auto)
        #expect(shaped.glyphs.count == 5 && expected.count == 5)
        #expect(shaped.glyphs.map(\.glyph) == expected.map(\.id))
        var pen = 0
        for (glyph, hb) in zip(shaped.glyphs, expected) {
            #expect(glyph.x == Double(pen + hb.offset), "glyph \(glyph.glyph) at \(glyph.x), HarfBuzz \(pen + hb.offset)")
            pen += hb.advance
        }
        #expect(shaped.advance == Double(pen))
        // Each letter alone takes its isolated form: joining changed them all.
        let isolated = try Self.word.unicodeScalars.map { letter in
            try TextEngine.shared.shape(String(letter), font: Font(name: Self.arabicFont, size: upem), direction: .auto).glyphs[0].glyph
        }
        #expect(Set(isolated).isDisjoint(with: shaped.glyphs.map(\.glyph)), "isolated \(isolated)")
    }

    /// At a label's size the advance is HarfBuzz's scaled, to FreeType's 1/64 pixel per glyph.
    @Test func arabicAdvanceScalesWithTheSize() throws {
        let units = try Self.hbShape(Self.word, file: Self.arabicFile).map(\.advance).reduce(0, +)
        let upem = try Self.unitsPerEm(Self.arabicFont)
        let shaped = try TextEngine.shared.shape(Self.word, font: Font(name: Self.arabicFont, size: 24), direction: .auto)
        #expect(abs(shaped.advance - Double(units) * 24 / upem) <= 5.0 / 64, "\(shaped.advance) vs \(Double(units) * 24 / upem)")
    }

    /// Bidi: "مرحبا 123" shows the digits on the left, in their own
    /// left-to-right order (digits after Arabic letters belong to the Arabic
    /// run whatever the paragraph); the paragraph direction decides where
    /// a Latin word goes.
    @Test func mixedArabicAndDigitsAreOrdered() throws {
        let font = Font(name: Font.defaultName, size: 20)
        let rtl = try TextEngine.shared.shape("مرحبا 123", font: font, direction: .rightToLeft)
        let digits = try ["1", "2", "3"].map { try TextEngine.shared.shape($0, font: font, direction: .auto).glyphs[0].glyph }
        func places(_ shaped: ShapedText) -> [Int] { digits.compactMap { d in shaped.glyphs.firstIndex { $0.glyph == d } } }
        #expect(places(rtl) == [0, 1, 2], "digits first on the left, 1 2 3: \(rtl.glyphs.map(\.glyph))")
        #expect(rtl.glyphs.prefix(3).map(\.x) == rtl.glyphs.prefix(3).map(\.x).sorted())
        // "abc" first on the left in a left-to-right paragraph, last on the left in a right-to-left one.
        let abc = try TextEngine.shared.shape("abc", font: font, direction: .auto).glyphs.map(\.glyph)
        let ltrMixed = try TextEngine.shared.shape("abc مرحبا", font: font, direction: .leftToRight).glyphs.map(\.glyph)
        let rtlMixed = try TextEngine.shared.shape("abc مرحبا", font: font, direction: .rightToLeft).glyphs.map(\.glyph)
        #expect(Array(ltrMixed.prefix(3)) == abc && Array(rtlMixed.suffix(3)) == abc)
        // Latin text in a right-to-left paragraph keeps its own order.
        let label = try TextEngine.shared.shape("label 123", font: font, direction: .rightToLeft)
        let plain = try TextEngine.shared.shape("label 123", font: font, direction: .leftToRight)
        #expect(label.glyphs.map(\.glyph) == plain.glyphs.map(\.glyph))
    }

    /// The bidi marks ICU writes into Arabic numbers (U+061C) order the text
    /// and draw nothing.
    @Test func bidiMarksDrawNothing() throws {
        let font = Font(size: 20)
        let marked = try TextEngine.shared.mask("\u{061C}-\u{0661}\u{0662}", font: font, direction: .rightToLeft, rotation: 0)
        let plain = try TextEngine.shared.mask("-\u{0661}\u{0662}", font: font, direction: .rightToLeft, rotation: 0)
        #expect(marked.inkBox.width == plain.inkBox.width)
        #expect(try TextEngine.shared.mask("\u{061C}\u{200F}", font: font, direction: .auto, rotation: 0).isBlank)
    }

    /// The auto direction follows the first strong character.
    @Test func autoDirectionFollowsTheFirstStrongCharacter() throws {
        let font = Font(name: Font.defaultName, size: 20)
        let hebrew = "שלום 123"
        #expect(try TextEngine.shared.shape(hebrew, font: font, direction: .auto)
            == TextEngine.shared.shape(hebrew, font: font, direction: .rightToLeft))
        #expect(try TextEngine.shared.shape("abc שלום", font: font, direction: .auto)
            == TextEngine.shared.shape("abc שלום", font: font, direction: .leftToRight))
    }

    /// A face is chosen per character: Arabic in a Latin-only font comes
    /// from a fallback that has it, the rest from the font asked for.
    @Test func fallbackFacesPerCharacter() throws {
        let faces = try FontFaces()
        var fallback = FontFallback()
        let clusters = "ab مر".map { Array($0.unicodeScalars) }
        // Symbola has Latin letters but no Arabic.
        let ranges = try fallback.ranges(of: clusters, font: "Symbola", faces: faces)
        let mono = try faces.face(named: "Symbola")
        #expect(ranges.first == FaceRange(face: mono, start: 0, count: 3))
        let arabic = try #require(ranges.last)
        #expect(arabic.start == 3 && arabic.count == 2 && arabic.face != mono && faces.hasGlyph(for: "م", in: arabic.face))
        // ⛵ is in Symbola only; a private-use scalar in no font becomes a box
        // of a font whose box shows.
        let sail = try fallback.ranges(of: [["⛵"]], font: Font.defaultName, faces: faces)
        #expect(faces.name(of: sail[0].face).hasPrefix("Symbola"))
        let missing = try fallback.ranges(of: [["\u{10FFFD}"]], font: Font.defaultName, faces: faces)
        #expect(faces.missingGlyphIsVisible(in: missing[0].face))
    }

    /// An emoji draws something visible, from Symbola (no colour emoji font
    /// is needed), and it is not the missing-glyph box.
    @Test func emojiDrawsVisibleInk() throws {
        let font = Font(size: 32)
        let emoji = try TextEngine.shared.mask("😀", font: font, direction: .auto, rotation: 0)
        let box = try TextEngine.shared.mask("\u{10FFFD}", font: font, direction: .auto, rotation: 0)
        #expect(!emoji.isBlank && emoji.inkBox.width > 10)
        #expect(emoji.coverage != box.coverage)
    }

    /// Turning a label turns its glyphs: a quarter turn swaps the ink's width and height.
    @Test func rotatedTextTurnsItsInk() throws {
        let font = Font(size: 24)
        let flat = try TextEngine.shared.mask("Sales", font: font, direction: .auto, rotation: 0).inkBox
        let turned = try TextEngine.shared.mask("Sales", font: font, direction: .auto, rotation: .pi / 2).inkBox
        #expect(abs(turned.width - flat.height) <= 1 && abs(turned.height - flat.width) <= 1)
        // Clockwise on screen: the text runs down from its origin, its tops to the right.
        #expect(turned.minY >= -2 && turned.minX >= -2 && turned.maxY > 40)
    }
}
