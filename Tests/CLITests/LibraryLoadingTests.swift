import Foundation
import TestSupport
import Testing

/// libgd is opened when the first canvas is made, not when chartreel
/// starts: commands that draw nothing never bind its forty image-format
/// libraries, and one that draws says what to install when it is missing.
@Suite struct LibraryLoadingTests {
    /// The shared objects the dynamic linker opened during a run (its `LD_DEBUG=files` trace).
    private func opened(_ arguments: [String], in workspace: Workspace) throws -> (RunResult, [String]) {
        let result = try run(try chartreelExecutable(), arguments, in: workspace.url,
                             environment: ProcessInfo.processInfo.environment.merging(["LD_DEBUG": "files"]) { $1 })
        let files = result.stderr.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            guard let range = line.range(of: "file=") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
        return (result, files)
    }

    @Test func commandsThatDrawNothingNeverOpenLibgd() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (version, atStart) = try opened(["--version"], in: workspace)
        #expect(version.status == 0, "\(version)")
        #expect(atStart.contains { $0.hasPrefix("libraqm") }, "the trace lists the linked libraries: \(atStart)")
        #expect(!atStart.contains { $0.hasPrefix("libgd") || $0.hasPrefix("libheif") || $0.hasPrefix("libavif") }, "\(atStart)")
        let (validated, validating) = try opened(["validate", presetFile.path], in: workspace)
        #expect(validated.status == 0, "\(validated)")
        #expect(!validating.contains { $0.hasPrefix("libgd") }, "\(validating)")
    }

    @Test func drawingAFrameOpensLibgd() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let frame = workspace.file("frame.png")
        let (result, files) = try opened(["frame", presetFile.path, "--at", "0.5", "-o", frame.path], in: workspace)
        #expect(result.status == 0, "\(result)")
        #expect(files.contains("libgd.so.3"), "\(files)")
        #expect(FileManager.default.fileExists(atPath: frame.path))
    }

    /// Where libgd cannot be opened (hidden here by a bind mount in a
    /// private mount namespace), a render fails at once with what to install.
    @Test(.enabled(if: getuid() == 0, "hiding libgd needs root (a private mount namespace)"))
    func aMissingLibgdIsReportedWithWhatToInstall() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let unshare = try ProcessRunner.tool("unshare", package: "util-linux")
        let library = URL(fileURLWithPath: "/usr/lib/x86_64-linux-gnu/libgd.so.3").resolvingSymlinksInPath()
        let output = workspace.file("out.gif")
        let script = "mount --bind /dev/null '\(library.path)' && exec '\(try chartreelExecutable().path)' render '\(presetFile.path)' -o '\(output.path)'"
        let result = try run(unshare, ["--mount", "--propagation", "private", "sh", "-c", script], in: workspace.url)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("cannot load libgd (libgd.so.3:"), "\(result)")
        #expect(result.stderr.contains("apt-get install libgd3"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try workspace.contents() == [], "nothing is left behind")
    }
}
