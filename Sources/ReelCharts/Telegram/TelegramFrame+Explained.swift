import Foundation
import ReelGeometry

extension TelegramFrame {
    /// The x window, each y axis (range shown, the follow's fit target,
    /// from and progress, label sets), each series' visible fraction, the
    /// zoom and the pie: read from this frame, as its layout draws them.
    package var explained: [DerivedValue] {
        let window = chart.xWindow
        let days = [window.lower, window.upper].compactMap(Self.date)
        var values = [DerivedValue("window", window, note: days.count == 2 ? "x units: \(days[0]) to \(days[1])" : "x units"),
                      DerivedValue("window/fraction", chart.window, note: "of the data's span")]
        values += Self.axes(axes, prefix: "y")
        values += chart.series.map { DerivedValue("series/\($0.id)/visible", [$0.visible]) }
        if let detail = chart.zoom.detail {
            values.append(DerivedValue("zoom/progress", [chart.zoom.clampedProgress]))
            values.append(DerivedValue("zoom/day", detail.day, note: Self.date(detail.day.lower)))
            values.append(DerivedValue("zoom/detail-opacity", [chart.zoom.detailOpacity]))
            if !detailAxes.isEmpty { values += Self.axes(detailAxes, prefix: "detail/y") }
        }
        if chart.marks.hasPie { values.append(DerivedValue("pie/progress", [chart.pieProgress])) }
        return values
    }

    private static func axes(_ axes: [TelegramAxis], prefix: String) -> [DerivedValue] {
        axes.enumerated().flatMap { k, axis in
            let name = "\(prefix)/\(k)"
            return [DerivedValue(name + "/shown", axis.range, note: "y range drawn")]
                + DerivedValue.follow(name + "/follow", axis.follow)
                + [DerivedValue(name + "/mini", axis.miniRange, note: "mini map's y range")]
                + DerivedValue.labelSets(name + "/labels", axis.tickSets)
        }
    }

    /// A time in x units (seconds since 1970) as its UTC day.
    private static func date(_ seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e13 else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
