import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What must hold of the page `SVGFrames` gives Chromium for any document
/// the gate admits (the fuzzer's `svg-gate` target checks it on every
/// input it admits): the page and its framed document are well-formed,
/// hold the page's own elements and, inside each copy's `<svg>`, only
/// elements the allow-list has; and a copy read back through the gate is
/// the document that was admitted, so escaping lost or added nothing.
package enum SVGPageCheck {
    static let copies = 2

    /// The page `SVGFrames` writes for two copies of `gate`'s document.
    package static func page(_ gate: SVGAssetGate) -> String {
        SVGFramePage.page(gate.root, times: [0, 0.5], width: gate.width, height: gate.height, columns: copies, nonce: "n")
    }

    /// What is wrong with the page for `gate`'s document, or nil.
    package static func flaw(_ gate: SVGAssetGate) -> String? {
        let frames = SVGFramePage.frames(gate.root, count: copies, width: gate.width, height: gate.height, columns: copies, nonce: "n")
        let page = Self.page(gate)
        let outer = Outline(page)
        if let flaw = outer.flaw { return "the page \(flaw)" }
        guard outer.outside == ["html", "head", "meta", "meta", "style", "body", "iframe", "div", "script"], outer.copies == 0 else {
            return "the page holds <\(outer.outside.joined(separator: "><"))>, not only its own elements"
        }
        guard outer.srcdoc == frames else { return "the page's frame is not the framed document" }
        let inner = Outline(frames)
        if let flaw = inner.flaw { return "the framed document \(flaw)" }
        let own = ["html", "head", "meta", "meta", "style", "body"] + Array(repeating: "div", count: copies)
        guard inner.outside == own, inner.copies == copies else {
            return "the framed document holds <\(inner.outside.joined(separator: "><"))> besides \(inner.copies) copies of the SVG"
        }
        if let stranger = inner.inside.first(where: { SVGAllowList.elements[$0] == nil }) {
            return "a copy of the SVG holds <\(stranger)>"
        }
        do {
            let again = try SVGAssetGate(Data(gate.root.markup(idPrefix: "").utf8))
            return again.root == gate.root ? nil : "a copy of the SVG reads back as another document"
        } catch let refusal as AssetRefusal {
            return "a copy of the SVG is refused: \(refusal.reason)"
        } catch {
            return "a copy of the SVG cannot be read: \(error)"
        }
    }

    /// The elements of a page in document order outside the copies of the
    /// SVG (an `<svg>` in a `<div>`), those inside them, and what breaks XML.
    private final class Outline: NSObject, XMLParserDelegate {
        var outside: [String] = []
        var inside: Set<String> = []
        var copies = 0
        var srcdoc: String?
        var flaw: String?
        private var open: [String] = []

        init(_ text: String) {
            super.init()
            let parser = XMLParser(data: Data(text.utf8))
            parser.shouldResolveExternalEntities = false
            parser.delegate = self
            if !parser.parse(), flaw == nil {
                flaw = "is not well-formed XML (error \((parser.parserError as NSError?)?.code ?? 0) at line \(parser.lineNumber))"
            }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "svg", open.last == "div" { copies += 1 }
            if name == "iframe" { srcdoc = attributes["srcdoc"] }
            if open.contains("svg") || name == "svg" { inside.insert(name) } else { outside.append(name) }
            open.append(name)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let parent = open.last, !["style", "script", "title"].contains(parent), !string.allSatisfy(\.isWhitespace) else { return }
            flaw = flaw ?? "holds text in <\(parent)>"
        }

        func parser(_ parser: XMLParser, foundComment comment: String) { flaw = flaw ?? "holds a comment" }
        func parser(_ parser: XMLParser, foundCDATA block: Data) { flaw = flaw ?? "holds a CDATA section" }
        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            flaw = flaw ?? "holds a processing instruction"
        }
    }
}
