import Foundation

/// Each preset as GIF, MP4 and the vector formats (animated SVG, Lottie JSON, dotLottie), written by the chartreel
/// executable with the preset's own settings: the issue's targets are an
/// animated SVG at most a fifth of the GIF for donut-progress,
/// line-gradient-reveal and shapes-gradient-line, and a table of every
/// preset's sizes for the README (printed as Markdown rows too).
struct VectorSizes {
    let chartreel: String
    let directory: URL
    static let formats = ["gif", "mp4", "svg", "lottie", "dotlottie"]
    static let targets = ["donut-progress", "line-gradient-reveal", "shapes-gradient-line"]

    func lines() -> [String] {
        var lines = ["vectors: each preset's GIF, MP4, animated SVG, Lottie and dotLottie (target: SVG at most a fifth of the GIF for "
                     + Self.targets.joined(separator: ", ") + ")"]
        var table = ["| preset | " + Self.formats.map { $0.uppercased() }.joined(separator: " | ") + " | SVG/GIF |",
                     "| --- |" + String(repeating: " ---: |", count: Self.formats.count + 1)]
        var missed: [String] = []
        for preset in PageSizes.presets(chartreel) {
            progress("GIF, MP4, SVG, Lottie and dotLottie of \(preset)")
            do {
                let sizes = try Self.formats.map { try PageSizes.renderedSize(chartreel, preset, format: $0, in: directory) }
                let ratio = Double(sizes[2]) / Double(sizes[0])
                if Self.targets.contains(preset), ratio > 0.2 { missed.append(preset) }
                table.append("| \(preset) | " + sizes.map(Fmt.kb).joined(separator: " | ") + String(format: " | %.2f |", ratio))
            } catch {
                lines.append("failed: \(preset): \(error)")
            }
        }
        lines += table
        lines.append(missed.isEmpty ? "target met: the SVG is at most a fifth of the GIF for " + Self.targets.joined(separator: ", ")
                     : "target missed by \(missed.count): \(missed.joined(separator: ", "))")
        return lines
    }
}
