// Generated from the option tables by `make reference`: edit the tables, not this file.

extension LineChart {
    /// The `series` options: series.
    public struct Series: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            id: String? = nil,
            y: [Double?]? = nil,
            x: SceneValue? = nil,
            name: String? = nil,
            color: Color? = nil,
            width: Double? = nil,
            visible: SceneValue? = nil,
            opacity: Double? = nil,
            strokeStart: Double? = nil,
            strokeEnd: Double? = nil,
            gradient: SceneValue? = nil,
            area: SceneValue? = nil
        ) {
            options = SceneObject()
            self.id = id
            self.y = y
            self.x = x
            self.name = name
            self.color = color
            self.width = width
            self.visible = visible
            self.opacity = opacity
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
            self.gradient = gradient
            self.area = area
        }

        /// Names the series for tracks (`chart.ID.opacity`); with `data`, the column it styles.
        ///
        /// Takes string; default `series` + its index.
        public var id: String? {
            get { options.value("id") }
            set { options.setValue("id", newValue) }
        }

        /// Inline values, `null` for a gap (not with `data`).
        ///
        /// Takes array of (number, -1e300 to 1e300 or null).
        public var y: [Double?]? {
            get { options.value("y") }
            set { options.setValue("y", newValue) }
        }

        /// This series' own x values: numbers or dates (`2019-03-07`).
        ///
        /// Takes array of (number, -1e300 to 1e300 or date); default the chart's `x`, else 0, 1, 2….
        public var x: SceneValue? {
            get { options.value("x") }
            set { options.setValue("x", newValue) }
        }

        /// Shown in the popup and bubble.
        ///
        /// Takes string; default its id.
        public var name: String? {
            get { options.value("name") }
            set { options.setValue("name", newValue) }
        }

        /// The line's colour.
        ///
        /// Takes colour; default `defaultColor`, else the palette.
        ///
        /// Animatable: `chart.color`.
        public var color: Color? {
            get { options.value("color") }
            set { options.setValue("color", newValue) }
        }

        /// Line width in points.
        ///
        /// Takes number, 0–1000; default `2`.
        ///
        /// Animatable: `chart.width`.
        public var width: Double? {
            get { options.value("width") }
            set { options.setValue("width", newValue) }
        }

        /// `true`, `false` or a fade in between; a hidden series leaves a fitted y axis.
        ///
        /// Takes boolean or number, 0–1; default `1`.
        ///
        /// Animatable: `chart.visible`.
        public var visible: SceneValue? {
            get { options.value("visible") }
            set { options.setValue("visible", newValue) }
        }

        /// The line's opacity.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// This series' own trim start, within the chart's reveal.
        ///
        /// Takes number, 0–1; default `0`.
        ///
        /// Animatable: `chart.strokeStart`.
        public var strokeStart: Double? {
            get { options.value("strokeStart") }
            set { options.setValue("strokeStart", newValue) }
        }

        /// This series' own trim end.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.strokeEnd`.
        public var strokeEnd: Double? {
            get { options.value("strokeEnd") }
            set { options.setValue("strokeEnd", newValue) }
        }

        /// A stroke gradient across the plot, by value, or along the line.
        ///
        /// Takes `{ "horizontal" | "vertical" | "alongLength": colours }`; default none.
        public var gradient: SceneValue? {
            get { options.value("gradient") }
            set { options.setValue("gradient", newValue) }
        }

        /// A fill under the line fading to the baseline.
        ///
        /// Takes boolean or object (area); default none.
        public var area: SceneValue? {
            get { options.value("area") }
            set { options.setValue("area", newValue) }
        }
    }
}
