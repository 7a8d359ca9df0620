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
    static let layerTable = OptionTable<ShapeLayer>("shapes.layer", title: "layer", defaults: ShapeLayer(path: Path()), [
        .custom("path", .string, doc: "SVG path data (`M 0 0 L 10 10 C ...`), in points"),
        .custom("rect", .numbers(Limits.coordinate, minimum: 4), doc: "`[x, y, width, height]`, with `cornerRadius`"),
        .custom("cornerRadius", .number(Limits.length), doc: "rounds a `rect`'s corners", default: "`0`"),
        .custom("circle", .defined(name: "circle", text: "`{ \"center\": [x, y], \"radius\": r }`"),
                doc: "drawn clockwise from 3 o'clock, as `UIBezierPath(ovalIn:)`"),
        .custom("ellipse", .defined(name: "ellipse", text: "`{ \"center\": [x, y], \"radii\": [rx, ry] }`"),
                doc: "drawn clockwise from 3 o'clock"),
        .custom("line", .list(.point, minimum: 2), doc: "exactly 2 points"),
        .custom("polyline", .list(.point, minimum: 2), doc: "2 or more points"),
        .custom("polygon", .list(.point, minimum: 3), doc: "3 or more points, closed"),
        .custom("arc", .defined(name: "arc", text: "`{ \"center\", \"radius\", \"startAngle\", \"endAngle\", \"clockwise\" }`"),
                doc: "angles in degrees from 3 o'clock, clockwise on screen as in UIKit"),
        .custom("text", .defined(name: "text", text: "`{ \"string\", \"at\", \"size\", \"font\", \"align\", \"baseline\", \"rotation\" }`"),
                doc: "text instead of a path, drawn in the `fill` colour"),
        Option("id", Lens(\.id), .string, doc: "a name tracks can use: `chart.ring.strokeEnd`") { try $0.string() },
        Option("fill", Lens(\.fill), .defined(name: "paint", text: "paint"), doc: "a colour or a gradient") {
            try PaintDecoding.decode($0)
        },
        .choice("fillRule", \.fillRule, doc: "which parts of a self-crossing path are inside"),
        Option("stroke", Lens(\.stroke), .defined(name: "paint", text: "paint"), doc: "a colour or a gradient") {
            try PaintDecoding.decode($0)
        },
        .number("lineWidth", \.lineWidth, in: 0...10_000, doc: "stroke width in points", animatable: true),
        .choice("lineCap", \.lineCap, doc: "ends of open strokes"),
        .choice("lineJoin", \.lineJoin, doc: "corners of strokes"),
        .number("miterLimit", \.miterLimit, in: 1...1000, doc: "longest miter, in line widths, before it is bevelled",
                animatable: true),
        Option("lineDashPattern", Lens(\.lineDashPattern), .numbers(0...100_000, minimum: 0),
               doc: "dash and gap lengths in points; a pattern finer than a pixel draws as a solid stroke of matching coverage",
               default: "none") { try DashDecoding.pattern($0) },
        .number("lineDashPhase", \.lineDashPhase, in: -100_000...100_000, doc: "how far into the pattern the dashes start",
                animatable: true),
        .number("strokeStart", \.strokeStart, in: 0...1, doc: "trim start, a fraction of the path's length", animatable: true),
        .number("strokeEnd", \.strokeEnd, in: 0...1, doc: "trim end, a fraction of the path's length", animatable: true),
        .number("trimOffset", \.trimOffset, in: -100...100, doc: "shifts the trim window along the path (wrapping)",
                animatable: true),
        .choice("trimMode", \.trimMode, doc: "how a trim applies to a path of several subpaths"),
        .number("opacity", \.opacity, in: 0...1, doc: "the layer's opacity", animatable: true),
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
