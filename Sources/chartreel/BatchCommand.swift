import ArgumentParser
import ChartReel
import Foundation
import ReelEncoding

/// `chartreel render SCENES... --out-dir DIR --format gif,mp4`: every scene
/// in every format, named after the scene, several renders at once.
struct BatchCommand {
    let scenes: [String]
    let overrides: OverrideOptions
    let formats: [VideoFormat]
    let folder: String
    let quiet: Bool
    let json: Bool

    /// The output of `scene` as `format`: FOLDER/NAME.EXT, or FOLDER/NAME/ for frames.
    func output(_ scene: String, _ format: VideoFormat) -> URL {
        let name = Self.name(of: scene)
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        return format == .frames ? base.appendingPathComponent(name, isDirectory: true)
            : base.appendingPathComponent(name + "." + format.traits.fileExtension)
    }

    /// A scene's name: a preset's, or the file name without its extension.
    static func name(of scene: String) -> String {
        let file = URL(fileURLWithPath: scene).lastPathComponent
        for ext in [".json", ".yaml", ".yml"] where file.lowercased().hasSuffix(ext) {
            return String(file.dropLast(ext.count))
        }
        return file
    }

    func run(_ options: RenderOptions) throws {
        var seen: [String: String] = [:]
        for scene in scenes {
            if let earlier = seen.updateValue(scene, forKey: Self.name(of: scene)) {
                throw ValidationError("\(earlier) and \(scene) would both be written as \(Self.name(of: scene)); "
                                      + "render them into different folders")
            }
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let loaded = try scenes.map { try overrides.load($0) }
        var jobs: [RenderJob] = []
        for (scene, source) in zip(loaded, scenes) {
            jobs += formats.map { RenderJob(scene: scene, output: output(source, $0), format: $0) }
        }
        let (quiet, json) = (quiet, json)
        let results = BatchRender.run(jobs, options: options) { _, result, seconds in
            guard case .success(let report) = result else { return }
            let summary = RenderSummary(report: report, seconds: seconds)
            if json {
                try? Console.print(summary.json)
            } else {
                Notes.print(report.notes)
                if !quiet { try? Console.print(summary.line) }
            }
        }
        try report(failures: zip(jobs, results).compactMap { job, result in
            if case .failure(let error) = result { return (job, error) }
            return nil
        })
    }

    /// One error line per failed output, then a failure naming how many.
    private func report(failures: [(RenderJob, Error)]) throws {
        guard !failures.isEmpty else { return }
        if let interrupted = failures.lazy.compactMap({ $0.1 as? EncodingError }).first(where: {
            if case .interrupted = $0 { return true }
            return false
        }) {
            throw interrupted
        }
        for (job, error) in failures.dropLast() { Console.error(Self.line(job.output, error)) }
        let (job, error) = failures.last!
        throw BatchFailure(message: Self.line(job.output, error)
                           + (failures.count > 1 ? " (\(failures.count) outputs failed)" : ""))
    }

    /// The error, led by the output it is about unless it names it already
    /// (an output's own errors do: "cannot write out/a.gif: ..."), so the
    /// path is said once.
    static func line(_ output: URL, _ error: Error) -> String {
        let text = "\(error)"
        guard !text.contains(output.path), !text.contains(output.relativePath) else { return text }
        return "\(output.relativePath): \(text)"
    }
}

/// The last failure of a batch, after the others were printed.
struct BatchFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
