import ReelCharts
import ReelGeometry

/// The `theme`, `day` and `night` options of a chart with day and night
/// palettes (`ThemePalette`): the blend to draw, and colour overrides that
/// tracks can animate (`chart.night.grid`).
enum ThemeOptions {
    static let names = ["day": 0.0, "night": 1.0]

    /// The three options, for a chart named `chart` whose palettes are
    /// documented colour by colour in `docs`.
    static func options<Model: Sendable, P: ThemePalette>(
        chart: String, theme: WritableKeyPath<Model, Double> & Sendable,
        day: WritableKeyPath<Model, P> & Sendable, night: WritableKeyPath<Model, P> & Sendable,
        palettes: (day: P, night: P), docs: [String: String]
    ) -> [Option<Model>] {
        [
            Option("theme", Lens(theme), .anyOf([.choice(["day", "night"]), .number(0...1)]),
                   doc: "0 is day, 1 night, in between a cross-fade of every colour", default: "`day`",
                   animatable: { .named($0, names: names) }) { try $0.number(orOneOf: names, in: 0...1) },
            .section("day", day, paletteTable(palettes.day, chart: chart, name: "day", docs: docs),
                     doc: "colour overrides for the day palette"),
            .section("night", night, paletteTable(palettes.night, chart: chart, name: "night", docs: docs),
                     doc: "colour overrides for the night palette"),
        ]
    }

    static func paletteTable<P: ThemePalette>(_ palette: P, chart: String, name: String, docs: [String: String]) -> OptionTable<P> {
        OptionTable("\(chart).\(name)", title: name, defaults: palette, P.colors.map { entry in
            .color(entry.name, entry.keyPath, doc: docs[entry.name] ?? entry.name, animatable: true)
        })
    }
}
