// Generated from the option tables by `make reference`: edit the tables, not this file.

extension LineChart {
    /// The `line.popup` options: popup.
    public struct Popup: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            x: Double? = nil,
            y: Double? = nil,
            snap: Bool? = nil,
            opacity: Double? = nil,
            background: Color? = nil,
            textColor: Color? = nil,
            size: Double? = nil,
            font: String? = nil,
            lineColor: Color? = nil,
            circleRadius: Double? = nil
        ) {
            options = SceneObject()
            self.x = x
            self.y = y
            self.snap = snap
            self.opacity = opacity
            self.background = background
            self.textColor = textColor
            self.size = size
            self.font = font
            self.lineColor = lineColor
            self.circleRadius = circleRadius
        }

        /// Where, in data units along the x axis.
        ///
        /// Takes number, -1e300 to 1e300; default the x range's start.
        public var x: Double? {
            get { options.value("x") }
            set { options.setValue("x", newValue) }
        }

        /// Top of the box, in points from the chart's top.
        ///
        /// Takes number, -10000 to 10000; default `8`.
        ///
        /// Animatable: `chart.y`.
        public var y: Double? {
            get { options.value("y") }
            set { options.setValue("y", newValue) }
        }

        /// Jump to the nearest data point rather than follow `x` exactly.
        ///
        /// Takes boolean; default `true`.
        public var snap: Bool? {
            get { options.value("snap") }
            set { options.setValue("snap", newValue) }
        }

        /// The popup's opacity.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// The box's colour.
        ///
        /// Takes colour; default `"#FFFFFFE6"`.
        public var background: Color? {
            get { options.value("background") }
            set { options.setValue("background", newValue) }
        }

        /// The text's colour.
        ///
        /// Takes colour; default `"#1C1C1E"`.
        public var textColor: Color? {
            get { options.value("textColor") }
            set { options.setValue("textColor", newValue) }
        }

        /// Font size in points.
        ///
        /// Takes number, 1–200; default `11`.
        public var size: Double? {
            get { options.value("size") }
            set { options.setValue("size", newValue) }
        }

        /// A fontconfig name or a font file.
        ///
        /// Takes string; default `"DejaVu Sans"`.
        public var font: String? {
            get { options.value("font") }
            set { options.setValue("font", newValue) }
        }

        /// The vertical line's colour.
        ///
        /// Takes colour; default `"#8E8E93"`.
        public var lineColor: Color? {
            get { options.value("lineColor") }
            set { options.setValue("lineColor", newValue) }
        }

        /// Radius of the circles on the series.
        ///
        /// Takes number, 0–100; default `4`.
        public var circleRadius: Double? {
            get { options.value("circleRadius") }
            set { options.setValue("circleRadius", newValue) }
        }
    }
}
