import ReelGeometry
@testable import ReelText
import Testing

@testable import ReelRaster

/// Labels with characters the font lacks, entities and controls: every
/// scalar is drawn as itself, from a fallback font or as one missing-glyph
/// box (never as mojibake), and what is measured is what is drawn.
@Suite struct TextFallbackTests {
    static let font = Font(size: 24)
    static let anchor = Point(10, 34)

    /// `text` drawn black on white, its ink starting at the anchor's x and
    /// its baseline at the anchor's y.
    static func draw(_ text: String, font: Font = font) throws -> Canvas {
        let canvas = try Canvas(width: 400, height: 50, background: .white)
        var rasterizer = Rasterizer()
        let run = TextRun(text, at: anchor, font: font, color: .black,
                          alignment: TextAlignment(horizontal: .left, vertical: .baseline))
        try rasterizer.draw(DisplayList([.text(run)]), on: canvas)
        return canvas
    }

    /// Darker than mid-grey: exactly the pixels of mask coverage >= 128.
    static func isInk(_ canvas: Canvas, _ x: Int, _ y: Int) -> Bool { canvas.rgba8(x: x, y: y).r < 128 }

    static func inkBox(_ canvas: Canvas) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where isInk(canvas, x, y) {
                box = (min(box?.minX ?? x, x), max(box?.maxX ?? x, x), min(box?.minY ?? y, y), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// The runs of columns holding ink, from column `start` on.
    static func inkColumns(_ canvas: Canvas, from start: Int = 0) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for x in start..<canvas.width where (0..<canvas.height).contains(where: { isInk(canvas, x, $0) }) {
            if let last = runs.last, last.upperBound == x - 1 { runs[runs.count - 1] = last.lowerBound...x } else { runs.append(x...x) }
        }
        return runs
    }

    /// The ink of `columns`, every row, as true/false from its first column.
    static func inkPattern(_ canvas: Canvas, _ columns: ClosedRange<Int>) -> [[Bool]] {
        (0..<canvas.height).map { y in columns.map { isInk(canvas, $0, y) } }
    }

    static func pixels(_ canvas: Canvas) -> [Int] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas.rgba8(x: $0, y: y).r } }
    }

    /// Issue 10: "📈" came out as "ð" and three boxes. It comes from
    /// Symbola now (DejaVu lacks it), drawn as Symbola draws it alone, and
    /// the Latin text beside it is untouched.
    @Test func emojiComesFromAFallbackNotMojibake() throws {
        let label = try Self.draw("Revenue 📈 €"), latin = try Self.draw("Revenue")
        let latinEnd = try #require(Self.inkBox(latin)).maxX
        for y in 0..<label.height {
            for x in 0...latinEnd + 1 {
                #expect(label.rgba8(x: x, y: y) == latin.rgba8(x: x, y: y), "pixel \(x), \(y)")
            }
        }
        let rest = Self.inkColumns(label, from: latinEnd + 2)
        try #require(rest.count == 2, "after \"Revenue\": \(rest) (the chart and €)")
        let alone = try Self.draw("📈", font: Font(name: "Symbola", size: Self.font.size)), aloneColumns = Self.inkColumns(alone)
        try #require(aloneColumns.count == 1)
        // Glyphs sit at sub-pixel positions: a column more or less of edge.
        #expect(abs(rest[0].count - aloneColumns[0].count) <= 1)
        let euro = try Self.draw("€"), euroColumns = Self.inkColumns(euro)
        #expect(euroColumns.count == 1 && abs(rest[1].count - euroColumns[0].count) <= 1)
    }

    /// A scalar no installed font has is one visible missing-glyph box per
    /// character, as wide as a letter.
    @Test func unknownCharactersAreOneBoxEach() throws {
        let box = Self.inkColumns(try Self.draw("\u{10FFFD}"))
        try #require(box.count == 1)
        let em = Self.font.size
        #expect(Double(box[0].count) > 0.3 * em && Double(box[0].count) < em, "box width \(box[0].count)")
        #expect(Self.inkColumns(try Self.draw("\u{10FFFD}\u{10FFFD}\u{10FFFD}")).count == 3)
    }

    /// The ink box the layout measures is the ink box drawn, to the pixel.
    @Test(arguments: ["Revenue 📈 €", "a⛵b ⭐", "NUL\u{0}BEL\u{7}ESC\u{1B}", "👨‍👩‍👧 ok", "R&D &amp; &#169;",
                      "e\u{301}té", "漢字 Ελλάδα", "\u{FEFF}x\ty", "❤\u{FE0F}"])
    func measuringAgreesWithDrawing(label: String) throws {
        let measured = TextMeasurer().inkBounds(of: label, font: Self.font)
        let drawn = try #require(Self.inkBox(try Self.draw(label)))
        #expect(Double(drawn.maxX - drawn.minX + 1) == measured.width && Double(drawn.maxY - drawn.minY + 1) == measured.height)
        #expect(drawn.minX == Int(Self.anchor.x) && Double(drawn.minY) == Self.anchor.y + measured.minY)
    }

    /// ⛵ (U+26F5) is not in DejaVu Sans; it comes from Symbola as Symbola
    /// draws it alone.
    @Test func symbolsMissingFromTheFontComeFromAFallback() throws {
        let label = try Self.draw("a⛵b"), columns = Self.inkColumns(label)
        try #require(columns.count == 3, "\(columns)")
        let alone = try Self.draw("⛵", font: Font(name: "Symbola", size: Self.font.size)), aloneColumns = Self.inkColumns(alone)
        try #require(aloneColumns.count == 1)
        #expect(abs(columns[1].count - aloneColumns[0].count) <= 1)
    }

    /// libgd read HTML entities in what it drew; a label is drawn as written.
    @Test func entitiesAreDrawnAsWritten() throws {
        var renderer = TextRenderer()
        func width(_ text: String) throws -> Double { try renderer.inkBounds(of: text, font: Self.font).width }
        let ampersand = try width("&"), amp = try width("amp;"), entity = try width("&amp;")
        #expect(entity > amp + ampersand / 2)
        let copyright = try width("©"), numeric = try width("&#169;")
        #expect(numeric > 3 * copyright)
        #expect(Self.pixels(try Self.draw("&lt;")) != Self.pixels(try Self.draw("<")))
    }

    /// A NUL ended the text in libgd and CR moved the pen back; now controls
    /// show as U+FFFD and line breaks and tabs as a space (`DisplayText`).
    @Test func controlsAreShownNotObeyed() throws {
        #expect(Self.pixels(try Self.draw("a\u{0}b")) == Self.pixels(try Self.draw("a\u{FFFD}b")))
        #expect(Self.pixels(try Self.draw("x\u{1B}\u{7}\u{FFFF}")) == Self.pixels(try Self.draw("x\u{FFFD}\u{FFFD}\u{FFFD}")))
        #expect(Self.pixels(try Self.draw("a\tb\nc\rd")) == Self.pixels(try Self.draw("a b c d")))
        #expect(Self.inkColumns(try Self.draw("a\u{0}b")).count == 3)
    }

    /// A zero-width joiner Symbola cannot use joins nothing and shows
    /// nothing: a family emoji is one figure per person.
    @Test func invisibleFormatCharactersStayInvisible() throws {
        #expect(Self.pixels(try Self.draw("👨\u{200D}👩\u{200D}👧")) == Self.pixels(try Self.draw("👨👩👧")))
        #expect(Self.pixels(try Self.draw("x\u{E0100}y")) == Self.pixels(try Self.draw("xy")))
    }
}
