import Foundation
import TestSupport
import Testing

/// `check` reads a committed Lottie document only within bounds its fresh
/// document sets (twice its size, values and layers, plus a margin), checked
/// before and while reading: the hostile assets of issue 46 (a 510 KB
/// dotLottie inflating to a 500 MB array, 510 MB of blanks, 100,000 empty
/// layers) took 1.1 to 2.2 GB, or aborted, and are now out of date at once.
@Suite(.serialized) struct CheckLottieBoundsTests {
    static let manifest = #"{"donut.json": "donut-progress --scale 0.5 --fps 20 --format lottie", "#
        + #""donut.lottie": "donut-progress --scale 0.5 --fps 20"}"#

    /// Rewrites the workspace's donut assets into a hostile one (`python3 hostile.py KIND [N]`).
    static let hostile = """
        import json, sys, zipfile
        kind = sys.argv[1]
        if kind == "bomb":  # a dotLottie whose document inflates to an array of 500 MB unless said
            with zipfile.ZipFile("donut.lottie", "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("manifest.json", '{"version":"1","animations":[{"id":"donut"}]}')
                with z.open("animations/donut.json", "w") as f:
                    f.write(b"[")
                    for _ in range(int(sys.argv[2] if len(sys.argv) > 2 else 500)):
                        f.write(b"0," * (1 << 19))
                    f.write(b"0]")
        elif kind == "blanks":  # the document behind 510 MB of blanks
            doc = open("donut.json", "rb").read()
            with open("donut.json", "wb") as f:
                f.write(doc[:1])
                for _ in range(510):
                    f.write(b" " * (1 << 20))
                f.write(doc[1:])
        elif kind == "layers":  # empty shape layers, 100,000 of them unless said
            doc = json.load(open("donut.json"))
            layer = {"ddd": 0, "ind": 1, "ty": 4, "nm": "layer", "sr": 1, "ks": doc["layers"][0]["ks"], "ao": 0,
                     "shapes": [], "ip": 0, "op": doc["op"], "st": 0, "bm": 0}
            doc["layers"] = [layer] * int(sys.argv[2] if len(sys.argv) > 2 else 100000)
            json.dump(doc, open("donut.json", "w"), separators=(",", ":"))
        elif kind == "stored":  # stored entries, the document's stated size one byte short
            doc = open("donut.json", "rb").read()
            with zipfile.ZipFile("donut.lottie", "w", zipfile.ZIP_STORED) as z:
                z.writestr("manifest.json", "{}")
                z.writestr("animations/donut.json", doc)
            data = bytearray(open("donut.lottie", "rb").read())
            entry = data.index(b"PK\\x01\\x02" , data.index(b"PK\\x01\\x02") + 4)
            data[entry + 24:entry + 28] = (len(doc) - 1).to_bytes(4, "little")
            open("donut.lottie", "wb").write(bytes(data))
        """

    /// Both donut assets written by `check --update`, and the script that spoils them.
    static func updated() throws -> Workspace {
        let workspace = try Workspace()
        _ = try workspace.write("chartreel-assets.json", manifest)
        _ = try workspace.write("hostile.py", hostile)
        let update = try workspace.chartreel(["check", ".", "--update"])
        #expect(update.status == 0, "\(update)")
        return workspace
    }

    static func spoil(_ workspace: Workspace, _ arguments: String) throws {
        let made = try workspace.shell("/usr/bin/python3 hostile.py \(arguments)")
        #expect(made.status == 0, "\(made)")
    }

    /// `check .` with its peak resident memory (KB) and wall time. Through
    /// /usr/bin/time, which forks chartreel: the test process's own high
    /// water mark never reaches chartreel's ru_maxrss.
    static func measuredCheck(_ workspace: Workspace) throws -> (result: RunResult, seconds: Double, peakKB: Int) {
        let start = Date()
        let result = try workspace.shell("/usr/bin/time -f %M -o peak.txt \"$CHARTREEL\" check .; exit $?")
        let seconds = Date().timeIntervalSince(start)
        let peak = Int(try workspace.read("peak.txt").split(whereSeparator: \.isNewline).last ?? "") ?? -1
        return (result, seconds, peak)
    }

    /// The three assets of issue 46: the dotLottie (510 KB) and the JSON
    /// files are refused by their size, before they are read.
    @Test(arguments: ["bomb", "blanks", "layers"])
    func aHostileAssetIsOutOfDateAtOnceInLittleMemory(_ kind: String) throws {
        let workspace = try Self.updated()
        defer { workspace.remove() }
        try Self.spoil(workspace, kind)
        let asset = kind == "bomb" ? "donut.lottie" : "donut.json"
        let said = "outdated ./\(asset): it is \(try Self.size(workspace.file(asset))) bytes, over the "
        let (result, seconds, peakKB) = try Self.measuredCheck(workspace)
        #expect(result.status == 1 && result.stdout.contains(said), "\(result)")
        #expect(result.stdout.contains("bytes of Lottie for this scene"), "the reason gives the fresh document's size: \(result)")
        #expect(result.stdout.contains("ok       ./donut.") && result.stderr.contains("1 of 2 assets"), "\(result)")
        #expect(peakKB > 0 && peakKB < 256 << 10, "peak \(peakKB >> 10) MB")
        #expect(seconds < 30, "took \(seconds) s")
    }

    /// A bomb small enough to be read (50 MB of array in a 50 KB archive) is
    /// refused by the size its entry states, before it is inflated.
    @Test func aSmallerBombIsRefusedBeforeItIsInflated() throws {
        let workspace = try Self.updated()
        defer { workspace.remove() }
        try Self.spoil(workspace, "bomb 50")
        let (result, _, peakKB) = try Self.measuredCheck(workspace)
        #expect(result.status == 1 && result.stdout.contains(
            "outdated ./donut.lottie: its animations/donut.json inflates to 52428803 bytes, past the "), "\(result)")
        #expect(peakKB > 0 && peakKB < 256 << 10, "peak \(peakKB >> 10) MB")
    }

    static func size(_ file: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? -1
    }

    @Test func moreLayersThanTheSceneAllowsAreRefusedWhileReading() throws {
        let workspace = try Self.updated()
        defer { workspace.remove() }
        // 200 small layers fit in the byte bound; their count does not.
        try Self.spoil(workspace, "layers 200")
        let result = try workspace.chartreel(["check", "."])
        #expect(result.status == 1 && result.stdout.contains("outdated ./donut.json: it has more than ")
                && result.stdout.contains(" layers at layers["), "\(result)")
    }

    @Test(arguments: [#"{"a":0,"k":"var $bm_rt = 0;"}"#, #"["var $bm_rt = 0;"]"#, "[1]", "{}"])
    func anExpressionInAnyFormIsRefused(_ expression: String) throws {
        let workspace = try Self.updated()
        defer { workspace.remove() }
        let lottie = try workspace.read("donut.json")
        let anchor = #""o":{"a":0,"k":100}"#
        #expect(lottie.contains(anchor))
        _ = try workspace.write("donut.json", lottie.replacingOccurrences(of: anchor, with: #""o":{"a":0,"k":100,"x":\#(expression)}"#))
        let result = try workspace.chartreel(["check", "."])
        #expect(result.status == 1 && result.stdout.contains("outdated ./donut.json: it holds an expression at layers[0]"), "\(result)")
    }

    @Test func aStoredEntryOfTheWrongSizeIsSaidSo() throws {
        let workspace = try Self.updated()
        defer { workspace.remove() }
        let size = try workspace.read("donut.json").utf8.count
        try Self.spoil(workspace, "stored")
        let result = try workspace.chartreel(["check", "."])
        #expect(result.status == 1 && result.stdout.contains(
            "animations/donut.json is stored (method 0): its size is stated as \(size - 1) bytes, but \(size) are stored"), "\(result)")
    }

    /// Every preset's document, as JSON and as dotLottie, passes the gate
    /// both as the fresh render and as the committed asset it is compared with.
    @Test func everyPresetsDocumentIsAdmitted() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let presets = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Presets").path)
            .filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }.map { String($0.dropLast(5)) }.sorted()
        #expect(presets.count >= 18)
        let entries = presets.flatMap { name in
            ["\"\(name).json\": \"\(name) --format lottie --fps 5 --scale 0.25\"", "\"\(name).lottie\": \"\(name) --fps 5 --scale 0.25\""]
        }
        _ = try workspace.write("chartreel-assets.json", "{" + entries.joined(separator: ",") + "}")
        let update = try workspace.chartreel(["check", ".", "--update"])
        #expect(update.status == 0, "\(update)")
        let check = try workspace.chartreel(["check", "."])
        #expect(check.status == 0, "\(check)")
        let ok = check.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("ok ") }
        #expect(ok.count == 2 * presets.count, "\(check)")
    }
}
