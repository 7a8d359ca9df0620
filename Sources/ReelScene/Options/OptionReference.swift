/// The format reference, written from the option tables: markdown tables for
/// `Presets/README.md` (a test keeps them in step) and plain text for
/// `chartreel describe`.
package enum OptionReference {
    /// What `describe` can describe: each chart type, then the scene's own sections.
    package static var topics: [String] {
        ChartCatalog.charts.map(\.type) + ["scene", "canvas", "timeline"]
    }

    /// The sheets a topic covers: the topic's own, then every nested one, in order.
    static func sheets(for topic: String) -> [OptionSheet]? {
        let root: OptionSheet
        switch topic {
        case "scene": return [SceneSheets.document]
        case "canvas": return [SceneSheets.canvas]
        case "timeline": return [SceneSheets.timelineEntry]
        default:
            guard let chart = ChartCatalog.charts.first(where: { $0.type == topic }) else { return nil }
            root = chart.sheet
        }
        var result: [OptionSheet] = []
        func visit(_ sheet: OptionSheet) {
            guard !result.contains(where: { $0.name == sheet.name }) else { return }
            result.append(sheet)
            for row in sheet.rows { nested(row.type).forEach(visit) }
        }
        visit(root)
        return result
    }

    private static func nested(_ type: OptionType) -> [OptionSheet] {
        switch type {
        case .section(let sheet): return [sheet]
        case .list(let item, _): return nested(item)
        case .anyOf(let types): return types.flatMap(nested)
        default: return []
        }
    }

    /// The markdown block for a topic: a table per sheet, then its animatable properties.
    package static func markdown(for topic: String) -> String? {
        guard let sheets = sheets(for: topic) else { return nil }
        var lines: [String] = []
        for (i, sheet) in sheets.enumerated() {
            if i > 0 { lines += ["", "`\(sheet.name)`:", ""] }
            lines += ["| key | type | default | meaning |", "| --- | --- | --- | --- |"]
            for row in sheet.rows where !row.isTrackOnly {
                let fallback = row.isRequired ? "required" : ""
                lines.append("| `\(row.key)` | \(cell(row.type.text)) | \(cell(row.defaultText.isEmpty ? fallback : row.defaultText)) | \(cell(row.doc)) |")
            }
        }
        let animatable = animation(sheets.first)
        if !animatable.isEmpty {
            lines += ["", "Animatable (`timeline[].property`):", ""]
            lines += ["| property | values | meaning |", "| --- | --- | --- |"]
            lines += animatable.map { "| `chart.\($0.name)` | \(cell($0.value)) | \(cell($0.doc)) |" }
        }
        return lines.joined(separator: "\n")
    }

    /// `chartreel describe TOPIC`: the same content as aligned text.
    package static func text(for topic: String) -> String? {
        guard let sheets = sheets(for: topic) else { return nil }
        var out: [String] = []
        for sheet in sheets {
            out.append(sheet.name == topic ? "\(topic) keys:" : "\(sheet.name) keys:")
            let rows = sheet.rows.filter { !$0.isTrackOnly }
            out += columns(rows.map { row in
                [row.key, plain(row.type.text), plain(row.defaultText.isEmpty ? (row.isRequired ? "required" : "-") : row.defaultText),
                 plain(row.doc)]
            })
            out.append("")
        }
        let animatable = animation(sheets.first)
        if !animatable.isEmpty {
            out.append("animatable properties (timeline[].property):")
            out += columns(animatable.map { ["chart.\($0.name)", plain($0.value)] })
        }
        return out.joined(separator: "\n")
    }

    /// The animatable names of a chart's sheet, with their values and docs.
    private static func animation(_ sheet: OptionSheet?) -> [(name: String, value: String, doc: String)] {
        guard let sheet, ChartCatalog.charts.contains(where: { $0.sheet.name == sheet.name }) else { return [] }
        return sheet.rows.flatMap { row in row.animatable.map { ($0.name, $0.value, row.isTrackOnly ? row.doc : "see `\(row.key)`") } }
    }

    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// Markdown's code ticks and emphasis (`**points**`, `*not*`) left out:
    /// a terminal shows them as stars.
    private static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: "")
            .replacingOccurrences(of: #"(?<![\w*])\*(\S[^*]*\S|\S)\*(?![\w*])"#, with: "$1", options: .regularExpression)
    }

    /// Rows padded to aligned columns, the last left ragged.
    private static func columns(_ rows: [[String]]) -> [String] {
        guard let count = rows.first?.count else { return [] }
        let widths = (0..<count).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { c, text in
                c == count - 1 ? text : text.padding(toLength: widths[c] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }
    }
}
