// Generated from the option tables by `make reference`: edit the tables, not this file.

/// The `telegram` chart.
///
/// Its options as the scene file's `chart` object writes them; a property
/// left nil takes the chart's default.
public struct TelegramChart: SceneChart {
    /// The chart's `type` in the scene file.
    public static let type = "telegram"

    /// The options as the scene file writes them.
    public var options: SceneObject

    /// These options as they are.
    public init(options: SceneObject) {
        self.options = options
    }

    /// The options given; nil leaves an option's default.
    public init(
        data: SceneValue? = nil,
        series: [Series]? = nil,
        lineWidth: Double? = nil,
        title: String? = nil,
        window: ClosedRange<Double>? = nil,
        strokeEnd: Double? = nil,
        miniMap: SceneValue? = nil,
        pie: Pie? = nil,
        zoom: Zoom? = nil,
        toggles: SceneValue? = nil,
        header: Header? = nil,
        yAxis: YAxis? = nil,
        follow: Follow? = nil,
        xAxis: XAxis? = nil,
        values: Values? = nil,
        indicator: Indicator? = nil,
        direction: String? = nil,
        theme: SceneValue? = nil,
        day: Day? = nil,
        night: Night? = nil
    ) {
        options = SceneObject()
        self.data = data
        if let series { self.series = series }
        self.lineWidth = lineWidth
        self.title = title
        self.window = window
        self.strokeEnd = strokeEnd
        self.miniMap = miniMap
        if let pie { self.pie = pie }
        if let zoom { self.zoom = zoom }
        self.toggles = toggles
        if let header { self.header = header }
        if let yAxis { self.yAxis = yAxis }
        if let follow { self.follow = follow }
        if let xAxis { self.xAxis = xAxis }
        if let values { self.values = values }
        if let indicator { self.indicator = indicator }
        self.direction = direction
        self.theme = theme
        if let day { self.day = day }
        if let night { self.night = night }
    }

    /// `{ "telegram": "chart_data.json", "chart": 0 }` (path relative to the scene), or one contest chart written inline; `--data FILE --chart N` replace it.
    ///
    /// Takes data source.
    public var data: SceneValue? {
        get { options.value("data") }
        set { options.setValue("data", newValue) }
    }

    /// Restyles the data's series by `id`; with `--data`, entries for ids the data lacks are skipped.
    ///
    /// Takes array of object (series).
    ///
    /// Animatable: `chart.series[N].color`.
    public var series: [Series] {
        get { options.sections("series") ?? [] }
        set { options.setSections("series", newValue) }
    }

    /// Width of every line in the plot, in points.
    ///
    /// Takes number, 0–100; default `2`.
    public var lineWidth: Double? {
        get { options.value("lineWidth") }
        set { options.setValue("lineWidth", newValue) }
    }

    /// Bold, top left.
    ///
    /// Takes string; default `""`.
    public var title: String? {
        get { options.value("title") }
        set { options.setValue("title", newValue) }
    }

    /// The part of the whole span in the plot (the contest's `lowerBound`/`upperBound`): `[0, 1]` is everything, `[0.75, 1]` the last quarter.
    ///
    /// Takes `[lower, upper]`; default `[0.75, 1]`.
    ///
    /// Animatable: `chart.window`.
    public var window: ClosedRange<Double>? {
        get { options.value("window") }
        set { options.setValue("window", newValue) }
    }

    /// Reveal: each line drawn up to this fraction of its visible length (mini map too).
    ///
    /// Takes number, 0–1; default `1`.
    ///
    /// Animatable: `chart.strokeEnd`.
    public var strokeEnd: Double? {
        get { options.value("strokeEnd") }
        set { options.setValue("strokeEnd", newValue) }
    }

    /// The mini map under the plot: `false` hides it.
    ///
    /// Takes boolean or object (miniMap); default shown, 44 pt.
    public var miniMap: SceneValue? {
        get { options.value("miniMap") }
        set { options.setValue("miniMap", newValue) }
    }

    /// A percentage area chart's pie morph (the contest's round-2 transition): the areas over the window roll up into a pie of its shares.
    ///
    /// Takes object (pie).
    ///
    /// Animatable: `chart.pie.progress`.
    public var pie: Pie {
        get { options.section("pie") ?? Pie(options: SceneObject()) }
        set { options.setSection("pie", newValue) }
    }

    /// The zoom into a day (round 2's day files): the window contracts onto the day while the chart cross-fades into its hourly data; a percentage area chart zooms into the pie of the day from its own data instead (only `day` and `progress`: the window contracts while the areas flatten, then they roll up).
    ///
    /// Takes object (zoom).
    ///
    /// Animatable: `chart.zoom.progress`.
    public var zoom: Zoom {
        get { options.section("zoom") ?? Zoom(options: SceneObject()) }
        set { options.setSection("zoom", newValue) }
    }

    /// The row of toggle buttons, one per series: `auto` with two series or more (toggling the only series would empty the chart), `always`, `never`; `true` and `false` mean `always` and `never`.
    ///
    /// Takes `auto`, `always`, `never` or boolean; default `auto`.
    public var toggles: SceneValue? {
        get { options.value("toggles") }
        set { options.setValue("toggles", newValue) }
    }

    /// The line of the title: `{ "range": true }` adds the window's dates at the top right (one day while zoomed into a day).
    ///
    /// Takes object (header).
    public var header: Header {
        get { options.section("header") ?? Header(options: SceneObject()) }
        set { options.setSection("header", newValue) }
    }

    /// The fit: tight or nice, how many grid intervals, whether 0 is always in range, how labels are written.
    ///
    /// Takes object (telegram yAxis).
    public var yAxis: YAxis {
        get { options.section("yAxis") ?? YAxis(options: SceneObject()) }
        set { options.setSection("yAxis", newValue) }
    }

    /// How the y axes move to a new fit (0 s: at once).
    ///
    /// Takes object (follow); default 0.4 s, easeOutCubic.
    public var follow: Follow {
        get { options.section("follow") ?? Follow(options: SceneObject()) }
        set { options.setSection("follow", newValue) }
    }

    /// The ticker's date pattern, in the scene's `locale` and `timeZone`.
    ///
    /// Takes object (telegram xAxis).
    public var xAxis: XAxis {
        get { options.section("xAxis") ?? XAxis(options: SceneObject()) }
        set { options.setSection("xAxis", newValue) }
    }

    /// How the plaque writes values (grouped whole numbers by default).
    ///
    /// Takes object (telegram values).
    public var values: Values {
        get { options.section("values") ?? Values(options: SceneObject()) }
        set { options.setSection("values", newValue) }
    }

    /// A vertical line, circles on the lines and a plaque with the date and values, snapped to the nearest point.
    ///
    /// Takes object (indicator); default hidden at the last point.
    public var indicator: Indicator {
        get { options.section("indicator") ?? Indicator(options: SceneObject()) }
        set { options.setSection("indicator", newValue) }
    }

    /// `rtl` mirrors the chart for a right-to-left language: time runs right to left, y labels at the right, the mini map's window, toggles and plaque mirrored, text right to left; `auto` follows the scene's `locale`.
    ///
    /// Takes `auto`, `ltr`, `rtl`; default `auto`.
    public var direction: String? {
        get { options.value("direction") }
        set { options.setValue("direction", newValue) }
    }

    /// 0 is day, 1 night, in between a cross-fade of every colour.
    ///
    /// Takes `day`, `night` or number, 0–1; default `day`.
    ///
    /// Animatable: `chart.theme`.
    public var theme: SceneValue? {
        get { options.value("theme") }
        set { options.setValue("theme", newValue) }
    }

    /// Colour overrides for the day palette.
    ///
    /// Takes object (day).
    ///
    /// Animatable: `chart.day.background`.
    public var day: Day {
        get { options.section("day") ?? Day(options: SceneObject()) }
        set { options.setSection("day", newValue) }
    }

    /// Colour overrides for the night palette.
    ///
    /// Takes object (night).
    ///
    /// Animatable: `chart.night.background`.
    public var night: Night {
        get { options.section("night") ?? Night(options: SceneObject()) }
        set { options.setSection("night", newValue) }
    }
}

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

extension TelegramChart {
    /// The `follow` options: follow.
    public struct Follow: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            duration: Double? = nil,
            curve: TimingFunction? = nil
        ) {
            options = SceneObject()
            self.duration = duration
            self.curve = curve
        }

        /// Seconds a move to a new fit takes (0: jump).
        ///
        /// Takes number, 0–10; default `0.4`.
        public var duration: Double? {
            get { options.value("duration") }
            set { options.setValue("duration", newValue) }
        }

        /// The move's timing curve.
        ///
        /// Takes curve; default `"easeOutCubic"`.
        public var curve: TimingFunction? {
            get { options.value("curve") }
            set { options.setValue("curve", newValue) }
        }
    }
}

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

extension TelegramChart {
    /// The `telegram.values` options: telegram values.
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
            date: String? = nil
        ) {
            options = SceneObject()
            self.format = format
            self.decimals = decimals
            self.grouping = grouping
            self.date = date
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
    }
}

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

extension TelegramChart {
    /// The `telegram.day` options: day.
    public struct Day: OptionSection {
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
        /// Takes colour; default `"#FFFFFF"`.
        ///
        /// Animatable: `chart.background`.
        public var background: Color? {
            get { options.value("background") }
            set { options.setValue("background", newValue) }
        }

        /// Title and the plaque's date.
        ///
        /// Takes colour; default `"#222222"`.
        ///
        /// Animatable: `chart.text`.
        public var text: Color? {
            get { options.value("text") }
            set { options.setValue("text", newValue) }
        }

        /// Axis labels.
        ///
        /// Takes colour; default `"#96A2AA"`.
        ///
        /// Animatable: `chart.label`.
        public var label: Color? {
            get { options.value("label") }
            set { options.setValue("label", newValue) }
        }

        /// Horizontal grid lines.
        ///
        /// Takes colour; default `"#F2F4F5"`.
        ///
        /// Animatable: `chart.grid`.
        public var grid: Color? {
            get { options.value("grid") }
            set { options.setValue("grid", newValue) }
        }

        /// The indicator's line.
        ///
        /// Takes colour; default `"#DFE6EB"`.
        ///
        /// Animatable: `chart.indicator`.
        public var indicator: Color? {
            get { options.value("indicator") }
            set { options.setValue("indicator", newValue) }
        }

        /// The plaque's fill.
        ///
        /// Takes colour; default `"#FFFFFF"`.
        ///
        /// Animatable: `chart.plaque`.
        public var plaque: Color? {
            get { options.value("plaque") }
            set { options.setValue("plaque", newValue) }
        }

        /// The plaque's edge.
        ///
        /// Takes colour; default `"#E3E8EC"`.
        ///
        /// Animatable: `chart.plaqueBorder`.
        public var plaqueBorder: Color? {
            get { options.value("plaqueBorder") }
            set { options.setValue("plaqueBorder", newValue) }
        }

        /// The mini map outside the window.
        ///
        /// Takes colour; default `"#F5F9FBCC"`.
        ///
        /// Animatable: `chart.dim`.
        public var dim: Color? {
            get { options.value("dim") }
            set { options.setValue("dim", newValue) }
        }

        /// The window's frame on the mini map.
        ///
        /// Takes colour; default `"#C0D1E1B3"`.
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
        /// Takes colour; default `"#25252980"`.
        ///
        /// Animatable: `chart.stackLabel`.
        public var stackLabel: Color? {
            get { options.value("stackLabel") }
            set { options.setValue("stackLabel", newValue) }
        }

        /// Grid lines over bars and areas.
        ///
        /// Takes colour; default `"#182D3B1A"`.
        ///
        /// Animatable: `chart.stackGrid`.
        public var stackGrid: Color? {
            get { options.value("stackGrid") }
            set { options.setValue("stackGrid", newValue) }
        }
    }
}

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
