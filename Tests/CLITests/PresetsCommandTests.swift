import Foundation
import Testing

/// `chartreel presets`: listing, `--path`, `--show`, a preset that does not
/// load, and the places searched when nothing is found.
@Suite struct PresetsCommandTests {
    @Test func pathPrintsEachDirectoryOnce() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["presets", "--path"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty && Set(lines).count == lines.count, "\(lines)")
        #expect(lines.allSatisfy { FileManager.default.fileExists(atPath: $0 + "/donut-progress.json") }, "\(lines)")
    }

    /// `--show` prints the preset's file, so it can be copied (its
    /// `$schema` made absolute: `InitCommandTests`).
    @Test func showPrintsThePresetFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["presets", "--show", "line-rtl"])
        #expect(result.status == 0, "\(result)")
        let file = GoldenFramesRoot.url.appendingPathComponent("Presets/line-rtl.json")
        let original = try String(contentsOf: file, encoding: .utf8)
        #expect(result.stdout.contains("Seed 001's gradient line") && result.stdout.count > original.count)
        let wrong = try workspace.chartreel(["presets", "--show", "line-rt"])
        #expect(wrong.status == 65 && wrong.stderr.contains("no preset named 'line-rt' (did you mean line-rtl?)"), "\(wrong)")
        // The schema beside the presets is no preset, for --show or for render.
        for arguments in [["presets", "--show", "scene.schema"], ["render", "scene.schema", "-o", "x.gif"]] {
            let schema = try workspace.chartreel(arguments)
            #expect(schema.status == 65 && schema.stderr.contains("'scene.schema'") && schema.stdout.isEmpty, "\(schema)")
        }
        let both = try workspace.chartreel(["presets", "--path", "--show", "line-rtl"])
        #expect(both.status == 2, "\(both)")
    }

    /// A preset directory with a scene that does not load: every preset is
    /// still listed, the broken one with why, and the command fails.
    @Test func aBrokenPresetFailsTheListing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("mine"), withIntermediateDirectories: true)
        _ = try workspace.write("mine/aaa-broken.json", #"{ "canvas": { "width": 10 } }"#)
        let result = try workspace.chartreel(["presets"], environment: ["CHARTREEL_PRESETS": workspace.path("mine")])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("aaa-broken") && result.stdout.contains("(invalid:"), "\(result)")
        #expect(result.stdout.contains("donut-progress"), "\(result)")
        #expect(result.stderr.contains("1 of") && result.stderr.contains("presets do not load: aaa-broken"), "\(result)")
    }
}

/// The repository root, for comparing with its files.
enum GoldenFramesRoot {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
