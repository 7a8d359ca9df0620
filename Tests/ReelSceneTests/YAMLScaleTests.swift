import Foundation
import TestSupport
import Testing

@testable import ReelScene

/// A YAML scene written on one line (flow style, as tools emit it) reads in
/// time proportional to its size: every value's place in a line of
/// megabytes is found without walking the line from its start.
@Suite(.serialized) struct YAMLScaleTests {
    /// A line chart of `points` points, all on one line.
    static func oneLineScene(points: Int) -> [UInt8] {
        let x = (0..<points).map(String.init).joined(separator: ", ")
        let y = (0..<points).map { "\($0 % 997).25" }.joined(separator: ", ")
        return Array("{ canvas: { width: 400, height: 200 }, chart: { type: line, x: [\(x)], series: [ { y: [\(y)] } ] } }\n".utf8)
    }

    /// Seconds of processor time the quickest of three reads of `bytes` takes.
    static func readTime(_ bytes: [UInt8]) throws -> Double {
        try ThreadCPUTime.seconds { _ = try YAMLParser.parse(SourceText(name: "s.yaml", bytes: bytes)) }
    }

    @Test func aMegabyteOnOneLineDecodesInSeconds() throws {
        let bytes = Self.oneLineScene(points: 80_000)
        #expect(bytes.count > 1_000_000)
        let start = DispatchTime.now().uptimeNanoseconds
        let scene = try SceneLoader.decode(SourceText(name: "s.yaml", bytes: bytes))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(scene.canvas.width == 400)
        #expect(seconds < 5, "\(seconds) s")
    }

    @Test func timeGrowsWithSizeNotItsSquare() throws {
        let small = try Self.readTime(Self.oneLineScene(points: 20_000))
        let large = try Self.readTime(Self.oneLineScene(points: 80_000))
        // Four times the text: about four times the time; its square would be sixteen.
        #expect(large / small < 8, "\(small) s for 250 KB, \(large) s for 1 MB")
    }

    /// An error at the end of a long line names its column.
    @Test func errorAtTheEndOfALongLineIsPlaced() throws {
        var text = String(decoding: Self.oneLineScene(points: 80_000), as: UTF8.self)
        let last = try #require(text.range(of: "] } ] } }", options: .backwards))
        text.replaceSubrange(last, with: ", 0o144] } ] } }")
        let column = text.utf8.distance(from: text.startIndex, to: last.lowerBound) + 3
        do {
            _ = try YAMLParser.parse(SourceText(name: "s.yaml", bytes: Array(text.utf8)))
            Issue.record("read")
        } catch let error as JSONSyntaxError {
            #expect(error.location.description == "s.yaml:1:\(column)")
            #expect(column > 1_000_000)
        }
    }
}
