// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.yAxis` options: telegram yAxis.
    public struct YAxis: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            fit: String? = nil,
            intervals: Int? = nil,
            includeZero: Bool? = nil,
            format: String? = nil,
            decimals: Int? = nil,
            grouping: Bool? = nil,
            date: String? = nil
        ) {
            options = SceneObject()
            self.fit = fit
            self.intervals = intervals
            self.includeZero = includeZero
            self.format = format
            self.decimals = decimals
            self.grouping = grouping
            self.date = date
        }

        /// `tight`: the range ends at the data, labels at round steps inside it, the top one fading near the edge; `nice`: the range ends on grid lines, 4 to 6 intervals (up to 8 where fewer would leave the data under 70 % of the plot).
        ///
        /// Takes `tight`, `nice`; default `tight`.
        public var fit: String? {
            get { options.value("fit") }
            set { options.setValue("fit", newValue) }
        }

        /// `tight`: at most one more label than this; `nice`: this many gaps between grid lines, give or take one.
        ///
        /// Takes whole number, 1–20; default `5`.
        public var intervals: Int? {
            get { options.value("intervals") }
            set { options.setValue("intervals", newValue) }
        }

        /// The fit reaches 0.
        ///
        /// Takes boolean; default `false`.
        public var includeZero: Bool? {
            get { options.value("includeZero") }
            set { options.setValue("includeZero", newValue) }
        }

        /// Numbers: `compact` writes 1.2K, `percent` writes 0.25 as 25%.
        ///
        /// Takes `number`, `compact`, `percent`; default `compact`.
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
    }
}
