import Foundation
import ReelGeometry

/// A plot of a timing curve: progress t (0...1) across, eased value up, with
/// the y range opened wide enough to show any overshoot. What
/// `chartreel ease --plot` draws.
package struct CurvePlot: Sendable {
    /// (t, value) samples in increasing t.
    package var samples: [(t: Double, value: Double)]
    package var title: String
    package var subtitle: String?

    package init(samples: [(t: Double, value: Double)], title: String, subtitle: String? = nil) {
        self.samples = samples
        self.title = title
        self.subtitle = subtitle
    }

    static let gridColor = Color(r8: 0xE7, g8: 0xE7, b8: 0xE7)
    static let axisColor = Color(r8: 0xB0, g8: 0xB0, b8: 0xB0)
    static let labelColor = Color(r8: 0x6E, g8: 0x6E, b8: 0x73)
    static let curveColor = Color.named["systemBlue"]!

    /// The y range shown: 0...1 widened to every sample, plus a margin.
    package var valueRange: ValueRange {
        let values = samples.map(\.value)
        let lo = min(0, values.min() ?? 0), hi = max(1, values.max() ?? 1)
        let margin = (hi - lo) * 0.06
        return ValueRange(lo - margin, hi + margin)
    }

    /// Grid values up the plot: quarters or halves for the usual curves, and
    /// about eight nice steps for wild ones (a Bezier with y = 1e5), so the
    /// grid never grows with the range.
    var valueTicks: [Double] {
        let range = valueRange
        let step = range.span > 2.5 ? 0.5 : 0.25
        guard range.span / step <= 16 else {
            return AxisTicks.stepped(range.lower...range.upper, step: AxisTicks.niceStep(AxisTicks.span(range.lower, range.upper, over: 8)))
        }
        return AxisTicks.stepped(range.lower...range.upper, step: step)
    }

    package func layout(in bounds: Rect) -> DisplayList {
        let plot = Rect(x: bounds.minX + 56, y: bounds.minY + 68, width: bounds.width - 80, height: bounds.height - 112)
        let range = valueRange
        func point(_ t: Double, _ v: Double) -> Point {
            Point(plot.minX + t * plot.width, plot.maxY - (v - range.lower) / range.span * plot.height)
        }
        var list = DisplayList()
        let labelFont = Font(size: 11)
        for i in 0...10 {
            let t = Double(i) / 10
            list.append(line(point(t, range.lower), point(t, range.upper), Self.gridColor))
            if i % 2 == 0 {
                list.append(.text(TextRun(Self.tickText(t), at: point(t, range.lower) + Point(0, 8), font: labelFont,
                                          color: Self.labelColor, alignment: TextAlignment(horizontal: .center, vertical: .top))))
            }
        }
        for v in valueTicks {
            let emphasised = v == 0 || v == 1
            list.append(line(point(0, v), point(1, v), emphasised ? Self.axisColor : Self.gridColor))
            list.append(.text(TextRun(Self.tickText(v), at: point(0, v) - Point(8, 0), font: labelFont,
                                      color: Self.labelColor, alignment: TextAlignment(horizontal: .right, vertical: .middle))))
        }
        var curve = Path()
        for (i, sample) in samples.enumerated() {
            let p = point(sample.t, sample.value)
            if i == 0 { curve.move(to: p) } else { curve.line(to: p) }
        }
        list.append(.stroke(curve, StrokeStyle(width: 2.5, cap: .round, join: .round), .solid(Self.curveColor), trim: .full))
        list.append(.text(TextRun(title, at: Point(plot.minX, bounds.minY + 28), font: Font(size: 15),
                                  color: .black, alignment: TextAlignment(horizontal: .left, vertical: .baseline))))
        if let subtitle {
            list.append(.text(TextRun(subtitle, at: Point(plot.minX, bounds.minY + 46), font: labelFont,
                                      color: Self.labelColor, alignment: TextAlignment(horizontal: .left, vertical: .baseline))))
        }
        list.append(.text(TextRun("t", at: Point(plot.maxX, plot.maxY + 30), font: labelFont, color: Self.labelColor,
                                  alignment: TextAlignment(horizontal: .right, vertical: .top))))
        return list
    }

    private func line(_ a: Point, _ b: Point, _ color: Color) -> DisplayItem {
        .stroke(Path { $0.move(to: a); $0.line(to: b) }, StrokeStyle(width: 1), .solid(color), trim: .full)
    }

    /// `0`, `0.25`, `-0.5`, `1.2`: as few digits as the value needs.
    static func tickText(_ v: Double) -> String {
        if abs(v) >= 1e5 { return String(format: "%.3g", v) }
        var text = String(format: "%.2f", v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
