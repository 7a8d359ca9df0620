import ReelCharts
import ReelGeometry
import ReelTiming

/// The `donut` chart's options (as iOS's `PieChartView` ring).
enum DonutOptions {
    static let table = OptionTable<DonutChart>("donut", title: "donut", defaults: DonutChart(), [
        .number("value", \.value, in: Limits.data, doc: "the amount shown", animatable: true),
        .number("maxValue", \.maxValue, in: Limits.data,
                doc: "the full ring; the filled fraction is `value / maxValue` clamped to 0…1, and 0 when either is 0 or negative",
                animatable: true),
        .number("barWidth", \.barWidth, in: 0...4096, doc: "thickness of the ring, in points", animatable: true),
        .number("barPadding", \.barPadding, in: 0...4096,
                doc: "inset of the filled arc inside the track, on both sides (the fill is `barWidth − 2 × barPadding` thick)",
                animatable: true),
        .color("trackColor", \.trackColor, doc: "the unfilled ring (`chartBackgroundColor` in the seed)",
               default: "`\"\(DonutChart.trackColorName)\"`", animatable: true),
        .color("tintColor", \.tintColor, doc: "the filled arc (`chartTintColor`)", default: "`\"\(DonutChart.tintColorName)\"`", animatable: true),
        .number("strokeStart", \.strokeStart, in: 0...1, doc: "start of the filled arc's trim, by arc length", animatable: true),
        .number("strokeEnd", \.strokeEnd, in: 0...1,
                doc: "end of the filled arc's trim, as `CAShapeLayer`; the chart's own reveal runs up to it", animatable: true),
        Option("label", Lens(\.label), .section(labelTable.sheet), doc: "text in the centre of the ring", default: "none") { context in
            var label = DonutLabel()
            try labelTable.decodeObject(context, into: &label)
            return label
        },
        animationDuration.row(),
        animationCurve.row(),
        animated.row(),
    ])

    /// The chart's own reveal (`DonutDecoding.implicitReveal`): not a
    /// property of the chart but a track the decoder adds to its animation.
    static let animationDuration = OptionKey.number("animationDuration", in: ImplicitMotion.seconds, default: ImplicitMotion().duration,
                                                    doc: "length of the chart's own reveal, in seconds")
    static let animationCurve = OptionKey<TimingCurve>("animationCurve", .defined(name: "curve", text: "curve"),
                                                       default: ImplicitMotion().curve, text: ImplicitMotion.curveText(ImplicitMotion().curve),
                                                       doc: "curve of the chart's own reveal") { try TimelineDecoding.decodeCurve($0) }
    /// On unless the scene says, as `PieChartView`'s `animated: true`.
    static let animated = OptionKey.bool("animated", default: true,
                                         doc: "whether the chart reveals itself (strokeEnd from 0, unless a track drives it)")

    static let labelTable = OptionTable<DonutLabel>("donut.label", title: "donut label", defaults: DonutLabel(), [
        Option("format", Lens(\.format), .template(placeholders: DonutLabel.placeholders, allowEmpty: false),
               doc: "text with placeholders: `{percent}` (the fraction drawn so far × 100), `{value}` (the part of `value` drawn so far), `{maxValue}`") {
            try $0.template(placeholders: DonutLabel.placeholders, allowEmpty: false)
        },
        .integer("decimals", \.decimals, in: 0...6, doc: "digits after the decimal point for the placeholders"),
        .fontSize("size", \.font, doc: "font size in points"),
        .fontName("font", \.font, doc: "a fontconfig name (`\"DejaVu Sans:bold\"`) or a font file path"),
        .color("color", \.color, doc: "text colour", default: "`\"label\"`"),
    ])
}
