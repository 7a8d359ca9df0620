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
        data: ChartData? = nil,
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
    public var data: ChartData? {
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
