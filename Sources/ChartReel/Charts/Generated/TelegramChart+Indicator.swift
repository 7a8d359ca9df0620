// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.indicator` options: indicator.
    public struct Indicator: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            x: SceneValue? = nil,
            position: Double? = nil,
            opacity: Double? = nil,
            date: String? = nil
        ) {
            options = SceneObject()
            self.x = x
            self.position = position
            self.opacity = opacity
            self.date = date
        }

        /// A time or a date; snaps to the nearest point.
        ///
        /// Takes number, seconds since 1970, years 1–9999 or date; default the last point.
        public var x: SceneValue? {
            get { options.value("x") }
            set { options.setValue("x", newValue) }
        }

        /// 0–1 across the plot from where time starts (the right edge when right to left): a finger's place, instead of `x`.
        ///
        /// Takes number, 0–1.
        public var position: Double? {
            get { options.value("position") }
            set { options.setValue("position", newValue) }
        }

        /// The indicator's opacity.
        ///
        /// Takes number, 0–1; default `0`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// The plaque's date pattern.
        ///
        /// Takes string; default `EEE, MMM d`; `EEE, MMM d, HH:mm` for data finer than daily.
        public var date: String? {
            get { options.value("date") }
            set { options.setValue("date", newValue) }
        }
    }
}
