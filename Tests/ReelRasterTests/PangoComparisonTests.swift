import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelRaster

/// Right-to-left labels drawn by chartreel against the same labels drawn by
/// an independent shaping stack, Pango (`pango-view` from Debian's
/// pango1.0-tools: HarfBuzz, FriBidi and cairo), unhinted, in the same font
/// and size. Both are cut to their ink and compared pixel by pixel: a wrong
/// glyph form, order or spacing moves whole letters and fails at once.
@Suite(.serialized) struct PangoComparisonTests {
    static let size = 28.0

    /// Arabic chart text: legend words, times in Arabic-Indic digits, a
    /// word beside Western digits, and Hebrew.
    static let labels = ["نشط", "وقت إضافي", "وقت زائد", "محظور", "١٢:٣٠", "٩:٤٥", "الاستخدام اليومي ١٢:٣٠",
                         "مارس 2024", "שעות מסך 12:30"]

    /// The ink box of an RGB image (dark on white).
    static func ink(_ canvas: Canvas) -> InkBox {
        InkBox(width: canvas.width, height: canvas.height) { canvas.rgba8(x: $0, y: $1).r }
    }

    static func ours(_ label: String) throws -> InkBox {
        let canvas = try Canvas(width: 700, height: 80, background: .white)
        var rasterizer = Rasterizer()
        let run = TextRun(label, at: Point(20, 55), font: Font(size: size), color: .black,
                          alignment: TextAlignment(horizontal: .left, vertical: .baseline), direction: .rightToLeft)
        try rasterizer.draw(DisplayList([.text(run)]), on: canvas)
        return ink(canvas)
    }

    static func pango(_ label: String, in work: URL) throws -> InkBox {
        let file = work.appendingPathComponent("pango.png")
        try PangoView.render(label, font: "\(Font.defaultName) \(Int(size))", rtl: true, to: file)
        let data = try #require(FileManager.default.contents(atPath: file.path))
        return ink(try Canvas(pngData: [UInt8](data)))
    }

    @Test(arguments: labels)
    func labelMatchesPango(_ label: String) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-pango-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let ours = try Self.ours(label), theirs = try Self.pango(label, in: work)
        #expect(abs(ours.width - theirs.width) <= 1 && abs(ours.height - theirs.height) <= 1, "ink \(ours) vs Pango's \(theirs)")
        let difference = ours.meanDifference(to: theirs)
        print("Pango \(label): ink \(ours) vs \(theirs), mean grey difference \(String(format: "%.2f", difference))")
        // Anti-aliasing at another sub-pixel phase differs by a few levels
        // (up to 13 on short labels); wrong shaping by far more (below).
        #expect(difference <= Self.threshold, "\(label): mean grey difference \(difference) against Pango")
    }

    static let threshold = 15.0

    /// The comparison can fail: letters kept apart by zero-width non-joiners
    /// (their isolated forms, as unshaped text shows them) or put in the
    /// wrong order are far from Pango's joined word.
    @Test func unshapedTextIsCaught() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-pango-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let word = "الاستخدام", theirs = try Self.pango(word, in: work)
        let isolated = try Self.ours(word.unicodeScalars.map(String.init).joined(separator: "\u{200C}"))
        let reversed = try Self.ours(String(String.UnicodeScalarView(word.unicodeScalars.reversed())))
        for wrong in [isolated, reversed] {
            let sameBox = wrong.width == theirs.width && wrong.height == theirs.height
            #expect(!sameBox || wrong.meanDifference(to: theirs) > 2 * Self.threshold, "\(wrong) vs \(theirs)")
        }
    }
}
