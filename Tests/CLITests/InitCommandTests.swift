import Foundation
import TestSupport
import Testing

/// `chartreel init`: a new scene from a chart type or a preset, JSON or
/// YAML, whose `$schema` and data resolve wherever it is saved; it never
/// replaces what is at the path without `--force`, and never a directory.
@Suite struct InitCommandTests {
    static let types = ["donut", "shapes", "line", "telegram", "activity"]

    /// The schema URL a written scene names, as a path (it must be a file:// URL of a file that exists).
    private func schemaPath(_ url: String, _ context: String) -> String? {
        guard url.hasPrefix("file:///"), let path = URL(string: url)?.path, FileManager.default.fileExists(atPath: path) else {
            Issue.record("\(context): $schema \(url) is no file:// URL of an existing file")
            return nil
        }
        return path
    }

    @Test func everyTypeStartsAValidSceneInJSONAndYAML() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var jsonFiles: [String] = [], schema: String?
        for type in Self.types {
            for ext in ["json", "yaml"] {
                let result = try workspace.chartreel(["init", "--type", type, "-o", "\(type).\(ext)"])
                #expect(result.status == 0, "\(type).\(ext): \(result)")
                let validate = try workspace.chartreel(["validate", "\(type).\(ext)"])
                #expect(validate.status == 0, "\(type).\(ext): \(validate)")
                let text = try workspace.read("\(type).\(ext)")
                if ext == "yaml" {
                    let first = text.prefix { $0 != "\n" }
                    #expect(first.hasPrefix("# yaml-language-server: $schema=file:///"), "\(first)")
                    _ = schemaPath(String(first.dropFirst("# yaml-language-server: $schema=".count)), "\(type).yaml")
                    #expect(!text.contains("\"$schema\""), "the modeline replaces the key in YAML")
                } else {
                    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
                    schema = schemaPath(object["$schema"] as! String, "\(type).json")
                    jsonFiles.append(workspace.path("\(type).json"))
                }
            }
        }
        // The schema the scenes name accepts them.
        let check = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                          ["-c", BrokenSceneTests.validator, try #require(schema)] + jsonFiles)
        #expect(check.status == 0 && !check.stdoutText.contains("\"errors\": 1"), "\(check.stdoutText)\(check.stderrText)")
        let frame = try workspace.chartreel(["frame", "line.yaml", "--at", "2", "-o", "line.png"])
        #expect(frame.status == 0, "\(frame)")
    }

    /// A preset's relative data path becomes absolute: the scene saved in
    /// another folder (here through `..`) still reads the preset's data.
    @Test func aPresetSceneFindsItsDataWhereverItIsSaved() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("a/b"), withIntermediateDirectories: true)
        for name in ["a/b/../zoom.json", "a/zoom.yml"] {
            let result = try workspace.chartreel(["init", "--preset", "contest-bars-zoom", "-o", name])
            #expect(result.status == 0, "\(result)")
            let text = try workspace.read(name)
            let data = repositoryRoot.appendingPathComponent("Presets/data/contest-bars-zoom/overview.json").standardizedFileURL.path
            #expect(text.contains("\"\(data)\""), "\(text.prefix(600))")
            let validate = try workspace.chartreel(["validate", name])
            #expect(validate.status == 0, "\(validate)")
        }
        #expect(FileManager.default.fileExists(atPath: workspace.path("a/zoom.json")))
        // From a sub-folder, a path with .. lands above it.
        let inside = try run(try chartreelExecutable(), ["init", "--type", "donut", "-o", "../up.json"], in: workspace.file("a/b"))
        #expect(inside.status == 0, "\(inside)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("a/up.json")))
    }

    /// `presets --show` prints the preset as it is but for a `$schema` that resolves anywhere.
    @Test func showNamesTheSchemaByItsURL() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["presets", "--show", "line-rtl"])
        #expect(result.status == 0, "\(result)")
        let original = try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/line-rtl.json"), encoding: .utf8)
        let schema = repositoryRoot.appendingPathComponent("Presets/scene.schema.json").standardizedFileURL.absoluteString
        #expect(result.stdout == original.replacingOccurrences(of: "\"scene.schema.json\"", with: "\"\(schema)\""))
    }

    @Test func neverReplacesWithoutForceNorADirectory() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("mine.json", "keep")
        _ = try workspace.write("target.json", "keep too")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("link.json"), withDestinationPath: "target.json")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("dangling.json"), withDestinationPath: "nowhere.json")
        try FileManager.default.createDirectory(at: workspace.file("dir.json"), withIntermediateDirectories: true)
        for name in ["mine.json", "link.json", "dangling.json"] {
            let result = try workspace.chartreel(["init", "--type", "donut", "-o", name])
            #expect(result.status == 2 && result.stderr.contains("\(name) exists; give --force"), "\(result)")
        }
        #expect(try workspace.read("mine.json") == "keep" && workspace.read("target.json") == "keep too")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("nowhere.json")))
        for arguments in [["-o", "dir.json"], ["-o", "dir.json", "--force"]] {
            let result = try workspace.chartreel(["init", "--type", "donut"] + arguments)
            #expect(result.status == 2 && result.stderr.contains("dir.json is a directory"), "\(result)")
        }
        let forced = try workspace.chartreel(["init", "--type", "donut", "-o", "mine.json", "--force"])
        #expect(forced.status == 0, "\(forced)")
        #expect(try workspace.read("mine.json").contains("\"type\": \"donut\""))
        // A link stays a link; what it points to is written.
        let throughLink = try workspace.chartreel(["init", "--type", "line", "-o", "link.json", "--force"])
        #expect(throughLink.status == 0, "\(throughLink)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("link.json")) == "target.json")
        #expect(try workspace.read("target.json").contains("\"type\": \"line\""))
        #expect(try workspace.workFolders().isEmpty)
    }

    /// A device at the path is refused like a file; with `--force` it is
    /// written through, not replaced (as every writer of chartreel does).
    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aDeviceStaysADevice() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try #require(mknod(workspace.path("null.json"), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        let refused = try workspace.chartreel(["init", "--type", "line", "-o", "null.json"])
        #expect(refused.status == 2, "\(refused)")
        let forced = try workspace.chartreel(["init", "--type", "line", "-o", "null.json", "--force"])
        #expect(forced.status == 0, "\(forced)")
        var info = stat()
        #expect(lstat(workspace.path("null.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test(arguments: [
        (["init", "-o", "a.json"], "give --preset NAME or --type TYPE"),
        (["init", "--type", "line", "--preset", "line-rtl", "-o", "a.json"], "give --preset NAME or --type TYPE"),
        (["init", "--type", "pie", "-o", "a.json"], "--type must be one of donut, shapes, line, telegram, activity"),
        (["init", "--type", "line", "-o", "a.txt"], "-o must name a .json, .yaml or .yml file"),
        (["init", "--preset", "line-rt", "-o", "a.json"], "no preset named 'line-rt' (did you mean line-rtl?)"),
    ])
    func badArgumentsAreNamed(arguments: [String], message: String) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(arguments)
        #expect(result.status != 0 && result.stderr.contains(message), "\(result)")
        #expect(try workspace.contents().isEmpty)
    }
}
