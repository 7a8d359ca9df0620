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
    /// root chartreel runs as `nobody` (setpriv).
    @Test(arguments: [("locked/sub", "cannot create the --out-dir folder locked/sub: permission denied"),
                      ("locked", "locked/donut-progress.gif: cannot create a temporary folder in ")])
    func readOnlyBatchFolder(_ folder: String, _ expected: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let locked = workspace.file("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        var prefix = ""
        if getuid() == 0 {
            guard let setpriv = try? ProcessRunner.tool("setpriv", package: "util-linux") else {
                throw TestFailure("running as root needs setpriv to drop privileges")
            }
            prefix = "\(setpriv.path) --reuid=65534 --regid=65534 --clear-groups "
        }
        let result = try workspace.shell("\(prefix)\"$CHARTREEL\" render donut-progress --out-dir \(folder) --duration 0.5")
        Self.expectPlain(result, status: 1, mentions: [expected])
        #expect(result.stderr.lowercased().contains("permission denied"), "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty, "leftover files")
    }
}
