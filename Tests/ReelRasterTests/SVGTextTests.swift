import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ReelGeometry
import TestSupport
import Testing

@testable import ReelRaster

/// Labels with characters XML forbids or reserves still make a well-formed
/// SVG that shows what the PNG shows.
@Suite struct SVGTextTests {
    /// The characters inside each `<text>` element, as an XML parser reads them.
    final class TextCollector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        private var inText = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "text" { inText = true; texts.append("") }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { inText = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }
    }

    @Test func hostileLabelIsWellFormedAndEscaped() throws {
        let label = "NUL\u{0}BEL\u{7}ESC\u{1B} 📈 <&>\"' &amp;\ttab"
        let run = TextRun(label, at: Point(10, 30), font: Font(size: 16), color: .black,
                          alignment: TextAlignment(horizontal: .left, vertical: .baseline))
        var writer = SVGWriter()
        let svg = try writer.document(for: DisplayList([.text(run)]), size: Size(400, 50), scale: 1, background: .white)
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character is left in the SVG")
        #expect(svg.contains("&lt;&amp;&gt;&quot;' &amp;amp;"))

        let parser = XMLParser(data: Data(svg.utf8))
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
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

    /// Font names are escaped the same way.
    @Test func fontFamilyIsEscaped() throws {
        let run = TextRun("x", at: Point(10, 30), font: Font(name: "A&B\u{1}\"", size: 16), color: .black)
        var writer = SVGWriter()
        let svg = try writer.document(for: DisplayList([.text(run)]), size: Size(40, 40), scale: 1, background: nil)
        #expect(svg.contains("font-family=\"A&amp;B\u{FFFD}&quot;\""))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}
