import Foundation

extension FrameExplanation {
    /// The document as aligned tables for a terminal `width` columns wide:
    /// tracks, then derived values. Cells too long for their column wrap
    /// onto more lines.
    package func table(width: Int = 120) -> String {
        var out = "frame at \(ExplainText.number(time)) s"
            + (chart.timelineTime == time ? "" : " (timeline at \(ExplainText.number(chart.timelineTime)) s)")
            + ", \(chart.chartType) chart\n\n"
        if chart.tracks.isEmpty {
            out += "no tracks\n"
        } else {
            let header = ["property", "state", "local", "curve", "linear→eased", "segment", "value"]
            out += Self.aligned([header] + chart.tracks.map(Self.row), width: width, shrinkable: [5, 1, 6, 3, 0])
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
        // The iteration (#n) when it repeats, and the direction when it autoreverses.
        var pass = t.iteration.map { " #\($0)" } ?? ""
        if let direction = t.direction { pass += direction == "backwards" ? " back" : " fwd" }
        let progress = t.linear.map { l in ExplainText.number(l) + (t.eased.map { "→" + ExplainText.number($0) } ?? "") } ?? ""
        return [indent + name, state(t), (t.localTime.map(ExplainText.number) ?? "") + pass, t.curve ?? "", progress,
                segment(t), value(t)]
    }

    private static func state(_ t: TrackExplanation) -> String {
        // Whether it applies shows in the value column (or, for a group, its empty local time).
        t.phase == "active" || t.phase == "group not applied" ? t.phase : "\(t.phase), fill \(t.fill.rawValue)"
    }

    private static func segment(_ t: TrackExplanation) -> String {
        guard let from = t.from, let to = t.to else { return "" }
        guard let keys = t.keys, let times = t.keyTimes else { return "\(from.text) → \(to.text)" }
        return "k\(keys[0])@\(ExplainText.number(times[0])) \(from.text) → k\(keys[1])@\(ExplainText.number(times[1])) \(to.text)"
    }

    private static func value(_ t: TrackExplanation) -> String {
        guard t.kind == .track else { return t.applies ? "" : "not applied" }
        guard let value = t.value else { return "not applied: the chart's own value \(t.own?.text ?? "")" }
        return value.text + (t.used ? " (used)" : " (overridden)")
    }

    private static func numbers(_ values: [Double]) -> String {
        values.count == 1 ? ExplainText.number(values[0]) : "[" + values.map(ExplainText.number).joined(separator: ", ") + "]"
    }

    /// Rows in columns two spaces apart; while wider than `width`, the
    /// columns in `shrinkable` (in that order) give up width, down to 16
    /// characters each (all but the last), then to 10; a cell longer than its column wraps
    /// onto more lines, at spaces where it can.
    static func aligned(_ rows: [[String]], width: Int, shrinkable: [Int]) -> String {
        // Names come from data files: an escape sequence in a CSV header must not reach the terminal.
        let rows = rows.map { $0.map(MessageText.oneLine) }
        let count = rows.map(\.count).max() ?? 0
        var widths = (0..<count).map { c in rows.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        var excess = widths.reduce(0, +) + 2 * max(count - 1, 0) - width
        // The last shrinkable column (the name) gives up width only when the others are down to 16.
        for (floor, columns) in [(16, Array(shrinkable.dropLast())), (10, shrinkable)] {
            for c in columns where excess > 0 && c < count {
                let cut = min(excess, max(widths[c] - floor, 0))
                widths[c] -= cut
                excess -= cut
            }
        }
        var lines: [String] = []
        for row in rows {
            let cells = row.enumerated().map { wrap($1, to: widths[$0]) }
            for k in 0..<(cells.map(\.count).max() ?? 0) {
                let line = cells.enumerated().map { c, parts in
                    (k < parts.count ? parts[k] : "").padding(toLength: widths[c], withPad: " ", startingAt: 0)
                }.joined(separator: "  ")
                lines.append(line.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in lines of at most `width` characters: broken before its
    /// ` → `, then at spaces where it can be, else mid-word.
    static func wrap(_ text: String, to width: Int) -> [String] {
        guard text.count > width, width > 0 else { return [text] }
        // A segment breaks first between its two ends.
        if let arrow = text.range(of: " → ") {
            return wrap(String(text[..<arrow.lowerBound]), to: width) + wrap("→ " + text[arrow.upperBound...], to: width)
        }
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= width { current = candidate; continue }
            if !current.isEmpty { lines.append(current) }
            current = word
            while current.count > width {
                lines.append(String(current.prefix(width)))
                current = String(current.dropFirst(width))
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
