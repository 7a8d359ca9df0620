import Foundation
import Testing

/// Scenes, data files and fonts that are not plain readable files: each
/// failure says in plain words what the path is; pipes are read like files.
@Suite struct InputFileTests {
    static let infoLine = "\"frameCount\": 108"

    @Test func directoryAsSceneSaysSo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("scenes/x.json"), withIntermediateDirectories: true)
        let result = try workspace.chartreel(["info", "scenes/x.json"])
        expectFailure(result, status: 65, mentions: ["chartreel: error: scenes/x.json: is a directory"])
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    /// A FIFO is read to its end like a file (mkfifo, or a shell's `<(...)`).
    @Test func sceneFromAFIFOIsRead() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(mkfifo(workspace.path("scene.fifo"), 0o600) == 0)
        let result = try workspace.shell("cat '\(presetFile.path)' > scene.fifo & \"$CHARTREEL\" info scene.fifo")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(Self.infoLine), "\(result)")
    }

    @Test func sceneFromStandardInput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for argument in ["-", "/dev/stdin"] {
            let result = try workspace.shell("\"$CHARTREEL\" info \(argument) < '\(presetFile.path)'")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains(Self.infoLine), "\(result)")
        }
        let broken = try workspace.shell("printf '{\\n  \"chart\": 5 }' | \"$CHARTREEL\" info -")
        expectFailure(broken, status: 65, mentions: ["<stdin>:2:12: chart: expected an object, found 5"])
    }

    @Test func dataFileThatIsADirectoryOrMissingSaysSo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("data.json"), withIntermediateDirectories: false)
        expectFailure(try workspace.chartreel(["info", "telegram-followers", "--data", "data.json"]),
                      status: 65, mentions: ["--data: data.json: is a directory"])
        try workspace.write("scene.json", """
            { "canvas": { "width": 300, "height": 200 },
              "chart": { "type": "line", "data": { "csv": "gone/daily.csv" } } }
            """)
        expectFailure(try workspace.chartreel(["info", "scene.json"]), status: 65,
                      mentions: ["scene.json:2:38: chart.data: ", "gone/daily.csv: no such file"])
    }

    /// The donut preset with a label font; the error must point at the
    /// font's value, name the JSON path and say what the path is.
    static func sceneWithFont(_ font: String, in workspace: Workspace) throws -> (path: String, location: String) {
        let edited = try editedPreset(replacing: "\"label\": {", with: "\"label\": { \"font\": \"\(font)\",")
        let scene = try workspace.write("scene.json", edited.text)
        // The value starts after `"label": { "font": `.
        return (scene.path, "\(scene.path):\(edited.line):\(edited.column + 19): chart.label.font: ")
    }

    struct FontCase: CustomTestStringConvertible, Sendable {
        let font: String
        let says: String
        var testDescription: String { font }
    }

    @Test(arguments: [
        FontCase(font: "fonts/Missing.ttf", says: "font file \"fonts/Missing.ttf\": no such file"),
        FontCase(font: "./fifo", says: "font file \"./fifo\": is a FIFO (named pipe); give a regular file"),
        FontCase(font: "./folder", says: "font file \"./folder\": is a directory"),
        FontCase(font: "./text.ttf", says: "font file \"./text.ttf\": is not a font FreeType can read"),
    ])
    func unusableFontIsAMissingDependencyAtItsPlace(_ test: FontCase) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(mkfifo(workspace.path("fifo"), 0o600) == 0)
        try FileManager.default.createDirectory(at: workspace.file("folder"), withIntermediateDirectories: false)
        try workspace.write("text.ttf", "not a font")
        let scene = try Self.sceneWithFont(test.font, in: workspace)
        for command in [["info", scene.path], ["render", scene.path, "-o", "out.gif"]] {
            expectFailure(try workspace.chartreel(command), status: 69, mentions: [scene.location + test.says])
        }
        #expect(!(try workspace.contents().contains("out.gif")))
    }

    @Test func installedFontFileAndFontconfigNameLoad() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for font in ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "DejaVu Sans:bold"] {
            let scene = try Self.sceneWithFont(font, in: workspace)
            let result = try workspace.chartreel(["info", scene.path])
            #expect(result.status == 0, "\(font): \(result)")
        }
    }
}
