// Generated from the option tables by `make reference`: edit the tables, not this file.

extension LineChart {
    /// The `line.values` options: values.
    public struct Values: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            format: String? = nil,
            decimals: Int? = nil,
            grouping: Bool? = nil,
            date: String? = nil,
            size: Double? = nil,
            font: String? = nil,
            color: Color? = nil
        ) {
            options = SceneObject()
            self.format = format
            self.decimals = decimals
            self.grouping = grouping
            self.date = date
            self.size = size
            self.font = font
            self.color = color
        }

        /// Numbers: `compact` writes 1.2K, `percent` writes 0.25 as 25%.
        ///
        /// Takes `number`, `compact`, `percent`; default `number`.
        public var format: String? {
            get { options.value("format") }
            set { options.setValue("format", newValue) }
        }

        /// Digits after the decimal point.
        ///
        /// Takes whole number, 0–10.
        public var decimals: Int? {
            get { options.value("decimals") }
            set { options.setValue("decimals", newValue) }
        }

        /// Thousands separators, for `number`.
        ///
        /// Takes boolean; default `true`.
        public var grouping: Bool? {
            get { options.value("grouping") }
            set { options.setValue("grouping", newValue) }
        }

        /// A date pattern (`MM-dd`, `MMM d`, `H:mm`) for values that are dates.
        ///
        /// Takes string.
        public var date: String? {
            get { options.value("date") }
            set { options.setValue("date", newValue) }
        }

        /// Font size in points.
        ///
        /// Takes number, 1–200; default `9`.
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

        /// The values' colour.
        ///
        /// Takes colour; default the series' colour.
        public var color: Color? {
            get { options.value("color") }
            set { options.setValue("color", newValue) }
        }
    }
}
