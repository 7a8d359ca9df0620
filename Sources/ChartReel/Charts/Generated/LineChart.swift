// Generated from the option tables by `make reference`: edit the tables, not this file.

/// The `line` chart.
///
/// Its options as the scene file's `chart` object writes them; a property
/// left nil takes the chart's default.
public struct LineChart: SceneChart {
    /// The chart's `type` in the scene file.
    public static let type = "line"

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
        x: SceneValue? = nil,
        defaultColor: Color? = nil,
        xAxis: Axis? = nil,
        yAxis: Axis? = nil,
        insets: [Double]? = nil,
        lineMode: String? = nil,
        lineCap: String? = nil,
        lineJoin: String? = nil,
        dots: String? = nil,
        dotRadius: Double? = nil,
        dotColor: Color? = nil,
        showValues: Bool? = nil,
        values: Values? = nil,
        strokeStart: Double? = nil,
        strokeEnd: Double? = nil,
        reveal: String? = nil,
        stagger: Double? = nil,
        phaseY: Double? = nil,
        bubble: Bubble? = nil,
        popup: Popup? = nil,
        direction: String? = nil
    ) {
        options = SceneObject()
        self.data = data
        if let series { self.series = series }
        self.x = x
        self.defaultColor = defaultColor
        if let xAxis { self.xAxis = xAxis }
        if let yAxis { self.yAxis = yAxis }
        self.insets = insets
        self.lineMode = lineMode
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dots = dots
        self.dotRadius = dotRadius
        self.dotColor = dotColor
        self.showValues = showValues
        if let values { self.values = values }
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
        self.reveal = reveal
        self.stagger = stagger
        self.phaseY = phaseY
        if let bubble { self.bubble = bubble }
        if let popup { self.popup = popup }
        self.direction = direction
    }

    /// `{ "file": "visits.csv" }` (CSV, TSV, a contest file or a JSON array of records, with `x` and `y` naming fields), `{ "csv": "data.csv" }`, `{ "telegram": "chart_data.json", "chart": 0 }` or `{ "records": [...] }` written inline (see Data); `--data FILE` replaces it.
    ///
    /// Takes data source.
    public var data: ChartData? {
        get { options.value("data") }
        set { options.setValue("data", newValue) }
    }

    /// Inline series, or styles for the data's series matched by `id`.
    ///
    /// Takes array of object (series).
    ///
    /// Animatable: `chart.series[N].color`.
    public var series: [Series] {
        get { options.sections("series") ?? [] }
        set { options.setSections("series", newValue) }
    }

    /// X values shared by inline series: numbers or dates.
    ///
    /// Takes array of (number, -1e300 to 1e300 or date); default 0, 1, 2….
    public var x: SceneValue? {
        get { options.value("x") }
        set { options.setValue("x", newValue) }
    }

    /// For series without a colour (seed 004's `defaultLineColor`).
    ///
    /// Takes colour; default palette.
    public var defaultColor: Color? {
        get { options.value("defaultColor") }
        set { options.setValue("defaultColor", newValue) }
    }

    /// The x axis.
    ///
    /// Takes object (axis).
    public var xAxis: Axis {
        get { options.section("xAxis") ?? Axis(options: SceneObject()) }
        set { options.setSection("xAxis", newValue) }
    }

    /// The y axis.
    ///
    /// Takes object (axis).
    public var yAxis: Axis {
        get { options.section("yAxis") ?? Axis(options: SceneObject()) }
        set { options.setSection("yAxis", newValue) }
    }

    /// `[top, left, bottom, right]`: the plot area inside the chart.
    ///
    /// Takes array of numbers, 0–1e7; default room for the measured labels.
    public var insets: [Double]? {
        get { options.value("insets") }
        set { options.setValue("insets", newValue) }
    }

    /// `smooth` is a monotone cubic: no bumps the data does not have.
    ///
    /// Takes `straight`, `smooth`, `stepped`; default `straight`.
    public var lineMode: String? {
        get { options.value("lineMode") }
        set { options.setValue("lineMode", newValue) }
    }

    /// Ends of the lines.
    ///
    /// Takes `butt`, `round`, `square`; default `round`.
    public var lineCap: String? {
        get { options.value("lineCap") }
        set { options.setValue("lineCap", newValue) }
    }

    /// Corners of the lines.
    ///
    /// Takes `miter`, `round`, `bevel`; default `round`.
    public var lineJoin: String? {
        get { options.value("lineJoin") }
        set { options.setValue("lineJoin", newValue) }
    }

    /// Dots appear as the reveal reaches them, painted like the line.
    ///
    /// Takes `none`, `all`, `endpoints`; default `none`.
    public var dots: String? {
        get { options.value("dots") }
        set { options.setValue("dots", newValue) }
    }

    /// Radius of the dots in points.
    ///
    /// Takes number, 0–1000; default `3`.
    ///
    /// Animatable: `chart.dotRadius`.
    public var dotRadius: Double? {
        get { options.value("dotRadius") }
        set { options.setValue("dotRadius", newValue) }
    }

    /// The dots' colour.
    ///
    /// Takes colour; default the series' paint.
    public var dotColor: Color? {
        get { options.value("dotColor") }
        set { options.setValue("dotColor", newValue) }
    }

    /// Values by their points (seed 004), above if free, else below, else left out: they never overlap each other or a dot.
    ///
    /// Takes boolean; default `false`.
    public var showValues: Bool? {
        get { options.value("showValues") }
        set { options.setValue("showValues", newValue) }
    }

    /// How values, bubble and popup write numbers.
    ///
    /// Takes object (values); default 0 decimals, 9 pt, the series' colour.
    public var values: Values {
        get { options.section("values") ?? Values(options: SceneObject()) }
        set { options.setSection("values", newValue) }
    }

    /// The reveal's start, by arc length.
    ///
    /// Takes number, 0–1; default `0`.
    ///
    /// Animatable: `chart.strokeStart`.
    public var strokeStart: Double? {
        get { options.value("strokeStart") }
        set { options.setValue("strokeStart", newValue) }
    }

    /// The reveal's end, by arc length.
    ///
    /// Takes number, 0–1; default `1`.
    ///
    /// Animatable: `chart.strokeEnd`.
    public var strokeEnd: Double? {
        get { options.value("strokeEnd") }
        set { options.setValue("strokeEnd", newValue) }
    }

    /// Several series drawn together, or one after another, each taking an equal share of `strokeEnd`.
    ///
    /// Takes `simultaneous`, `sequential`; default `simultaneous`.
    public var reveal: String? {
        get { options.value("reveal") }
        set { options.setValue("reveal", newValue) }
    }

    /// With `sequential`: how far into the reveal each series starts after the previous one; smaller values overlap them.
    ///
    /// Takes number, 0–1; default 1 / number of series.
    public var stagger: Double? {
        get { options.value("stagger") }
        set { options.setValue("stagger", newValue) }
    }

    /// Values grow from the baseline (Charts' `animateY`).
    ///
    /// Takes number, 0–10; default `1`.
    ///
    /// Animatable: `chart.phaseY`.
    public var phaseY: Double? {
        get { options.value("phaseY") }
        set { options.setValue("phaseY", newValue) }
    }

    /// Seed 001's label by the last point: above right of it (above left if it would leave the chart), scaling about it.
    ///
    /// Takes object (bubble); default none.
    ///
    /// Animatable: `chart.bubble.opacity`.
    public var bubble: Bubble {
        get { options.section("bubble") ?? Bubble(options: SceneObject()) }
        set { options.setSection("bubble", newValue) }
    }

    /// Seed 004's popup: a vertical line and circles on each series at `x`, and a box with the x label and each value, clamped inside the chart as `SKChartView` clamps a touch.
    ///
    /// Takes object (popup); default none.
    ///
    /// Animatable: `chart.popup.y`.
    public var popup: Popup {
        get { options.section("popup") ?? Popup(options: SceneObject()) }
        set { options.setSection("popup", newValue) }
    }

    /// `rtl` mirrors the chart for a right-to-left language: time runs right to left, the y axis and its labels move to the right, text reads right to left; `auto` follows the scene's `locale`.
    ///
    /// Takes `auto`, `ltr`, `rtl`; default `auto`.
    public var direction: String? {
        get { options.value("direction") }
        set { options.setValue("direction", newValue) }
    }
}
