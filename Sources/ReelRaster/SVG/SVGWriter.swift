#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReelGeometry

/// Writes a display list as SVG: the same frame the rasteriser draws, for
/// vector tools and as an independent renderer for tests.
///
/// Strokes stay SVG strokes (caps, joins, miter limit, dashes), so another
/// renderer's stroker draws them; a trimmed stroke is written as the visible
/// part of its flattened path. Conic gradients, which SVG lacks, become fine
/// wedges seen through a mask of the shape.
///
/// Every tagged group is a `<g>` with the tag's id (numbered `~2` when
/// repeated) and a first child `<title>ROLE ID</title>`, which a browser
/// shows on hover.
public struct SVGWriter {
    private var text = TextRenderer()
    private var definitions: [String] = []
    private var nextID = 0
    /// Element ids given out from display tags in this document.
    private var taggedIDs: Set<String> = []
    /// From the current element's coordinates to the pixels the raster draws.
    private var deviceTransform = ReelGeometry.AffineTransform.identity

    public init() {}

    /// The document for `list` on a `size` canvas (points) rendered at `scale`
    /// pixels per point; `background` nil leaves it transparent.
    public mutating func document(for list: DisplayList, size: Size, scale: Double, background: Color?) throws -> String {
        definitions = []
        nextID = 0
        taggedIDs = []
        deviceTransform = ReelGeometry.AffineTransform.scale(scale, scale)
        var body = ""
        if let background, background.alpha > 0 {
            body += "<rect x=\"0\" y=\"0\" width=\"\(svgNumber(size.width))\" height=\"\(svgNumber(size.height))\"\(paintAttributes(background, "fill"))/>\n"
        }
        for item in list.items { body += try element(item) }
        let defs = definitions.isEmpty ? "" : "<defs>\n" + definitions.joined() + "</defs>\n"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(svgNumber(size.width * scale))" height="\(svgNumber(size.height * scale))" \
            viewBox="0 0 \(svgNumber(size.width)) \(svgNumber(size.height))">
            \(defs)\(body)</svg>

            """
    }

    private mutating func element(_ item: DisplayItem) throws -> String {
        switch item {
        case .fill(let path, let paint, let rule):
            let d = SVGPathData.data(for: path)
            guard !d.isEmpty else { return "" }
            let attributes = " fill-rule=\"\(rule == .evenOdd ? "evenodd" : "nonzero")\""
            return painted("<path d=\"\(d)\"\(attributes)", paint: paint, as: "fill", extra: " stroke=\"none\"")
        case .rect(let rect, let paint):
            // SVG draws no rectangle of negative size; the raster fills the same area either way round.
            let x = min(rect.minX, rect.maxX), y = min(rect.minY, rect.maxY)
            let geometry = "x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" width=\"\(svgNumber(abs(rect.width)))\" height=\"\(svgNumber(abs(rect.height)))\""
            return painted("<rect \(geometry)", paint: paint, as: "fill", extra: " stroke=\"none\"")
        case .stroke(let path, let style, let paint, let trim):
            let d = trim.isFull ? SVGPathData.data(for: path)
                : SVGPathData.data(for: path.flattened(tolerance: 0.005).trimmed(to: trim))
            guard !d.isEmpty, style.width > 0 else { return "" }
            return painted("<path d=\"\(d)\"\(strokeAttributes(style))", paint: paint, as: "stroke", extra: " fill=\"none\"")
        case .text(let run):
            return try textElement(run)
        case .group(let group):
            return try groupElement(group)
        }
    }

    /// An element painted with `paint` on `property` (fill or stroke).
    private mutating func painted(_ start: String, paint: Paint, as property: String, extra: String) -> String {
        switch paint {
        case .solid(let color):
            return start + extra + paintAttributes(color, property) + "/>\n"
        case .linearGradient(let g):
            let id = define("linearGradient", "gradientUnits=\"userSpaceOnUse\" x1=\"\(svgNumber(g.start.x))\" y1=\"\(svgNumber(g.start.y))\" x2=\"\(svgNumber(g.end.x))\" y2=\"\(svgNumber(g.end.y))\"", g.gradient)
            return start + extra + " \(property)=\"url(#\(id))\"/>\n"
        case .radialGradient(let g):
            let id = define("radialGradient", "gradientUnits=\"userSpaceOnUse\" cx=\"\(svgNumber(g.center.x))\" cy=\"\(svgNumber(g.center.y))\" r=\"\(svgNumber(g.radius))\"", g.gradient)
            return start + extra + " \(property)=\"url(#\(id))\"/>\n"
        case .pathGradient(let g):
            // SVG has no gradient along a path: run a linear one from end to end.
            let linear = LinearGradient(g.gradient, from: g.points.first ?? .zero, to: g.points.last ?? .zero)
            return painted(start, paint: .linearGradient(linear), as: property, extra: extra)
        case .conicGradient(let g):
            // The shape in white is the mask; the wedges under it carry the colours.
            let maskID = newID("mask")
            definitions.append("<mask id=\"\(maskID)\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">\n"
                               + start + extra + " \(property)=\"#FFFFFF\"/>\n</mask>\n")
            return "<g mask=\"url(#\(maskID))\">\n" + conicWedges(g) + "</g>\n"
        }
    }

    private func conicWedges(_ g: ConicGradient) -> String {
        let count = 360, reach = 100_000.0
        var wedges = ""
        for i in 0..<count {
            let a0 = g.startAngle + 2 * .pi * Double(i) / Double(count)
            let a1 = g.startAngle + 2 * .pi * Double(i + 1) / Double(count) + 0.002
            let p0 = g.center + Point.unit(angle: a0) * reach, p1 = g.center + Point.unit(angle: a1) * reach
            let color = g.gradient.color(at: (Double(i) + 0.5) / Double(count))
            wedges += "<path d=\"M\(svgNumber(g.center.x)) \(svgNumber(g.center.y))L\(svgNumber(p0.x)) \(svgNumber(p0.y))L\(svgNumber(p1.x)) \(svgNumber(p1.y))Z\"\(paintAttributes(color, "fill"))/>\n"
        }
        return wedges
    }

    private mutating func define(_ kind: String, _ attributes: String, _ gradient: Gradient) -> String {
        let id = newID("g")
        let stops = gradient.stops.map { stop in
            "<stop offset=\"\(svgNumber(stop.location))\" stop-color=\"\(hex(stop.color))\" stop-opacity=\"\(svgNumber(stop.color.alpha))\"/>"
        }.joined(separator: "\n")
        definitions.append("<\(kind) id=\"\(id)\" \(attributes)>\n\(stops)\n</\(kind)>\n")
        return id
    }

    private mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    private func strokeAttributes(_ style: StrokeStyle) -> String {
        var s = " stroke-width=\"\(svgNumber(style.width))\" stroke-linecap=\"\(style.cap.rawValue)\" stroke-linejoin=\"\(style.join.rawValue)\" stroke-miterlimit=\"\(svgNumber(style.miterLimit))\""
        if let dash = style.dash {
            s += " stroke-dasharray=\"\(dash.lengths.map(svgNumber).joined(separator: " "))\" stroke-dashoffset=\"\(svgNumber(dash.phase))\""
        }
        return s
    }

    private func paintAttributes(_ color: Color, _ property: String) -> String {
        let opacity = color.alpha < 1 ? " \(property)-opacity=\"\(svgNumber(color.alpha))\"" : ""
        return " \(property)=\"\(hex(color))\"" + opacity
    }

    private mutating func groupElement(_ group: DisplayGroup) throws -> String {
        var attributes = group.tag.map { " id=\"\(XMLText.escaped(uniqueID($0.id)))\"" } ?? ""
        let t = group.transform
        if t != .identity {
            attributes += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(svgNumber).joined(separator: " ")))\""
        }
        if group.opacity < 1 { attributes += " opacity=\"\(svgNumber(group.opacity))\"" }
        if let clip = group.clip {
            let id = newID("clip")
            definitions.append("<clipPath id=\"\(id)\"><rect x=\"\(svgNumber(clip.minX))\" y=\"\(svgNumber(clip.minY))\" width=\"\(svgNumber(clip.width))\" height=\"\(svgNumber(clip.height))\"/></clipPath>\n")
            attributes += " clip-path=\"url(#\(id))\""
        }
        // A title shows the tag on hover in a browser; SVG renderers draw nothing for it.
        var body = group.tag.map { "<title>\(XMLText.escaped($0.role.rawValue + " " + $0.id))</title>\n" } ?? ""
        let outer = deviceTransform
        deviceTransform = t.concatenating(outer)
        defer { deviceTransform = outer }
        for item in group.items { body += try element(item) }
        return "<g\(attributes)>\n\(body)</g>\n"
    }

    /// A tag's id as an element id, numbered (`~2`, `~3`) when the list
    /// draws the same thing twice, since ids must be unique in a document.
    private mutating func uniqueID(_ id: String) -> String {
        var candidate = id, n = 1
        while taggedIDs.contains(candidate) {
            n += 1
            candidate = "\(id)~\(n)"
        }
        taggedIDs.insert(candidate)
        return candidate
    }

    /// Text as the outlines of the glyphs chartreel drew: shaped, ordered
    /// for its direction, from the same faces and at the same whole-pixel
    /// origin as the raster, so any SVG renderer shows what the PNG shows,
    /// whether or not it has the fonts or can shape Arabic. The text itself
    /// stays readable to assistive tools and search in `aria-label`. The
    /// outlines are made at the size and whole-pixel origin the raster uses,
    /// then brought back into the element's coordinates.
    private mutating func textElement(_ run: TextRun) throws -> String {
        guard !run.text.isEmpty, let back = deviceTransform.inverted() else { return "" }
        var device = run
        device.anchor = deviceTransform.apply(run.anchor)
        device.font.size *= deviceTransform.maximumScale
        device.rotation += deviceTransform.rotationAngle
        let outlines = try text.outlines(of: device).applying(back)
        guard !outlines.isEmpty else { return "" }
        let label = XMLText.escaped(run.text)
        return "<path role=\"img\" aria-label=\"\(label)\" d=\"\(SVGPathData.data(for: outlines))\"\(paintAttributes(run.color, "fill"))/>\n"
    }
}

/// SVG `d` attributes.
enum SVGPathData {
    static func data(for path: Path) -> String {
        var d = ""
        for element in path.elements {
            switch element {
            case .move(let p): d += "M\(svgNumber(p.x)) \(svgNumber(p.y))"
            case .line(let p): d += (d.isEmpty ? "M" : "L") + "\(svgNumber(p.x)) \(svgNumber(p.y))"
            case .quad(let c, let p): d += "Q\(svgNumber(c.x)) \(svgNumber(c.y)) \(svgNumber(p.x)) \(svgNumber(p.y))"
            case .cubic(let c1, let c2, let p):
                d += "C\(svgNumber(c1.x)) \(svgNumber(c1.y)) \(svgNumber(c2.x)) \(svgNumber(c2.y)) \(svgNumber(p.x)) \(svgNumber(p.y))"
            case .arc(let arc):
                d += arcData(arc, continuing: !d.isEmpty)
            case .close: d += "Z"
            }
        }
        return d
    }

    /// An arc as SVG arc commands, split in two when it is a full circle
    /// (one SVG arc cannot end where it starts).
    private static func arcData(_ arc: Arc, continuing: Bool) -> String {
        let start = arc.startPoint
        var d = (continuing ? "L" : "M") + "\(svgNumber(start.x)) \(svgNumber(start.y))"
        let sweep = arc.sweep
        guard arc.radius > 0, sweep != 0 else { return d }
        let pieces = abs(sweep) > .pi ? 2 : 1
        for i in 1...pieces {
            let end = arc.point(at: arc.startAngle + sweep * Double(i) / Double(pieces))
            let large = abs(sweep) / Double(pieces) > .pi ? 1 : 0
            d += "A\(svgNumber(arc.radius)) \(svgNumber(arc.radius)) 0 \(large) \(sweep > 0 ? 1 : 0) \(svgNumber(end.x)) \(svgNumber(end.y))"
        }
        return d
    }

    static func data(for lines: [Polyline]) -> String {
        lines.map { line in
            guard let first = line.points.first else { return "" }
            var d = "M\(svgNumber(first.x)) \(svgNumber(first.y))"
            // A zero-length piece keeps a segment so round caps still draw a dot.
            let rest = line.points.count > 1 ? Array(line.points.dropFirst()) : [first]
            for p in rest { d += "L\(svgNumber(p.x)) \(svgNumber(p.y))" }
            return d + (line.isClosed ? "Z" : "")
        }.joined()
    }
}

/// A number with at most 4 decimals and no trailing zeros.
func svgNumber(_ v: Double) -> String {
    let rounded = (v * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var s = String(rounded)
    if s.contains("e") { s = String(format: "%.4f", rounded) }
    return s
}

func hex(_ c: Color) -> String {
    String(c.hexString.prefix(7))
}
