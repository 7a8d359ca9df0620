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
        data: SceneValue? = nil,
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

    /// `{ "file": "visits.csv" }` (CSV, TSV, a contest file or a JSON array of records, with `x` and `y` naming fields), `{ "csv": "data.csv" }` or `{ "telegram": "chart_data.json", "chart": 0 }` (see Data); `--data FILE` replaces it.
    ///
    /// Takes data source.
    public var data: SceneValue? {
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

extension LineChart {
    /// The `series` options: series.
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
            y: SceneValue? = nil,
            x: SceneValue? = nil,
            name: String? = nil,
            color: Color? = nil,
            width: Double? = nil,
            visible: SceneValue? = nil,
            opacity: Double? = nil,
            strokeStart: Double? = nil,
            strokeEnd: Double? = nil,
            gradient: SceneValue? = nil,
            area: SceneValue? = nil
        ) {
            options = SceneObject()
            self.id = id
            self.y = y
            self.x = x
            self.name = name
            self.color = color
            self.width = width
            self.visible = visible
            self.opacity = opacity
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
            self.gradient = gradient
            self.area = area
        }

        /// Names the series for tracks (`chart.ID.opacity`); with `data`, the column it styles.
        ///
        /// Takes string; default `series` + its index.
        public var id: String? {
            get { options.value("id") }
            set { options.setValue("id", newValue) }
        }

        /// Inline values, `null` for a gap (not with `data`).
        ///
        /// Takes array of (number, -1e300 to 1e300 or null).
        public var y: SceneValue? {
            get { options.value("y") }
            set { options.setValue("y", newValue) }
        }

        /// This series' own x values: numbers or dates (`2019-03-07`).
        ///
        /// Takes array of (number, -1e300 to 1e300 or date); default the chart's `x`, else 0, 1, 2….
        public var x: SceneValue? {
            get { options.value("x") }
            set { options.setValue("x", newValue) }
        }

        /// Shown in the popup and bubble.
        ///
        /// Takes string; default its id.
        public var name: String? {
            get { options.value("name") }
            set { options.setValue("name", newValue) }
        }

        /// The line's colour.
        ///
        /// Takes colour; default `defaultColor`, else the palette.
        ///
        /// Animatable: `chart.color`.
        public var color: Color? {
            get { options.value("color") }
            set { options.setValue("color", newValue) }
        }

        /// Line width in points.
        ///
        /// Takes number, 0–1000; default `2`.
        ///
        /// Animatable: `chart.width`.
        public var width: Double? {
            get { options.value("width") }
            set { options.setValue("width", newValue) }
        }

        /// `true`, `false` or a fade in between; a hidden series leaves a fitted y axis.
        ///
        /// Takes boolean or number, 0–1; default `1`.
        ///
        /// Animatable: `chart.visible`.
        public var visible: SceneValue? {
            get { options.value("visible") }
            set { options.setValue("visible", newValue) }
        }

        /// The line's opacity.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// This series' own trim start, within the chart's reveal.
        ///
        /// Takes number, 0–1; default `0`.
        ///
        /// Animatable: `chart.strokeStart`.
        public var strokeStart: Double? {
            get { options.value("strokeStart") }
            set { options.setValue("strokeStart", newValue) }
        }

        /// This series' own trim end.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.strokeEnd`.
        public var strokeEnd: Double? {
            get { options.value("strokeEnd") }
            set { options.setValue("strokeEnd", newValue) }
        }

        /// A stroke gradient across the plot, by value, or along the line.
        ///
        /// Takes `{ "horizontal" | "vertical" | "alongLength": colours }`; default none.
        public var gradient: SceneValue? {
            get { options.value("gradient") }
            set { options.setValue("gradient", newValue) }
        }

        /// A fill under the line fading to the baseline.
        ///
        /// Takes boolean or object (area); default none.
        public var area: SceneValue? {
            get { options.value("area") }
            set { options.setValue("area", newValue) }
        }
    }
}

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

extension LineChart {
    /// The `line.bubble` options: bubble.
    public struct Bubble: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            format: String? = nil,
            size: Double? = nil,
            font: String? = nil,
            textColor: Color? = nil,
            fill: Color? = nil,
            opacity: Double? = nil,
            scale: Double? = nil,
            series: Int? = nil
        ) {
            options = SceneObject()
            self.format = format
            self.size = size
            self.font = font
            self.textColor = textColor
            self.fill = fill
            self.opacity = opacity
            self.scale = scale
            self.series = series
        }

        /// Text with `{value}` (the last value) and `{name}`.
        ///
        /// Takes string; default `"{value}"`.
        public var format: String? {
            get { options.value("format") }
            set { options.setValue("format", newValue) }
        }

        /// Font size in points.
        ///
        /// Takes number, 1–200; default `10`.
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

        /// The text's colour.
        ///
        /// Takes colour; default `"#FFFFFF"`.
        public var textColor: Color? {
            get { options.value("textColor") }
            set { options.setValue("textColor", newValue) }
        }

        /// The bubble's colour.
        ///
        /// Takes colour; default the line's last colour.
        public var fill: Color? {
            get { options.value("fill") }
            set { options.setValue("fill", newValue) }
        }

        /// The bubble's opacity.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// Grows from the point it points at.
        ///
        /// Takes number, 0–100; default `1`.
        ///
        /// Animatable: `chart.scale`.
        public var scale: Double? {
            get { options.value("scale") }
            set { options.setValue("scale", newValue) }
        }

        /// Which series (index) it follows.
        ///
        /// Takes whole number, 0–1000; default `0`.
        public var series: Int? {
            get { options.value("series") }
            set { options.setValue("series", newValue) }
        }
    }
}

extension LineChart {
    /// The `line.popup` options: popup.
    public struct Popup: OptionSection {
        /// The options as the scene file writes them.
        var options: SceneObject

        /// These options as they are.
        init(options: SceneObject) {
            self.options = options
        }

        /// The options given; nil leaves an option's default.
        public init(
            x: Double? = nil,
            y: Double? = nil,
            snap: Bool? = nil,
            opacity: Double? = nil,
            background: Color? = nil,
            textColor: Color? = nil,
            size: Double? = nil,
            font: String? = nil,
            lineColor: Color? = nil,
            circleRadius: Double? = nil
        ) {
            options = SceneObject()
            self.x = x
            self.y = y
            self.snap = snap
            self.opacity = opacity
            self.background = background
            self.textColor = textColor
            self.size = size
            self.font = font
            self.lineColor = lineColor
            self.circleRadius = circleRadius
        }

        /// Where, in data units along the x axis.
        ///
        /// Takes number, -1e300 to 1e300; default the x range's start.
        public var x: Double? {
            get { options.value("x") }
            set { options.setValue("x", newValue) }
        }

        /// Top of the box, in points from the chart's top.
        ///
        /// Takes number, -10000 to 10000; default `8`.
        ///
        /// Animatable: `chart.y`.
        public var y: Double? {
            get { options.value("y") }
            set { options.setValue("y", newValue) }
        }

        /// Jump to the nearest data point rather than follow `x` exactly.
        ///
        /// Takes boolean; default `true`.
        public var snap: Bool? {
            get { options.value("snap") }
            set { options.setValue("snap", newValue) }
        }

        /// The popup's opacity.
        ///
        /// Takes number, 0–1; default `1`.
        ///
        /// Animatable: `chart.opacity`.
        public var opacity: Double? {
            get { options.value("opacity") }
            set { options.setValue("opacity", newValue) }
        }

        /// The box's colour.
        ///
        /// Takes colour; default `"#FFFFFFE6"`.
        public var background: Color? {
            get { options.value("background") }
            set { options.setValue("background", newValue) }
        }

        /// The text's colour.
        ///
        /// Takes colour; default `"#1C1C1E"`.
        public var textColor: Color? {
            get { options.value("textColor") }
            set { options.setValue("textColor", newValue) }
        }

        /// Font size in points.
        ///
        /// Takes number, 1–200; default `11`.
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

        /// The vertical line's colour.
        ///
        /// Takes colour; default `"#8E8E93"`.
        public var lineColor: Color? {
            get { options.value("lineColor") }
            set { options.setValue("lineColor", newValue) }
        }

        /// Radius of the circles on the series.
        ///
        /// Takes number, 0–100; default `4`.
        public var circleRadius: Double? {
            get { options.value("circleRadius") }
            set { options.setValue("circleRadius", newValue) }
        }
    }
}

extension LineChart {
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
