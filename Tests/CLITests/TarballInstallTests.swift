import Foundation
import Testing

/// The tarball's `install.sh` (scripts/dist-install.sh), run from an
/// unpacked tarball made of the built chartreel and a man page.
@Suite struct TarballInstallTests {
    /// An unpacked tarball in `workspace/tarball`.
    static func unpack(in workspace: Workspace) throws {
        let files = FileManager.default
        try files.createDirectory(at: workspace.file("tarball/bin"), withIntermediateDirectories: true)
        try files.createDirectory(at: workspace.file("tarball/share/man/man1"), withIntermediateDirectories: true)
        try files.copyItem(at: try chartreelExecutable(), to: workspace.file("tarball/bin/chartreel"))
        try files.copyItem(at: repositoryRoot.appendingPathComponent("scripts/dist-install.sh"), to: workspace.file("tarball/install.sh"))
        try workspace.write("tarball/share/man/man1/chartreel.1", ".TH CHARTREEL 1\n")
    }

    static func install(_ arguments: String, in workspace: Workspace) throws -> RunResult {
        try workspace.shell("cd caller && ../tarball/install.sh \(arguments)")
    }

    /// A relative prefix is the caller's folder, as the message says.
    @Test func aRelativePrefixIsTheCallersFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.unpack(in: workspace)
        try FileManager.default.createDirectory(at: workspace.file("caller"), withIntermediateDirectories: true)
        let result = try Self.install("--prefix local", in: workspace)
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.isExecutableFile(atPath: workspace.path("caller/local/bin/chartreel")))
        #expect(try workspace.read("caller/local/share/man/man1/chartreel.1") == ".TH CHARTREEL 1\n")
        #expect(result.stdout.contains("installed chartreel into \(workspace.path("caller/local")) ("), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("tarball/local")), "installed inside the tarball")
    }

    /// Extra or unknown arguments, and a missing prefix, are refused before anything is installed.
    @Test func extraArgumentsAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.unpack(in: workspace)
        try FileManager.default.createDirectory(at: workspace.file("caller"), withIntermediateDirectories: true)
        for (arguments, message) in [("--prefix p extra", "unknown argument 'extra'"), ("--prefix", "--prefix needs a directory"),
                                     ("--prefix ''", "--prefix needs a directory"), ("--force", "unknown argument '--force'")] {
            let result = try Self.install(arguments, in: workspace)
            #expect(result.status == 2 && result.stderr.contains(message), "\(arguments): \(result)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("caller")).isEmpty)
    }

    /// libgd is opened when the first frame is drawn, so ldd cannot tell it
    /// is missing: install.sh looks it up in the linker's cache, and a
    /// system without it (an empty cache, in a private mount namespace
    /// here) is refused with libgd named, before anything is installed.
    @Test(.enabled(if: getuid() == 0, "hiding the linker's cache needs root (a private mount namespace)"))
    func aSystemWithoutLibgdIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.unpack(in: workspace)
        try FileManager.default.createDirectory(at: workspace.file("caller"), withIntermediateDirectories: true)
        try workspace.write("empty-cache", "")
        let result = try workspace.shell("unshare --mount --propagation private sh -c "
                                         + "'mount --bind \(workspace.path("empty-cache")) /etc/ld.so.cache && cd caller && ../tarball/install.sh --prefix p'")
        #expect(result.status == 1 && result.stderr.contains("lacks libraries chartreel loads:") && result.stderr.contains("libgd.so.3"),
                "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("caller")).isEmpty)
    }

    /// A folder where the man page goes is refused, and nothing is installed.
    @Test func aFolderAtAFilesPathIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.unpack(in: workspace)
        try FileManager.default.createDirectory(at: workspace.file("caller/p/share/man/man1/chartreel.1"), withIntermediateDirectories: true)
        let result = try Self.install("--prefix p", in: workspace)
        #expect(result.status == 1 && result.stderr.contains("share/man/man1/chartreel.1 is a folder where chartreel installs a file"),
                "\(result)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("caller/p/bin/chartreel")), "installed part of it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("caller/p/share/man/man1/chartreel.1")).isEmpty)
    }
}
