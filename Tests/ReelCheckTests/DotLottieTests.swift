import Foundation
import TestSupport
import Testing

@testable import ReelCheck
@testable import ReelEncoding

/// The dotLottie archive: what it holds, read back by Python's zipfile (an
/// independent reader), the same bytes every time, and a reader that
/// admits only what chartreel writes.
@Suite struct DotLottieTests {
    static let document = #"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[],"nm":"é"}"#
        + String(repeating: #",{"ty":"sh"}"#, count: 200)

    @Test func anIndependentReaderFindsTheManifestAndTheDocument() throws {
        let archive = DotLottie.archive(Self.document, id: "donut chart", generator: "chartreel test")
        #expect(archive == DotLottie.archive(Self.document, id: "donut chart", generator: "chartreel test"), "same bytes every time")
        #expect(archive.count < Self.document.utf8.count / 3, "deflated: \(archive.count) bytes")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-\(UUID().uuidString).lottie")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(archive).write(to: file)
        let script = """
            import json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            print(json.dumps([z.namelist(), json.loads(z.read("manifest.json")), z.read("animations/donut_chart.json").decode()]))
            """
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path])
        let read = try JSONSerialization.jsonObject(with: Data(result.stdoutText.utf8)) as? [Any]
        #expect(read?[0] as? [String] == ["manifest.json", "animations/donut_chart.json"], "\(result)")
        let manifest = read?[1] as? [String: Any]
        #expect(manifest?["version"] as? String == "1" && manifest?["generator"] as? String == "chartreel test")
        #expect((manifest?["animations"] as? [[String: Any]])?.first?["id"] as? String == "donut_chart")
        #expect(read?[2] as? String == Self.document)
        let back = try DotLottie.document(in: archive)
        #expect(back.id == "donut_chart" && back.json == Array(Self.document.utf8))
    }

    @Test func refusesWhatChartreelDoesNotWrite() throws {
        let good = DotLottie.archive(Self.document, id: "a", generator: "g")
        func refusal(_ bytes: [UInt8]) -> String {
            do {
                _ = try DotLottie.document(in: bytes)
                return "admitted"
            } catch let refused as AssetRefusal {
                return refused.reason
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(Array(good.prefix(good.count - 30))).contains("not a ZIP archive chartreel wrote: no end of central directory"))
        #expect(refusal([]).contains("no end of central directory"))
        // A byte of the deflated document changed: its checksum or its inflation fails.
        var damaged = good
        damaged[200] ^= 0x55
        #expect(refusal(damaged).contains("not a ZIP archive chartreel wrote"), "\(refusal(damaged))")
        // Another entry beside the document (an image), or a second document.
        let withImage = ZipWriter.archive([("manifest.json", Array("{}".utf8)), ("animations/a.json", Array(Self.document.utf8)),
                                           ("images/img_0.png", [1, 2, 3])])
        #expect(refusal(withImage) == "it holds images/img_0.png, which chartreel does not write")
        let two = ZipWriter.archive([("manifest.json", Array("{}".utf8)), ("animations/a.json", [1]), ("animations/b.json", [2])])
        #expect(refusal(two).contains("one animations/ID.json"))
        let same = ZipWriter.archive([("manifest.json", [1]), ("manifest.json", [1]), ("animations/a.json", [2])])
        #expect(refusal(same).contains("manifest.json is there twice"))
        let many = ZipWriter.archive((0..<17).map { ("x\($0)", [UInt8]()) })
        #expect(refusal(many).contains("17 entries, more than 16"))
        // A bomb declares its size: more than the limit is refused before inflating.
        var bomb = ZipWriter.archive([("manifest.json", Array("{}".utf8)), ("animations/a.json", [UInt8](repeating: 0, count: 1000))])
        Self.declareSize(600 << 20, of: "animations/a.json", in: &bomb)
        #expect(refusal(bomb) == "its animations/a.json inflates to \(600 << 20) bytes, past the "
                + "\(DotLottie.maximumDocument + DotLottie.overhead) read", "\(refusal(bomb))")
        // A declared size that lies about a larger stream stops at the declared size.
        var liar = ZipWriter.archive([("manifest.json", Array("{}".utf8)), ("animations/a.json", [UInt8](repeating: 7, count: 100_000))])
        Self.declareSize(10, of: "animations/a.json", in: &liar)
        #expect(refusal(liar).contains("does not inflate to its 10 bytes"), "\(refusal(liar))")
    }

    /// Rewrites the uncompressed size the central directory gives `name`.
    static func declareSize(_ size: UInt32, of name: String, in archive: inout [UInt8]) {
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        var i = 0
        while i + 46 < archive.count {
            if Array(archive[i..<i + 4]) == signature {
                let length = Int(archive[i + 28]) | Int(archive[i + 29]) << 8
                if String(decoding: archive[(i + 46)..<(i + 46 + length)], as: UTF8.self) == name {
                    for k in 0..<4 { archive[i + 24 + k] = UInt8(size >> (8 * UInt32(k)) & 0xFF) }
                }
            }
            i += 1
        }
    }
}
