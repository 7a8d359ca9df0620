import Foundation
import TestSupport
import Testing

/// `render` and `frame` never clobber what they should not: devices and
/// FIFOs are written, not replaced; links stay links; a folder of frames
/// touches only the frames chartreel listed there; temporary folders of a
/// killed render are swept, a user's look-alikes never.
@Suite struct OutputSafetyTests {
    static let quick = ["--size", "40x40", "--fps", "10", "--duration", "0.3"]

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// `-o /dev/null` as root: a null device made here (1,3) stays a device.
    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aDeviceOutputStaysADevice() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try #require(mknod(workspace.path("null"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        for arguments in [["render", "donut-progress", "-o", "null", "--format", "gif"] + Self.quick,
                          ["frame", "donut-progress", "--at", "0.1", "-o", "null"]] {
            let result = try workspace.chartreel(arguments)
            if arguments[0] == "frame" {
                // A frame's format comes from its extension: a device named "null" has none.
                expectFailure(result, status: 2, mentions: ["extension"])
            } else {
                #expect(result.status == 0, "\(result)")
            }
            #expect(kind(workspace.path("null")) == S_IFCHR, "\(arguments): the device was replaced")
            #expect(try workspace.contents() == ["null"], "\(arguments)")
        }
    }

    /// `-o /dev/stdout` is `-o -`: the file arrives on standard output.
    @Test func devStdoutIsStandardOutput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.shell("\"$CHARTREEL\" render donut-progress -o /dev/stdout --format gif "
                                         + Self.quick.joined(separator: " ") + " > out.gif")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("wrote standard output"), "\(result)")
        let bytes = try Data(contentsOf: workspace.file("out.gif"))
        #expect(bytes.starts(with: Data("GIF89a".utf8)) && bytes.last == 0x3B, "\(bytes.count) bytes")
        #expect(kind("/dev/stdout") == S_IFLNK)
        let missing = try workspace.chartreel(["render", "donut-progress", "-o", "/dev/stdout"] + Self.quick)
        expectFailure(missing, status: 2, mentions: ["standard output (-) needs --format"])
    }

    /// A FIFO gets the file when a reader opens it, and stays a FIFO.
    @Test func aFIFOOutputIsWrittenToItsReader() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try #require(mkfifo(workspace.path("pipe.gif"), 0o644) == 0)
        let result = try workspace.shell("cat pipe.gif > copy.gif & \"$CHARTREEL\" render donut-progress -o pipe.gif "
                                         + Self.quick.joined(separator: " ") + "; status=$?; wait; exit $status")
        #expect(result.status == 0, "\(result)")
        let bytes = try Data(contentsOf: workspace.file("copy.gif"))
        #expect(bytes.starts(with: Data("GIF89a".utf8)) && bytes.last == 0x3B, "\(bytes.count) bytes")
        #expect(kind(workspace.path("pipe.gif")) == S_IFIFO)
        #expect(try workspace.contents() == ["copy.gif", "pipe.gif"])
    }

    @Test func aLinkOutputStaysALink() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("site"), withIntermediateDirectories: false)
        try workspace.write("site/chart.gif", "old")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("latest.gif"), withDestinationPath: "site/chart.gif")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "latest.gif"] + Self.quick)
        #expect(result.status == 0, "\(result)")
        #expect(kind(workspace.path("latest.gif")) == S_IFLNK)
        #expect(try Data(contentsOf: workspace.file("site/chart.gif")).starts(with: Data("GIF89a".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("site")) == ["chart.gif"])
    }

    /// Vector outputs (animated SVG, Lottie JSON, dotLottie) are put in
    /// place as the others are: a FIFO gets the file and stays a FIFO, a
    /// link stays a link, a device stays a device, a file beside is kept.
    @Test func vectorOutputsKeepFIFOsLinksAndDevices() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("site"), withIntermediateDirectories: false)
        try workspace.write("site/notes.txt", "mine")
        for (name, format) in [("chart.svg", "svg"), ("chart.json", "lottie"), ("chart.lottie", "dotlottie")] {
            let pipe = "pipe-" + name
            try #require(mkfifo(workspace.path(pipe), 0o644) == 0)
            let piped = try workspace.shell("cat \(pipe) > copy-\(name) & \"$CHARTREEL\" render donut-progress -o \(pipe) --format \(format) "
                                            + Self.quick.joined(separator: " ") + "; status=$?; wait; exit $status")
            #expect(piped.status == 0, "\(piped)")
            let copied = try Data(contentsOf: workspace.file("copy-" + name))
            #expect(kind(workspace.path(pipe)) == S_IFIFO && copied.count > 100, "\(name)")
            try workspace.write("site/" + name, "old")
            try FileManager.default.createSymbolicLink(atPath: workspace.path("latest-" + name), withDestinationPath: "site/" + name)
            let linked = try workspace.chartreel(["render", "donut-progress", "-o", "latest-" + name, "--format", format] + Self.quick)
            #expect(linked.status == 0 && kind(workspace.path("latest-" + name)) == S_IFLNK, "\(linked)")
            let through = try Data(contentsOf: workspace.file("site/" + name))
            #expect(through.count > 100, "\(name) written through the link")
            if geteuid() == 0 {
                try #require(mknod(workspace.path("null-" + format), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
                let nulled = try workspace.chartreel(["render", "donut-progress", "-o", "null-" + format, "--format", format] + Self.quick)
                #expect(nulled.status == 0 && kind(workspace.path("null-" + format)) == S_IFCHR, "\(nulled)")
            }
        }
        #expect(try workspace.read("site/notes.txt") == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("site")).sorted()
                == ["chart.json", "chart.lottie", "chart.svg", "notes.txt"])
    }

    /// A folder of the user's PNGs named like frames is refused, every file as it was.
    @Test func aFolderOfTheUsersFilesIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("photos"), withIntermediateDirectories: false)
        let names = ["1.png", "2.png", "3.png", "12.png", "100.png"]
        for name in names { try workspace.write("photos/\(name)", "my photo \(name)") }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "photos/%d.png"] + Self.quick)
        expectFailure(result, status: 1, mentions: ["photos: it holds files chartreel did not write (1.png, 100.png, 12.png, ...)"])
        #expect(try workspace.contents() == ["photos"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: workspace.path("photos"))) == Set(names))
        for name in names { #expect(try workspace.read("photos/\(name)") == "my photo \(name)") }
    }

    /// A folder chartreel wrote is rendered into again: its frames are
    /// replaced, the extra ones of a longer render removed, and a file the
    /// user put beside them kept; a frame name the user took is refused.
    @Test func aFramesFolderTouchesOnlyItsOwnFrames() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let frames = { (duration: String) in
            try workspace.chartreel(["render", "donut-progress", "-o", "out/", "--size", "40x40", "--fps", "10",
                                     "--duration", duration])
        }
        var result = try frames("0.5")
        #expect(result.status == 0, "\(result)")
        let first = try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).sorted()
        #expect(first == [".chartreel-frames", "0000.png", "0001.png", "0002.png", "0003.png", "0004.png"])
        try workspace.write("out/notes.txt", "mine")
        try workspace.write("out/0010.png", "my own picture")
        result = try frames("0.3")
        #expect(result.status == 0, "\(result)")
        let second = try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).sorted()
        #expect(second == [".chartreel-frames", "0000.png", "0001.png", "0002.png", "0010.png", "notes.txt"])
        #expect(try workspace.read("out/.chartreel-frames").hasSuffix("\n0000.png\n0001.png\n0002.png\n"))
        result = try frames("1.2")
        expectFailure(result, status: 1, mentions: ["0010.png is there already and chartreel did not write it"])
        #expect(try workspace.read("out/0010.png") == "my own picture")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).sorted() == second)
    }

    /// A record that lists paths outside its folder is not obeyed.
    @Test func aForgedRecordIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("out"), withIntermediateDirectories: false)
        try workspace.write("precious.png", "mine")
        try workspace.write("out/.chartreel-frames",
                            "# chartreel: the frames it wrote into this folder; it replaces or removes only these\n../precious.png\n")
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out/"] + Self.quick)
        expectFailure(result, status: 1, mentions: ["lists \"../precious.png\", which is not a frame's file name"])
        #expect(try workspace.read("precious.png") == "mine")
    }

    /// PNG frames are written without ffmpeg: none on PATH is no error.
    @Test func framesNeedNoFFmpeg() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("empty-bin"), withIntermediateDirectories: false)
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "out/%04d.png"] + Self.quick,
                                             environment: ["PATH": workspace.path("empty-bin")])
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")).count == 4)
        let gif = try workspace.chartreel(["render", "donut-progress", "-o", "out.gif"] + Self.quick,
                                          environment: ["PATH": workspace.path("empty-bin")])
        expectFailure(gif, status: 69, mentions: ["ffmpeg was not found"])
    }

    /// Frames on a full disk say why they failed, and leave the folder as it was.
    @Test(.enabled(if: geteuid() == 0, "mounting a tmpfs needs root"))
    func framesOnAFullDiskSayWhy() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let disk = workspace.file("small")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
        let mount = try run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=16k", "tmpfs", disk.path])
        guard mount.status == 0 else { return }  // No CAP_SYS_ADMIN: FailureTests says so.
        defer { _ = try? run(URL(fileURLWithPath: "/bin/umount"), [disk.path]) }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "small/frames/", "--size", "200x200",
                                              "--fps", "10", "--duration", "1"])
        expectFailure(result, status: 1, mentions: ["No space left on device"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty, "leftovers")
    }

    /// A render to standard output killed outright leaves its temporary
    /// folder; the next render removes it, and nothing of the user's.
    @Test func temporaryFoldersOfKilledRendersAreSwept() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let temporary = workspace.file("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        let dead = try deadProcessID()
        for name in ["chartreel-\(dead)-abc", "chartreel-\(dead)-def"] {
            try FileManager.default.createDirectory(at: temporary.appendingPathComponent(name), withIntermediateDirectories: false)
            try workspace.write("tmp/\(name)/output.gif", "half")
        }
        try workspace.write("tmp/chartreel-\(dead)-abc/.chartreel-work-area", "chartreel work area of process \(dead)\n")
        let result = try workspace.shell("TMPDIR=\(temporary.path) \"$CHARTREEL\" render donut-progress -o - --format gif "
                                         + Self.quick.joined(separator: " ") + " > out.gif")
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == ["chartreel-\(dead)-def"])
        #expect(try Data(contentsOf: workspace.file("out.gif")).starts(with: Data("GIF89a".utf8)))
    }

    /// The data file a scene reads is never an output, by its own name or through a link.
    @Test func theScenesDataIsNeverAnOutput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("data"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Presets/data/daily-users.csv"),
                                         to: workspace.file("data/daily-users.csv"))
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Presets/line-smooth-area.json"),
                                         to: workspace.file("scene.json"))
        try FileManager.default.createSymbolicLink(atPath: workspace.path("link.png"), withDestinationPath: "data/daily-users.csv")
        let original = try Data(contentsOf: workspace.file("data/daily-users.csv"))
        let attempts: [([String], String)] = [
            (["render", "scene.json", "-o", "data/daily-users.csv", "--format", "gif"] + Self.quick, "data/daily-users.csv"),
            (["render", "scene.json", "-o", "data/../data/daily-users.csv", "--format", "mp4"] + Self.quick, "data/../data/daily-users.csv"),
            (["frame", "scene.json", "--at", "0.1", "-o", "link.png"], "link.png"),
            (["sheet", "scene.json", "-o", "link.png"], "link.png"),
        ]
        for (arguments, output) in attempts {
            let result = try workspace.chartreel(arguments)
            #expect(result.status != 0, "\(arguments): \(result)")
            #expect(result.stderrLines.count == 1, "\(arguments): \(result)")
            #expect(result.stderr.contains("cannot write \(URL(fileURLWithPath: workspace.path(output)).standardizedFileURL.path)"),
                    "\(arguments): \(result)")
            #expect(result.stderr.contains("the scene reads"), "\(arguments): \(result)")
        }
        #expect(try Data(contentsOf: workspace.file("data/daily-users.csv")) == original)
        #expect(Set(try workspace.contents()) == ["data", "scene.json", "link.png"])
    }
}
