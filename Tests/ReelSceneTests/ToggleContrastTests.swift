import Foundation
import ReelGeometry
import Testing
import TestSupport

@testable import ReelScene
@testable import ReelCharts

/// A toggle's name stands out from the button under it at every step of
/// its fade (WCAG contrast at least 3:1), in both palettes and for every
/// series colour the Telegram presets use.
@Suite struct ToggleContrastTests {
    static let presets = ["contest-bars-zoom", "contest-day-zoom", "contest-percentage-area", "contest-single-bar",
                          "contest-stacked-bars", "contest-two-axes", "telegram-followers", "telegram-four-lines", "telegram-night"]

    /// WCAG 2 relative luminance of an opaque sRGB colour.
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` painted over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = min(max(top.alpha, 0), 1)
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// The button's fill and its name's colour, as `ToggleRow` draws them.
    static func colors(of item: DisplayItem) -> (fill: Color, name: Color)? {
        guard case .group(let tagged) = item else { return nil }
        var fill: Color?, name: Color?
        for part in tagged.items {
            if case .fill(_, .solid(let c), _) = part, fill == nil { fill = c }
            if case .text(let run) = part { name = run.color }
        }
        guard let fill, let name else { return nil }
        return (fill, name)
    }

    /// Every series colour of the presets: the charts' and their zoom details' own.
    static func seriesColors() throws -> [Color] {
        var colors: [Color] = []
        for preset in presets {
            let chart = try #require(try MirrorFrames.scene(preset).chart as? ChartAnimation<TelegramChart>).base
            colors += chart.series.map(\.color) + (chart.zoom.detail?.own?.series.map(\.color) ?? [])
        }
        return Array(Set(colors)).sorted { $0.hexString < $1.hexString }
    }

    @Test func theNameStandsOutFromTheButtonAtEveryFadeLevel() throws {
        let colors = try Self.seriesColors()
        #expect(colors.count >= 10)
        for (name, palette) in [("day", TelegramPalette.day), ("night", TelegramPalette.night)] {
            for color in colors {
                for step in 0...100 {
                    var series = LineSeries(id: "s", name: "Joined", x: [0], y: [1], color: color)
                    series.visible = Double(step) / 100
                    let row = ToggleRow([series], in: Rect(x: 0, y: 0, width: 300, height: 100), bottom: 100, text: EstimatedTextMetrics())
                    guard let item = row.items([series], colors: palette).first, let drawn = Self.colors(of: item) else {
                        Issue.record("no button")
                        continue
                    }
                    let fill = Self.over(drawn.fill, palette.background)
                    let text = Self.over(drawn.name, fill)
                    let ratio = Self.contrast(text, fill)
                    #expect(ratio >= 3, "\(name) \(color.hexString) at \(series.visible): \(String(format: "%.2f", ratio))")
                }
            }
        }
    }

    /// At rest the buttons look as the contest's: a name in the series'
    /// colour on an empty button, in white on a filled one, wherever that
    /// already stands out 3:1.
    @Test func atRestTheContestsColoursStayWhereTheyStandOut() throws {
        for palette in [TelegramPalette.day, TelegramPalette.night] {
            for color in try Self.seriesColors() {
                for on in [0.0, 1.0] {
                    var series = LineSeries(id: "s", name: "Joined", x: [0], y: [1], color: color)
                    series.visible = on
                    let row = ToggleRow([series], in: Rect(x: 0, y: 0, width: 300, height: 100), bottom: 100, text: EstimatedTextMetrics())
                    let drawn = try #require(row.items([series], colors: palette).first.flatMap(Self.colors))
                    let contest = on == 0 ? color : palette.check
                    let fill = Self.over(drawn.fill, palette.background)
                    if Self.contrast(Self.over(contest, fill), fill) >= 3 {
                        #expect(drawn.name == contest, "\(color.hexString) at \(on): \(drawn.name.hexString)")
                    }
                }
            }
        }
    }
}
