// Generated from the option tables by `make reference`: edit the tables, not this file.

extension LineChart {
    /// The `axis` options: axis.
    public struct Axis: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            range: SceneValue? = nil,
            fit: String? = nil,
            ends: String? = nil,
            follow: Follow? = nil,
            includeZero: Bool? = nil,
            ticks: SceneValue? = nil,
            placement: String? = nil,
            format: String? = nil,
            decimals: Int? = nil,
            grouping: Bool? = nil,
            date: String? = nil,
            labels: Bool? = nil,
            labelFont: String? = nil,
            labelSize: Double? = nil,
            labelColor: Color? = nil,
            labelAlignment: String? = nil,
            line: Bool? = nil,
            lineColor: Color? = nil,
            grid: Bool? = nil,
            gridColor: Color? = nil,
            gridWidth: Double? = nil,
            gridSpacing: Double? = nil
        ) {
            options = SceneObject()
            self.range = range
            self.fit = fit
            self.ends = ends
            if let follow { self.follow = follow }
            self.includeZero = includeZero
            self.ticks = ticks
            self.placement = placement
            self.format = format
            self.decimals = decimals
            self.grouping = grouping
            self.date = date
            self.labels = labels
            self.labelFont = labelFont
            self.labelSize = labelSize
            self.labelColor = labelColor
            self.labelAlignment = labelAlignment
            self.line = line
            self.lineColor = lineColor
            self.grid = grid
            self.gridColor = gridColor
            self.gridWidth = gridWidth
            self.gridSpacing = gridSpacing
        }

        /// Values from one side of the plot to the other, in data units (dates on a date axis; indices with `placement: slots`).
        ///
        /// Takes `[lower, upper]` or `[date, date]`; default data extent (y: widened to nice ticks).
        public var range: SceneValue? {
            get { options.value("range") }
            set { options.setValue("range", newValue) }
        }

        /// Y only: `data` fits all the data once; `visible` fits the values in view every frame and follows them; not with `range`.
        ///
        /// Takes `data`, `visible`; default `data`.
        public var fit: String? {
            get { options.value("fit") }
            set { options.setValue("fit", newValue) }
        }

        /// Y only, with `fit: visible`: `nice` ends the range on grid lines; `tight` ends it at the data, labels at round steps inside.
        ///
        /// Takes `tight`, `nice`; default `nice`.
        public var ends: String? {
            get { options.value("ends") }
            set { options.setValue("ends", newValue) }
        }

        /// With `fit: visible`: how the axis moves to a new fit.
        ///
        /// Takes object (follow); default 0.4 s, easeOutCubic.
        public var follow: Follow {
            get { options.section("follow") ?? Follow(options: SceneObject()) }
            set { options.setSection("follow", newValue) }
        }

        /// The y range reaches 0.
        ///
        /// Takes boolean; default `false`.
        public var includeZero: Bool? {
            get { options.value("includeZero") }
            set { options.setValue("includeZero", newValue) }
        }

        /// About this many nice ticks (1–50), every `step` (at most 1000 ticks in the range), or exactly these.
        ///
        /// Takes count, `{ "step": s }` or `[values]`; default `5`.
        public var ticks: SceneValue? {
            get { options.value("ticks") }
            set { options.setValue("ticks", newValue) }
        }

        /// X only: `slots` puts point i in the middle of the i-th of n equal slots (seed 001).
        ///
        /// Takes `linear`, `slots`; default `linear`.
        public var placement: String? {
            get { options.value("placement") }
            set { options.setValue("placement", newValue) }
        }

        /// Numbers: `compact` writes 1.2K, `percent` writes 0.25 as 25%.
        ///
        /// Takes `number`, `compact`, `percent`; default automatic.
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

        /// Show the labels.
        ///
        /// Takes boolean; default `true`.
        public var labels: Bool? {
            get { options.value("labels") }
            set { options.setValue("labels", newValue) }
        }

        /// The labels' font.
        ///
        /// Takes string; default `"DejaVu Sans"`.
        public var labelFont: String? {
            get { options.value("labelFont") }
            set { options.setValue("labelFont", newValue) }
        }

        /// The labels' size in points.
        ///
        /// Takes number, 1–200; default `10`.
        public var labelSize: Double? {
            get { options.value("labelSize") }
            set { options.setValue("labelSize", newValue) }
        }

        /// The labels' colour.
        ///
        /// Takes colour; default `"#9E9E9E"`.
        public var labelColor: Color? {
            get { options.value("labelColor") }
            set { options.setValue("labelColor", newValue) }
        }

        /// `plot`: y labels right-aligned beside the plot; `margin`: centred in the margin (seed 001).
        ///
        /// Takes `plot`, `margin`; default `plot`.
        public var labelAlignment: String? {
            get { options.value("labelAlignment") }
            set { options.setValue("labelAlignment", newValue) }
        }

        /// Draw the axis line.
        ///
        /// Takes boolean; default `false`.
        public var line: Bool? {
            get { options.value("line") }
            set { options.setValue("line", newValue) }
        }

        /// The axis line's colour.
        ///
        /// Takes colour; default `"#C7C7CC"`.
        public var lineColor: Color? {
            get { options.value("lineColor") }
            set { options.setValue("lineColor", newValue) }
        }

        /// Grid lines at the ticks.
        ///
        /// Takes boolean; default `true`.
        public var grid: Bool? {
            get { options.value("grid") }
            set { options.setValue("grid", newValue) }
        }

        /// The grid's colour.
        ///
        /// Takes colour; default `"#E7E7E7"`.
        public var gridColor: Color? {
            get { options.value("gridColor") }
            set { options.setValue("gridColor", newValue) }
        }

        /// The grid lines' width in points.
        ///
        /// Takes number, 0–100; default `1`.
        public var gridWidth: Double? {
            get { options.value("gridWidth") }
            set { options.setValue("gridWidth", newValue) }
        }

        /// Grid lines this many points apart instead of at the ticks (seed 004's `gridXOffset`).
        ///
        /// Takes number, 3–10000; default at the ticks.
        public var gridSpacing: Double? {
            get { options.value("gridSpacing") }
            set { options.setValue("gridSpacing", newValue) }
        }
    }
}
