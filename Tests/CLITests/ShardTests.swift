import Foundation
import TestSupport
import Testing

/// `render --out-dir --shard K/N` and `check --shard K/N`: the N parts of a
/// CI matrix cover every scene or asset exactly once, and a wrong K/N is
/// refused with what is allowed.
@Suite struct ShardTests {
    static let names = ["a", "b", "c", "d", "e"]

    /// A tiny scene per name, each its own colour.
    static func writeScenes(_ workspace: Workspace, into folder: String = ".") throws {
        for (index, name) in names.enumerated() {
            _ = try workspace.write("\(folder)/\(name).json", AssetCommandTests.scene(color: String(format: "#%02X4020", index * 40)))
        }
    }

    @Test(arguments: [1, 2, 3, 5, 7])
    func renderShardsCoverEverySceneOnce(parts: Int) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.writeScenes(workspace)
        var written: [String] = []
        for part in 1...parts {
            let folder = "out\(part)"
            let result = try workspace.chartreel(["render"] + Self.names.map { "\($0).json" }
                                                 + ["--out-dir", folder, "--shard", "\(part)/\(parts)", "-q", "--fps", "2"])
            #expect(result.status == 0, "\(result)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path(folder))) ?? []
            // Part K takes the Kth, K+Nth, ... scene in the order given.
            let expected = Self.names.enumerated().filter { $0.offset % parts == part - 1 }.map { "\($0.element).gif" }
            #expect(files.sorted() == expected, "shard \(part)/\(parts)")
            written += files
        }
        #expect(written.sorted() == Self.names.map { "\($0).gif" })
    }

    @Test func checkShardsCoverEveryAssetOnce() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.file("docs"), withIntermediateDirectories: true)
        try Self.writeScenes(workspace, into: "docs")
        let render = try workspace.chartreel(["render"] + Self.names.map { "docs/\($0).json" } + ["--out-dir", "docs", "-q"])
        #expect(render.status == 0, "\(render)")
        var checked: [String] = []
        for part in 1...2 {
            let result = try workspace.chartreel(["check", "docs", "--shard", "\(part)/2"])
            #expect(result.status == 0, "\(result)")
            checked += result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.compactMap { line in
                line.dropFirst(2).trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init)
            }
            #expect(result.stdout.contains("checked \(part == 1 ? 3 : 2) assets (shard \(part)/2 of 5): "), "\(result)")
        }
        #expect(checked.sorted() == Self.names.map { "docs/\($0).gif" })
        // A stale asset fails only the shard that holds it, which says how to update it.
        _ = try workspace.write("docs/b.json", AssetCommandTests.scene(color: "#0000FF"))
        #expect(try workspace.chartreel(["check", "docs", "--shard", "1/2"]).status == 0)
        expectFailure(try workspace.chartreel(["check", "docs", "--shard", "2/2"]), status: 1,
                      mentions: ["1 of 2 assets (shard 2/2 of 5) in docs are out of date", "--update --shard 2/2"])
    }

    @Test func wrongShardsAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Self.writeScenes(workspace)
        for (shard, said) in [("0/3", "K must be from 1 to 3"), ("4/3", "K must be from 1 to 3"), ("1/0", "N must be"),
                              ("2", "give K/N"), ("a/b", "give K/N"), ("1/2/3", "give K/N")] {
            expectFailure(try workspace.chartreel(["render", "a.json", "--out-dir", "out", "--shard", shard]), status: 2,
                          mentions: ["--shard \(shard): \(said)"])
            expectFailure(try workspace.chartreel(["check", ".", "--shard", shard]), status: 2, mentions: ["--shard \(shard): \(said)"])
        }
        expectFailure(try workspace.chartreel(["render", "a.json", "-o", "a.gif", "--shard", "1/2"]), status: 2,
                      mentions: ["--shard splits the scenes of --out-dir"])
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
    }
}
