import Foundation
import TestSupport
import Testing

/// What a finished `chartreel` run left behind.
struct RunResult: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Non-empty lines written to standard error.
    var stderrLines: [String] { stderr.split(whereSeparator: \.isNewline).map(String.init) }

    var description: String { "exit \(status)\nstdout: \(stdout)\nstderr: \(stderr)" }
}

/// Runs `executable` with `arguments` (argv, no shell) and waits for it.
func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
         environment: [String: String]? = nil) throws -> RunResult {
    let result = try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
    return RunResult(status: result.status, stdout: result.stdoutText, stderr: result.stderrText)
}

/// The `chartreel` executable SwiftPM built next to the running test bundle.
func chartreelExecutable() throws -> URL {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [me, Bundle.main.executableURL?.resolvingSymlinksInPath()].compactMap { $0 }
    for exe in candidates {
        let binary = exe.deletingLastPathComponent().appendingPathComponent("chartreel")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    throw TestFailure("the chartreel executable was not found beside the test bundle "
                      + "(looked in \(candidates.map { $0.deletingLastPathComponent().path })); build it first")
}

/// The repository root, from this file's location (Tests/CLITests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let presetFile = repositoryRoot.appendingPathComponent("Presets/donut-progress.json")

/// A fresh directory for one test; call `remove()` when done (`defer`).
struct Workspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("chartreel-cli-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func path(_ name: String) -> String { file(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let target = file(name)
        try Data(text.utf8).write(to: target)
        return target
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
    }

    /// Names of everything in the directory, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Runs chartreel in this directory. The environment is the test's own,
    /// minus chartreel's overrides, plus `environment`.
    func chartreel(_ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        env["CHARTREEL_PRESETS"] = nil
        env["CHARTREEL_FFMPEG"] = nil
        env.merge(environment) { $1 }
        return try run(try chartreelExecutable(), arguments, in: url, environment: env)
    }
}

/// Checks a failed run: the exit status and one `chartreel: error:` line
/// containing every piece of `expected`.
func expectFailure(_ result: RunResult, status: Int32, mentions expected: [String],
                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == status, "wrong exit status: \(result)", sourceLocation: sourceLocation)
    #expect(result.stderrLines.count == 1, "expected one line on stderr: \(result)", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("chartreel: error: "), "\(result)", sourceLocation: sourceLocation)
    for piece in expected {
        #expect(result.stderr.contains(piece), "stderr lacks \"\(piece)\": \(result)", sourceLocation: sourceLocation)
    }
}

/// The text of the donut preset with `original` replaced by `replacement`
/// (which must occur exactly once), and the 1-based line and column where
/// `replacement` starts.
func editedPreset(replacing original: String, with replacement: String) throws -> (text: String, line: Int, column: Int) {
    let text = String(decoding: try Data(contentsOf: presetFile), as: UTF8.self)
    let parts = text.components(separatedBy: original)
    guard parts.count == 2 else {
        throw TestFailure("\(presetFile.path) should contain \(original) exactly once; found \(parts.count - 1)")
    }
    let before = parts[0]
    let line = before.filter { $0 == "\n" }.count + 1
    let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
    return (parts[0] + replacement + parts[1], line, column)
}

/// The `chartreel info` JSON of `scene`, parsed.
func info(_ scene: String, in workspace: Workspace) throws -> [String: Any] {
    let result = try workspace.chartreel(["info", scene])
    guard result.status == 0 else { throw TestFailure("chartreel info \(scene) failed: \(result)") }
    guard let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
        throw TestFailure("chartreel info printed no JSON object: \(result.stdout)")
    }
    return object
}
