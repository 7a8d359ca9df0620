import ReelGeometry

/// A paint for a layer: absolute, or in fractions of the layer's path bounding
/// box (0,0 top-left to 1,1 bottom-right), as `CAGradientLayer` places its
/// start and end points.
package enum LayerPaint: Sendable, Hashable {
    case absolute(Paint)
    case relativeToBounds(Paint)

    /// The paint in the layer's own coordinates.
    func resolved(bounds: Rect) -> Paint {
        switch self {
        case .absolute(let paint): return paint
        case .relativeToBounds(let paint):
            let t = AffineTransform.scale(bounds.width, bounds.height)
                .concatenating(.translation(bounds.minX, bounds.minY))
            return paint.applying(t)
        }
    }
}

/// One shape, as a `CAShapeLayer`: a path filled and/or stroked, trimmed by
/// `strokeStart` / `strokeEnd`, dashed, with its own opacity and transform.
package struct ShapeLayer: Sendable, Hashable {
    /// A name tracks can use: `chart.ring.strokeEnd`.
    package var id: String?
    package var path: Path
    /// Text instead of a path: drawn in the fill colour.
    package var text: TextRun?
    package var fill: LayerPaint?
    package var fillRule: FillRule = .nonZero
    package var stroke: LayerPaint?
    package var lineWidth = 1.0
    package var lineCap = LineCap.butt
    package var lineJoin = LineJoin.miter
    package var miterLimit = 10.0
    package var lineDashPattern: [Double] = []
    package var lineDashPhase = 0.0
    package var strokeStart = 0.0
    package var strokeEnd = 1.0
    /// Shifts the trim window along the path (fractions of its length, wrapping).
    package var trimOffset = 0.0
    package var trimMode = TrimMode.sequential
    package var opacity = 1.0
    /// Moves the layer (points).
    package var position = Point.zero
    /// Turns the layer about `anchor`, in degrees clockwise.
    package var rotation = 0.0
    /// Scales the layer about `anchor`.
    package var scale = 1.0
    /// The point, in the layer's own coordinates, that rotation and scale keep fixed.
    package var anchor = Point.zero

    package init(path: Path) {
        self.path = path
    }

    /// The solid fill colour (clear when the fill is none or a gradient);
    /// setting it replaces the fill.
    package var fillColor: Color {
        get { if case .absolute(.solid(let c)) = fill { return c } else { return .clear } }
        set { fill = .absolute(.solid(newValue)) }
    }

    /// The solid stroke colour; setting it replaces the stroke paint.
    package var strokeColor: Color {
        get { if case .absolute(.solid(let c)) = stroke { return c } else { return .clear } }
        set { stroke = .absolute(.solid(newValue)) }
    }

    /// Maps the layer's coordinates into the chart's.
    var transform: AffineTransform {
        AffineTransform.translation(-anchor.x, -anchor.y)
            .concatenating(.scale(scale, scale))
            .concatenating(.rotation(rotation * .pi / 180))
            .concatenating(.translation(anchor.x + position.x, anchor.y + position.y))
    }

    var strokeStyle: StrokeStyle {
        StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit,
                    dash: DashPattern(lineDashPattern, phase: lineDashPhase))
    }

    /// The layer's drawing: fill under stroke, grouped for its transform and opacity.
    /// The layer's drawing, tagged `shape/<id>` (`shape/<index>` without an id).
    func displayItem(index: Int = 0) -> DisplayItem? {
        guard opacity > 0 else { return nil }
        var items: [DisplayItem] = []
        if var run = text {
            run.color = fillColor
            items.append(.text(run))
        }
        let bounds = path.boundingBox
        if let fill, text == nil { items.append(.fill(path, fill.resolved(bounds: bounds), rule: fillRule)) }
        if let stroke, lineWidth > 0 {
            items.append(.stroke(path, strokeStyle, stroke.resolved(bounds: bounds),
                                 trim: TrimRange(start: strokeStart, end: strokeEnd, offset: trimOffset, mode: trimMode)))
        }
        guard !items.isEmpty else { return nil }
        let tag = DisplayTag(text == nil ? .shape : .text, id: "shape/\(id ?? String(index))", text: text?.text)
        return .group(DisplayGroup(items, opacity: min(opacity, 1), transform: transform, tag: tag))
    }
}

extension Path {
    /// The box around the path's points and curves (flattened finely).
    package var boundingBox: Rect {
        let points = flattened(tolerance: 0.01).flatMap(\.points)
        guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
