// Generated from the option tables by `make reference`: edit the tables, not this file.

extension TelegramChart {
    /// The `telegram.zoom` options: zoom.
    public struct Zoom: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            day: String? = nil,
            days: String? = nil,
            around: Int? = nil,
            progress: Double? = nil,
            window: ClosedRange<Double>? = nil,
            series: [Series]? = nil
        ) {
            options = SceneObject()
            self.day = day
            self.days = days
            self.around = around
            self.progress = progress
            self.window = window
            if let series { self.series = series }
        }

        /// The day zoomed into, `YYYY-MM-DD` (a UTC day, as the contest names its files); its file is `YYYY-MM/DD.json` in `days` and may hold the days around it too (the mini map shows them); zoomed in, the plot shows exactly its 24 hours.
        ///
        /// Takes string.
        public var day: String? {
            get { options.value("day") }
            set { options.setValue("day", newValue) }
        }

        /// The folder of day files, relative to the scene.
        ///
        /// Takes string; default the data file's folder (the contest's layout).
        public var days: String? {
            get { options.value("days") }
            set { options.setValue("days", newValue) }
        }

        /// Days each side whose files are joined with the day's, where they exist (points at the same time are read once, the day's file first): for folders whose files hold one day each; the contest's hold the week around their day already.
        ///
        /// Takes whole number, 0–31; default `0`.
        public var around: Int? {
            get { options.value("around") }
            set { options.setValue("around", newValue) }
        }

        /// 0 the overview, 1 the day: the window contracts onto the day while the chart cross-fades into the day's data.
        ///
        /// Takes number, 0–1; default `0`.
        ///
        /// Animatable: `chart.progress`.
        public var progress: Double? {
            get { options.value("progress") }
            set { options.setValue("progress", newValue) }
        }

        /// The part of the day files' span in view once zoomed in, as fractions of it.
        ///
        /// Takes `[lower, upper]`; default the day.
        ///
        /// Animatable: `chart.window`.
        public var window: ClosedRange<Double>? {
            get { options.value("window") }
            set { options.setValue("window", newValue) }
        }

        /// Restyles the detail's own series by `id` (a day file drawn otherwise than the overview, as the contest's chart 4: its columns `y0`, `y1`...); tracks animate them as `chart.zoom.series[N].visible`.
        ///
        /// Takes array of object (series).
        ///
        /// Animatable: `chart.series[N].color`.
        public var series: [Series] {
            get { options.sections("series") ?? [] }
            set { options.setSections("series", newValue) }
        }
    }
}
