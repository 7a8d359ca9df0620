import ArgumentParser
import ChartReel
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the whole animation to a file (.gif or .mp4, chosen by extension)."
    )

    @OptionGroup var options: SceneOptions

    @Option(name: .shortAndLong, help: "Output file: .gif or .mp4.")
    var output: String

    func validate() throws {
        do {
            _ = try OutputTarget.forFile(URL(fileURLWithPath: output), allowed: OutputTarget.animations)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    func run() throws {
        let scene = try options.load()
        let started = Date()
        let report = try Reel.render(scene, to: URL(fileURLWithPath: output))
        let seconds = Date().timeIntervalSince(started)
        Notes.print(report.notes)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print("wrote \(output): \(report.width)x\(report.height), \(report.fps) fps, \(report.frameCount) frames, "
              + "\(ByteCount.format(bytes)) in \(String(format: "%.2f", seconds)) s")
    }
}

enum ByteCount {
    static func format(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) B" }
        if bytes < 1024 * 1024 { return String(format: "%.1f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / 1024 / 1024)
    }
}

/// Notes go to standard error, one line each, so standard output stays the result.
enum Notes {
    static func print(_ notes: [String]) {
        for note in notes {
            FileHandle.standardError.write(Data("chartreel: note: \(note)\n".utf8))
        }
    }
}
