import Foundation

extension FrameExplanation {
    /// The document as aligned tables for a terminal `width` columns wide:
    /// tracks, then derived values. Cells too long for the width are cut
    /// with `…` (the JSON keeps them whole).
    public func table(width: Int = 120) -> String {
        var out = "frame at \(ExplainText.number(time)) s"
            + (chart.timelineTime == time ? "" : " (timeline at \(ExplainText.number(chart.timelineTime)) s)")
            + ", \(chart.chartType) chart\n\n"
        if chart.tracks.isEmpty {
            out += "no tracks\n"
        } else {
            let header = ["property", "state", "local", "pass", "curve", "linear→eased", "segment", "value"]
            out += Self.aligned([header] + chart.tracks.map(Self.row), width: width, shrinkable: [6, 7, 0, 4])
        }
        if !chart.derived.isEmpty {
            out += "\nderived\n"
            let rows = chart.derived.map { [$0.name, Self.numbers($0.numbers), $0.note ?? ""] }
            out += Self.aligned([["name", "value", "note"]] + rows, width: width, shrinkable: [1, 2, 0])
        }
        return out
    }

    private static func row(_ t: TrackExplanation) -> [String] {
        let indent = String(repeating: "  ", count: t.depth)
        let name = t.kind == .group ? "group" : (t.property ?? "") + (t.implicit ? " (implicit)" : "")
        var pass = t.iteration.map { "#\($0)" } ?? ""
        if let direction = t.direction { pass += (pass.isEmpty ? "" : " ") + (direction == "backwards" ? "back" : "fwd") }
        let progress = t.linear.map { l in ExplainText.number(l) + (t.eased.map { "→" + ExplainText.number($0) } ?? "") } ?? ""
        return [indent + name, state(t), t.localTime.map(ExplainText.number) ?? "", pass, t.curve ?? "", progress,
                segment(t), value(t)]
    }

    private static func state(_ t: TrackExplanation) -> String {
        if t.phase == "group not applied" { return t.phase }
        if t.phase == "active" { return t.applies ? "active" : "active: not applied" }
        return "\(t.phase), fill \(t.fill.rawValue)" + (t.applies ? "" : ": not applied")
    }

    private static func segment(_ t: TrackExplanation) -> String {
        guard let from = t.from, let to = t.to else { return "" }
        guard let keys = t.keys, let times = t.keyTimes else { return "\(from.text) → \(to.text)" }
        return "k\(keys[0])@\(ExplainText.number(times[0])) \(from.text) → k\(keys[1])@\(ExplainText.number(times[1])) \(to.text)"
    }

    private static func value(_ t: TrackExplanation) -> String {
        guard t.kind == .track else { return "" }
        guard let value = t.value else { return "not applied: the chart's own value \(t.own?.text ?? "")" }
        return value.text + (t.used ? " (used)" : " (overridden by a later track)")
    }

    private static func numbers(_ values: [Double]) -> String {
        values.count == 1 ? ExplainText.number(values[0]) : "[" + values.map(ExplainText.number).joined(separator: ", ") + "]"
    }

    /// Rows in columns two spaces apart; while wider than `width`, the
    /// columns in `shrinkable` (in that order) give up width down to 12
    /// characters each, their cells cut with `…`.
    static func aligned(_ rows: [[String]], width: Int, shrinkable: [Int]) -> String {
        let count = rows.map(\.count).max() ?? 0
        var widths = (0..<count).map { c in rows.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        var excess = widths.reduce(0, +) + 2 * max(count - 1, 0) - width
        for c in shrinkable where excess > 0 && c < count {
            let cut = min(excess, max(widths[c] - 12, 0))
            widths[c] -= cut
            excess -= cut
        }
        return rows.map { row in
            row.enumerated().map { c, cell in
                let text = cell.count > widths[c] ? String(cell.prefix(max(widths[c] - 1, 0))) + "…" : cell
                return c == row.count - 1 ? text : text.padding(toLength: widths[c], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }
}
