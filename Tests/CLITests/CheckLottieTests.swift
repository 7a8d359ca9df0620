import Foundation
import ReelRaster
import TestSupport
import Testing

/// `check` on Lottie: both documents played by rlottie (Debian's
/// librlottie0-1, opened at run time) frame by frame and compared; a
/// document holding what chartreel does not write is never loaded in the
/// player, and a Lottie asset never takes the place of a scene.
@Suite struct CheckLottieTests {
    static let manifest = #"{"donut.json": "donut-progress --scale 0.5 --fps 20 --format lottie"}"#

    static func updated() throws -> (Workspace, String) {
        let workspace = try Workspace()
        _ = try workspace.write("chartreel-assets.json", manifest)
        let update = try workspace.chartreel(["check", ".", "--update"])
        #expect(update.status == 0 && update.stdout.contains("updated  ./donut.json"), "\(update)")
        return (workspace, try workspace.read("donut.json"))
    }

    @Test func comparesLottieByItsFrames() throws {
        let (workspace, lottie) = try Self.updated()
        defer { workspace.remove() }
        let fresh = try workspace.chartreel(["check", "."])
        #expect(fresh.status == 0 && fresh.stdout.contains("ok       ./donut.json: 36 frames match"), "\(fresh)")
        // The ring orange becomes blue: every frame that shows it differs, and --diff shows it.
        #expect(lottie.contains(#""k":[1,0.5,0,1]"#))
        _ = try workspace.write("donut.json", lottie.replacingOccurrences(of: #""k":[1,0.5,0,1]"#, with: #""k":[0,0.5,1,1]"#))
        let recoloured = try workspace.chartreel(["check", ".", "--diff", "diffs"])
        #expect(recoloured.status == 1 && recoloured.stdout.contains("35 of 36 frames differ"), "\(recoloured)")
        let committed = try Canvas(pngData: Array(try Data(contentsOf: workspace.file("diffs/donut.committed.png"))))
        let rendered = try Canvas(pngData: Array(try Data(contentsOf: workspace.file("diffs/donut.rendered.png"))))
        let (blue, orange) = (Self.count(committed, { $0[2] > 200 && $0[0] < 40 }), Self.count(rendered, { $0[0] > 200 && $0[2] < 40 }))
        #expect(blue > 500 && orange > 500 && abs(blue - orange) < blue / 10, "blue \(blue), orange \(orange)")
        // Another frame rate or size: said without playing anything.
        _ = try workspace.write("donut.json", lottie.replacingOccurrences(of: #""fr":20"#, with: #""fr":25"#))
        let faster = try workspace.chartreel(["check", "."])
        #expect(faster.stdout.contains("it plays 36 frames at 25 fps, the scene renders 36 at 20"), "\(faster)")
        _ = try workspace.write("donut.json", lottie.replacingOccurrences(of: #""w":120"#, with: #""w":300"#))
        let wider = try workspace.chartreel(["check", "."])
        #expect(wider.stdout.contains("it is 300x120, the scene renders 120x120"), "\(wider)")
        _ = try workspace.write("donut.json", String(lottie.prefix(500)))
        let cut = try workspace.chartreel(["check", "."])
        #expect(cut.status == 1 && cut.stdout.contains("outdated ./donut.json: not a JSON document"), "\(cut)")
    }

    /// Pixels whose RGBA bytes `matches`.
    static func count(_ canvas: Canvas, _ matches: ([UInt8]) -> Bool) -> Int {
        let bytes = canvas.rgbaBytes()
        return stride(from: 0, to: bytes.count, by: 4).filter { matches(Array(bytes[$0..<($0 + 4)])) }.count
    }

    @Test func refusesWhatChartreelDoesNotWrite() throws {
        let (workspace, lottie) = try Self.updated()
        defer { workspace.remove() }
        let layers = #""layers":["#
        #expect(lottie.contains(#""assets":[]"#) && lottie.contains(layers))
        let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let hostile = [
            // An image from the file system, and one inline.
            (#""assets":[]"#, #""assets":[{"id":"i","u":"/etc/","p":"passwd","e":0}]"#, "its assets are not an empty list"),
            (#""assets":[]"#, #""assets":[{"p":"data:image/png;base64,AAAA"}]"#, "its assets are not an empty list"),
            (#""assets":[]"#, #""assets":[],"fonts":{"list":[]}"#, "key \"fonts\" at fonts"),
            (#""sr":1"#, #""sr":1,"ef":[]"#, "key \"ef\" at layers[0].ef"),
            (#""ty":4"#, #""ty":5"#, "its layers[0] is not a shape layer (ty 4)"),
            (#""ty":"fl""#, #""ty":"rp""#, "a shape of type \"rp\""),
            (#""o":{"a":0,"k":100}"#, #""o":{"a":0,"k":100,"x":"var $bm_rt = 0;"}"#, "an expression at layers[0]"),
            (#""w":120"#, #""w":1000000"#, "its w is not a whole number from 1 to 16384"),
            (#""ip":0"#, #""ip":5"#, "its ip is not 0"),
            (#""assets":[]"#, #""assets":[],"nm":\#(nested)"#, "it nests deeper than "),
        ]
        for (anchor, replacement, said) in hostile {
            #expect(lottie.contains(anchor), "\(anchor)")
            _ = try workspace.write("donut.json", lottie.replacingOccurrences(of: anchor, with: replacement))
            let result = try workspace.chartreel(["check", "."])
            #expect(result.status == 1 && result.stdout.contains("outdated ./donut.json: ") && result.stdout.contains(said),
                    "\(replacement.prefix(80)): \(result)")
        }
    }

    @Test func aLottieAssetIsAListedJSONThatSaysSo() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let cases = [
            (#"{"donut.json": "donut-progress"}"#, "\"donut.json\": a .json asset is a Lottie document: its entry says --format lottie"),
            (#"{"donut.gif": "donut-progress --format webp"}"#, "--format webp is refused: the asset's name gives its format (gif)"),
            (#"{"chartreel-assets.json": "donut-progress --format lottie"}"#, "it is the manifest or a scene that an entry renders"),
            (#"{"scene.json": "scene.json --format lottie"}"#, "it is the manifest or a scene that an entry renders"),
            (#"{"a.json": "scene.json --format=lottie", "b.gif": "a.json"}"#, "it is the manifest or a scene that an entry renders"),
        ]
        let scene = try String(contentsOf: presetFile, encoding: .utf8)
        for (manifest, said) in cases {
            _ = try workspace.write("chartreel-assets.json", manifest)
            _ = try workspace.write("scene.json", scene)
            _ = try workspace.write("a.json", scene)
            let result = try workspace.chartreel(["check", ".", "--update"])
            #expect(result.status != 0 && result.stderr.contains(said), "\(manifest): \(result)")
            // Nothing was written over the manifest or the scenes.
            #expect(try workspace.read("chartreel-assets.json") == manifest && workspace.read("scene.json") == scene
                    && workspace.read("a.json") == scene)
        }
        // A .json beside the assets is a scene, as ever: its GIF is checked against it.
        _ = try workspace.write("chartreel-assets.json", "{}")
        #expect(try workspace.chartreel(["render", "scene.json", "-o", "scene.gif", "--scale", "0.25", "--fps", "5", "-q"]).status == 0)
        let plain = try workspace.chartreel(["check", "."])
        #expect(plain.stdout.contains("./scene.gif:") && !plain.stdout.contains("scene.json:"), "\(plain)")
    }

    @Test func saysWhatToInstallWithoutRlottie() throws {
        let (workspace, _) = try Self.updated()
        defer { workspace.remove() }
        let missing = try workspace.chartreel(["check", "."], environment: ["CHARTREEL_RLOTTIE": workspace.path("none.so")])
        #expect(missing.status != 0 && missing.stderr.contains("CHARTREEL_RLOTTIE=\(workspace.path("none.so")) cannot be opened"),
                "\(missing)")
        let zlib = try workspace.chartreel(["check", "."], environment: ["CHARTREEL_RLOTTIE": "libz.so.1"])
        #expect(zlib.status != 0 && zlib.stderr.contains("libz.so.1 is not rlottie: it has no lottie_animation_from_data"), "\(zlib)")
    }

    @Test func aDotLottieIsCheckedByTheDocumentInside() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("chartreel-assets.json", #"{"donut.lottie": "donut-progress --scale 0.5 --fps 20"}"#)
        #expect(try workspace.chartreel(["check", ".", "--update"]).status == 0)
        let fresh = try workspace.chartreel(["check", "."])
        #expect(fresh.status == 0 && fresh.stdout.contains("ok       ./donut.lottie: 36 frames match"), "\(fresh)")
        // Rewritten by Python's zipfile: the ring recoloured, then an image added beside the document.
        let recolour = """
            import zipfile
            z = zipfile.ZipFile("donut.lottie")
            entries = {n: z.read(n) for n in z.namelist()}
            z.close()
            doc = entries["animations/donut.json"].decode().replace('"k":[1,0.5,0,1]', '"k":[0,0.5,1,1]')
            with zipfile.ZipFile("donut.lottie", "w", zipfile.ZIP_DEFLATED) as out:
                out.writestr("manifest.json", entries["manifest.json"])
                out.writestr("animations/donut.json", doc)
            """
        _ = try workspace.write("recolour.py", recolour)
        #expect(try workspace.shell("/usr/bin/python3 recolour.py").status == 0)
        let recoloured = try workspace.chartreel(["check", "."])
        #expect(recoloured.status == 1 && recoloured.stdout.contains("35 of 36 frames differ"), "\(recoloured)")
        _ = try workspace.write("image.py", """
            import zipfile
            with zipfile.ZipFile("donut.lottie", "a") as out:
                out.writestr("images/img_0.png", b"not read")
            """)
        #expect(try workspace.shell("/usr/bin/python3 image.py").status == 0)
        let image = try workspace.chartreel(["check", "."])
        #expect(image.status == 1 && image.stdout.contains("it holds images/img_0.png, which chartreel does not write"), "\(image)")
        // A name from a pull request cannot recolour the log: its control characters are escaped.
        _ = try workspace.write("escape.py", """
            import zipfile
            with zipfile.ZipFile("donut.lottie", "w") as out:
                out.writestr("manifest.json", "{}")
                out.writestr("animations/donut.json", "{}")
                out.writestr("images/\\x1b[31mred\\x1b[0m.png", b"")
            """)
        #expect(try workspace.shell("/usr/bin/python3 escape.py").status == 0)
        let escaped = try workspace.chartreel(["check", "."])
        #expect(escaped.stdout.contains("it holds images/\\u{1B}[31mred\\u{1B}[0m.png") && !escaped.stdout.contains("\u{1B}"),
                "\(escaped)")
    }
}
