import Foundation
import ReelGeometry
import ReelText

/// Writes the frames of an `ItemTimeline` as one SVG document: one element
/// per node (per kind of element a node becomes: a solid fill and a
/// gradient fill are two), shown (`display`) in the frames that draw it,
/// its attributes animated by `SVGAnimation` over the frame times. A single
/// frame is a still document through the same code.
///
/// Every tagged group carries the tag's id (numbered `~2` when repeated),
/// for scripts and style sheets: a `<g>`, or its one element when the
/// group does nothing but name it. Groups carry no `<title>`,
/// since an id and a role are nothing a screen reader should read aloud:
/// what a person hears is the words of the chart, each text's
/// `aria-label`. A group's transform is written as translate, rotate,
/// skewX and scale (`SVGTransformParts`), since SMIL animates transforms
/// only by kind.
///
/// A trim becomes a dash on the path's length only where it animates:
/// a still, or a stroke whose trim never changes, is the trimmed geometry
/// itself, which every SVG 1.1 renderer draws (librsvg, resvg and CairoSVG
/// ignore SVG 2's `pathLength`).
struct SVGTimelineWriter {
    let timing: SVGTiming
    /// Called before each drawn item is written; what it throws ends the
    /// document (a long animation stops within one item of Ctrl-C).
    let checkpoint: () throws -> Void
    private var items = SVGItemElements(scale: 1, labelled: true)
    private var definitions: [String] = []
    private var nextID = 0
    /// Element ids given out from display tags in this document.
    private var taggedIDs: Set<String> = []
    /// Glyph outlines defined in this document, by `GlyphUse.key`.
    private var glyphIDs: [String: String] = [:]
    /// Definitions in `<defs>`, by what they say.
    private var definitionIDs: [String: String] = [:]
    /// 0.1 px in points: how exactly glyph outlines are written.
    private var glyphTolerance = 0.1

    init(timing: SVGTiming, checkpoint: @escaping () throws -> Void = {}) {
        (self.timing, self.checkpoint) = (timing, checkpoint)
    }

    /// The document for `timeline` on a `size` canvas (points) rendered at
    /// `scale` pixels per point; `background` nil leaves it transparent.
    mutating func document(for timeline: ItemTimeline, size: Size, scale: Double, background: Color?) throws -> String {
        precondition(timeline.frameCount == timing.frameCount, "one timing frame per timeline frame")
        let count = timeline.frameCount
        items = SVGItemElements(scale: scale, labelled: timing.frameCount == 1)
        glyphTolerance = 0.1 / max(scale, 1e-9)
        let device = Array(repeating: ReelGeometry.AffineTransform.scale(scale, scale), count: count)
        let shown = Array(repeating: true, count: count)
        var body = ""
        if let background, background.alpha > 0 {
            body += "<rect x=\"0\" y=\"0\" width=\"\(svgNumber(size.width))\" height=\"\(svgNumber(size.height))\" "
                + "fill=\"\(SVGValue.color(background).text())\"\(background.alpha < 1 ? " fill-opacity=\"\(svgNumber(background.alpha))\"" : "")/>\n"
        }
        for node in timeline.nodes { body += try self.node(node, device: device, parentShown: shown) }
        let defs = definitions.isEmpty ? "" : "<defs>\n" + definitions.joined() + "</defs>\n"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(svgNumber(size.width * scale))" height="\(svgNumber(size.height * scale))" \
            viewBox="0 0 \(svgNumber(size.width)) \(svgNumber(size.height))">
            \(defs)\(body)</svg>

            """
    }

    private mutating func node(_ node: ItemTimeline.Node, device: [ReelGeometry.AffineTransform], parentShown: [Bool]) throws -> String {
        node.isGroup ? try group(node, device: device, parentShown: parentShown) : try leaf(node, device: device, parentShown: parentShown)
    }

    /// A drawn item: one element for each kind of element it becomes.
    private mutating func leaf(_ node: ItemTimeline.Node, device: [ReelGeometry.AffineTransform], parentShown: [Bool]) throws -> String {
        try checkpoint()
        let asDash = Self.trimsAsDash(node)
        let units = device.map { 0.1 / max($0.maximumScale, 1e-9) }
        let track = timing.frameCount > 1 ? AffineTrack(node.items, units: units) : nil
        var variants: [(signature: String, frames: [SVGElement?])] = []
        for (f, item) in node.items.enumerated() {
            guard let item, let element = try leafElement(item, at: f, track: track, device: device[f], unit: units[f], asDash: asDash) else {
                continue
            }
            let signature = element.signature
            if let k = variants.firstIndex(where: { $0.signature == signature }) {
                variants[k].frames[f] = element
            } else {
                var frames = [SVGElement?](repeating: nil, count: node.items.count)
                frames[f] = element
                variants.append((signature, frames))
            }
        }
        return try variants.map { variant in
            let shown = variant.frames.map { $0.map { !$0.hidden } ?? false }
            let display = Self.display(shown: shown, parentShown: parentShown)
            return try written(ItemTimeline.filled(variant.frames), shown: shown,
                           extra: display.map { [("display", $0)] } ?? [])
        }.joined()
    }

    /// Frame f's element of a leaf: its item's, or the track's reference
    /// item written finer by the track's largest scale, with frame f's transform.
    private mutating func leafElement(_ item: DisplayItem, at f: Int, track: AffineTrack?, device: ReelGeometry.AffineTransform,
                                      unit: Double, asDash: Bool) throws -> SVGElement? {
        guard let track else { return try items.element(for: item, device: device, trimAsDash: asDash) }
        let finer = ReelGeometry.AffineTransform.scale(max(track.largestScale, 1), max(track.largestScale, 1)).concatenating(device)
        guard var element = try items.element(for: track.reference, device: finer, trimAsDash: false) else { return nil }
        element.attributes += track.attributes(at: f, unit: unit)
        return element
    }

    /// A group: its transform, opacity and clip over the frames, then its
    /// children. A group that does nothing is its children alone, and one
    /// that only names its one item (an animation's tagged label or line)
    /// is that item with the group's id.
    private mutating func group(_ node: ItemTimeline.Node, device: [ReelGeometry.AffineTransform], parentShown: [Bool]) throws -> String {
        let groups: [DisplayGroup?] = node.items.map { if case .group(let g)? = $0 { return g } else { return nil } }
        let shown = groups.map { $0 != nil }
        let filled = ItemTimeline.filled(groups)
        let tag = groups.compactMap { $0?.tag }.first
        let childDevice = filled.indices.map { filled[$0].transform.concatenating(device[$0]) }
        var children = ""
        for child in node.children { children += try self.node(child, device: childDevice, parentShown: shown) }
        let display = Self.display(shown: shown, parentShown: parentShown)
        let id = tag.map { " id=\"\(XMLText.escaped(uniqueID($0.id)))\"" } ?? ""
        if display == nil, filled.allSatisfy({ $0.transform == .identity && $0.opacity == 1 && $0.clip == nil }) {
            if tag == nil { return children }
            if node.children.count == 1, children.hasPrefix("<") {
                let name = children.dropFirst().prefix { $0.isLetter }
                return "<" + name + id + children.dropFirst(1 + name.count)
            }
        }
        return try written(groupFrames(filled, device: device), extra: display.map { [("display", $0)] } ?? [], leading: id,
                       inner: children)
    }

    /// A group's own attributes at each frame: transform, opacity, clip.
    private func groupFrames(_ filled: [DisplayGroup], device: [ReelGeometry.AffineTransform]) -> [SVGElement] {
        let clipped = filled.contains { $0.clip != nil }
        let units = device.map { 0.1 / max($0.maximumScale, 1e-9) }
        let transforms = SVGTransformParts.frames(filled.map(\.transform), units: units)
        return filled.indices.map { f -> SVGElement in
            let g = filled[f], unit = units[f]
            var element = SVGElement("g", transforms[f] + [("opacity", .opacity(g.opacity))])
            if clipped {
                // A frame without a clip shows everything: a clip far larger than any canvas.
                let r = g.clip ?? Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
                let rect = SVGElement("rect", [("x", .number(r.minX, tolerance: unit)), ("y", .number(r.minY, tolerance: unit)),
                                               ("width", .number(r.width, tolerance: unit)), ("height", .number(r.height, tolerance: unit))])
                element.attributes.append(("clip-path", .reference("clip")))
                element.definitions = [SVGDefinition("clip", SVGElement("clipPath", [], children: [rect]))]
            }
            return element
        }
    }

    /// One element over the frames (all of one signature): its definitions
    /// into `<defs>`, its static attributes, then the animations of the
    /// other attributes, `inner` and its children.
    private mutating func written(_ frames: [SVGElement], shown: [Bool]? = nil, extra: [(name: String, values: [SVGValue])] = [],
                                  leading: String = "", inner: String = "") throws -> String {
        let first = frames[0]
        var ids: [String: String] = [:]
        for (k, definition) in first.definitions.enumerated() {
            ids[definition.role] = define(try written(frames.map { $0.definitions[k].element }), name: definition.element.name)
        }
        var attributes = leading, animations = "", transform: [(type: String, values: [SVGValue])] = []
        let all = Self.foldingDisplay(extra + first.attributes.indices.map { k in (first.attributes[k].name, frames.map { $0.attributes[k].value }) },
                                      ids: ids, timing: timing)
        for (name, values) in all {
            // Reducing one attribute of a long animation takes a while.
            try checkpoint()
            if name.hasPrefix("transform:") {
                transform.append((String(name.dropFirst("transform:".count).prefix { $0 != "#" }), values))
                continue
            }
            let keyframes = SVGDefaults.unanimated.contains(name)
                ? nil : try SVGAnimation.keyframes(values, ids: ids, timing: timing, checkpoint: checkpoint)
            let base = values[0].text(ids: ids)
            if keyframes != nil || !SVGDefaults.isDefault(name, base) { attributes += " \(name)=\"\(base)\"" }
            if let keyframes { animations += SVGAnimation.animate(name, keyframes, timing: timing) }
        }
        let clipped = first.attributes.contains { $0.name == "clip-path" || $0.name == "mask" }
        let t = SVGTransformParts.written(transform, timing: timing, wrappable: first.name == "g", clipped: clipped)
        attributes += t.attribute
        var content = inner
        for k in first.children.indices { content += try written(frames.map { $0.children[k] }) }
        content += glyphUses(frames.map(\.glyphs), shown: shown)
        if let wrap = t.inner { content = "<g transform=\"\(wrap)\">\n\(content)</g>\n" }
        let body = animations + t.animations + content
        let element = body.isEmpty ? "<\(first.name)\(attributes)/>\n" : "<\(first.name)\(attributes)>\n\(body)</\(first.name)>\n"
        return t.outer.map { "<g transform=\"\($0)\">\n\(element)</g>\n" } ?? element
    }

    /// A text's glyphs: one `<use>` of each glyph's definition per place it
    /// takes, shown in the frames (of those `shown`) that draw it there.
    private mutating func glyphUses(_ frames: [[GlyphUse]], shown: [Bool]?) -> String {
        guard frames.contains(where: { !$0.isEmpty }) else { return "" }
        let shown = shown ?? Array(repeating: true, count: frames.count)
        var body = ""
        for (use, drawn) in GlyphPlaces.follow(frames.indices.map { shown[$0] ? frames[$0] : nil }, place: \.place) {
            let id = glyphID(use)
            let display = Self.display(shown: drawn, parentShown: shown)
            let decimals = SVGValue.decimals(for: glyphTolerance * 10)
            let (x, y) = (svgNumber(use.at.x, decimals: decimals), svgNumber(use.at.y, decimals: decimals))
            let attributes = " href=\"#\(id)\"" + (x == "0" ? "" : " x=\"\(x)\"") + (y == "0" ? "" : " y=\"\(y)\"")
            if let display, let keyframes = SVGAnimation.keyframes(display, ids: [:], timing: timing) {
                let base = display[0].text() == "none" ? " display=\"none\"" : ""
                body += "<use\(attributes)\(base)>\n" + SVGAnimation.animate("display", keyframes, timing: timing) + "</use>\n"
            } else {
                body += "<use\(attributes)/>\n"
            }
        }
        return body
    }

    /// The id of a definition written as `text` (without an id): the one
    /// already in `<defs>` when the same was written before, or a new one.
    private mutating func define(_ text: String, name: String) -> String {
        if let known = definitionIDs[text] { return known }
        let id = newID(name == "clipPath" ? "clip" : name == "mask" ? "mask" : "g")
        definitionIDs[text] = id
        definitions.append("<\(name) id=\"\(id)\"" + text.dropFirst(1 + name.count))
        return id
    }

    /// The id of `use`'s glyph outline, defined the first time it is used.
    private mutating func glyphID(_ use: GlyphUse) -> String {
        if let known = glyphIDs[use.key] { return known }
        let id = newID("t")
        glyphIDs[use.key] = id
        // Written to within the tolerance (not a tenth of it): a glyph is
        // drawn where it is defined, nothing adds up.
        let d = SVGPathData.value(for: use.glyph.applying(use.turn), tolerance: glyphTolerance * 10, interpolates: false).text()
        definitions.append("<path id=\"\(id)\" d=\"\(d)\"/>\n")
        return id
    }

    /// The attributes with `display` folded into an `opacity` that
    /// animates anyway (0 where hidden): one animation instead of two.
    static func foldingDisplay(_ attributes: [(name: String, values: [SVGValue])], ids: [String: String],
                               timing: SVGTiming) -> [(name: String, values: [SVGValue])] {
        guard let d = attributes.firstIndex(where: { $0.name == "display" }),
              let o = attributes.firstIndex(where: { $0.name == "opacity" }),
              SVGAnimation.keyframes(attributes[o].values, ids: ids, timing: timing) != nil else { return attributes }
        var folded = attributes
        folded[o].values = zip(attributes[d].values, attributes[o].values).map { display, opacity in
            display.text() == "none" ? .opacity(0) : opacity
        }
        folded.remove(at: d)
        return folded
    }

    /// `display` over the frames when the element is hidden in some frame
    /// its parent shows; frames the parent hides take the value before them.
    static func display(shown: [Bool], parentShown: [Bool]) -> [SVGValue]? {
        guard zip(shown, parentShown).contains(where: { $1 && !$0 }) else { return nil }
        let firstKnown = parentShown.firstIndex(of: true).map { shown[$0] } ?? false
        var values: [Bool] = []
        for f in shown.indices { values.append(parentShown[f] ? shown[f] : values.last ?? firstKnown) }
        return values.map { .literal($0 ? "inline" : "none") }
    }

    /// A stroke node's trims as dashes on a length of 1: when its trim
    /// changes from frame to frame (never in a still), it is always one
    /// subpath, and never dashed itself.
    static func trimsAsDash(_ node: ItemTimeline.Node) -> Bool {
        var trims: [TrimRange] = []
        for case .stroke(let path, let style, _, let trim)? in node.items {
            guard style.dash == nil, SVGPathData.isSingleSubpath(path) else { return false }
            trims.append(trim)
        }
        return trims.contains { $0 != trims[0] }
    }

    private mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A tag's id as an element id, numbered (`~2`, `~3`) when the
    /// document draws the same thing twice, since ids must be unique.
    private mutating func uniqueID(_ id: String) -> String {
        var candidate = id, n = 1
        while taggedIDs.contains(candidate) {
            n += 1
            candidate = "\(id)~\(n)"
        }
        taggedIDs.insert(candidate)
        return candidate
    }
}
