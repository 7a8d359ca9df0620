import Foundation
import TestSupport
import Testing
@testable import ReelScene
import ReelEncoding
import ReelSystem

/// The two encodings an HTML scrubber's blobs go through: bytes as page
/// text (`BinaryText`) and raw deflate (`Deflate`), each undone as the
/// page's script undoes it.
@Suite struct ScrubberEncodingTests {
    /// What a browser reads from windows-1252 bytes: each byte one scalar,
    /// 0x80-0x9F mapped as the WHATWG Encoding standard does.
    static func windows1252(_ bytes: [UInt8]) -> [UInt32] {
        let table = Dictionary(uniqueKeysWithValues: BinaryText.decodingTable.map { ($0.value, $0.key) })
        return bytes.map { table[$0] ?? UInt32($0) }
    }

    @Test func everyByteSurvivesThePageText() throws {
        var random = SplitMix64(seed: 11)
        let samples: [[UInt8]] = [Array(0...255), [], [0x01, 0x01, 0x31], Array(repeating: 0x3C, count: 9)]
            + (0..<20).map { _ in (0..<Int.random(in: 1...4000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) } }
        for bytes in samples {
            let text = BinaryText.encode(bytes)
            // Nothing the HTML parser changes or reads as markup.
            #expect(!text.contains(0x00) && !text.contains(0x0D) && !text.contains(0x3C))
            #expect(BinaryText.decode(Self.windows1252(text)) == bytes)
            // The shift leaves no more to escape than none would (one more for the shift itself).
            #expect(text.count <= bytes.count + 2 + bytes.filter { BinaryText.escaped.contains($0) }.count)
        }
        // A blob full of one escaped byte (an AVIF's zeros) is shifted clear of escapes.
        let zeros = [UInt8](repeating: 0, count: 1000) + [0x0D, 0x3C]
        #expect(BinaryText.encode(zeros).count <= zeros.count + 3)
        #expect(BinaryText.decode(Self.windows1252(BinaryText.encode(zeros))) == zeros)
    }

    @Test func aStrayEscapeIsRefused() {
        #expect(BinaryText.decode([0x01]) == nil)
        #expect(BinaryText.decode([0x01, 0x35]) == nil)
        #expect(BinaryText.decode([0x2603]) == nil)
    }

    @Test func deflateRoundTrips() throws {
        var random = SplitMix64(seed: 5)
        let text = Array(String(repeating: "{\"id\": \"y-label/0/2500\", \"opacity\": 1}\n", count: 500).utf8)
        let noise = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        for bytes in [text, noise, []] {
            let packed = Deflate.compress(bytes)
            #expect(Deflate.decompress(packed) == bytes)
        }
        #expect(Deflate.compress(text).count < text.count / 20)
        #expect(Deflate.decompress([0xFF, 0xFF, 0xFF]) == nil)
    }

    /// The frames' information is laid out by the render's workers and stops
    /// with it: the same document for one worker or three, and none once
    /// the render is cancelled (Ctrl-C during the page's last step).
    @Test func theInformationHonoursJobsAndCancellation() throws {
        let scene = try SceneLoader.decode(SourceText(name: "s.json", bytes: Array(#"""
            { "canvas": { "width": 120, "height": 80, "fps": 10, "duration": 1 },
              "chart": { "type": "donut", "value": 75, "maxValue": 100 },
              "timeline": [{ "property": "chart.strokeEnd", "from": 0, "to": 1, "duration": 1 }] }
            """#.utf8)))
        let info = ScrubberInfo(scene: scene, fps: 10, frameCount: 11, pixels: (120, 80), holds: Array(repeating: 1, count: 11))
        let one = try info.json(jobs: 1, cancellation: Cancellation())
        #expect(try info.json(jobs: 3, cancellation: Cancellation()) == one)
        let cancelled = Cancellation()
        cancelled.cancel(signal: SIGINT)
        #expect(throws: SystemError.interrupted(signal: SIGINT)) { try info.json(jobs: 2, cancellation: cancelled) }
    }
}
