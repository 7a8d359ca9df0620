import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport

/// Runs a `HostileCase` in a copy of its folder, within the limits issue 10
/// sets for any input (10 s of wall time, 1 GB of address space), and
/// judges what came of it.
enum HostileRunner {
    static let timeLimit = 10.0
    static let memoryLimit = 1 << 30
    static let longestLine = 300

    /// What one run came to: nil failure when it met its expectation.
    struct Outcome {
        let failure: String?
        let seconds: Double
        /// How it ended, for the log: "rendered", or the error line.
        let ending: String
    }

    static func run(_ hostile: HostileCase) throws -> Outcome {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try prepare(hostile, in: workspace)
        let before = try workspace.contents()
        // prlimit execs chartreel with the limit set, so the process waited
        // for (and killed at the time limit) is chartreel itself.
        let process = try RunningProcess(
            URL(fileURLWithPath: "/usr/bin/prlimit"),
            ["--as=\(memoryLimit)", "--", try chartreelExecutable().path] + hostile.commandLine,
            in: workspace.url, environment: environment)
        let started = Date()
        let result: ProcessResult
        do {
            result = try process.wait(timeout: timeLimit)
        } catch {
            return Outcome(failure: "still running after \(Int(timeLimit)) s (killed)", seconds: timeLimit, ending: "killed")
        }
        let seconds = Date().timeIntervalSince(started)
        let (failure, ending) = judge(hostile, result, workspace: workspace, before: before)
        return Outcome(failure: failure, seconds: seconds, ending: ending)
    }

    /// The test's environment without chartreel's overrides; no Swift
    /// backtracer (a trap would start a symbolicating child under the limit).
    private static var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["CHARTREEL_PRESETS"] = nil
        env["CHARTREEL_FFMPEG"] = nil
        env["SWIFT_BACKTRACE"] = "enable=no"
        return env
    }

    /// Copies the case folder into `workspace`, then writes what the case
    /// needs that is too large or too odd to keep in git.
    private static func prepare(_ hostile: HostileCase, in workspace: Workspace) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: HostileCase.folder.path)
        for name in files where !["expectations.json", "known-open.txt"].contains(name) {
            try FileManager.default.copyItem(at: HostileCase.folder.appendingPathComponent(name), to: workspace.file(name))
        }
        if !hostile.scene.isEmpty, let text = try? workspace.read(hostile.scene) {
            if text.contains("@@5MB@@") {
                try workspace.write(hostile.scene, text.replacingOccurrences(of: "@@5MB@@", with: String(repeating: "a", count: 5_000_000)))
            }
            if text.contains("generated-100k.csv") {
                let rows = (0..<100_000).map { "\($0),\(($0 &* 7919) % 1000)" }
                try workspace.write("generated-100k.csv", "x,value\n" + rows.joined(separator: "\n") + "\n")
            }
        }
        for folder in hostile.directories {
            try FileManager.default.createDirectory(at: workspace.file(folder), withIntermediateDirectories: true)
        }
        for fifo in hostile.fifos where mkfifo(workspace.path(fifo), 0o644) != 0 {
            throw TestFailure("mkfifo \(fifo) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// The failure, if the run did not meet the case's expectation, and how it ended.
    static func judge(_ hostile: HostileCase, _ result: ProcessResult, workspace: Workspace,
                      before: [String]) -> (String?, String) {
        let lines = result.stderrText.split(whereSeparator: \.isNewline).map(String.init)
        switch result.status {
        case 0:
            if let problem = outputProblem(workspace.file(hostile.outputName), format: hostile.output) {
                return ("exit 0 but \(problem)", "rendered")
            }
            if case .error = hostile.expectation { return ("rendered; expected an error", "rendered") }
            if let long = lines.first(where: { $0.count > longestLine }) {
                return ("a note of \(long.count) characters on stderr", "rendered")
            }
            return (nil, "rendered")
        // The documented failure statuses: 1 render failure, 2 usage (a bad curve for ease),
        // 65 invalid input, 69 a missing dependency (a font that cannot be loaded).
        case 1, 2, 65, 69:
            let line = lines.first ?? ""
            let leftovers = ((try? workspace.contents()) ?? []).filter { !before.contains($0) }
            if lines.count != 1 { return ("exit \(result.status) with \(lines.count) lines on stderr: \(String(result.stderrText.prefix(300)).debugDescription)", line) }
            if line.count > longestLine { return ("an error line of \(line.count) characters: \(line.prefix(200))...", line) }
            if !leftovers.isEmpty { return ("the failed run left \(leftovers) behind", line) }
            switch hostile.expectation {
            case .renders: return ("failed: \(line)", line)
            case .error(let texts) where !texts.isEmpty && !texts.contains(where: line.contains):
                return ("the error mentions none of \(texts): \(line)", line)
            default: return (nil, line)
            }
        default:
            let how = result.status < 0 ? "killed by signal \(-result.status)" : "exit \(result.status)"
            let tail = lines.first { $0.contains("Fatal error") || $0.contains("failed") } ?? lines.last ?? ""
            return ("\(how): \(tail.prefix(300))", how)
        }
    }

    /// What is wrong with the output file of a run that exited 0, or nil.
    static func outputProblem(_ file: URL, format: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return "no \(file.lastPathComponent) was written" }
        let bytes = [UInt8](data)
        switch format {
        case "png":
            // The signature, then IHDR's width and height, neither 0.
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count > 24,
                  bytes[16..<20].contains(where: { $0 != 0 }), bytes[20..<24].contains(where: { $0 != 0 })
            else { return "out.png is not a PNG" }
        case "svg":
            let parser = XMLParser(data: data)
            guard parser.parse() else {
                return "out.svg is not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "no reason"))"
            }
        case "gif":
            guard bytes.starts(with: Array("GIF89a".utf8)), bytes.last == 0x3B else { return "out.gif is not a whole GIF" }
        case "mp4":
            guard bytes.count > 8, bytes[4..<8].elementsEqual("ftyp".utf8) else { return "out.mp4 is not an MP4" }
        default:
            return "unknown output format \(format)"
        }
        return nil
    }
}
