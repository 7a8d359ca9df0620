// Generated from the option tables by `make reference`: edit the tables, not this file.

extension LineChart {
    /// The `line.bubble` options: bubble.
    public struct Bubble: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            format: String? = nil,
            size: Double? = nil,
            font: String? = nil,
            textColor: Color? = nil,
            fill: Color? = nil,
            opacity: Double? = nil,
            scale: Double? = nil,
            series: Int? = nil
        ) {
            options = SceneObject()
            self.format = format
            self.size = size
            self.font = font
            self.textColor = textColor
            self.fill = fill
            self.opacity = opacity
            self.scale = scale
            self.series = series
        }

        /// Text with `{value}` (the last value) and `{name}`.
        ///
        /// Takes string; default `"{value}"`.
        public var format: String? {
            get { options.value("format") }
            set { options.setValue("format", newValue) }
        }

        /// Font size in points.
        ///
        /// Takes number, 1–200; default `10`.
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

        /// The text's colour.
        ///
        /// Takes colour; default `"#FFFFFF"`.
        public var textColor: Color? {
            get { options.value("textColor") }
            set { options.setValue("textColor", newValue) }
        }

        /// The bubble's colour.
        ///
        /// Takes colour; default the line's last colour.
        public var fill: Color? {
            get { options.value("fill") }
            set { options.setValue("fill", newValue) }
        }

        /// The bubble's opacity.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// Grows from the point it points at.
        ///
        /// Takes number, 0–100; default `1`.
        ///
        /// Animatable: `chart.scale`.
        public var scale: Double? {
            get { options.value("scale") }
            set { options.setValue("scale", newValue) }
        }

        /// Which series (index) it follows.
        ///
        /// Takes whole number, 0–1000; default `0`.
        public var series: Int? {
            get { options.value("series") }
            set { options.setValue("series", newValue) }
        }
    }
}
