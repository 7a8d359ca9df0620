import Foundation
import ReelGeometry
import ReelRaster
import Testing

@testable import ReelScene
@testable import ReelCharts

/// `direction` on the line and Telegram charts: right to left is the exact
/// mirror of left to right (text left out), with the y labels at the right
/// reading right to left; `auto` follows the locale.
@Suite struct RightToLeftTests {
    /// The line's reveal and bubble; the contest chart's window, a series
    /// fading out, the indicator with its plaque, the mini map and toggles.
    @Test(arguments: [("line-gradient-reveal", 1.2), ("line-gradient-reveal", 3.5), ("multi-line-popup", 2.0),
                      ("telegram-followers", 2.6), ("telegram-followers", 6.5), ("telegram-followers", 10.5),
                      ("telegram-night", 1.3)])
    func rightToLeftIsTheExactMirror(_ preset: String, _ seconds: Double) throws {
        let ltr = try MirrorFrames.canvas(MirrorFrames.scene(preset, MirrorFrames.set("direction", "ltr")), at: seconds, text: false)
        let rtl = try MirrorFrames.canvas(MirrorFrames.scene(preset, MirrorFrames.set("direction", "rtl")), at: seconds, text: false)
        let worst = MirrorFrames.mirrorDifference(ltr, rtl)
        #expect(worst <= 1, "\(preset) at \(seconds) s: the mirrored frames differ by up to \(worst) of 255")
        #expect(MirrorFrames.mirrorDifference(ltr, ltr) > 16, "\(preset): the frame is not symmetric, so the check can fail")
    }

    /// The text runs of `preset` at `seconds` with `locale` and `direction`.
    static func texts(_ preset: String, locale: String, direction: String, at seconds: Double) throws -> [TextRun] {
        let scene = try MirrorFrames.scene(preset) { object in
            object["locale"] = locale
            MirrorFrames.set("direction", direction)(&object)
        }
        func runs(_ items: [DisplayItem]) -> [TextRun] {
            items.flatMap { item -> [TextRun] in
                switch item {
                case .text(let run): return [run]
                case .group(let group): return runs(group.items)
                default: return []
                }
            }
        }
        return runs(FrameRenderer(scene: scene).displayList(at: seconds).items)
    }

    /// The y labels (0 to 50) sit right of the middle, right to left;
    /// `auto` mirrors for Arabic and not for English.
    @Test func yLabelsMoveRightAndAutoFollowsTheLocale() throws {
        let width = 340.0
        for (locale, direction, mirrored) in [("en_US", "rtl", true), ("ar_EG", "auto", true), ("en_US", "auto", false),
                                              ("ar_EG", "ltr", false)] {
            let runs = try Self.texts("line-gradient-reveal", locale: locale, direction: direction, at: 3.5)
            let fifty = runs.filter { ["50", "٥٠"].contains($0.text) }
            #expect(fifty.count == 1, "\(locale) \(direction): \(runs.map(\.text))")
            guard let label = fifty.first else { continue }
            #expect((label.anchor.x > width / 2) == mirrored, "\(locale) \(direction): 50 at x \(label.anchor.x)")
            #expect((label.direction == .rightToLeft) == mirrored, "\(locale) \(direction): \(label.direction)")
        }
    }
}
