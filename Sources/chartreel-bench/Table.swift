import Foundation

/// Number formats shared by every line; "-" where a figure is missing.
enum Fmt {
    static func seconds(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "-" }
    static func ratio(_ value: Double?) -> String { value.map { String(format: "%.2fx", $0) } ?? "-" }
    static func ms(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "-" }
    static func kb(_ bytes: Int) -> String { String(format: "%.1f KB", Double(bytes) / 1024) }
    static func mb(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "-" }
    static func verdict(_ met: Bool?) -> String { met.map { $0 ? "yes" : "NO" } ?? "-" }
    static func percent(_ value: Double?) -> String { value.map { String(format: "%.0f %%", $0 * 100) } ?? "-" }
}

/// Columns padded to their widest cell: text left, numbers right.
struct TextTable {
    var header: [String]
    var rows: [[String]]
    /// Columns aligned left (the others are aligned right).
    var leftAligned: Set<Int> = [0, 1]

    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }
}

/// The render pipeline's table: one row per scene, measured in one run.
enum SceneTable {
    static func lines(_ rows: [SceneRow], cores: Int) -> [String] {
        let header = ["scene", "size", "frames", "mp4 s", "floor", "ratio", "cpu", "gif s", "floor", "ratio", "cpu",
                      "ms/f 1j", "ms/f \(cores)j", "RSS MB"]
        let cells = rows.map { row in
            [row.label, row.size, "\(row.frames)",
             Fmt.seconds(row.mp4), Fmt.seconds(row.pipedMP4), Fmt.ratio(row.mp4Ratio), Fmt.percent(row.mp4CPUShare),
             Fmt.seconds(row.gif), Fmt.seconds(row.pipedGIF), Fmt.ratio(row.gifRatio), Fmt.percent(row.gifCPUShare),
             Fmt.ms(row.msPerFrameOneJob), Fmt.ms(row.msPerFrameAllJobs), Fmt.mb(row.peakMB)]
        }
        return TextTable(header: header, rows: cells).lines
    }

    /// One line per scene: whether MP4, GIF and the CPU shares meet the targets.
    static func targetLines(_ rows: [SceneRow]) -> [String] {
        rows.map { row in
            let mp4 = row.mp4Ratio.map { $0 <= Targets.mp4 }
            let gif = row.gifRatio.map { $0 <= Targets.gif }
            let cpu = zip([row.mp4CPUShare, row.gifCPUShare], [0, 1]).compactMap(\.0)
            let share = cpu.count == 2 ? cpu.allSatisfy { $0 < Targets.cpuShare } : nil
            let rss = row.peakMB.map { $0 < MemoryBench.limitMB }
            return "target \(row.label): MP4 within \(Fmt.ratio(Targets.mp4)) of the piped floor \(Fmt.verdict(mp4)) "
                + "(\(Fmt.ratio(row.mp4Ratio)); paired \(Fmt.ratio(row.mp4PairedRatio))), GIF within \(Fmt.ratio(Targets.gif)) \(Fmt.verdict(gif)) "
                + "(\(Fmt.ratio(row.gifRatio)); paired \(Fmt.ratio(row.gifPairedRatio))); CPU share < \(Fmt.percent(Targets.cpuShare)) \(Fmt.verdict(share)); "
                + "RSS < 100 MB \(Fmt.verdict(rss))"
        }
    }
}
