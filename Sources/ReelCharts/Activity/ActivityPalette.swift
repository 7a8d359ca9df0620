import ReelGeometry

/// The activity chart's own colours (not the intervals'), in day and night
/// variants that `ActivityChart.theme` cross-fades.
package struct ActivityPalette: ThemePalette {
    /// Fills the chart's bounds.
    package var background: Color
    /// The 15-minute grid lines: `standardTertiary` at half alpha, as the
    /// parental-control timeline (`TimelineChartView`) draws them.
    package var grid: Color
    /// The time labels (`textSecondary`).
    package var label: Color
    /// The now marker (`standardSecondary`).
    package var marker: Color
    /// The legend's names.
    package var legend: Color

    package static let day = ActivityPalette(
        background: Color(r8: 0xFF, g8: 0xFF, b8: 0xFF), grid: Color(r8: 0xC7, g8: 0xC7, b8: 0xCC, a8: 0x80),
        label: Color(r8: 0x8A, g8: 0x8A, b8: 0x8E), marker: Color(r8: 0x3C, g8: 0x3C, b8: 0x43),
        legend: Color(r8: 0x3C, g8: 0x3C, b8: 0x43)
    )

    package static let night = ActivityPalette(
        background: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E), grid: Color(r8: 0x48, g8: 0x48, b8: 0x4A, a8: 0x80),
        label: Color(r8: 0x8E, g8: 0x8E, b8: 0x93), marker: Color(r8: 0xEB, g8: 0xEB, b8: 0xF5),
        legend: Color(r8: 0xEB, g8: 0xEB, b8: 0xF5)
    )

    package static let colors: [(name: String, keyPath: WritableKeyPath<ActivityPalette, Color> & Sendable)] = [
        ("background", \.background), ("grid", \.grid), ("label", \.label), ("marker", \.marker), ("legend", \.legend),
    ]
}
