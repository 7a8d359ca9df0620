import Foundation
import ReelSystem
import TestSupport
import Testing

/// The private folder beside a target: created up front, committed by one
/// rename, removed on every other path, and stale ones of dead processes
/// removed by the next work area.
@Suite struct WorkAreaTests {
    @Test func folderIsPrivateAndBesideTheTarget() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let target = workspace.file("out.gif")
        let work = try WorkArea(target: target)
        defer { work.discard() }
        let name = work.directory.lastPathComponent
        #expect(work.directory.deletingLastPathComponent().path == workspace.url.path)
        #expect(name.hasPrefix(".chartreel-\(getpid())-"), "\(name)")
        let suffix = name.dropFirst(".chartreel-\(getpid())-".count)
        #expect(!suffix.isEmpty && suffix.allSatisfy { $0.isHexDigit }, "\(name)")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: work.directory.path)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        #expect(work.output.deletingLastPathComponent() == work.directory)
        #expect(work.output.lastPathComponent == "output.gif")
        #expect(work.file("palette.png").deletingLastPathComponent() == work.directory)
        #expect(try workspace.contents() == [name])
    }

    /// Two renders of one target at once get separate folders.
    @Test func workAreasOfOneTargetAreSeparate() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let first = try WorkArea(target: workspace.file("out.mp4"))
        let second = try WorkArea(target: workspace.file("out.mp4"))
        #expect(first.directory != second.directory)
        first.discard()
        #expect(try workspace.contents() == [second.directory.lastPathComponent])
        second.discard()
        #expect(try workspace.contents().isEmpty)
    }

    @Test func commitReplacesTheTargetAndRemovesTheFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let target = workspace.file("out.mp4")
        try Data("old".utf8).write(to: target)
        let work = try WorkArea(target: target)
        try Data("new".utf8).write(to: work.output)
        try Data("scratch".utf8).write(to: work.file("palette.png"))
        #expect(try Data(contentsOf: target) == Data("old".utf8), "the target changed before the commit")
        try work.commit()
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(try workspace.contents() == ["out.mp4"])
        work.discard()  // Harmless afterwards.
        #expect(try workspace.contents() == ["out.mp4"])
    }

    @Test func discardAndDeinitRemoveEverything() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Data("precious".utf8).write(to: workspace.file("out.gif"))
        let work = try WorkArea(target: workspace.file("out.gif"))
        try Data("half".utf8).write(to: work.output)
        work.discard()
        work.discard()
        #expect(try workspace.contents() == ["out.gif"])
        do {
            let dropped = try WorkArea(target: workspace.file("out.gif"))
            try Data("half".utf8).write(to: dropped.output)
            #expect(try workspace.contents().count == 2)
        }
        #expect(try workspace.contents() == ["out.gif"], "deinit left the folder")
        #expect(try Data(contentsOf: workspace.file("out.gif")) == Data("precious".utf8))
    }

    /// A commit that cannot rename (the target became a folder meanwhile)
    /// throws and still removes the work area.
    @Test func failedCommitRemovesTheFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let target = workspace.file("out.gif")
        let work = try WorkArea(target: target)
        try Data("done".utf8).write(to: work.output)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data("x".utf8).write(to: target.appendingPathComponent("inside"))
        do {
            try work.commit()
            Issue.record("committing onto a folder succeeded")
        } catch let error as SystemError {
            #expect(error.description.hasPrefix("cannot move the finished file to \(target.path): "), "\(error)")
        }
        #expect(try workspace.contents() == ["out.gif"])
    }

    @Test func unwritableTargetsAreRefusedBeforeAnyFolder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("folder.gif"), withIntermediateDirectories: false)
        let cases: [(URL, String)] = [
            (workspace.file("missing/out.gif"), "directory \(workspace.file("missing").path) does not exist"),
            (workspace.file("folder.gif"), "it is a directory"),
            (workspace.file(String(repeating: "n", count: 252) + ".gif"), "the file name is 256 bytes long; at most 255"),
        ]
        for (target, message) in cases {
            do {
                _ = try WorkArea(target: target)
                Issue.record("a work area for \(target.path) was created")
            } catch let error as SystemError {
                #expect(error.description.contains(message), "\(error)")
                #expect(!error.description.contains("\n"))
            }
        }
        #expect(try workspace.contents() == ["folder.gif"])
    }

    /// Only folders that carry chartreel's marker, of a process that is gone,
    /// are removed: a user's files named alike stay, whatever is in them.
    @Test func staleWorkAreasOfDeadProcessesAreRemovedAndNothingElse() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let dead = try deadProcessID()
        let stale = [".chartreel-\(dead)-1f", ".chartreel-\(dead)-beef0"]
        let kept = [
            ".chartreel-\(getpid())-1f",  // this process: alive
            ".chartreel-1-2e",  // init: alive
            ".chartreel-\(dead)-beef",  // the user's: no marker
            ".chartreel-\(dead)-cafe",  // a marker of another process
            ".chartreel-\(dead)-notes", ".chartreel-x-1f", ".chartreel-99999999999-1f",
        ]
        let markers = [".chartreel-\(dead)-cafe": "chartreel work area of process 1\n"]
        for name in stale + kept {
            try FileManager.default.createDirectory(at: workspace.file(name), withIntermediateDirectories: false)
            try Data("x".utf8).write(to: workspace.file(name).appendingPathComponent("inside"))
            let pid = PrivateFolderName.owner(name) ?? 0
            let line = markers[name] ?? (stale.contains(name) || pid != dead ? "chartreel work area of process \(pid)\n" : nil)
            if let line { try Data(line.utf8).write(to: workspace.file(name).appendingPathComponent(".chartreel-work-area")) }
        }
        // Files named like the temporary files of older versions are the user's now.
        let files = [".plan.chartreel-\(dead)-1.txt", ".out.gif.chartreel-\(dead)-2.gif", "chartreel-palette-\(dead)-7.png"]
        for name in files { try Data("mine".utf8).write(to: workspace.file(name)) }
        // A marked folder reached through a link is not removed through it.
        let elsewhere = try Workspace()
        defer { elsewhere.remove() }
        let linked = elsewhere.file("real")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: false)
        try Data("chartreel work area of process \(dead)\n".utf8).write(to: linked.appendingPathComponent(".chartreel-work-area"))
        try FileManager.default.createSymbolicLink(at: workspace.file(".chartreel-\(dead)-abc"), withDestinationURL: linked)

        let work = try WorkArea(target: workspace.file("out.gif"))
        defer { work.discard() }
        let expected = kept + files + [".chartreel-\(dead)-abc", work.directory.lastPathComponent]
        #expect(try workspace.contents() == expected.sorted())
        #expect(FileManager.default.fileExists(atPath: linked.appendingPathComponent(".chartreel-work-area").path))
        #expect(try Data(contentsOf: workspace.file(".chartreel-\(dead)-beef/inside")) == Data("x".utf8))
    }

    /// A work area carries the marker that lets a later process remove it after a crash.
    @Test func workAreasAreMarked() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let work = try WorkArea(target: workspace.file("out.gif"))
        defer { work.discard() }
        let marker = try String(contentsOf: work.file(".chartreel-work-area"), encoding: .utf8)
        #expect(marker == "chartreel work area of process \(getpid())\n")
    }
}

/// The process id in a work area's name, as the tests build them.
enum PrivateFolderName {
    static func owner(_ name: String) -> Int32? {
        let parts = name.split(separator: "-")
        return parts.count == 3 ? Int32(parts[1]) : nil
    }
}
