// Generated from the option tables by `make reference`: edit the tables, not this file.

extension ActivityChart {
    /// The `activity.night` options: night.
    public struct Night: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            background: Color? = nil,
            grid: Color? = nil,
            label: Color? = nil,
            marker: Color? = nil,
            legend: Color? = nil
        ) {
            options = SceneObject()
            self.background = background
            self.grid = grid
            self.label = label
            self.marker = marker
            self.legend = legend
        }

        /// The chart's background.
        ///
        /// Takes colour; default `"#1C1C1E"`.
        ///
        /// Animatable: `chart.background`.
        public var background: Color? {
            get { options.value("background") }
            set { options.setValue("background", newValue) }
        }

        /// The grid lines.
        ///
        /// Takes colour; default `"#48484A80"`.
        ///
        /// Animatable: `chart.grid`.
        public var grid: Color? {
            get { options.value("grid") }
            set { options.setValue("grid", newValue) }
        }

        /// The time labels.
        ///
        /// Takes colour; default `"#8E8E93"`.
        ///
        /// Animatable: `chart.label`.
        public var label: Color? {
            get { options.value("label") }
            set { options.setValue("label", newValue) }
        }

        /// The now marker.
        ///
        /// Takes colour; default `"#EBEBF5"`.
        ///
        /// Animatable: `chart.marker`.
        public var marker: Color? {
            get { options.value("marker") }
            set { options.setValue("marker", newValue) }
        }

        /// The legend's names.
        ///
        /// Takes colour; default `"#EBEBF5"`.
        ///
        /// Animatable: `chart.legend`.
        public var legend: Color? {
            get { options.value("legend") }
            set { options.setValue("legend", newValue) }
        }
    }
}
