import Foundation
import TestSupport
import Testing

/// A scene checked from a manifest reads only inside the assets' folder (or,
/// for a preset, inside the preset's own): a pull request cannot make
/// `check` open the runner's other files through a data path, a link or a font.
@Suite struct CheckReadBoundaryTests {
    /// `docs/` with a line scene reading `dataPath`, listed in the manifest,
    /// and `secret.csv` beside docs (outside it).
    private func folder(dataPath: String) throws -> Workspace {
        let workspace = try Workspace()
        for name in ["docs/data", "tmp"] {
            try FileManager.default.createDirectory(at: workspace.file(name), withIntermediateDirectories: true)
        }
        let csv = try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/data/daily-users.csv"), encoding: .utf8)
        try workspace.write("secret.csv", csv)
        try workspace.write("docs/data/users.csv", csv)
        let preset = try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/line-smooth-area.json"), encoding: .utf8)
        try workspace.write("docs/chart.json", preset.replacingOccurrences(of: "data/daily-users.csv", with: dataPath))
        try workspace.write("docs/chartreel-assets.json", #"{ "chart.gif": "chart.json --preview --duration 0.2" }"#)
        return workspace
    }

    private func check(_ workspace: Workspace) throws -> RunResult {
        try workspace.chartreel(["check", "docs"], environment: ["TMPDIR": workspace.path("tmp")])
    }

    @Test func dataInsideTheFolderIsRead() throws {
        let workspace = try folder(dataPath: "data/users.csv")
        defer { workspace.remove() }
        let result = try check(workspace)
        // No asset yet: the check runs the scene and says the asset is missing.
        #expect(result.status == 1, "\(result)")
        #expect(!result.stderr.contains("outside"), "\(result)")
    }

    @Test(arguments: ["../secret.csv", "LINK", "ABSOLUTE"])
    func dataOutsideTheFolderIsRefusedBeforeItIsOpened(_ kind: String) throws {
        let workspace = try folder(dataPath: kind == "LINK" ? "data/link.csv" : kind == "ABSOLUTE" ? "SECRET" : kind)
        defer { workspace.remove() }
        if kind == "LINK" {
            try FileManager.default.createSymbolicLink(atPath: workspace.path("docs/data/link.csv"), withDestinationPath: "../../secret.csv")
        }
        if kind == "ABSOLUTE" {
            let scene = try workspace.read("docs/chart.json").replacingOccurrences(of: "SECRET", with: workspace.path("secret.csv"))
            try workspace.write("docs/chart.json", scene)
        }
        let result = try check(workspace)
        expectFailure(result, status: 65, mentions: ["is outside", "reads only files in its own folder"])
        #expect(!result.stderr.contains("date,"), "the secret's content leaked: \(result)")
    }

    @Test func aFontFileOutsideTheFolderIsRefused() throws {
        let workspace = try folder(dataPath: "data/users.csv")
        defer { workspace.remove() }
        let scene = try workspace.read("docs/chart.json")
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let object = try #require(try JSONSerialization.jsonObject(with: Data(scene.utf8)) as? [String: Any])
        var chart = try #require(object["chart"] as? [String: Any])
        var xAxis = chart["xAxis"] as? [String: Any] ?? [:]
        xAxis["labelFont"] = font
        chart["xAxis"] = xAxis
        var changed = object
        changed["chart"] = chart
        try workspace.write("docs/chart.json", String(decoding: try JSONSerialization.data(withJSONObject: changed), as: UTF8.self))
        // The same scene renders outside check, where nothing is confined.
        let direct = try workspace.chartreel(["render", "docs/chart.json", "-o", "x.gif", "--preview", "--duration", "0.2"])
        #expect(direct.status == 0, "\(direct)")
        // A font problem exits 69 (unavailable), as any font that cannot be used does.
        expectFailure(try check(workspace), status: 69, mentions: ["font file", "is outside"])
    }
}
