import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding
import ReelSystem

/// `chartreel render SCENES... --out-dir DIR --format gif,mp4`: every scene
/// in every format, named after the scene, several renders at once.
struct BatchCommand {
    let scenes: [String]
    let overrides: OverrideOptions
    let formats: [VideoFormat]
    let folder: String
    let quiet: Bool
    let json: Bool
    /// The part of `scenes` this run renders; all of them when nil.
    var shard: Shard?

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
        let scenes = shard?.pick(self.scenes) ?? self.scenes
        if let shard, scenes.isEmpty {
            return Console.note("shard \(shard.description) holds none of the \(self.scenes.count) scenes; nothing to render")
        }
        try BatchFolder.create(folder)
        let loaded = try scenes.map { try overrides.load($0) }
        var jobs: [RenderJob] = []
        for (scene, source) in zip(loaded, scenes) {
            jobs += formats.map { RenderJob(scene: scene, output: output(source, $0), format: $0) }
        }
        let (quiet, json) = (quiet, json)
        let line = quiet || json ? nil : BatchProgressLine.onTerminal(
            frameCounts: jobs.map { Reel.videoSpec($0.scene, format: $0.format).frameCount }, formats: formats.count)
        var progress: (@Sendable (Int, RenderProgress) -> Void)?
        if let line { progress = { index, state in line.show(index, state) } }
        let results = BatchRender.run(jobs, options: options, progress: progress) { index, result, seconds in
            let print: () -> Void = {
                guard case .success(let report) = result else { return }
                let summary = RenderSummary(report: report, seconds: seconds)
                if json {
                    try? Console.print(summary.json)
                } else {
                    Notes.print(report.notes)
                    if !quiet { try? Console.print(summary.line) }
                }
            }
            if let line { line.finished(index, then: print) } else { print() }
        }
        line?.clear()
        try report(jobs: jobs, results: results)
    }

    /// One error line per failed output, then a failure naming how many.
    /// After a signal, one line naming the outputs that were written before it.
    private func report(jobs: [RenderJob], results: [Result<RenderReport, Error>]) throws {
        let failures = zip(jobs, results).compactMap { job, result -> (RenderJob, Error)? in
            if case .failure(let error) = result { return (job, error) }
            return nil
        }
        guard !failures.isEmpty else { return }
        if let signal = failures.compactMap({ ($0.1 as? SystemError)?.interruptingSignal }).max() {
            let written = zip(jobs, results).compactMap { job, result -> String? in
                if case .success = result { return job.output.relativePath }
                return nil
            }
            throw BatchInterrupted(signal: signal, written: written)
        }
        for (job, error) in failures.dropLast() { Console.error(Self.line(job.output, error)) }
        let (job, error) = failures.last!
        throw BatchFailure(message: Self.line(job.output, error)
                           + (failures.count > 1 ? " (\(failures.count) outputs failed)" : ""))
    }

    /// The error (a system error in plain words), led by the output it is
    /// about unless it names it already (an output's own errors do:
    /// "cannot write out/a.gif: ..."), so the path is said once.
    static func line(_ output: URL, _ error: Error) -> String {
        let text = SystemErrorText.line(for: error) ?? "\(error)"
        guard !text.contains(output.path), !text.contains(output.relativePath) else { return text }
        return "\(output.relativePath): \(text)"
    }
}

/// The folder of a batch, created if missing.
enum BatchFolder {
    /// Creates `folder` (and its parents); a usage error when it is a file,
    /// one line with the system's reason when it cannot be created.
    static func create(_ folder: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ValidationError("--out-dir \(folder) is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            let reason = SystemErrorText.reason(of: error) ?? "\(error)"
            let path = SystemErrorText.path(of: error).map { $0 == folder ? "" : " (\($0))" } ?? ""
            throw BatchFailure(message: "cannot create the --out-dir folder \(folder)\(path): \(reason)")
        }
    }
}

/// A batch stopped by a signal, and the outputs finished (written or
/// replaced) before it; the others were not written.
struct BatchInterrupted: Error, CustomStringConvertible {
    let signal: Int32
    let written: [String]

    var description: String {
        let name = SystemError.interrupted(signal: signal).signalName.map { " by \($0)" } ?? ""
        guard !written.isEmpty else {
            return "interrupted\(name); no file was written and any existing one is untouched"
        }
        return "interrupted\(name) after writing \(written.joined(separator: ", ")); "
            + "no other file was written and any other existing one is untouched"
    }

    var exitStatus: Int32 { SystemError.interrupted(signal: signal).exitStatus }
}

/// The last failure of a batch, after the others were printed.
struct BatchFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
