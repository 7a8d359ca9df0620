import Foundation

/// Each preset's HTML scrubber page against its GIF, both written by the
/// chartreel executable with the preset's own settings: the issue's target
/// is a page smaller than the GIF. A page carries a fixed part (its script,
/// about 10 KB) and every frame's layout and explanation, so the presets
/// whose GIF is a few dozen KB are where it is missed.
struct PageSizes {
    let chartreel: String
    let directory: URL

    func lines() -> [String] {
        var lines = ["pages: each preset's `render -o x.html` against its GIF (target: page smaller than GIF)",
                     Self.row("preset", "GIF", "page", "page/GIF", "")]
        var missed: [String] = []
        for preset in Self.presets(chartreel) {
            progress("page and GIF of \(preset)")
            do {
                let gif = try size(preset, "gif"), page = try size(preset, "html")
                let ratio = Double(page) / Double(gif)
                if ratio >= 1 { missed.append(preset) }
                lines.append(Self.row(preset, Fmt.kb(gif), Fmt.kb(page), String(format: "%.2f", ratio), ratio < 1 ? "" : "MISSED"))
            } catch {
                lines.append("failed: \(preset): \(error)")
            }
        }
        lines.append(missed.isEmpty ? "target met: every page is smaller than its GIF"
                     : "target missed by \(missed.count): \(missed.joined(separator: ", "))")
        return lines
    }

    /// The presets `chartreel presets` lists.
    static func presets(_ chartreel: String) -> [String] {
        let listed = (try? Command.check("chartreel presets", chartreel, ["presets"]).stdout) ?? ""
        return listed.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    private func size(_ preset: String, _ format: String) throws -> Int {
        try Self.renderedSize(chartreel, preset, format: format, in: directory)
    }

    /// The bytes of `preset` rendered as `format` into `directory` (the
    /// file removed again). A Lottie document is named `.json`.
    static func renderedSize(_ chartreel: String, _ preset: String, format: String, in directory: URL) throws -> Int {
        let file = directory.appendingPathComponent("\(preset).\(["lottie": "json", "dotlottie": "lottie"][format] ?? format)")
        try Command.check("render \(preset) to \(format)", chartreel, ["render", preset, "-o", file.path, "--format", format, "--quiet"])
        defer { try? FileManager.default.removeItem(at: file) }
        return (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    }

    private static func row(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) -> String {
        a.padding(toLength: 26, withPad: " ", startingAt: 0) + b.leftPadded(10) + c.leftPadded(10) + d.leftPadded(10)
            + (e.isEmpty ? "" : "  " + e)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
