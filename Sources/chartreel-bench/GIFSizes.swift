import Foundation

/// Each preset's GIF as chartreel writes it, against `gifsicle -O3` of the
/// same file (the best lossless optimiser: the target is that it gains
/// under 2 %), with a transparent background (target: at most 1.3x the
/// opaque file) and lossy; each with its SSIM against the lossless frames,
/// composited on white.
struct GIFSizes {
    let chartreel: String
    let directory: URL
    static let lossy = [20, 40]

    func lines() -> [String] {
        var lines = ["gifs: each preset's GIF (its own settings); O3 = gifsicle -O3 of it and what that gains; "
                     + "none = --background none and its size over the opaque one; lossy N = --lossy N; (SSIM against the lossless frames)"]
        var table = TextTable(header: ["preset", "gif KB", "SSIM", "O3 KB", "gain", "none KB", "x", "SSIM"]
                              + Self.lossy.flatMap { ["lossy \($0)", "SSIM"] }, rows: [])
        table.leftAligned = [0]
        var missed: [String] = []
        for preset in PageSizes.presets(chartreel) {
            progress("GIFs of \(preset)")
            do {
                let row = try measure(preset)
                table.rows.append(row.cells)
                missed += row.misses.map { "\(preset) \($0)" }
            } catch {
                lines.append("failed: \(preset): \(error)")
            }
        }
        lines += table.lines
        lines.append(missed.isEmpty ? "targets met: gifsicle -O3 gains under 2 % on every GIF, and no transparent GIF is over 1.3x"
                     : "targets missed: " + missed.joined(separator: "; "))
        return lines
    }

    private struct Row {
        var cells: [String]
        var misses: [String]
    }

    private func measure(_ preset: String) throws -> Row {
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let opaque = try render(preset, "opaque", [])
        // At the GIF's own rate (at most 50 fps), so frame i is frame i.
        let rate = ["--fps", "\(opaque.fps)"]
        let frames = try referenceFrames(preset, "opaque", rate)
        var cells = [preset, kb(opaque.size), try ssim(opaque.file, frames)]
        var misses: [String] = []
        switch gifsicle(opaque.file) {
        case .success(let optimised?):
            let gain = 1 - Double(optimised) / Double(opaque.size)
            cells += [kb(optimised), String(format: "%.1f %%", gain * 100)]
            if gain >= 0.02 { misses.append(String(format: "gifsicle -O3 gains %.1f %%", gain * 100)) }
        case .success(nil):
            cells += ["-", "-"]
        case .failure(let error):
            cells += ["FAILED", "-"]
            misses.append("gifsicle cannot read it: \(error)")
        }
        let none = try render(preset, "none", ["--background", "none"])
        let ratio = Double(none.size) / Double(opaque.size)
        if ratio > 1.3 { misses.append(String(format: "transparent %.2fx", ratio)) }
        cells += [kb(none.size), String(format: "%.2f", ratio), try ssim(none.file, try referenceFrames(preset, "none", ["--background", "none"] + rate))]
        for level in Self.lossy {
            let lossy = try render(preset, "lossy\(level)", ["--lossy", "\(level)"])
            cells += [kb(lossy.size), try ssim(lossy.file, frames)]
        }
        return Row(cells: cells, misses: misses)
    }

    private var folder: URL { directory.appendingPathComponent("gifs") }

    /// The GIF `render` writes with `options`, its size and rate.
    private func render(_ preset: String, _ name: String, _ options: [String]) throws -> (file: URL, size: Int, fps: Int) {
        let file = folder.appendingPathComponent("\(name).gif")
        let summary = try renderSummary(preset, file.path, options)
        return (file, summary.bytes, summary.fps)
    }

    /// The lossless frames, as PNGs, their rate and size.
    private func referenceFrames(_ preset: String, _ name: String, _ options: [String]) throws -> Frames {
        let frames = folder.appendingPathComponent("\(name)-frames/")
        let summary = try renderSummary(preset, frames.path + "/", options)
        return Frames(folder: frames, fps: summary.fps, size: "\(summary.width)x\(summary.height)")
    }

    private struct Frames {
        let folder: URL
        let fps: Int
        /// WIDTHxHEIGHT.
        let size: String
    }

    /// `chartreel render PRESET -o OUTPUT OPTIONS`'s summary.
    private func renderSummary(_ preset: String, _ output: String, _ options: [String]) throws -> RenderJSON {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try Command.check("render \(preset) -o \(output) \(options.joined(separator: " "))", chartreel,
                                       ["render", preset, "-o", output, "--json", "--quiet"] + options)
        return try RenderJSON(result.stdout)
    }

    /// The size of `gifsicle -O3` of `file`; nil without gifsicle; a
    /// failure where gifsicle finds the file damaged.
    private func gifsicle(_ file: URL) -> Result<Int?, BenchError> {
        guard (try? Command.resolve("gifsicle")) != nil else { return .success(nil) }
        let out = folder.appendingPathComponent("O3.gif")
        do {
            let result = try Command.check("gifsicle -O3", "gifsicle", ["-O3", file.path, "-o", out.path])
            if !result.stderr.isEmpty { return .failure(.message(result.lastErrorLine)) }
            return .success(try FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int)
        } catch {
            return .failure(.message("\(error)"))
        }
    }

    /// SSIM of the GIF decoded at the frames' rate (no filter before the
    /// rate: ffmpeg 5.1 would drop the last frame's length) against the
    /// frames, both over white.
    private func ssim(_ gif: URL, _ frames: Frames) throws -> String {
        let raw = folder.appendingPathComponent("decoded.rgba")
        defer { try? FileManager.default.removeItem(at: raw) }
        let size = frames.size
        try Command.check("decode GIF", "ffmpeg", ["-v", "error", "-y", "-i", gif.path, "-fps_mode", "cfr", "-r", "\(frames.fps)",
                                                   "-f", "rawvideo", "-pix_fmt", "rgba", raw.path])
        let result = try Command.check("SSIM", "ffmpeg", [
            "-hide_banner", "-nostats", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", size, "-framerate", "\(frames.fps)", "-i", raw.path,
            "-framerate", "\(frames.fps)", "-i", frames.folder.path + "/%04d.png",
            "-f", "lavfi", "-i", "color=white:s=\(size):r=\(frames.fps)",
            "-lavfi", "[2][0]overlay=shortest=1[x];[2][1]overlay=shortest=1[y];[x][y]ssim", "-f", "null", "-"])
        guard let range = result.stderr.range(of: "All:", options: .backwards) else { return "-" }
        return String(result.stderr[range.upperBound...].prefix { $0 == "." || $0.isNumber }.prefix(6))
    }

    private func kb(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1024) }
}
