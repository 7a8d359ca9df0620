import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an animated SVG may hold before `check` shows it in a browser: a
/// committed asset may come from an untrusted pull request, and a browser
/// runs a document's scripts and fetches what it links. Only what
/// chartreel writes passes: its elements, no event attributes, no style
/// sheets, and references only to the document's own ids.
///
/// A gate that let a document through holds what `SVGFrames` needs: the
/// document from its `<svg>` on, its pixel size and the animation's
/// duration (`dur` of its first animation; a still has none).
public struct SVGAssetGate {
    public let width: Int
    public let height: Int
    /// Seconds; 0 for a still document.
    public let duration: Double
    /// The admitted document, from its `<svg>` element on.
    public let document: String


    static let elements: Set<String> = [
        "svg", "defs", "g", "path", "rect", "use", "clipPath", "mask", "linearGradient", "radialGradient", "stop",
        "animate", "animateTransform", "title",
    ]

    /// Reads `data`; throws an `AssetRefusal` naming what is not allowed.
    public init(_ data: Data) throws {
        // chartreel writes no document type; entities could expand without end.
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw AssetRefusal(reason: "it holds a <!DOCTYPE>, which chartreel does not write")
        }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw AssetRefusal(reason: "\(problem), which chartreel does not write") }
        guard parsed, let size = reader.size else {
            throw AssetRefusal(reason: "not an SVG document chartreel wrote (\(parser.parserError.map { "\($0)" } ?? "no <svg> size"))")
        }
        (width, height, duration) = (size.0, size.1, reader.duration ?? 0)
        let text = String(decoding: data, as: UTF8.self)
        document = text.range(of: "<svg").map { String(text[$0.lowerBound...]) } ?? text
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var problem: String?
        var size: (Int, Int)?
        var duration: Double?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard problem == nil else { return }
            guard SVGAssetGate.elements.contains(name) else {
                problem = "it holds <\(name)>"
                return parser.abortParsing()
            }
            for (key, value) in attributes {
                let reference = value.contains("url(") && !value.hasPrefix("url(#")
                if key.lowercased().hasPrefix("on") || key == "style" || ((key == "href" || key == "xlink:href") && !value.hasPrefix("#")) || reference {
                    problem = "its <\(name)> has \(key)=\"\(value.prefix(40))\""
                    return parser.abortParsing()
                }
            }
            if name == "svg", size == nil, let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init),
               w >= 1, h >= 1, w <= 16384, h <= 16384 {
                size = (Int(w.rounded()), Int(h.rounded()))
            }
            if duration == nil, name.hasPrefix("animate"), let dur = attributes["dur"], dur.hasSuffix("s") {
                duration = Double(dur.dropLast())
            }
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            problem = problem ?? "it holds a processing instruction <?\(target)"
            parser.abortParsing()
        }
    }
}
