// Generated from the option tables by `make reference`: edit the tables, not this file.

extension Shapes {
    /// The `shapes.layer` options: layer.
    public struct Layer: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            path: String? = nil,
            rect: [Double]? = nil,
            cornerRadius: Double? = nil,
            circle: SceneValue? = nil,
            ellipse: SceneValue? = nil,
            line: SceneValue? = nil,
            polyline: SceneValue? = nil,
            polygon: SceneValue? = nil,
            arc: SceneValue? = nil,
            text: SceneValue? = nil,
            id: String? = nil,
            fill: SceneValue? = nil,
            fillRule: String? = nil,
            stroke: SceneValue? = nil,
            lineWidth: Double? = nil,
            lineCap: String? = nil,
            lineJoin: String? = nil,
            miterLimit: Double? = nil,
            lineDashPattern: [Double]? = nil,
            lineDashPhase: Double? = nil,
            strokeStart: Double? = nil,
            strokeEnd: Double? = nil,
            trimOffset: Double? = nil,
            trimMode: String? = nil,
            opacity: Double? = nil,
            position: [Double]? = nil,
            rotation: Double? = nil,
            scale: Double? = nil,
            anchor: [Double]? = nil
        ) {
            options = SceneObject()
            self.path = path
            self.rect = rect
            self.cornerRadius = cornerRadius
            self.circle = circle
            self.ellipse = ellipse
            self.line = line
            self.polyline = polyline
            self.polygon = polygon
            self.arc = arc
            self.text = text
            self.id = id
            self.fill = fill
            self.fillRule = fillRule
            self.stroke = stroke
            self.lineWidth = lineWidth
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.miterLimit = miterLimit
            self.lineDashPattern = lineDashPattern
            self.lineDashPhase = lineDashPhase
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
            self.trimOffset = trimOffset
            self.trimMode = trimMode
            self.opacity = opacity
            self.position = position
            self.rotation = rotation
            self.scale = scale
            self.anchor = anchor
        }

        /// SVG path data: `M L H V C S Q T A Z`, absolute and relative, e.g. `"M10 10 h40 a20 20 0 0 1 0 40 Z"`.
        ///
        /// Takes string.
        public var path: String? {
            get { options.value("path") }
            set { options.setValue("path", newValue) }
        }

        /// `[x, y, width, height]`, with `cornerRadius`.
        ///
        /// Takes array of numbers, -1e7 to 1e7.
        public var rect: [Double]? {
            get { options.value("rect") }
            set { options.setValue("rect", newValue) }
        }

        /// Rounds a `rect`'s corners.
        ///
        /// Takes number, 0–1e7; default `0`.
        public var cornerRadius: Double? {
            get { options.value("cornerRadius") }
            set { options.setValue("cornerRadius", newValue) }
        }

        /// Drawn clockwise from 3 o'clock, as `UIBezierPath(ovalIn:)`.
        ///
        /// Takes `{ "center": [x, y], "radius": r }`.
        public var circle: SceneValue? {
            get { options.value("circle") }
            set { options.setValue("circle", newValue) }
        }

        /// Drawn clockwise from 3 o'clock.
        ///
        /// Takes `{ "center": [x, y], "radii": [rx, ry] }`.
        public var ellipse: SceneValue? {
            get { options.value("ellipse") }
            set { options.setValue("ellipse", newValue) }
        }

        /// Exactly 2 points.
        ///
        /// Takes array of `[x, y]`.
        public var line: SceneValue? {
            get { options.value("line") }
            set { options.setValue("line", newValue) }
        }

        /// 2 or more points.
        ///
        /// Takes array of `[x, y]`.
        public var polyline: SceneValue? {
            get { options.value("polyline") }
            set { options.setValue("polyline", newValue) }
        }

        /// 3 or more points, closed.
        ///
        /// Takes array of `[x, y]`.
        public var polygon: SceneValue? {
            get { options.value("polygon") }
            set { options.setValue("polygon", newValue) }
        }

        /// Angles in degrees from 3 o'clock, clockwise on screen as in UIKit.
        ///
        /// Takes `{ "center", "radius", "startAngle", "endAngle", "clockwise" }`.
        public var arc: SceneValue? {
            get { options.value("arc") }
            set { options.setValue("arc", newValue) }
        }

        /// Text instead of a path: `align` (`left`, `center`, `right`) and `baseline` (`top`, `middle`, `baseline`, `bottom`) measured on the ink; `rotation` in degrees about `at`; `direction` (`auto`, `ltr`, `rtl`) orders mixed scripts (Unicode bidi; auto: from the first strong letter); drawn in the `fill` colour, no stroke.
        ///
        /// Takes `{ "string", "at", "size", "font", "align", "baseline", "rotation", "direction" }`.
        public var text: SceneValue? {
            get { options.value("text") }
            set { options.setValue("text", newValue) }
        }

        /// A name tracks can use: `chart.ring.strokeEnd`.
        ///
        /// Takes string.
        public var id: String? {
            get { options.value("id") }
            set { options.setValue("id", newValue) }
        }

        /// A colour or a gradient; a layer needs a `fill`, a `stroke` or both.
        ///
        /// Takes paint.
        public var fill: SceneValue? {
            get { options.value("fill") }
            set { options.setValue("fill", newValue) }
        }

        /// Which parts of overlapping contours are inside.
        ///
        /// Takes `nonZero`, `evenOdd`; default `nonZero`.
        public var fillRule: String? {
            get { options.value("fillRule") }
            set { options.setValue("fillRule", newValue) }
        }

        /// A colour or a gradient.
        ///
        /// Takes paint.
        public var stroke: SceneValue? {
            get { options.value("stroke") }
            set { options.setValue("stroke", newValue) }
        }

        /// Stroke width in points.
        ///
        /// Takes number, 0–10000; default `1`.
        ///
        /// Animatable: `chart.lineWidth`.
        public var lineWidth: Double? {
            get { options.value("lineWidth") }
            set { options.setValue("lineWidth", newValue) }
        }

        /// Ends of open subpaths; a zero-length subpath draws a dot with `round` and a square with `square`.
        ///
        /// Takes `butt`, `round`, `square`; default `butt`.
        public var lineCap: String? {
            get { options.value("lineCap") }
            set { options.setValue("lineCap", newValue) }
        }

        /// Corners of strokes.
        ///
        /// Takes `miter`, `round`, `bevel`; default `miter`.
        public var lineJoin: String? {
            get { options.value("lineJoin") }
            set { options.setValue("lineJoin", newValue) }
        }

        /// A miter longer than this many widths becomes a bevel (as Core Animation).
        ///
        /// Takes number, 1–1000; default `10`.
        ///
        /// Animatable: `chart.miterLimit`.
        public var miterLimit: Double? {
            get { options.value("miterLimit") }
            set { options.setValue("miterLimit", newValue) }
        }

        /// On, off, on… lengths in points (an odd count repeats); a pattern finer than a pixel draws as a solid stroke of matching coverage.
        ///
        /// Takes array of numbers, 0–100000; default none.
        public var lineDashPattern: [Double]? {
            get { options.value("lineDashPattern") }
            set { options.setValue("lineDashPattern", newValue) }
        }

        /// How far into the pattern each subpath starts.
        ///
        /// Takes number, -100000 to 100000; default `0`.
        ///
        /// Animatable: `chart.lineDashPhase`.
        public var lineDashPhase: Double? {
            get { options.value("lineDashPhase") }
            set { options.setValue("lineDashPhase", newValue) }
        }

        /// Start of the visible part of the stroke, by arc length; reversed ends are swapped (Lottie's semantics).
        ///
        /// Takes number, 0–1; default `0`.
        ///
        /// Animatable: `chart.strokeStart`.
        public var strokeStart: Double? {
            get { options.value("strokeStart") }
            set { options.setValue("strokeStart", newValue) }
        }

        /// End of the visible part of the stroke, by arc length.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.strokeEnd`.
        public var strokeEnd: Double? {
            get { options.value("strokeEnd") }
            set { options.setValue("strokeEnd", newValue) }
        }

        /// Shifts the visible part along the path, wrapping round: on a closed path it runs across the start as one piece.
        ///
        /// Takes number, -100 to 100; default `0`.
        ///
        /// Animatable: `chart.trimOffset`.
        public var trimOffset: Double? {
            get { options.value("trimOffset") }
            set { options.setValue("trimOffset", newValue) }
        }

        /// Over several subpaths: as one long path (`CAShapeLayer`), or each trimmed alike (Lottie).
        ///
        /// Takes `sequential`, `simultaneous`; default `sequential`.
        public var trimMode: String? {
            get { options.value("trimMode") }
            set { options.setValue("trimMode", newValue) }
        }

        /// Applied to the layer as a whole: where its parts overlap they do not add up.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// Moves the layer, in points.
        ///
        /// Takes `[x, y]`; default `[0, 0]`.
        ///
        /// Animatable: `chart.position`.
        public var position: [Double]? {
            get { options.value("position") }
            set { options.setValue("position", newValue) }
        }

        /// Turns the layer about `anchor`, degrees clockwise.
        ///
        /// Takes number, -36000 to 36000; default `0`.
        ///
        /// Animatable: `chart.rotation`.
        public var rotation: Double? {
            get { options.value("rotation") }
            set { options.setValue("rotation", newValue) }
        }

        /// Scales the layer about `anchor`.
        ///
        /// Takes number, 0–1000; default `1`.
        ///
        /// Animatable: `chart.scale`.
        public var scale: Double? {
            get { options.value("scale") }
            set { options.setValue("scale", newValue) }
        }

        /// The point, in the layer's own coordinates, that rotation and scale keep fixed.
        ///
        /// Takes `[x, y]`; default `[0, 0]`.
        public var anchor: [Double]? {
            get { options.value("anchor") }
            set { options.setValue("anchor", newValue) }
        }
    }
}
