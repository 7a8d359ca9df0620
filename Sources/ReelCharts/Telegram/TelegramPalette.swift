import ReelGeometry
import ReelTiming

/// Every colour of a Telegram chart apart from the series'. The contest
/// chart switches between a day and a night palette; the chart draws their
/// blend (`TelegramChart.theme`), so a switch is one cross-fade.
package struct TelegramPalette: ThemePalette {
    /// The chart's own background (it fills its bounds).
    package var background: Color
    /// Title and the plaque's date.
    package var text: Color
    /// Axis labels.
    package var label: Color
    /// Horizontal grid lines.
    package var grid: Color
    /// The indicator's vertical line.
    package var indicator: Color
    /// The plaque's fill and its edge.
    package var plaque: Color
    package var plaqueBorder: Color
    /// The mini map outside the window.
    package var dim: Color
    /// The window's frame and side handles on the mini map.
    package var frame: Color
    /// The grips on the handles.
    package var grip: Color
    /// Check marks and names on toggles that are on.
    package var check: Color
    /// Axis labels and grid lines over bars and areas, which fill the plot:
    /// translucent, so they read over any series' colour.
    package var stackLabel: Color
    package var stackGrid: Color

    /// Day mode, from the contest's design as its entries used it.
    package static let day = TelegramPalette(
        background: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF), text: Color(r8: 0x22, g8: 0x22, b8: 0x22),
        label: Color(r8: 0x96, g8: 0xA2, b8: 0xAA), grid: Color(r8: 0xF2, g8: 0xF4, b8: 0xF5),
        indicator: Color(r8: 0xDF, g8: 0xE6, b8: 0xEB), plaque: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF),
        plaqueBorder: Color(r8: 0xE3, g8: 0xE8, b8: 0xEC), dim: Color(r8: 0xF5, g8: 0xF9, b8: 0xFB, a8: 0xCC),
        frame: Color(r8: 0xC0, g8: 0xD1, b8: 0xE1, a8: 0xB3), grip: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF),
        check: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF),
        stackLabel: Color(r8: 0x25, g8: 0x25, b8: 0x29, a8: 0x80), stackGrid: Color(r8: 0x18, g8: 0x2D, b8: 0x3B, a8: 0x1A)
    )

    /// Night mode.
    package static let night = TelegramPalette(
        background: Color(r8: 0x24, g8: 0x2F, b8: 0x3E), text: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF),
        label: Color(r8: 0x54, g8: 0x67, b8: 0x78), grid: Color(r8: 0x29, g8: 0x35, b8: 0x44),
        indicator: Color(r8: 0x3B, g8: 0x4A, b8: 0x5A), plaque: Color(r8: 0x25, g8: 0x32, b8: 0x41),
        plaqueBorder: Color(r8: 0x1B, g8: 0x24, b8: 0x33), dim: Color(r8: 0x1F, g8: 0x2A, b8: 0x38, a8: 0x99),
        frame: Color(r8: 0x56, g8: 0x62, b8: 0x6D, a8: 0xB3), grip: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF),
        check: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF),
        stackLabel: Color(r8: 0xBA, g8: 0xCC, b8: 0xE1, a8: 0x99), stackGrid: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0x1A)
    )

    /// The palette's colours by name, for scenes and tracks (`day.grid`).
    package static let colors: [(name: String, keyPath: WritableKeyPath<TelegramPalette, Color> & Sendable)] = [
        ("background", \.background), ("text", \.text), ("label", \.label), ("grid", \.grid),
        ("indicator", \.indicator), ("plaque", \.plaque), ("plaqueBorder", \.plaqueBorder), ("dim", \.dim),
        ("frame", \.frame), ("grip", \.grip), ("check", \.check), ("stackLabel", \.stackLabel), ("stackGrid", \.stackGrid),
    ]
}
