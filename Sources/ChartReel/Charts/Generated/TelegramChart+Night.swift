// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.night` options: night.
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
            text: Color? = nil,
            label: Color? = nil,
            grid: Color? = nil,
            indicator: Color? = nil,
            plaque: Color? = nil,
            plaqueBorder: Color? = nil,
            dim: Color? = nil,
            frame: Color? = nil,
            grip: Color? = nil,
            check: Color? = nil,
            stackLabel: Color? = nil,
            stackGrid: Color? = nil
        ) {
            options = SceneObject()
            self.background = background
            self.text = text
            self.label = label
            self.grid = grid
            self.indicator = indicator
            self.plaque = plaque
            self.plaqueBorder = plaqueBorder
            self.dim = dim
            self.frame = frame
            self.grip = grip
            self.check = check
            self.stackLabel = stackLabel
            self.stackGrid = stackGrid
        }

        /// The chart's background.
        ///
        /// Takes colour; default `"#242F3E"`.
        ///
        /// Animatable: `chart.background`.
        public var background: Color? {
            get { options.value("background") }
            set { options.setValue("background", newValue) }
        }

        /// Title and the plaque's date.
        ///
        /// Takes colour; default `"#FFFFFF"`.
        ///
        /// Animatable: `chart.text`.
        public var text: Color? {
            get { options.value("text") }
            set { options.setValue("text", newValue) }
        }

        /// Axis labels.
        ///
        /// Takes colour; default `"#546778"`.
        ///
        /// Animatable: `chart.label`.
        public var label: Color? {
            get { options.value("label") }
            set { options.setValue("label", newValue) }
        }

        /// Horizontal grid lines.
        ///
        /// Takes colour; default `"#293544"`.
        ///
        /// Animatable: `chart.grid`.
        public var grid: Color? {
            get { options.value("grid") }
            set { options.setValue("grid", newValue) }
        }

        /// The indicator's line.
        ///
        /// Takes colour; default `"#3B4A5A"`.
        ///
        /// Animatable: `chart.indicator`.
        public var indicator: Color? {
            get { options.value("indicator") }
            set { options.setValue("indicator", newValue) }
        }

        /// The plaque's fill.
        ///
        /// Takes colour; default `"#253241"`.
        ///
        /// Animatable: `chart.plaque`.
        public var plaque: Color? {
            get { options.value("plaque") }
            set { options.setValue("plaque", newValue) }
        }

        /// The plaque's edge.
        ///
        /// Takes colour; default `"#1B2433"`.
        ///
        /// Animatable: `chart.plaqueBorder`.
        public var plaqueBorder: Color? {
            get { options.value("plaqueBorder") }
            set { options.setValue("plaqueBorder", newValue) }
        }

        /// The mini map outside the window.
        ///
        /// Takes colour; default `"#1F2A3899"`.
        ///
        /// Animatable: `chart.dim`.
        public var dim: Color? {
            get { options.value("dim") }
            set { options.setValue("dim", newValue) }
        }

        /// The window's frame on the mini map.
        ///
        /// Takes colour; default `"#56626DB3"`.
        ///
        /// Animatable: `chart.frame`.
        public var frame: Color? {
            get { options.value("frame") }
            set { options.setValue("frame", newValue) }
        }

        /// The grips on the window's handles.
        ///
        /// Takes colour; default `"#FFFFFF"`.
        ///
        /// Animatable: `chart.grip`.
        public var grip: Color? {
            get { options.value("grip") }
            set { options.setValue("grip", newValue) }
        }

        /// Check marks and names on toggles that are on.
        ///
        /// Takes colour; default `"#FFFFFF"`.
        ///
        /// Animatable: `chart.check`.
        public var check: Color? {
            get { options.value("check") }
            set { options.setValue("check", newValue) }
        }

        /// Axis labels over bars and areas.
        ///
        /// Takes colour; default `"#BACCE199"`.
        ///
        /// Animatable: `chart.stackLabel`.
        public var stackLabel: Color? {
            get { options.value("stackLabel") }
            set { options.setValue("stackLabel", newValue) }
        }

        /// Grid lines over bars and areas.
        ///
        /// Takes colour; default `"#FFFFFF1A"`.
        ///
        /// Animatable: `chart.stackGrid`.
        public var stackGrid: Color? {
            get { options.value("stackGrid") }
            set { options.setValue("stackGrid", newValue) }
        }
    }
}
