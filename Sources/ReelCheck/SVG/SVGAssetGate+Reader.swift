import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension SVGAssetGate {
    /// Builds the admitted tree while XMLParser reads the document, and
    /// keeps the first thing `SVGAllowList` does not allow; from there on
    /// every event is ignored.
    final class Reader: NSObject, XMLParserDelegate {
        private(set) var problem: String?
        private(set) var root: AdmittedSVG.Element?
        private(set) var size: (width: Int, height: Int)?
        private(set) var duration: Double?
        /// The document's ids, and the ids its values name.
        private(set) var ids: Set<String> = []
        private(set) var references: [(element: String, attribute: String, id: String)] = []

        /// Elements open, outermost first.
        private var open: [(name: String, attributes: [AdmittedSVG.Attribute], children: [AdmittedSVG.Element], text: String)] = []
        /// The namespace each prefix names where the parser is, innermost last.
        private var prefixes: [String: [String]] = [:]

        /// Records the first refusal. The parser reads on to the end of the
        /// (bounded) document: `abortParsing()` from inside a callback halts
        /// libxml2, which frees its input while FoundationXML is still reading
        /// the current element's attributes from it (a use-after-free the
        /// fuzzer found with a foreign namespace on `<svg>`).
        private func refuse(_ parser: XMLParser, _ reason: String) {
            if problem == nil { problem = reason }
        }

        func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespace: String) {
            guard problem == nil else { return }
            guard namespace == SVGAllowList.svgNamespace || namespace == SVGAllowList.xlinkNamespace else {
                return refuse(parser, "it declares the namespace \"\(SVGAssetGate.shown(namespace))\", which chartreel does not write")
            }
            prefixes[prefix, default: []].append(namespace)
        }

        func parser(_ parser: XMLParser, didEndMappingPrefix prefix: String) {
            guard problem == nil else { return }
            _ = prefixes[prefix]?.popLast()
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard problem == nil else { return }
            let shownName = SVGAssetGate.shown(qualifiedName ?? name)
            guard namespaceURI == SVGAllowList.svgNamespace, let allowed = SVGAllowList.elements[name] else {
                let outside = namespaceURI == SVGAllowList.svgNamespace ? "" : " outside the SVG namespace"
                return refuse(parser, "it holds <\(shownName)>\(outside), which chartreel does not write")
            }
            if let parent = open.last?.name, SVGAllowList.leaves.contains(parent) {
                return refuse(parser, "its <\(parent)> holds <\(shownName)>, which chartreel does not write")
            }
            if open.isEmpty != (name == "svg") {
                return refuse(parser, open.isEmpty ? "its root is <\(shownName)>, not <svg>" : "it holds an <svg> inside another")
            }
            var read: [AdmittedSVG.Attribute] = []
            for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                let target = attributes["attributeName"]
                guard let attribute = self.attribute(key, value, of: name, allowed: allowed, target: target, parser: parser) else { return }
                guard !read.contains(where: { $0.name == attribute.name }) else {
                    return refuse(parser, "its <\(name)> has \(attribute.name) twice, which chartreel does not write")
                }
                read.append(attribute)
            }
            if name == "svg" { size = Self.size(read) }
            if duration == nil, name.hasPrefix("animate"), let dur = read.first(where: { $0.name == "dur" }) {
                guard let seconds = Double(dur.text.dropLast()), seconds.isFinite, seconds >= 0 else {
                    return refuse(parser, "its <\(name)> has dur=\"\(SVGAssetGate.shown(dur.text))\", which chartreel does not write")
                }
                duration = seconds
            }
            open.append((name, read, [], ""))
        }

        /// Attribute `key` of element `name` as admitted, or nil (and the
        /// parsing stopped) when it is not allowed; `target` is the
        /// element's `attributeName`, which its `values` are read as.
        private func attribute(_ key: String, _ value: String, of name: String, allowed: Set<String>, target: String?,
                               parser: XMLParser) -> AdmittedSVG.Attribute? {
            let written = "its <\(name)> has \(SVGAssetGate.shown(key))=\"\(SVGAssetGate.shown(value))\""
            var local = key
            if let colon = key.firstIndex(of: ":") {
                // Any prefix bound to XLink's namespace makes `href` a link, as in a browser.
                let prefix = String(key[..<colon])
                local = String(key[key.index(after: colon)...])
                guard prefixes[prefix]?.last == SVGAllowList.xlinkNamespace, local == "href" else {
                    refuse(parser, "\(written), in a namespace chartreel does not write")
                    return nil
                }
            }
            guard allowed.contains(local), let kind = SVGAllowList.kinds[local] else {
                refuse(parser, "\(written), which chartreel does not write")
                return nil
            }
            let pieces: [AdmittedSVG.Piece]?
            switch kind {
            case .attributeName: pieces = animated(value, by: name).map { _ in [.text(value)] }
            case .values: pieces = target.flatMap { animated($0, by: name) }.flatMap { SVGAllowList.values(value, of: $0) }
            default: pieces = SVGAllowList.pieces(value, as: kind)
            }
            guard let pieces else {
                let expected = kind == .values ? target.flatMap { animated($0, by: name) }.map(SVGAllowList.expectation)
                    : SVGAllowList.expectation(kind)
                refuse(parser, "\(written), which chartreel does not write" + (expected.map { " (it writes \($0))" } ?? ""))
                return nil
            }
            for case .id(let id) in pieces {
                if local == "id" { ids.insert(id) } else { references.append((name, local, id)) }
            }
            return AdmittedSVG.Attribute(local, pieces)
        }

        /// The kind of the attribute an animation changes, when its
        /// element (`animation`, inside the element open) may change it.
        private func animated(_ attribute: String, by animation: String) -> SVGAllowList.Kind? {
            guard let parent = open.last?.name, let allowed = SVGAllowList.elements[parent] else { return nil }
            if animation == "animateTransform" { return attribute == "transform" && allowed.contains("transform") ? .numbers : nil }
            guard allowed.contains(attribute), !SVGAllowList.unanimated.contains(attribute) else { return nil }
            return SVGAllowList.kinds[attribute]
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard problem == nil, let last = open.popLast() else { return }
            let element = AdmittedSVG.Element(last.name, attributes: last.attributes, children: last.children, text: last.text)
            if open.isEmpty {
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard problem == nil, let current = open.last else { return }
            if current.name == "title" {
                open[open.count - 1].text += string
            } else if !string.allSatisfy(\.isWhitespace) {
                refuse(parser, "its <\(current.name)> holds text \"\(SVGAssetGate.shown(string))\", which chartreel does not write")
            }
        }

        // What `refuseDeclarations` already refused, should the parser find more.
        func parser(_ parser: XMLParser, foundComment comment: String) {
            refuse(parser, "it holds a comment, which chartreel does not write")
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            refuse(parser, "it holds a CDATA section, which chartreel does not write")
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            refuse(parser, "it holds a processing instruction <?\(SVGAssetGate.shown(target)), which chartreel does not write")
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            refuse(parser, "it holds a <!DOCTYPE>, which chartreel does not write")
        }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
            refuse(parser, "it holds a <!DOCTYPE>, which chartreel does not write")
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            refuse(parser, "it holds an external entity, which chartreel does not write")
            return nil
        }

        /// The pixel size the root's width and height give, when chartreel could have written it.
        private static func size(_ attributes: [AdmittedSVG.Attribute]) -> (width: Int, height: Int)? {
            guard let w = attributes.first(where: { $0.name == "width" }).flatMap({ Double($0.text) }),
                  let h = attributes.first(where: { $0.name == "height" }).flatMap({ Double($0.text) }),
                  (1...16384).contains(w), (1...16384).contains(h) else { return nil }
            return (Int(w.rounded()), Int(h.rounded()))
        }
    }
}
