import ReelCharts
import ReelRaster
import ReelGeometry
import ReelText

/// The `shapes` chart: `layers`, each a path (SVG path data or a primitive)
/// with CAShapeLayer's drawing properties.
enum ShapesDecoding {
    static let primitives = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "arc", "text"]

    static func decode(_ object: inout ObjectReader, _ context: ChartContext) throws -> any AnimatedChart {
        let layersContext = try object.required("layers", "an array of shape layers")
        var chart = ShapesChart(layers: try layersContext.array().compactMap { layer in
            try layer.attempt { try decodeLayer(layer) }
        })
        try ShapesOptions.table.decode(&object, into: &chart)
        var ids: Set<String> = []
        for (i, layer) in chart.layers.enumerated() {
            if let id = layer.id, !ids.insert(id).inserted {
                throw try layersContext.array()[i].error("two layers have the id \"\(id)\"")
            }
        }
        return try ChartAnimation(base: chart, options: ShapesOptions.table, timeline: context.timeline,
                                  session: object.context.session)
    }

    private static func decodeLayer(_ context: ValueContext) throws -> ShapeLayer {
        var object = try context.object()
        var layer = ShapeLayer(path: Path())
        if let text = object.member("text") {
            guard !primitives.dropLast().contains(where: { object.has($0) }) else {
                throw context.error("a layer takes one shape; \"text\" cannot be combined with a path")
            }
            layer.text = try decodeText(text)
        } else {
            layer.path = try decodePath(&object, context)
        }
        try ShapesOptions.layerTable.decode(&object, into: &layer)
        if layer.text != nil {
            guard case .absolute(.solid)? = layer.fill, layer.stroke == nil else {
                throw context.error("a text layer takes a colour as its \"fill\" and no \"stroke\"")
            }
        } else if layer.fill == nil && layer.stroke == nil && !object.has("fill") && !object.has("stroke") {
            // A fill or stroke that was given but refused has its own problem already.
            throw context.error("a layer needs a \"fill\", a \"stroke\" or both")
        }
        try object.finish()
        return layer
    }

    /// Exactly one of the primitives gives the layer's path.
    private static func decodePath(_ object: inout ObjectReader, _ context: ValueContext) throws -> Path {
        let given = primitives.compactMap { name in object.member(name).map { (name, $0) } }
        guard given.count == 1, let (kind, value) = given.first else {
            let problem = given.isEmpty ? "a layer needs a shape" : "a layer takes one shape, found \(given.map(\.0).joined(separator: " and "))"
            throw context.error("\(problem): one of \(primitives.joined(separator: ", "))")
        }
        switch kind {
        case "path":
            let path: Path
            do {
                path = try Path(svgData: try value.string())
            } catch let error as PathDataError {
                throw value.error("invalid SVG path data: \(error)")
            }
            if let far = path.extremeCoordinate(beyond: Limits.coordinate.upperBound) {
                throw value.error("the path data has a coordinate \(NumberText.format(far)), out of range; coordinates go from -1e7 to 1e7")
            }
            return path
        case "rect":
            return try rect(value, cornerRadius: try ShapesOptions.cornerRadius.read(&object))
        case "circle", "ellipse":
            return try ellipse(value, circle: kind == "circle")
        case let name where ShapesOptions.PointShape(rawValue: name) != nil:
            let shape = ShapesOptions.PointShape(rawValue: name)!
            let points = try value.array().map { try $0.point() }
            guard shape.accepts(points.count) else {
                throw value.error(shape.exactCount.map { "a \(name) takes exactly \($0) points" }
                                  ?? "a \(name) needs at least \(shape.minimum) points")
            }
            return Path {
                $0.move(to: points[0])
                for p in points.dropFirst() { $0.line(to: p) }
                if shape.isClosed { $0.close() }
            }
        default:
            return try arc(value)
        }
    }

    /// `{ "string": "Total", "at": [x, y], "size": 14, "font": "DejaVu Sans:bold",
    /// "align": "center", "baseline": "middle", "rotation": -90, "direction": "rtl" }`.
    private static func decodeText(_ value: ValueContext) throws -> TextRun {
        var object = try value.object()
        let stringContext = try object.required("string", "the text")
        let string = try stringContext.string()
        guard string.unicodeScalars.count <= TextRenderer.maximumLength else {
            throw stringContext.error("a text of \(string.unicodeScalars.count) characters is too long to draw; at most \(TextRenderer.maximumLength)")
        }
        let at = try object.required("at", "the anchor point [x, y]").point()
        let font = Font(name: try object.member("font")?.fontName() ?? Font.defaultName,
                        size: try object.member("size")?.textSize(in: ShapesOptions.textSizes) ?? 12)
        let alignment = TextAlignment(horizontal: try object.choice("align", default: TextAlignment.Horizontal.left),
                                      vertical: try object.choice("baseline", default: TextAlignment.Vertical.baseline))
        let rotation = try object.number("rotation", default: 0, in: ShapesOptions.textRotations) * .pi / 180
        let direction = try object.choice("direction", default: TextDirection.auto)
        try object.finish()
        return TextRun(string, at: at, font: font, color: .black, alignment: alignment, rotation: rotation,
                       direction: direction)
    }

    /// A radius: 0, or from `Limits.smallestLength` up (smaller ones would
    /// make curves of no size that still cost flattening steps).
    private static func radius(_ context: ValueContext) throws -> Double {
        let r = try context.number(in: Limits.length, what: "a radius")
        guard r == 0 || r >= Limits.smallestLength else {
            throw context.error("\(context.value.summary) is too small for a radius; expected 0 or at least 1e-6")
        }
        return r
    }

    /// `[x, y, width, height]`, optionally with rounded corners.
    private static func rect(_ value: ValueContext, cornerRadius: Double) throws -> Path {
        let v = try value.array().map { try $0.number(in: Limits.coordinate, what: "a coordinate") }
        guard v.count == 4, v[2] >= 0, v[3] >= 0 else { throw value.error("expected [x, y, width, height] with a size not below 0") }
        let r = min(cornerRadius, v[2] / 2, v[3] / 2)
        let (x, y, w, h) = (v[0], v[1], v[2], v[3])
        return Path {
            $0.move(to: Point(x + r, y))
            $0.line(to: Point(x + w - r, y))
            if r > 0 { $0.arc(center: Point(x + w - r, y + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
            $0.line(to: Point(x + w, y + h - r))
            if r > 0 { $0.arc(center: Point(x + w - r, y + h - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
            $0.line(to: Point(x + r, y + h))
            if r > 0 { $0.arc(center: Point(x + r, y + h - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
            $0.line(to: Point(x, y + r))
            if r > 0 { $0.arc(center: Point(x + r, y + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true) }
            $0.close()
        }
    }

    /// `{ "center": [x, y], "radius": r }` or, for an ellipse, `"radii": [rx, ry]`;
    /// drawn clockwise from 3 o'clock, as `UIBezierPath(ovalIn:)`.
    private static func ellipse(_ value: ValueContext, circle: Bool) throws -> Path {
        var object = try value.object()
        let center = try object.required("center", "a point [x, y]").point()
        let radii: Size
        if circle {
            let r = try radius(object.required("radius", "a length"))
            radii = Size(r, r)
        } else {
            radii = try object.required("radii", "a size [rx, ry]").size()
        }
        try object.finish()
        let circlePath = Path { $0.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true); $0.close() }
        return circlePath.applying(AffineTransform.scale(radii.width, radii.height).concatenating(.translation(center.x, center.y)))
    }

    /// `{ "center": [x, y], "radius": r, "startAngle": degrees, "endAngle": degrees, "clockwise": true }`,
    /// angles from 3 o'clock, clockwise on screen as in UIKit.
    private static func arc(_ value: ValueContext) throws -> Path {
        var object = try value.object()
        let center = try object.required("center", "a point [x, y]").point()
        let radius = try radius(object.required("radius", "a length"))
        let start = try object.required("startAngle", "degrees from 3 o'clock").number(in: Limits.angle)
        let end = try object.required("endAngle", "degrees from 3 o'clock").number(in: Limits.angle)
        let clockwise = try object.bool("clockwise", default: true)
        try object.finish()
        return Path { $0.arc(center: center, radius: radius, startAngle: start * .pi / 180, endAngle: end * .pi / 180,
                             clockwise: clockwise) }
    }
}

extension Path {
    /// The first point or control coordinate (or arc radius) whose size
    /// passes `limit`, if any: what a scene's path data is checked with.
    func extremeCoordinate(beyond limit: Double) -> Double? {
        for element in elements {
            let values: [Double]
            switch element {
            case .move(let p), .line(let p): values = [p.x, p.y]
            case .quad(let c, let p): values = [c.x, c.y, p.x, p.y]
            case .cubic(let c1, let c2, let p): values = [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .arc(let arc): values = [arc.center.x, arc.center.y, arc.radius]
            case .close: values = []
            }
            if let far = values.first(where: { !(abs($0) <= limit) }) { return far }
        }
        return nil
    }
}
