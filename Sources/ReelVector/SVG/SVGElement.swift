import ReelGeometry

/// One element of one frame before it is written: its name, attributes in
/// order, children, and the definitions (gradients, clips, masks) its
/// attributes refer to by role (`SVGValue.reference`). Frames whose element
/// has the same `signature` become one element whose attributes animate.
struct SVGElement {
    var name: String
    var attributes: [(name: String, value: SVGValue)]
    var children: [SVGElement] = []
    var definitions: [SVGDefinition] = []
    /// Glyphs placed with `<use>`, matched across frames by glyph and place
    /// (not by index), each shown in the frames that draw it there.
    var glyphs: [GlyphUse] = []
    /// Drawn as nothing in this frame (a trim of length 0), but with
    /// values that carry its animation through it.
    var hidden = false

    init(_ name: String, _ attributes: [(name: String, value: SVGValue)], children: [SVGElement] = [],
         definitions: [SVGDefinition] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.definitions = definitions
    }

    /// What must match for two frames to be written as one element: names
    /// of it, its attributes, children and definitions, recursively.
    var signature: String {
        name + "(" + attributes.map(\.name).joined(separator: ",") + ")["
            + children.map(\.signature).joined(separator: ";") + "]{"
            + definitions.map { $0.role + "=" + $0.element.signature }.joined(separator: ";") + "}"
    }

    /// The value of attribute `name`, if the element has it.
    func value(of name: String) -> SVGValue? {
        attributes.first { $0.name == name }?.value
    }
}

/// A glyph of a text element: its outline, defined once per `key` in the
/// document, and where the element places it.
struct GlyphUse {
    /// The glyph, its face and size, and `turn`: equal keys, equal outlines.
    var key: String
    /// At its own origin, in pixels, unturned.
    var glyph: Path
    /// From the glyph's pixels to the element's units (text rotation, scale).
    var turn: ReelGeometry.AffineTransform
    /// The glyph's origin in the element's units.
    var at: Point

    /// Which use this is across frames: the glyph and its place, to 0.01.
    var place: String { key + "@" + svgNumber((at.x * 100).rounded() / 100) + "," + svgNumber((at.y * 100).rounded() / 100) }
}

/// A definition an element refers to as `role` (`SVGValue.reference`).
struct SVGDefinition {
    var role: String
    var element: SVGElement

    init(_ role: String, _ element: SVGElement) {
        self.role = role
        self.element = element
    }
}

/// Values an attribute takes when the element says nothing: a static
/// attribute with its default value is left out of the document.
enum SVGDefaults {
    static let values: [String: String] = [
        "opacity": "1", "fill-opacity": "1", "stroke-opacity": "1", "stop-opacity": "1",
        "display": "inline", "clip-path": "none", "fill-rule": "nonzero", "stroke": "none",
        "stroke-linecap": "butt", "stroke-linejoin": "miter", "stroke-width": "1", "stroke-dashoffset": "0",
        "transform:translate": "0 0", "transform:rotate": "0", "transform:skewX": "0", "transform:scale": "1 1",
    ]

    /// Whether `text` is what attribute `name` says when left out.
    static func isDefault(_ name: String, _ text: String) -> Bool {
        values[name] == text || (name == "transform:scale" && text == "1")
    }

    /// Attributes that say what an element is rather than how it looks:
    /// written once, from the first frame, never animated.
    static let unanimated: Set<String> = ["aria-label", "role", "id", "gradientUnits", "maskUnits", "pathLength"]
}
