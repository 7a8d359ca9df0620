import Foundation
import TestSupport
import Testing

/// Failures the system reports (exec, permissions, a file where a folder
/// should be) are one plain line naming the path and the reason, never a
/// Foundation error dump such as `Error Domain=NSCocoaErrorDomain Code=516`.
@Suite struct PlainSystemErrorTests {
    static func expectPlain(_ result: RunResult, status: Int32, mentions: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        expectFailure(result, status: status, mentions: mentions, sourceLocation: sourceLocation)
        for dump in ["Domain=", "Code=", "UserInfo", "NSUnderlyingError"] {
            #expect(!result.stderr.contains(dump), "\(result)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["out.gif", "out.mp4", "out.webm"])
    func ffmpegExitingZeroWithoutOutput(_ target: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write(target, "precious")
        let fake = try workspace.script("ffmpeg", "#!/bin/sh\ncat > /dev/null\nexit 0\n")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", target, "--duration", "0.5"],
                                             environment: ["CHARTREEL_FFMPEG": fake.path])
        let expected = target == "out.gif" ? ["without writing the palette", "palette.png: no such file or directory"]
            : ["ffmpeg wrote an empty file; the target was not replaced"]
        Self.expectPlain(result, status: 1, mentions: expected)
        #expect(try workspace.read(target) == "precious")
        #expect(try workspace.contents() == ["bin", target], "leftover files")
    }

    @Test func ffmpegScriptWithoutShebang() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fake = try workspace.script("ffmpeg", "exit 0\n")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.mp4", "--duration", "0.5"],
                                             environment: ["CHARTREEL_FFMPEG": fake.path])
        Self.expectPlain(result, status: 69, mentions: ["cannot start \(fake.path): exec format error (a script needs a #! line)"])
        #expect(try workspace.contents() == ["bin"], "leftover files")
    }

    @Test func ffmpegOverrideThatIsAFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let folder = workspace.file("tools")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out.mp4", "--duration", "0.5"],
                                             environment: ["CHARTREEL_FFMPEG": folder.path])
        Self.expectPlain(result, status: 69, mentions: ["CHARTREEL_FFMPEG=\(folder.path) is a folder, not an executable file"])
    }

    @Test func outDirThatIsAFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("renders", "precious")
        let result = try workspace.chartreel(["render", "donut-progress", "--out-dir", "renders", "--duration", "0.5"])
        Self.expectPlain(result, status: 2, mentions: ["--out-dir renders is a file, not a folder"])
        #expect(try workspace.read("renders") == "precious")
    }

    /// A folder chartreel may not write in: root may write anywhere, so as
    /// root chartreel runs as `nobody` (setpriv), from a copy in the
    /// workspace with the scene beside it: the checkout may sit in a folder
    /// `nobody` cannot enter (a root user's 0700 home).
    @Test(arguments: [("locked/sub", "cannot create the --out-dir folder locked/sub: permission denied"),
                      ("locked", "locked/donut-progress.gif: cannot create a temporary folder in ")])
    func readOnlyBatchFolder(_ folder: String, _ expected: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let locked = workspace.file("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        try FileManager.default.copyItem(at: presetFile, to: workspace.file("donut-progress.json"))
        var prefix = "\"$CHARTREEL\""
        if getuid() == 0 {
            prefix = try Self.asNobody(try Self.copyOfChartreel(in: workspace, at: "bin"))
        }
        let result = try workspace.shell("\(prefix) render donut-progress.json --out-dir \(folder) --duration 0.5")
        Self.expectPlain(result, status: 1, mentions: [expected])
        #expect(result.stderr.lowercased().contains("permission denied"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty, "leftover files")
    }

    /// Where chartreel was started from never crashes it: a copy in a
    /// folder `nobody` may not enter (0700, as a root user's home) runs as
    /// `nobody`, finds no presets there, and says so.
    @Test(.enabled(if: getuid() == 0, "only root can run chartreel as another user"))
    func aFolderOutOfReachAboveTheProgramIsNoCrash() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let binary = try Self.copyOfChartreel(in: workspace, at: "private/bin")
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: workspace.path("private"))
        let nobody = try Self.asNobody(binary)
        let version = try workspace.shell("\(nobody) --version")
        #expect(version.status == 0 && !version.stdout.isEmpty, "\(version)")
        let presets = try workspace.shell("CHARTREEL_PRESETS= \(nobody) presets")
        #expect(presets.status == 0 || presets.status == 1, "\(presets)")
        #expect(!presets.stderr.contains("Backtrace") && !presets.stderr.contains("Fatal error"), "\(presets)")
    }

    /// A copy of chartreel at `folder/chartreel` in the workspace.
    static func copyOfChartreel(in workspace: Workspace, at folder: String) throws -> URL {
        let bin = workspace.file(folder)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("chartreel")
        try FileManager.default.copyItem(at: try chartreelExecutable(), to: copy)
        return copy
    }

    /// The shell words that run `binary` as `nobody` (setpriv).
    static func asNobody(_ binary: URL) throws -> String {
        guard let setpriv = try? ProcessRunner.tool("setpriv", package: "util-linux") else {
            throw TestFailure("running as root needs setpriv to drop privileges")
        }
        return "\(setpriv.path) --reuid=65534 --regid=65534 --clear-groups \"\(binary.path)\""
    }
}
