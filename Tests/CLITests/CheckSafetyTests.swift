import Foundation
import TestSupport
import Testing

/// `chartreel check` on a folder whose manifest comes from an untrusted pull
/// request: it writes nothing without --update, and no path or option in the
/// manifest reaches outside the folder.
@Suite struct CheckSafetyTests {
    /// A workspace with `docs/demo.json`, `docs/demo.gif` rendered from it
    /// and `out/victim.gif`, a file outside docs that must never change.
    static func assets() throws -> Workspace {
        let workspace = try Workspace()
        for folder in ["docs", "out", "tmp"] {
            try FileManager.default.createDirectory(at: workspace.file(folder), withIntermediateDirectories: true)
        }
        _ = try workspace.write("docs/demo.json", AssetCommandTests.scene())
        _ = try workspace.write("out/victim.gif", "precious")
        let render = try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/demo.gif", "-q"])
        #expect(render.status == 0, "\(render)")
        return workspace
    }

    /// Runs check with the temporary directory inside the workspace, so that
    /// what it leaves there is seen too.
    static func check(_ workspace: Workspace, _ extra: [String] = []) throws -> RunResult {
        try workspace.chartreel(["check", "docs"] + extra, environment: ["TMPDIR": workspace.path("tmp")])
    }

    @Test func aPlainCheckLeavesEveryFileAndFolderAsItWas() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "small.mp4": "demo.json --scale 0.5" }"#)
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/small.mp4", "--scale", "0.5", "-q"]).status == 0)
        usleep(20_000)  // a write after this shows in the mtimes
        let before = try FolderSnapshot(workspace.url)
        let fresh = try Self.check(workspace)
        #expect(fresh.status == 0, "\(fresh)")
        #expect(try FolderSnapshot(workspace.url).changed(since: before).filter { $0 != "tmp" } == [])
        #expect(try workspace.contents("tmp") == [], "the temporary folder is removed")

        _ = try workspace.write("docs/demo.json", AssetCommandTests.scene(color: "#20A040"))
        let stale = try FolderSnapshot(workspace.url)
        expectFailure(try Self.check(workspace), status: 1, mentions: ["2 of 2 assets in docs are out of date"])
        #expect(try FolderSnapshot(workspace.url).changed(since: stale).filter { $0 != "tmp" } == [],
                "an out-of-date check writes nothing either")
        #expect(try workspace.contents("tmp") == [])
    }

    @Test func anAssetKeyOutsideTheFolderIsRefused() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        let victim = workspace.path("out/victim.gif")
        for key in ["../out/victim.gif", victim, "./demo.gif", "a//b.gif"] {
            _ = try workspace.write("docs/chartreel-assets.json", "{ \"\(key)\": \"demo.json\" }")
            for extra in [[], ["--update"]] {
                let result = try Self.check(workspace, extra)
                expectFailure(result, status: 65, mentions: ["docs/chartreel-assets.json:1:3: \"", "the asset is refused",
                                                             "an asset is a relative path inside docs"])
            }
        }
        #expect(try workspace.read("out/victim.gif") == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")) == ["victim.gif"])
    }

    @Test func aLinkLeadingOutOfTheFolderIsRefused() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(atPath: workspace.path("docs/link"), withDestinationPath: "../out")
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "link/victim.gif": "demo.json" }"#)
        expectFailure(try Self.check(workspace, ["--update"]), status: 65,
                      mentions: ["\"link/victim.gif\"", "its folder is outside docs once links are followed"])

        // An asset found beside its scene, but a link to a file outside.
        try FileManager.default.removeItem(atPath: workspace.path("docs/chartreel-assets.json"))
        try FileManager.default.createSymbolicLink(atPath: workspace.path("docs/stolen.gif"),
                                                   withDestinationPath: "../out/victim.gif")
        _ = try workspace.write("docs/stolen.json", AssetCommandTests.scene())
        expectFailure(try Self.check(workspace, ["--update"]), status: 65,
                      mentions: ["docs/stolen.gif: the asset is refused: the asset is a link that leads outside docs"])
        #expect(try workspace.read("out/victim.gif") == "precious")

        // A FIFO is never opened: ffprobe would wait for a writer for ever.
        try FileManager.default.removeItem(atPath: workspace.path("docs/stolen.gif"))
        #expect(mkfifo(workspace.path("docs/stolen.gif"), 0o644) == 0)
        expectFailure(try Self.check(workspace), status: 65,
                      mentions: ["docs/stolen.gif: the asset is refused: the asset is not a regular file"])
        try FileManager.default.removeItem(atPath: workspace.path("docs/stolen.gif"))
        try FileManager.default.createSymbolicLink(atPath: workspace.path("docs/stolen.gif"),
                                                   withDestinationPath: "../out/victim.gif")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("docs/stolen.gif"))
        #expect(link == "../out/victim.gif")
    }

    @Test func aSceneOutsideTheFolderIsRefused() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        _ = try workspace.write("secret.json", AssetCommandTests.scene())
        try FileManager.default.createSymbolicLink(atPath: workspace.path("docs/linked.json"),
                                                   withDestinationPath: "../secret.json")
        let refusals = [("../secret.json", "it has a .. component"), (workspace.path("secret.json"), "it is an absolute path"),
                        ("linked.json", "it leads outside docs once links are followed"),
                        ("missing.json", "no scene file missing.json in docs"),
                        ("donut-progres", "no scene file donut-progres in docs, and no preset named 'donut-progres'")]
        for (scene, reason) in refusals {
            _ = try workspace.write("docs/chartreel-assets.json", "{ \"demo.gif\": \"\(scene) --fps 10\" }")
            expectFailure(try Self.check(workspace), status: 65,
                          mentions: ["docs/chartreel-assets.json:1:3: \"demo.gif\"", reason])
        }
        // A preset is a name, not a path: allowed.
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "demo.gif": "donut-progress --preview" }"#)
        expectFailure(try Self.check(workspace), status: 1, mentions: ["1 of 1 assets in docs are out of date"])
    }

    @Test func optionsThatNameFilesOrReachFFmpegAreRefused() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        let written = workspace.path("out/written.gif")
        let refused = [("--ffmpeg-args '-y \(written)'", "--ffmpeg-args is not accepted in a manifest"),
                       ("--ffmpeg-args=-an", "--ffmpeg-args is not accepted"),
                       ("--data /etc/passwd", "--data is not accepted in a manifest (it names a file)"),
                       ("--out-dir ../out", "--out-dir is not accepted"), ("-o ../out/x.gif", "-o is not accepted"),
                       ("-- --scale 1", "-- is not accepted"),
                       ("--background -- --ffmpeg-args x", "--ffmpeg-args is not accepted")]
        for (options, reason) in refused {
            _ = try workspace.write("docs/chartreel-assets.json", "{ \"demo.gif\": \"demo.json \(options)\" }")
            for extra in [[], ["--update"]] {
                expectFailure(try Self.check(workspace, extra), status: 65,
                              mentions: ["docs/chartreel-assets.json:1:3: \"demo.gif\"", reason, "allowed: --background,"])
            }
        }
        #expect(!FileManager.default.fileExists(atPath: written))
        // --format only says that a .json asset is Lottie: any other asset's name gives its format.
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "demo.gif": "demo.json --format mp4" }"#)
        expectFailure(try Self.check(workspace), status: 65,
                      mentions: ["docs/chartreel-assets.json:1:3: \"demo.gif\": --format mp4 is refused: the asset's name gives its format (gif)"])
        // An allowed option with a wrong value is refused at the entry too.
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "demo.gif": "demo.json --crf 3" }"#)
        expectFailure(try Self.check(workspace), status: 65,
                      mentions: ["docs/chartreel-assets.json:1:3: \"demo.gif\": --crf applies to MP4, WebM, HTML output, not GIF"])
        // Options that change what is drawn or the format's settings stay allowed.
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "demo.gif": "demo.json --colors 64 --dither bayer --speed 1" }"#)
        let allowed = try Self.check(workspace)
        #expect(allowed.status == 0, "\(allowed)")
    }

    @Test func aKeyWrittenTwiceIsRefusedAtItsLine() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        _ = try workspace.write("docs/chartreel-assets.json", "{\n  \"demo.gif\": \"demo.json\",\n  \"demo.gif\": \"demo.json --scale 2\"\n}\n")
        expectFailure(try Self.check(workspace), status: 65,
                      mentions: ["docs/chartreel-assets.json:3:3: malformed JSON: duplicate member \"demo.gif\""])
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "demo.gif": "demo.json 'open" }"#)
        expectFailure(try Self.check(workspace), status: 65, mentions: ["\"demo.gif\": the value has an unclosed quote"])
    }

    @Test func anUpdateReplacesOnlyTheStaleAssetsInOneRename() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("docs/sub"), withIntermediateDirectories: true)
        _ = try workspace.write("docs/chartreel-assets.json", #"{ "sub/small.gif": "demo.json --scale 0.5" }"#)
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/sub/small.gif", "-q", "--background", "#000000"]).status == 0)
        _ = try workspace.write("docs/notes.txt", "mine")
        let inode = { (name: String) in try FileManager.default.attributesOfItem(atPath: workspace.path(name))[.systemFileNumber] as? Int }
        let (demo, stale) = (try inode("docs/demo.gif"), try inode("docs/sub/small.gif"))
        let before = try FolderSnapshot(workspace.url)
        let result = try Self.check(workspace, ["--update"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("updated  docs/sub/small.gif"), "\(result)")
        let after = try FolderSnapshot(workspace.url)
        #expect(after.changed(since: before).filter { $0 != "tmp" } == ["docs", "docs/sub", "docs/sub/small.gif"],
                "only the stale asset is replaced")
        #expect(try workspace.contents("tmp") == [] && workspace.contents("docs").filter { $0.hasPrefix(".") } == [])
        #expect(try inode("docs/demo.gif") == demo && inode("docs/sub/small.gif") != stale, "replaced by a rename")
        #expect(try probeFrames(workspace.file("docs/sub/small.gif")) == 10)
    }

    /// ffmpeg guessing a committed file's format would follow a playlist
    /// named `.gif` to other files; the extension's format is the only one read.
    @Test func anAssetIsReadOnlyAsTheFormatItsNameSays() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        #expect(try workspace.chartreel(["render", "docs/demo.json", "-o", "docs/demo.mp4", "-q"]).status == 0)
        try FileManager.default.removeItem(atPath: workspace.path("docs/demo.gif"))
        try FileManager.default.copyItem(atPath: workspace.path("docs/demo.mp4"), toPath: workspace.path("docs/demo.gif"))
        let result = try Self.check(workspace)
        expectFailure(result, status: 1, mentions: ["1 of 2 assets in docs are out of date"])
        #expect(result.stdout.contains("outdated docs/demo.gif: ffprobe cannot read it as a GIF"), "\(result)")
        #expect(result.stdout.contains("ok       docs/demo.mp4"), "\(result)")
        let update = try Self.check(workspace, ["--update"])
        #expect(update.status == 0 && update.stdout.contains("updated  docs/demo.gif"), "\(update)")
        #expect(try Data(contentsOf: workspace.file("docs/demo.gif")).prefix(6) == Data("GIF89a".utf8))
    }

    @Test func aNameWithControlCharactersIsPrintedEscaped() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        let name = "red\u{1B}[31m.gif"
        try FileManager.default.copyItem(atPath: workspace.path("docs/demo.gif"), toPath: workspace.path("docs/" + name))
        _ = try workspace.write("docs/chartreel-assets.json", "{ \"red\\u001B[31m.gif\": \"demo.json\" }")
        let result = try Self.check(workspace)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("ok       docs/red\\u{1B}[31m.gif: 10 frames match"), "\(result)")
        #expect(!result.stdout.contains("\u{1B}"), "\(result)")
    }

    @Test func ffmpegArgumentsThatWriteOtherFilesAreRefused() throws {
        let workspace = try Self.assets()
        defer { workspace.remove() }
        let refusals = [("-metadata 'open", "a quote is not closed"),
                        ("-y other.gif", "-y is not accepted: chartreel decides which files are replaced"),
                        ("-g 30 other.gif", "\"other.gif\" is not an option or an option's value"),
                        ("-an other.gif", "\"other.gif\" is not an option"), ("-i in.gif", "-i is not accepted"),
                        ("-metadata", "-metadata needs a value after it"), ("-", "\"-\" is not an option")]
        for (arguments, reason) in refusals {
            let result = try workspace.chartreel(["render", "docs/demo.json", "-o", "x.gif", "--ffmpeg-args", arguments])
            expectFailure(result, status: 2, mentions: ["--ffmpeg-args \"\(arguments)\": ", reason])
            #expect(!result.stderr.contains("CommandError"), "\(result)")
        }
        #expect(try workspace.contents() == ["docs", "out", "tmp"])
        let kept = try workspace.chartreel(["render", "docs/demo.json", "-o", "x.mp4", "-q", "--ffmpeg-args",
                                            "-tune animation -x264-params keyint=1 -metadata title=x -nostdin -an"])
        #expect(kept.status == 0, "\(kept)")
        let title = try ProcessRunner.runTool("ffprobe", ["-v", "error", "-show_entries", "format_tags=title",
                                                          "-of", "default=nw=1:nk=1", workspace.path("x.mp4")], package: "ffmpeg")
        #expect(title.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "x")
    }
}

extension Workspace {
    /// Names in the folder `name` of the workspace, sorted.
    func contents(_ name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(name)).sorted()
    }
}

/// Every file and folder under a root, without following links: kind,
/// bytes, and modification time, to see what a command changed.
struct FolderSnapshot: Equatable {
    struct Item: Equatable {
        let mode: mode_t
        let modified: timespec
        let bytes: Data?
        let link: String?

        static func == (a: Item, b: Item) -> Bool {
            a.mode == b.mode && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.bytes == b.bytes && a.link == b.link
        }
    }

    private(set) var items: [String: Item] = [:]

    init(_ root: URL) throws {
        try add(root.path, as: "")
    }

    private mutating func add(_ path: String, as name: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw TestFailure("cannot stat \(path)") }
        let kind = info.st_mode & S_IFMT
        let bytes = kind == S_IFREG ? try Data(contentsOf: URL(fileURLWithPath: path)) : nil
        let link = kind == S_IFLNK ? try FileManager.default.destinationOfSymbolicLink(atPath: path) : nil
        items[name] = Item(mode: info.st_mode, modified: info.st_mtim, bytes: bytes, link: link)
        guard kind == S_IFDIR else { return }
        for child in try FileManager.default.contentsOfDirectory(atPath: path) {
            try add(path + "/" + child, as: name.isEmpty ? child : name + "/" + child)
        }
    }

    /// Names added, removed or changed since `earlier`, sorted (the root is "").
    func changed(since earlier: FolderSnapshot) -> [String] {
        Set(items.keys).union(earlier.items.keys).filter { items[$0] != earlier.items[$0] }.sorted()
    }
}
