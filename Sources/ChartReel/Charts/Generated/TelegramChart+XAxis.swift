// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.xAxis` options: telegram xAxis.
    public struct XAxis: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            date: String? = nil
        ) {
            options = SceneObject()
            self.date = date
        }

        /// The x labels' date pattern.
        ///
        /// Takes string; default `MMM d`; `HH:mm` for data finer than daily (round 2's day files).
        public var date: String? {
            get { options.value("date") }
            set { options.setValue("date", newValue) }
        }
    }
}
