import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an animated SVG may hold before `check` shows it in a browser: a
/// committed asset may come from an untrusted pull request, and a browser
/// runs a document's scripts, follows its links and obeys markup an HTML
/// parser finds where an XML parser saw a comment. Only what chartreel's
/// writer emits passes (`SVGAllowList`): UTF-8 text; no comment, CDATA
/// section, document type or processing instruction; its elements, with
/// their attributes, each value of the kind the writer writes there, ids
/// referred to only within the document, the SVG namespace and (for
/// `href`) XLink's, whatever prefix names it.
///
/// A document that passes is kept as a tree (`root`), from which
/// `SVGFrames` writes the page a browser sees; the committed text is never
/// part of it. The gate also holds the pixel size and the animation's
/// duration (`dur` of its first animation; a still has none).
package struct SVGAssetGate: Sendable {
    package let width: Int
    package let height: Int
    /// Seconds; 0 for a still document.
    package let duration: Double
    /// The admitted document.
    package let root: AdmittedSVG.Element

    /// Reads `data`; throws an `AssetRefusal` naming what is not allowed.
    package init(_ data: Data) throws {
        let text = try Self.text(of: data)
        try Self.refuseDeclarations(in: text)
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw AssetRefusal(reason: problem) }
        guard parsed, let root = reader.root else {
            throw AssetRefusal(reason: "not an SVG document chartreel wrote (\(parser.parserError.map { "\($0)" } ?? "no <svg>"))")
        }
        if let missing = reader.references.first(where: { !reader.ids.contains($0.id) }) {
            throw AssetRefusal(reason: "its <\(missing.element)> has \(missing.attribute) naming #\(Self.shown(missing.id)), "
                               + "which is no id of its own")
        }
        guard let size = reader.size else {
            throw AssetRefusal(reason: "its <svg> has no width and height of 1 to 16384 pixels, which chartreel writes")
        }
        (width, height, duration, self.root) = (size.width, size.height, reader.duration ?? 0, root)
    }

    /// The document as text: UTF-8 only, which is all chartreel writes and
    /// all the byte-level checks below read correctly.
    private static func text(of data: Data) throws -> String {
        let bytes = [UInt8](data.prefix(4))
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            throw AssetRefusal(reason: "it is UTF-16 or UTF-32 text (a byte-order mark), and chartreel writes UTF-8")
        }
        if data.contains(0) {
            throw AssetRefusal(reason: "it holds a NUL byte, which chartreel does not write (it writes UTF-8 text)")
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw AssetRefusal(reason: "it is not UTF-8 text, which chartreel writes")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if let end = try declarationEnd(text[...]) {
            let declaration = text[..<end]
            if let encoding = declaration.range(of: "encoding") {
                let value = declaration[encoding.upperBound...].drop { " =\t\r\n\"'".contains($0) }.prefix { !"\"'".contains($0) }
                guard value.lowercased() == "utf-8" else {
                    throw AssetRefusal(reason: "its XML declaration names encoding \"\(shown(String(value)))\", and chartreel writes UTF-8")
                }
            }
        }
        return text
    }

    /// Refuses comments, CDATA sections, document types and processing
    /// instructions before the XML parser reads them: `<` starts markup
    /// wherever it is in well-formed XML (values and text escape it), so
    /// `<!` and `<?` anywhere but the XML declaration are such markup.
    /// Read by scalar, not by character: a `<` joins the character before
    /// it when that is a prepended mark (U+0600), and a search by
    /// character would not find it.
    private static func refuseDeclarations(in text: String) throws {
        var rest = text.unicodeScalars[(try declarationEnd(text[...]) ?? text.startIndex)...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let starts = { (markup: String) in rest.starts(with: markup.unicodeScalars) }
            if starts("!--") { throw AssetRefusal(reason: "it holds a comment (<!--), which chartreel does not write") }
            if starts("![CDATA[") { throw AssetRefusal(reason: "it holds a CDATA section, which chartreel does not write") }
            if starts("!DOCTYPE") { throw AssetRefusal(reason: "it holds a <!DOCTYPE>, which chartreel does not write") }
            if starts("!") { throw AssetRefusal(reason: "it holds a markup declaration (<!), which chartreel does not write") }
            if starts("?") {
                var target = ""
                target.unicodeScalars.append(contentsOf: rest.dropFirst().prefix { !$0.properties.isWhitespace && $0 != "?" }.prefix(60))
                throw AssetRefusal(reason: "it holds a processing instruction <?\(shown(target)), which chartreel does not write")
            }
        }
    }

    /// Where the XML declaration (`<?xml version=…?>`) that `text` starts
    /// with ends; nil without one. `<?xml-stylesheet` is no declaration.
    /// Its pseudo-attributes are names, `=`, quoted words and spaces; a
    /// declaration holding anything else (a `<` or `>` above all: markup
    /// hidden before its first `?>`) is refused, since the parser would
    /// read that markup after a malformed declaration.
    private static func declarationEnd(_ text: Substring) throws -> String.Index? {
        guard text.hasPrefix("<?xml"), text.dropFirst(5).first?.isWhitespace == true else { return nil }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \t\r\n=\"'.-_:".unicodeScalars)
        let body = text.unicodeScalars.dropFirst(5)
        guard let end = body.firstIndex(where: { !allowed.contains($0) }), body[end...].starts(with: "?>".unicodeScalars) else {
            throw AssetRefusal(reason: "its XML declaration (<?xml … ?>) is not the one chartreel writes: "
                               + "only version, encoding and standalone, quoted, before ?>")
        }
        return text.unicodeScalars.index(end, offsetBy: 2)
    }

    /// Text from the document for a one-line message: at most 40
    /// characters, control characters as `?`.
    static func shown(_ text: String) -> String {
        let short = text.count > 40 ? text.prefix(40) + "…" : text[...]
        return String(short.map { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : $0 })
    }
}
