// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.pie` options: pie.
    public struct Pie: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            progress: Double? = nil,
            selected: Int? = nil,
            pull: Double? = nil
        ) {
            options = SceneObject()
            self.progress = progress
            self.selected = selected
            self.pull = pull
        }

        /// 0 the areas, 1 the pie of the window's shares; in between the morph (flattening, then rolling up).
        ///
        /// Takes number, 0–1; default `0`.
        ///
        /// Animatable: `chart.progress`.
        public var progress: Double? {
            get { options.value("progress") }
            set { options.setValue("progress", newValue) }
        }

        /// The slice that `pull` moves out: a series index, `-1` none.
        ///
        /// Takes whole number, -1–1000; default `-1`.
        public var selected: Int? {
            get { options.value("selected") }
            set { options.setValue("selected", newValue) }
        }

        /// How far the selected slice is out (1: 12 pt).
        ///
        /// Takes number, 0–1; default `0`.
        ///
        /// Animatable: `chart.pull`.
        public var pull: Double? {
            get { options.value("pull") }
            set { options.setValue("pull", newValue) }
        }
    }
}
