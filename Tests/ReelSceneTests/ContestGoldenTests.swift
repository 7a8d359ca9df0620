import ReelScene
import Foundation
import ReelRaster
import Testing

/// The contest's round-2 presets pinned at the moments that matter, at scale
/// 1 (`TelegramGoldenTests.render`).
@Suite struct ContestGoldenTests {
    static func check(_ preset: String, at seconds: Double) throws {
        try GoldenFrames.check(try TelegramGoldenTests.render(preset, at: seconds),
                               named: "\(preset)-\(String(format: "%.1f", seconds))")
    }

    /// Both axes mid-reveal; the window widening, each axis between fits; the
    /// second line and its axis fading out; the indicator on both lines.
    @Test(arguments: [0.6, 3.0, 6.3, 9.0])
    func twoAxesGolden(at seconds: Double) throws { try Self.check("contest-two-axes", at: seconds) }

    /// Bars growing in; the window widening; two series shrinking out of the
    /// stack with the y axis re-fitting; the indicator dimming all columns but one.
    @Test(arguments: [0.5, 2.2, 4.3, 8.5])
    func stackedBarsGolden(at seconds: Double) throws { try Self.check("contest-stacked-bars", at: seconds) }

    /// A single series' bars mid-window-slide and with the indicator.
    @Test(arguments: [2.5, 7.0])
    func singleBarGolden(at seconds: Double) throws { try Self.check("contest-single-bar", at: seconds) }

    /// Shares re-normalising as a series hides; the areas flattening; the
    /// areas rolling up; the pie with a slice pulled out; the window
    /// contracting onto a day while the areas flatten; the day's pie.
    @Test(arguments: [2.0, 6.3, 6.9, 8.8, 13.6, 14.9])
    func percentageAreaGolden(at seconds: Double) throws { try Self.check("contest-percentage-area", at: seconds) }

    /// The overview's window contracting onto the day, its range following
    /// what it draws; the hours fading in over it, each on its own axes
    /// (mid-zoom in); the day's 24 hours with the indicator; a line toggled
    /// off in the day (mid-toggle off, then off), and on again (mid-toggle
    /// on); zooming back out.
    @Test(arguments: [3.9, 4.1, 4.4, 6.0, 7.4, 7.9, 8.5, 9.5])
    func dayZoomGolden(at seconds: Double) throws { try Self.check("contest-day-zoom", at: seconds) }

    /// Bars into lines (chart 4): mid-zoom in, the bars fading out over the
    /// day's three lines, each chart on its own axis; the day's lines;
    /// mid-zoom out.
    @Test(arguments: [3.6, 5.0, 8.2, 8.4])
    func barsZoomGolden(at seconds: Double) throws { try Self.check("contest-bars-zoom", at: seconds) }
}
