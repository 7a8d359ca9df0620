import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ReelGeometry
import TestSupport
import Testing

@testable import ReelVector

/// Labels with characters XML forbids or reserves still make a well-formed
/// SVG that shows what the PNG shows.
@Suite struct SVGTextTests {
    /// The `aria-label` of each element, as an XML parser reads them (text
    /// is exported as glyph outlines, labelled with what it says).
    final class TextCollector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var elements: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(name)
            if let label = attributes["aria-label"] { texts.append(label) }
        }
    }

    static func parse(_ svg: String) -> (TextCollector, Bool) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = TextCollector()
        parser.delegate = collector
        return (collector, parser.parse())
    }

    @Test func hostileLabelIsWellFormedAndEscaped() throws {
        let label = "NUL\u{0}BEL\u{7}ESC\u{1B} 📈 <&>\"' &amp;\ttab"
        let run = TextRun(label, at: Point(10, 30), font: Font(size: 16), color: .black,
                          alignment: TextAlignment(horizontal: .left, vertical: .baseline))
        var writer = SVGWriter()
        let svg = try writer.document(for: DisplayList([.text(run)]), size: Size(400, 50), scale: 1, background: .white)
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character is left in the SVG")
        #expect(svg.contains("&lt;&amp;&gt;&quot;' &amp;amp;"))

        let (collector, wellFormed) = Self.parse(svg)
        #expect(wellFormed, "not well-formed")
        #expect(collector.texts == ["NUL\u{FFFD}BEL\u{FFFD}ESC\u{FFFD} 📈 <&>\"' &amp; tab"])

        // A real SVG renderer reads it too.
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-svgtext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("label.svg")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        _ = try ProcessRunner.runTool("rsvg-convert", ["-o", work.appendingPathComponent("label.png").path, file.path],
                                      package: "librsvg2-bin")
    }

    /// Text is shaped glyph outlines in the SVG, so a renderer without the
    /// font, or without Arabic shaping, draws what chartreel drew; the words
    /// stay in `aria-label`.
    @Test func textIsExportedAsLabelledOutlines() throws {
        let run = TextRun("مرحبا 123", at: Point(10, 30), font: Font(size: 16), color: .black, direction: .rightToLeft)
        var writer = SVGWriter()
        let svg = try writer.document(for: DisplayList([.text(run)]), size: Size(120, 40), scale: 1, background: nil)
        let (collector, wellFormed) = Self.parse(svg)
        #expect(wellFormed)
        #expect(!collector.elements.contains("text") && collector.elements.contains("path"))
        #expect(collector.texts == ["مرحبا 123"])
    }
}
