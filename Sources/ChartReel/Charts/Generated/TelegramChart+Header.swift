// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.header` options: header.
    public struct Header: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            range: Bool? = nil
        ) {
            options = SceneObject()
            self.range = range
        }

        /// The window's date range opposite the title, as "1 Apr 2019 - 30 Apr 2019" in the scene's `locale` and `timeZone`; the day alone while zoomed into a day; beside a long title it is drawn smaller or on a line below.
        ///
        /// Takes boolean; default `false`.
        public var range: Bool? {
            get { options.value("range") }
            set { options.setValue("range", newValue) }
        }
    }
}
