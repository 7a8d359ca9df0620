// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.series` options: series.
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
            name: String? = nil,
            color: Color? = nil,
            width: Double? = nil,
            visible: SceneValue? = nil
        ) {
            options = SceneObject()
            self.id = id
            self.name = name
            self.color = color
            self.width = width
            self.visible = visible
        }

        /// The data column it styles (`y0`, `y1`, …).
        ///
        /// Takes string.
        public var id: String? {
            get { options.value("id") }
            set { options.setValue("id", newValue) }
        }

        /// Shown on toggles and the plaque.
        ///
        /// Takes string; default the data's name.
        public var name: String? {
            get { options.value("name") }
            set { options.setValue("name", newValue) }
        }

        /// The line's colour.
        ///
        /// Takes colour; default the data's colour.
        ///
        /// Animatable: `chart.color`.
        public var color: Color? {
            get { options.value("color") }
            set { options.setValue("color", newValue) }
        }

        /// Line width in points.
        ///
        /// Takes number, 0–100; default `lineWidth`.
        ///
        /// Animatable: `chart.width`.
        public var width: Double? {
            get { options.value("width") }
            set { options.setValue("width", newValue) }
        }

        /// `true`, `false` or a fade in between (a toggle).
        ///
        /// Takes boolean or number, 0–1; default `1`.
        ///
        /// Animatable: `chart.visible`.
        public var visible: SceneValue? {
            get { options.value("visible") }
            set { options.setValue("visible", newValue) }
        }
    }
}
