import ReelCharts
import ReelGeometry

/// The `shapes` chart's options: layers with `CAShapeLayer`'s drawing properties.
enum ShapesOptions {
    static let table = OptionTable<ShapesChart>("shapes", title: "shapes", defaults: ShapesChart(layers: []), [
        .elements("layers", \.layers, ids: \.id, layerTable, required: true,
                  doc: "the shape layers, bottom first, in points from the chart area's top-left corner"),
        .bool("clipsToBounds", \.clipsToBounds, doc: "whether nothing outside the chart area shows"),
    ])

    /// One layer: a shape (exactly one of the primitives) and how it is drawn.
    ///
    /// The primitives (`path` to `text`) stay rows that only document their
    /// key: exactly one of them gives the layer its path, so
    /// `ShapesDecoding` reads them together, each by its own reader, and
    /// reports a missing or a second one. `cornerRadius` belongs to `rect`.
    static let layerTable = OptionTable<ShapeLayer>("shapes.layer", title: "layer", defaults: ShapeLayer(path: Path()), [
        .custom("path", .string, doc: "SVG path data: `M L H V C S Q T A Z`, absolute and relative, e.g. `\"M10 10 h40 a20 20 0 0 1 0 40 Z\"`"),
        .custom("rect", .numbers(Limits.coordinate, minimum: 4), doc: "`[x, y, width, height]`, with `cornerRadius`"),
        cornerRadius.row(),
        .custom("circle", .defined(name: "circle", text: "`{ \"center\": [x, y], \"radius\": r }`"),
                doc: "drawn clockwise from 3 o'clock, as `UIBezierPath(ovalIn:)`"),
        .custom("ellipse", .defined(name: "ellipse", text: "`{ \"center\": [x, y], \"radii\": [rx, ry] }`"),
                doc: "drawn clockwise from 3 o'clock"),
    ] + PointShape.allCases.map { .custom($0.rawValue, .list(.point, minimum: $0.minimum), doc: $0.doc) } + [
        .custom("arc", .defined(name: "arc", text: "`{ \"center\", \"radius\", \"startAngle\", \"endAngle\", \"clockwise\" }`"),
                doc: "angles in degrees from 3 o'clock, clockwise on screen as in UIKit"),
        .custom("text", .defined(name: "text", text: "`{ \"string\", \"at\", \"size\", \"font\", \"align\", \"baseline\", \"rotation\", \"direction\" }`"),
                doc: "text instead of a path: `align` (`left`, `center`, `right`) and `baseline` (`top`, `middle`, `baseline`, `bottom`) measured on the ink; `rotation` in degrees about `at`; `direction` (`auto`, `ltr`, `rtl`) orders mixed scripts (Unicode bidi; auto: from the first strong letter); drawn in the `fill` colour, no stroke"),
        Option("id", Lens(\.id), .string, doc: "a name tracks can use: `chart.ring.strokeEnd`") { try $0.string() },
        Option("fill", Lens(\.fill), .defined(name: "paint", text: "paint"), doc: "a colour or a gradient; a layer needs a `fill`, a `stroke` or both") {
            try PaintDecoding.decode($0)
        },
        .choice("fillRule", \.fillRule, doc: "which parts of overlapping contours are inside"),
        Option("stroke", Lens(\.stroke), .defined(name: "paint", text: "paint"), doc: "a colour or a gradient") {
            try PaintDecoding.decode($0)
        },
        .number("lineWidth", \.lineWidth, in: 0...10_000, doc: "stroke width in points", animatable: true),
        .choice("lineCap", \.lineCap, doc: "ends of open subpaths; a zero-length subpath draws a dot with `round` and a square with `square`"),
        .choice("lineJoin", \.lineJoin, doc: "corners of strokes"),
        .number("miterLimit", \.miterLimit, in: 1...1000, doc: "a miter longer than this many widths becomes a bevel (as Core Animation)",
                animatable: true),
        Option("lineDashPattern", Lens(\.lineDashPattern), .numbers(0...100_000, minimum: 0),
               doc: "on, off, on… lengths in points (an odd count repeats); a pattern finer than a pixel draws as a solid stroke of matching coverage",
               default: "none") { try DashDecoding.pattern($0) },
        .number("lineDashPhase", \.lineDashPhase, in: -100_000...100_000, doc: "how far into the pattern each subpath starts",
                animatable: true),
        .number("strokeStart", \.strokeStart, in: 0...1, doc: "start of the visible part of the stroke, by arc length; reversed ends are swapped (Lottie's semantics)", animatable: true),
        .number("strokeEnd", \.strokeEnd, in: 0...1, doc: "end of the visible part of the stroke, by arc length", animatable: true),
        .number("trimOffset", \.trimOffset, in: -100...100, doc: "shifts the visible part along the path, wrapping round: on a closed path it runs across the start as one piece",
                animatable: true),
        .choice("trimMode", \.trimMode, doc: "over several subpaths: as one long path (`CAShapeLayer`), or each trimmed alike (Lottie)"),
        .number("opacity", \.opacity, in: 0...1, doc: "applied to the layer as a whole: where its parts overlap they do not add up", animatable: true),
        .point("position", \.position, doc: "moves the layer, in points", animatable: true),
        .number("rotation", \.rotation, in: Limits.angle, doc: "turns the layer about `anchor`, degrees clockwise",
                animatable: true),
        .number("scale", \.scale, in: 0...1000, doc: "scales the layer about `anchor`", animatable: true),
        .point("anchor", \.anchor, doc: "the point, in the layer's own coordinates, that rotation and scale keep fixed"),
        .track("fillColor", .color, doc: "the fill, as a solid colour (replaces a gradient)") { _ in .color(Lens(\.fillColor)) },
        .track("strokeColor", .color, doc: "the stroke, as a solid colour (replaces a gradient)") { _ in
            .color(Lens(\.strokeColor))
        },
    ])
}

extension ShapesOptions {
    /// Read only with a `rect` (elsewhere it is an unknown key).
    static let cornerRadius = OptionKey.number("cornerRadius", in: Limits.length, default: 0, doc: "rounds a `rect`'s corners")

    /// A text layer's sizes in points, and its rotations in degrees (ten turns either way).
    static let textSizes = 1.0...1000.0
    static let textRotations = -3600.0...3600.0

    /// The shapes given as a list of points, and how many each takes.
    enum PointShape: String, CaseIterable, Sendable {
        case line, polyline, polygon

        var minimum: Int { self == .polygon ? 3 : 2 }
        /// The count a shape takes exactly, if it takes no other.
        var exactCount: Int? { self == .line ? 2 : nil }
        var isClosed: Bool { self == .polygon }

        var doc: String {
            if let exactCount { return "exactly \(exactCount) points" }
            return "\(minimum) or more points" + (isClosed ? ", closed" : "")
        }

        /// Whether `count` points make this shape.
        func accepts(_ count: Int) -> Bool { count >= minimum && (exactCount.map { $0 == count } ?? true) }
    }
}

/// `lineDashPattern`: lengths, at least one above 0.
enum DashDecoding {
    static func pattern(_ context: ValueContext) throws -> [Double] {
        let lengths = try context.array().map { try $0.number(in: 0...100_000, what: "a dash length") }
        if !lengths.isEmpty && DashPattern(lengths) == nil {
            throw context.error("a dash pattern needs at least one length above 0")
        }
        return lengths
    }
}
