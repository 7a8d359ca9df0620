import Foundation
import TestSupport
import Testing

/// `render -o x.json --format lottie`: a Lottie document from the command
/// line; a .json name alone is refused (scenes are .json files too).
@Suite struct LottieRenderTests {
    @Test func writesALottieDocumentOnlyWhenAskedFor() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "--scale", "1", "-o", "donut.json", "--format", "lottie"])
        #expect(result.status == 0, "\(result)")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.file("donut.json"))) as? [String: Any]
        #expect(document?["fr"] as? Int == 60)
        #expect(document?["op"] as? Int == 108)
        #expect(document?["w"] as? Int == 240 && document?["h"] as? Int == 240)
        #expect((document?["layers"] as? [Any])?.isEmpty == false)
        // The ring fills by one easeInEaseOut track: its trim's end is two
        // keyframes with Core Animation's curve as the easing, not sampled.
        let text = try workspace.read("donut.json")
        #expect(text.contains(#""e":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}},{"t":48,"s":[100]}]}"#),
                "\(text.prefix(300))")
        let bare = try workspace.chartreel(["render", "donut-progress", "-o", "other.json"])
        #expect(bare.status != 0 && bare.stderr.contains("only with --format lottie"), "\(bare)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("other.json")))
        let clash = try workspace.chartreel(["render", "donut-progress", "-o", "x.gif", "--format", "lottie"])
        #expect(clash.status != 0 && clash.stderr.contains("ends in .gif but --format is lottie"), "\(clash)")
    }

    @Test func aDotLottieHoldsTheSameDocumentDeflated() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for arguments in [["-o", "donut.lottie"], ["-o", "plain.json", "--format", "lottie"]] {
            let result = try workspace.chartreel(["render", "donut-progress", "--scale", "1"] + arguments)
            #expect(result.status == 0, "\(result)")
        }
        let archive = try Data(contentsOf: workspace.file("donut.lottie"))
        let json = try Data(contentsOf: workspace.file("plain.json"))
        #expect(archive.count * 4 < json.count, "\(archive.count) bytes against \(json.count)")
        let listed = try workspace.shell("/usr/bin/python3 -c 'import sys, zipfile; z = zipfile.ZipFile(\"donut.lottie\"); "
                                         + "print(z.namelist()); sys.stdout.buffer.write(z.read(\"animations/donut.json\"))' > listed.txt")
        #expect(listed.status == 0, "\(listed)")
        let text = try workspace.read("listed.txt")
        #expect(text.hasPrefix("['manifest.json', 'animations/donut.json']\n"), "\(text.prefix(80))")
        #expect(Data(text.drop { $0 != "\n" }.dropFirst().utf8) == json, "the archive holds the --format lottie document")
        // Standard output takes it too, named as the animation.
        let piped = try workspace.shell("$CHARTREEL render donut-progress --scale 1 -o - --format dotlottie > piped.lottie")
        #expect(piped.status == 0 && (try? Data(contentsOf: workspace.file("piped.lottie")).count) ?? 0 > 1000, "\(piped)")
    }
}
