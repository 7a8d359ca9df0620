import Foundation
import Testing

@testable import ReelScene

/// `InputFile`: what each kind of path reads as, and the plain words for
/// each failure, including the ones root never meets (permission denied).
@Suite struct InputFileReadingTests {
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsARegularFileWhole() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let file = folder.appendingPathComponent("data.bin")
        try Data(bytes).write(to: file)
        #expect(try InputFile.read(file.path) == bytes)
    }

    @Test func failuresSayWhatThePathIs() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.json").path
        #expect(throws: InputFileError(path: missing, reason: "no such file")) { try InputFile.read(missing) }
        #expect(throws: InputFileError(path: folder.path, reason: "is a directory; give a file")) { try InputFile.read(folder.path) }
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: missing)
        #expect(throws: InputFileError(path: link, reason: "no such file (a symbolic link to a missing file)")) {
            try InputFile.read(link)
        }
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let throughFile = file.path + "/scene.json"
        #expect(throws: InputFileError(path: throughFile, reason: "no such file (a part of the path is not a directory)")) {
            try InputFile.read(throughFile)
        }
    }

    /// Without opening it: a FIFO must not be opened by a library that
    /// waits for a writer.
    @Test func regularFileCheckRefusesWhatFreeTypeCannotOpen() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(InputFile.problem(openingRegularFile: fifo) == "is a FIFO (named pipe); give a regular file")
        #expect(InputFile.problem(openingRegularFile: folder.path) == "is a directory; give a file")
        #expect(InputFile.problem(openingRegularFile: "/dev/null") == "is a device, not a regular file")
        let file = folder.appendingPathComponent("font.ttf")
        try Data("x".utf8).write(to: file)
        #expect(InputFile.problem(openingRegularFile: file.path) == nil)
    }

    @Test func errnoReasonsArePlainWords() {
        #expect(InputFile.reason(errno: EACCES, at: "/x") == "not readable (permission denied)")
        #expect(InputFile.reason(errno: EPERM, at: "/x") == "not readable (permission denied)")
        #expect(InputFile.reason(errno: EISDIR, at: "/x") == "is a directory; give a file")
        #expect(InputFile.reason(errno: ELOOP, at: "/x") == "is a loop of symbolic links")
        #expect(InputFile.reason(errno: EIO, at: "/x") == "input/output error")
    }

    /// An unreadable file, where the test does not run as root (root reads anything).
    @Test(.enabled(if: getuid() != 0, "root can read a file of mode 000"))
    func unreadableFileIsNamed() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("secret.json")
        try Data("{}".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        #expect(throws: InputFileError(path: file.path, reason: "not readable (permission denied)")) { try InputFile.read(file.path) }
    }
}
