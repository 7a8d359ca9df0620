// Generated from the option tables by `make reference`: edit the tables, not this file.

/// The `activity` chart.
///
/// Its options as the scene file's `chart` object writes them; a property
/// left nil takes the chart's default.
public struct ActivityChart: SceneChart {
    /// The chart's `type` in the scene file.
    public static let type = "activity"

    /// The options as the scene file writes them.
    public var options: SceneObject

    /// These options as they are.
    public init(options: SceneObject) {
        self.options = options
    }

    /// The options given; nil leaves an option's default.
    public init(
        intervals: SceneValue? = nil,
        types: SceneValue? = nil,
        overlaps: Bool? = nil,
        now: SceneValue? = nil,
        windowLength: Double? = nil,
        windowStart: SceneValue? = nil,
        scrollToNow: SceneValue? = nil,
        gridStep: Double? = nil,
        labelStep: Double? = nil,
        barHeight: Double? = nil,
        minimumLength: Double? = nil,
        grow: Double? = nil,
        stagger: Double? = nil,
        markerOpacity: Double? = nil,
        legend: Bool? = nil,
        labelSize: Double? = nil,
        labelFont: String? = nil,
        legendSize: Double? = nil,
        legendFont: String? = nil,
        direction: String? = nil,
        theme: SceneValue? = nil,
        day: Day? = nil,
        night: Night? = nil
    ) {
        options = SceneObject()
        self.intervals = intervals
        self.types = types
        self.overlaps = overlaps
        self.now = now
        self.windowLength = windowLength
        self.windowStart = windowStart
        self.scrollToNow = scrollToNow
        self.gridStep = gridStep
        self.labelStep = labelStep
        self.barHeight = barHeight
        self.minimumLength = minimumLength
        self.grow = grow
        self.stagger = stagger
        self.markerOpacity = markerOpacity
        self.legend = legend
        self.labelSize = labelSize
        self.labelFont = labelFont
        self.legendSize = legendSize
        self.legendFont = legendFont
        self.direction = direction
        self.theme = theme
        if let day { self.day = day }
        if let night { self.night = night }
    }

    /// The day's intervals: `[{ "start": "7:30", "end": "8:05", "type": "active" }, …]` (minutes since midnight or `H:MM`), or `{ "csv": "day.csv" }` with columns start, end and type; `--data FILE.csv` replaces it.
    ///
    /// Takes array of object (interval) or object (intervals file).
    public var intervals: SceneValue? {
        get { options.value("intervals") }
        set { options.setValue("intervals", newValue) }
    }

    /// Restyles the built-in types (`active`, `additionalTime`, `overtime`, `block`) and declares others: `{ "homework": { "name": "Homework", "color": "#5856D6" } }`.
    ///
    /// Takes types by id; default the four built-in types.
    public var types: SceneValue? {
        get { options.value("types") }
        set { options.setValue("types", newValue) }
    }

    /// Whether intervals may share time; `false` makes an overlap an error.
    ///
    /// Takes boolean; default `true`.
    public var overlaps: Bool? {
        get { options.value("overlaps") }
        set { options.setValue("overlaps", newValue) }
    }

    /// The current time (minutes since midnight or `H:MM`): draws the marker; a track moves it in minutes.
    ///
    /// Takes number, 0–1440 or `H:MM`; default none.
    ///
    /// Animatable: `chart.now`.
    public var now: SceneValue? {
        get { options.value("now") }
        set { options.setValue("now", newValue) }
    }

    /// How many minutes the chart shows at once (the seed shows 2 of the 24 hours).
    ///
    /// Takes number, 1–1440; default `120`.
    public var windowLength: Double? {
        get { options.value("windowLength") }
        set { options.setValue("windowLength", newValue) }
    }

    /// The earliest minute in view (`H:MM` too), or `"now"` for the seed's scroll to now (the window that ends at now); tracks scroll it in minutes.
    ///
    /// Takes number, 0–1440 or `H:MM` or `now`; default `0`.
    ///
    /// Animatable: `chart.windowStart`.
    public var windowStart: SceneValue? {
        get { options.value("windowStart") }
        set { options.setValue("windowStart", newValue) }
    }

    /// Scrolls the window from `windowStart` to now as the seed does on load: `true` (at 0 s, over 0.8 s) or `{ "begin", "duration", "curve" }`.
    ///
    /// Takes boolean or object (scrollToNow); default `false`.
    public var scrollToNow: SceneValue? {
        get { options.value("scrollToNow") }
        set { options.setValue("scrollToNow", newValue) }
    }

    /// Minutes between grid lines.
    ///
    /// Takes number, 1–1440; default `15`.
    public var gridStep: Double? {
        get { options.value("gridStep") }
        set { options.setValue("gridStep", newValue) }
    }

    /// Minutes between time labels.
    ///
    /// Takes number, 1–1440; default `15`.
    public var labelStep: Double? {
        get { options.value("labelStep") }
        set { options.setValue("labelStep", newValue) }
    }

    /// The bars' height as a fraction of the band.
    ///
    /// Takes number, 0–1; default `0.5`.
    ///
    /// Animatable: `chart.barHeight`.
    public var barHeight: Double? {
        get { options.value("barHeight") }
        set { options.setValue("barHeight", newValue) }
    }

    /// The shortest bar drawn, in minutes.
    ///
    /// Takes number, 0–1440; default `1`.
    public var minimumLength: Double? {
        get { options.value("minimumLength") }
        set { options.setValue("minimumLength", newValue) }
    }

    /// The intervals' grow-in: 0 none drawn, 1 all whole; each grows from its start in turn.
    ///
    /// Takes number, 0–1; default `1`.
    ///
    /// Animatable: `chart.grow`.
    public var grow: Double? {
        get { options.value("grow") }
        set { options.setValue("grow", newValue) }
    }

    /// How the grow-ins follow each other: 0 all at once, 1 one after another.
    ///
    /// Takes number, 0–1; default `0.5`.
    ///
    /// Animatable: `chart.stagger`.
    public var stagger: Double? {
        get { options.value("stagger") }
        set { options.setValue("stagger", newValue) }
    }

    /// The now marker's opacity.
    ///
    /// Takes number, 0–1; default `1`.
    ///
    /// Animatable: `chart.markerOpacity`.
    public var markerOpacity: Double? {
        get { options.value("markerOpacity") }
        set { options.setValue("markerOpacity", newValue) }
    }

    /// The legend of the types present, under the chart.
    ///
    /// Takes boolean; default `true`.
    public var legend: Bool? {
        get { options.value("legend") }
        set { options.setValue("legend", newValue) }
    }

    /// The time labels' size in points (the seed's 6.5).
    ///
    /// Takes number, 1–1000; default `6.5`.
    public var labelSize: Double? {
        get { options.value("labelSize") }
        set { options.setValue("labelSize", newValue) }
    }

    /// The time labels' font.
    ///
    /// Takes string; default `"DejaVu Sans:bold"`.
    public var labelFont: String? {
        get { options.value("labelFont") }
        set { options.setValue("labelFont", newValue) }
    }

    /// The legend's size in points.
    ///
    /// Takes number, 1–1000; default `10`.
    public var legendSize: Double? {
        get { options.value("legendSize") }
        set { options.setValue("legendSize", newValue) }
    }

    /// The legend's font.
    ///
    /// Takes string; default `"DejaVu Sans"`.
    public var legendFont: String? {
        get { options.value("legendFont") }
        set { options.setValue("legendFont", newValue) }
    }

    /// `rtl` mirrors the chart as the seed does for Arabic (intervals at `[-end, -start]`, labels by absolute value, gradients and scrolling reversed); `auto` follows the scene's `locale`.
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
