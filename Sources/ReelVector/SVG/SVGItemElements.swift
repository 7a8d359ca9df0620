import Foundation
import ReelGeometry
import ReelText

/// A display item (not a group) of one frame as an `SVGElement`.
///
/// Strokes stay SVG strokes (caps, joins, miter limit, dashes), so another
/// renderer's stroker draws them. A trim that animates, on a path of one
/// subpath, is a dash on its length (`pathLength="1"`): Core Animation's
/// `strokeEnd` exactly, and two numbers that change. Other trims, every
/// trim of a still among them, are the visible part of the path cut as the
/// raster cuts it, which SVG 1.1 renderers draw too. Conic gradients, which
/// SVG lacks, become fine wedges seen through a mask of the shape. Text is
/// the outlines of the glyphs chartreel drew (`textElement`).
struct SVGItemElements {
    /// The document's pixels per point.
    let scale: Double
    private var text = TextRenderer()
    /// Texts already shaped, by what shapes them.
    private var shaped: [TextRun: [PlacedGlyph]] = [:]

    /// Whether text keeps its words in `aria-label` (stills; an animation,
    /// shown through `<img>`, leaves them out for size).
    let labelled: Bool

    init(scale: Double, labelled: Bool) {
        self.scale = scale
        self.labelled = labelled
    }

    /// The element for `item` drawn through `device` (the item's coordinates
    /// to the raster's pixels), or nil when it draws nothing. `trimAsDash`
    /// writes a stroke's trim as a dash (only for a path of one subpath
    /// without dashes of its own).
    mutating func element(for item: DisplayItem, device: ReelGeometry.AffineTransform, trimAsDash: Bool) throws -> SVGElement? {
        let pixel = 0.1 / max(device.maximumScale, 1e-9)
        switch item {
        case .fill(let path, let paint, let rule):
            let d = SVGPathData.value(for: path, tolerance: pixel)
            guard d.pieces != [""] else { return nil }
            return painted([("d", d), ("fill-rule", .literal(rule == .evenOdd ? "evenodd" : "nonzero"))],
                           name: "path", paint: paint, as: "fill", other: ("stroke", .literal("none")), pixel: pixel)
        case .rect(let rect, let paint):
            // SVG draws no rectangle of negative size; the raster fills the same area either way round.
            let geometry: [(name: String, value: SVGValue)] = [
                ("x", .number(min(rect.minX, rect.maxX), tolerance: pixel)), ("y", .number(min(rect.minY, rect.maxY), tolerance: pixel)),
                ("width", .number(abs(rect.width), tolerance: pixel)), ("height", .number(abs(rect.height), tolerance: pixel)),
            ]
            return painted(geometry, name: "rect", paint: paint, as: "fill", other: ("stroke", .literal("none")), pixel: pixel)
        case .stroke(let path, let style, let paint, let trim):
            guard style.width > 0, let geometry = strokeGeometry(path, style: style, trim: trim, asDash: trimAsDash, pixel: pixel) else {
                return nil
            }
            var element = painted(geometry + strokeAttributes(style, joins: Self.hasJoins(path), pixel: pixel), name: "path", paint: paint, as: "stroke",
                                  other: ("fill", .literal("none")), pixel: pixel)
            // A dash of length 0 would still draw its caps.
            element.hidden = trim.intervals.isEmpty
            return element
        case .text(let run):
            return try textElement(run, device: device)
        case .group:
            preconditionFailure("groups are written by SVGTimelineWriter")
        }
    }

    /// A stroke's `d`, with its trim as a dash when `asDash` (of length 0
    /// when the trim shows nothing); nil when nothing is drawn otherwise.
    private func strokeGeometry(_ path: Path, style: StrokeStyle, trim: TrimRange, asDash: Bool,
                                pixel: Double) -> [(name: String, value: SVGValue)]? {
        guard asDash else {
            let d = trim.isFull ? SVGPathData.value(for: path, tolerance: pixel)
                : SVGPathData.value(for: path.flattened(tolerance: 0.005).trimmed(to: trim), tolerance: pixel)
            return d.pieces == [""] ? nil : [("d", d)]
        }
        let intervals = trim.intervals.isEmpty ? [(0.0, 0.0)] : trim.intervals
        // On a length of 1: one visible run [lo, hi] is a dash of hi - lo moved
        // back by lo; a run across the end of a closed path is two dashes.
        let dash: [(name: String, value: SVGValue)]
        if intervals.count == 1 {
            let (lo, hi) = intervals[0]
            dash = [("stroke-dasharray", .numbers([hi - lo, 2], tolerance: 1e-4)), ("stroke-dashoffset", .number(-lo, tolerance: 1e-4))]
        } else {
            let end = intervals[1].1, start = intervals[0].0
            dash = [("stroke-dasharray", .numbers([end, start - end, 1 - start, 1], tolerance: 1e-4)),
                    ("stroke-dashoffset", .number(0, tolerance: 1e-4))]
        }
        return [("d", SVGPathData.value(for: path, tolerance: pixel)), ("pathLength", .literal("1"))] + dash
    }

    /// Whether a stroke of `path` has a corner where the miter limit matters.
    static func hasJoins(_ path: Path) -> Bool {
        path.elements.filter { if case .move = $0 { return false } else { return true } }.count > 1
    }

    private func strokeAttributes(_ style: StrokeStyle, joins: Bool, pixel: Double) -> [(name: String, value: SVGValue)] {
        var list: [(name: String, value: SVGValue)] = [
            ("stroke-width", .number(style.width, tolerance: pixel)), ("stroke-linecap", .literal(style.cap.rawValue)),
            ("stroke-linejoin", .literal(style.join.rawValue)),
        ]
        if style.join == .miter, joins { list.append(("stroke-miterlimit", .number(style.miterLimit, tolerance: 0.01))) }
        if let dash = style.dash {
            list += [("stroke-dasharray", .numbers(dash.lengths, tolerance: pixel)), ("stroke-dashoffset", .number(dash.phase, tolerance: pixel))]
        }
        return list
    }

    /// An element painted with `paint` on `property` (fill or stroke).
    private func painted(_ geometry: [(name: String, value: SVGValue)], name: String, paint: Paint, as property: String,
                         other: (name: String, value: SVGValue), pixel: Double) -> SVGElement {
        switch paint {
        case .solid(let color):
            return SVGElement(name, geometry + [other, (property, .color(color)), ("\(property)-opacity", .opacity(color.alpha))])
        case .linearGradient(let g):
            let definition = SVGElement("linearGradient", [
                ("gradientUnits", .literal("userSpaceOnUse")), ("x1", .number(g.start.x, tolerance: pixel)),
                ("y1", .number(g.start.y, tolerance: pixel)), ("x2", .number(g.end.x, tolerance: pixel)), ("y2", .number(g.end.y, tolerance: pixel)),
            ], children: stops(g.gradient))
            return SVGElement(name, geometry + [other, (property, .reference(property))], definitions: [SVGDefinition(property, definition)])
        case .radialGradient(let g):
            let definition = SVGElement("radialGradient", [
                ("gradientUnits", .literal("userSpaceOnUse")), ("cx", .number(g.center.x, tolerance: pixel)),
                ("cy", .number(g.center.y, tolerance: pixel)), ("r", .number(g.radius, tolerance: pixel)),
            ], children: stops(g.gradient))
            return SVGElement(name, geometry + [other, (property, .reference(property))], definitions: [SVGDefinition(property, definition)])
        case .pathGradient(let g):
            // SVG has no gradient along a path: run a linear one from end to end.
            let linear = LinearGradient(g.gradient, from: g.points.first ?? .zero, to: g.points.last ?? .zero)
            return painted(geometry, name: name, paint: .linearGradient(linear), as: property, other: other, pixel: pixel)
        case .conicGradient(let g):
            // The shape in white is the mask; the wedges under it carry the colours.
            let shape = SVGElement(name, geometry + [other, (property, .color(.white))])
            let mask = SVGElement("mask", [("maskUnits", .literal("userSpaceOnUse")), ("x", .literal("-100000")), ("y", .literal("-100000")),
                                           ("width", .literal("200000")), ("height", .literal("200000"))], children: [shape])
            return SVGElement("g", [("mask", .reference("mask"))], children: conicWedges(g, pixel: pixel), definitions: [SVGDefinition("mask", mask)])
        }
    }

    private func stops(_ gradient: Gradient) -> [SVGElement] {
        gradient.stops.map { stop in
            SVGElement("stop", [("offset", .number(stop.location, tolerance: 1e-3)), ("stop-color", .color(stop.color)),
                                ("stop-opacity", .opacity(stop.color.alpha))])
        }
    }

    private func conicWedges(_ g: ConicGradient, pixel: Double) -> [SVGElement] {
        let count = 360, reach = 100_000.0
        return (0..<count).map { i in
            let a0 = g.startAngle + 2 * .pi * Double(i) / Double(count)
            let a1 = g.startAngle + 2 * .pi * Double(i + 1) / Double(count) + 0.002
            let p0 = g.center + Point.unit(angle: a0) * reach, p1 = g.center + Point.unit(angle: a1) * reach
            var d = SVGValueBuilder()
            d.text("M")
            d.point(g.center)
            d.text("L")
            d.point(p0)
            d.text("L")
            d.point(p1)
            d.text("Z")
            let color = g.gradient.color(at: (Double(i) + 0.5) / Double(count))
            return SVGElement("path", [("d", d.value(tolerance: pixel)), ("fill", .color(color)), ("fill-opacity", .opacity(color.alpha))])
        }
    }

    /// Text as the outlines of the glyphs chartreel drew: shaped, ordered
    /// for its direction, from the same faces and at the same whole-pixel
    /// origin as the raster, so any SVG renderer shows what the PNG shows,
    /// whether or not it has the fonts or can shape Arabic. Each glyph is
    /// defined once in the document and placed with `<use>` (`GlyphUse`),
    /// so a counter that runs through a hundred numbers costs ten digits;
    /// a translation places the text, so a label that moves is one number
    /// pair that changes. The text itself stays readable to assistive tools
    /// and search in `aria-label`.
    private mutating func textElement(_ run: TextRun, device: ReelGeometry.AffineTransform) throws -> SVGElement? {
        guard !run.text.isEmpty, let back = device.inverted(), scale > 0 else { return nil }
        var placed = run
        placed.anchor = device.apply(run.anchor)
        placed.font.size *= device.maximumScale
        placed.rotation += device.rotationAngle
        let origin = try text.wholePixelOrigin(of: placed)
        // Unhinted outlines scale exactly: shaped once at the document's
        // scale, a glyph serves every size a group's scale gives it.
        var key = run
        key.anchor = .zero
        key.color = .black
        key.font.size *= scale
        let glyphs: [PlacedGlyph]
        if let known = shaped[key] {
            glyphs = known
        } else {
            glyphs = try text.glyphs(of: key)
            shaped[key] = glyphs
        }
        let turn = ReelGeometry.AffineTransform.rotation(run.rotation).concatenating(.scale(1 / scale, 1 / scale))
        let form = [turn.a, turn.b, turn.c, turn.d].map { svgNumber($0) }.joined(separator: ",")
        let uses = glyphs.compactMap { glyph -> GlyphUse? in
            guard !glyph.outline.elements.isEmpty else { return nil }
            return GlyphUse(key: glyph.name(turnedBy: form), glyph: glyph.outline,
                            turn: turn, at: turn.apply(glyph.position))
        }
        guard !uses.isEmpty else { return nil }
        let at = back.apply(origin)
        let label: [(name: String, value: SVGValue)] = labelled ? [("role", .literal("img")), ("aria-label", .literal(XMLText.escaped(run.text)))] : []
        var element = SVGElement("g", label + [
            ("transform:translate", .numbers([at.x, at.y], tolerance: 0.55 / max(device.maximumScale, 1e-9))),
            ("fill", .color(run.color)), ("fill-opacity", .opacity(run.color.alpha)),
        ])
        element.glyphs = uses
        return element
    }
}
