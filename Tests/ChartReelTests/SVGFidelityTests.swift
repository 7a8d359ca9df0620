import ChartReel
import Foundation
import Testing

/// The rasteriser against an independent renderer: each geometry-only scene in
/// Fidelity/ is drawn by chartreel and, through its SVG export, by librsvg
/// (`rsvg-convert`, installed by `make deps`). The two must agree to an SSIM
/// (ffmpeg's `ssim` filter) of at least 0.99; the figures are printed.
@Suite(.serialized) struct SVGFidelityTests {
    static let minimumSSIM = 0.99
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fidelity")
    static let scenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    @Test func fidelitySetCoversTheIssue() {
        for name in ["arcs", "joins", "caps", "dashes", "gradients", "evenodd", "subpixel", "curves", "opacity"] {
            #expect(Self.scenes.contains(name), "missing fidelity scene \(name)")
        }
    }

    @Test(arguments: scenes)
    func rasterMatchesLibrsvg(scene name: String) throws {
        let scene = try SceneLoader.load(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-fidelity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let ours = work.appendingPathComponent("chartreel.png"), svg = work.appendingPathComponent("frame.svg")
        let theirs = work.appendingPathComponent("librsvg.png")
        try Reel.writeFrame(scene, at: 0, to: ours)
        try Reel.writeFrame(scene, at: 0, to: svg)
        let width = "\(scene.canvas.pixelWidth)", height = "\(scene.canvas.pixelHeight)"
        try Tool.run("rsvg-convert", ["-w", width, "-h", height, "-o", theirs.path, svg.path], hint: "librsvg2-bin")
        let report = try Tool.run("ffmpeg", ["-hide_banner", "-i", ours.path, "-i", theirs.path, "-lavfi", "ssim", "-f", "null", "-"],
                                  hint: "ffmpeg")
        let ssim = try #require(Self.ssim(in: report), "no SSIM in ffmpeg's output: \(report)")
        print("SSIM \(name): \(String(format: "%.6f", ssim))")
        #expect(ssim >= Self.minimumSSIM, "\(name): SSIM \(ssim) against librsvg is below \(Self.minimumSSIM)")
    }

    /// The `All:0.99...` figure of ffmpeg's ssim filter.
    static func ssim(in text: String) -> Double? {
        guard let range = text.range(of: "All:") else { return nil }
        return Double(text[range.upperBound...].prefix { "0123456789.".contains($0) })
    }
}

/// Runs a tool from PATH and returns its standard error and output together.
enum Tool {
    @discardableResult
    static func run(_ name: String, _ arguments: [String], hint: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard let executable = directories.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ToolError(message: "\(name) is not installed; `make deps` installs it (apt package \(hint))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ToolError(message: "\(name) failed (status \(process.terminationStatus)): \(text.suffix(500))")
        }
        return text
    }
}

struct ToolError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
