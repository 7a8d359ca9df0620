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
    try builtExecutable("chartreel")
}

/// The executable `name` SwiftPM built next to the running test bundle.
func builtExecutable(_ name: String) throws -> URL {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidates = [me, Bundle.main.executableURL?.resolvingSymlinksInPath()].compactMap { $0 }
    for exe in candidates {
        let binary = exe.deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
    }
    throw TestFailure("the \(name) executable was not found beside the test bundle "
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

    /// Removes the directory, after killing any process a failed test left
    /// running in it (a stand-in ffmpeg, an orphaned ffmpeg).
    func remove() {
        for line in processes() {
            if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: url)
    }

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
        try run(try chartreelExecutable(), arguments, in: url, environment: Self.environment(environment))
    }

    /// Runs `script` with /bin/sh in this directory, for redirections and
    /// pipes; `$CHARTREEL` is the chartreel executable.
    func shell(_ script: String) throws -> RunResult {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: url,
                environment: Self.environment(["CHARTREEL": try chartreelExecutable().path]))
    }

    /// Starts chartreel in this directory without waiting for it (same environment as `chartreel`).
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> RunningProcess {
        try RunningProcess(try chartreelExecutable(), arguments, in: url, environment: Self.environment(environment))
    }

    private static func environment(_ extra: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["CHARTREEL_PRESETS"] = nil
        env["CHARTREEL_FFMPEG"] = nil
        env.merge(extra) { $1 }
        return env
    }

    /// Writes an executable shell script `bin/NAME` (a stand-in ffmpeg) and returns its path.
    @discardableResult
    func script(_ name: String = "ffmpeg", _ body: String) throws -> URL {
        let bin = file("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = bin.appendingPathComponent(name)
        try Data(body.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// chartreel's private work folders (`.chartreel-*`) in the directory.
    func workFolders() throws -> [String] {
        try contents().filter { $0.hasPrefix(".chartreel-") }
    }

    /// Size of `name` in the first work folder, nil while there is none.
    func workFileSize(_ name: String) -> Int? {
        guard let folder = try? workFolders().first else { return nil }
        let path = url.appendingPathComponent(folder).appendingPathComponent(name).path
        return (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    /// Live processes whose command line mentions this workspace (an ffmpeg
    /// writing into its work folder, a stand-in script from `bin`).
    func processes() -> [String] {
        CLITests.processes(mentioning: url.lastPathComponent)
    }
}

/// Command lines (arguments joined by spaces) of the live processes whose
/// command line contains `text`, other than this one. Zombies have none.
func processes(mentioning text: String) -> [String] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> String? in
        guard let pid = Int32(entry), pid != me,
              let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty else { return nil }
        let line = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        return line.contains(text) ? "\(pid): \(line)" : nil
    }
}

/// Polls `condition` every 20 ms until it holds (true) or `timeout` seconds pass (false).
func waitUntil(timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        usleep(20_000)
    }
    return try condition()
}

/// ffmpeg from PATH (the real one, for stand-ins that wrap it).
func realFFmpeg() throws -> String {
    try ProcessRunner.tool("ffmpeg", package: "ffmpeg").path
}

/// Frames of the first video stream of `file`, decoded and counted by ffprobe.
func probeFrames(_ file: URL) throws -> Int {
    let result = try ProcessRunner.runTool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                        "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0",
                                                        file.path], package: "ffmpeg")
    guard let frames = Int(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw TestFailure("ffprobe gave no frame count for \(file.path): \(result)")
    }
    return frames
}

/// The frames a file shows at `fps`: a GIF stores a run of identical
/// frames once, with a longer delay, so it is decoded at that rate.
func shownFrames(_ file: URL, fps: Int) throws -> Int {
    guard file.pathExtension == "gif" else { return try probeFrames(file) }
    let result = try ProcessRunner.runTool("ffmpeg", ["-v", "error", "-i", file.path, "-fps_mode", "cfr", "-r", "\(fps)",
                                                       "-f", "framemd5", "-"], package: "ffmpeg")
    return result.stdoutText.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
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
