// Generated from the option tables by `make reference`: edit the tables, not this file.

/// The `donut` chart.
///
/// Its options as the scene file's `chart` object writes them; a property
/// left nil takes the chart's default.
public struct Donut: SceneChart {
    /// The chart's `type` in the scene file.
    public static let type = "donut"

    /// The options as the scene file writes them.
    public var options: SceneObject

    /// These options as they are.
    public init(options: SceneObject) {
        self.options = options
    }

    /// The options given; nil leaves an option's default.
    public init(
        value: Double? = nil,
        maxValue: Double? = nil,
        barWidth: Double? = nil,
        barPadding: Double? = nil,
        trackColor: Color? = nil,
        tintColor: Color? = nil,
        strokeStart: Double? = nil,
        strokeEnd: Double? = nil,
        label: Label? = nil,
        animationDuration: Double? = nil,
        animationCurve: TimingFunction? = nil,
        animated: Bool? = nil
    ) {
        options = SceneObject()
        self.value = value
        self.maxValue = maxValue
        self.barWidth = barWidth
        self.barPadding = barPadding
        self.trackColor = trackColor
        self.tintColor = tintColor
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
        if let label { self.label = label }
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.animated = animated
    }

    /// The amount shown.
    ///
    /// Takes number, -1e300 to 1e300; default `0`.
    ///
    /// Animatable: `chart.value`.
    public var value: Double? {
        get { options.value("value") }
        set { options.setValue("value", newValue) }
    }

    /// The full ring; the filled fraction is `value / maxValue` clamped to 0…1, and 0 when either is 0 or negative.
    ///
    /// Takes number, -1e300 to 1e300; default `100`.
    ///
    /// Animatable: `chart.maxValue`.
    public var maxValue: Double? {
        get { options.value("maxValue") }
        set { options.setValue("maxValue", newValue) }
    }

    /// Thickness of the ring, in points.
    ///
    /// Takes number, 0–4096; default `20`.
    ///
    /// Animatable: `chart.barWidth`.
    public var barWidth: Double? {
        get { options.value("barWidth") }
        set { options.setValue("barWidth", newValue) }
    }

    /// Inset of the filled arc inside the track, on both sides (the fill is `barWidth − 2 × barPadding` thick).
    ///
    /// Takes number, 0–4096; default `0`.
    ///
    /// Animatable: `chart.barPadding`.
    public var barPadding: Double? {
        get { options.value("barPadding") }
        set { options.setValue("barPadding", newValue) }
    }

    /// The unfilled ring (`chartBackgroundColor` in the seed).
    ///
    /// Takes colour; default `"secondarySystemBackground"`.
    ///
    /// Animatable: `chart.trackColor`.
    public var trackColor: Color? {
        get { options.value("trackColor") }
        set { options.setValue("trackColor", newValue) }
    }

    /// The filled arc (`chartTintColor`).
    ///
    /// Takes colour; default `"orange"`.
    ///
    /// Animatable: `chart.tintColor`.
    public var tintColor: Color? {
        get { options.value("tintColor") }
        set { options.setValue("tintColor", newValue) }
    }

    /// Start of the filled arc's trim, by arc length.
    ///
    /// Takes number, 0–1; default `0`.
    ///
    /// Animatable: `chart.strokeStart`.
    public var strokeStart: Double? {
        get { options.value("strokeStart") }
        set { options.setValue("strokeStart", newValue) }
    }

    /// End of the filled arc's trim, as `CAShapeLayer`; the chart's own reveal runs up to it.
    ///
    /// Takes number, 0–1; default `1`.
    ///
    /// Animatable: `chart.strokeEnd`.
    public var strokeEnd: Double? {
        get { options.value("strokeEnd") }
        set { options.setValue("strokeEnd", newValue) }
    }

    /// Text in the centre of the ring.
    ///
    /// Takes object (donut label); default none.
    public var label: Label {
        get { options.section("label") ?? Label(options: SceneObject()) }
        set { options.setSection("label", newValue) }
    }

    /// Length of the chart's own reveal, in seconds.
    ///
    /// Takes number, 0–3600; default `0.8`.
    public var animationDuration: Double? {
        get { options.value("animationDuration") }
        set { options.setValue("animationDuration", newValue) }
    }

    /// Curve of the chart's own reveal.
    ///
    /// Takes curve; default `"easeInEaseOut"`.
    public var animationCurve: TimingFunction? {
        get { options.value("animationCurve") }
        set { options.setValue("animationCurve", newValue) }
    }

    /// Whether the chart reveals itself (strokeEnd from 0, unless a track drives it).
    ///
    /// Takes boolean; default `true`.
    public var animated: Bool? {
        get { options.value("animated") }
        set { options.setValue("animated", newValue) }
    }
}
