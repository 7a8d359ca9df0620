import Foundation
import TestSupport
import Testing

import ReelRaster

@testable import ReelScene

/// Anchors and aliases: an alias is its anchor's value, and the document
/// they expand to is bounded, refused at the alias that crosses the bound.
@Suite struct YAMLAliasTests {
    func failure(_ text: String) -> String {
        do {
            _ = try SceneLoader.decode(SourceText(name: "s.yaml", bytes: Array(text.utf8)))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// Seconds `body` takes.
    /// Processor time: the bound is on the work, not on what else holds the cores.
    func seconds(_ body: () -> Void) -> Double { ThreadCPUTime.seconds(runs: 1, body) }

    /// "Billion laughs": nine lines of nine aliases to the line above,
    /// 9^9 values from 306 bytes.
    static let bomb: String = {
        var lines = ["a: &a [x,x,x,x,x,x,x,x,x]"]
        let names = Array("abcdefghi").map(String.init)
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func billionLaughsIsRefusedAtTheAliasInAnInstant() {
        var message = ""
        let time = seconds { message = failure(Self.bomb) }
        // 9 + 81 + ... + 9^5 values fit in 100000; the first *e past them is on line 6.
        #expect(message == "s.yaml:6:8: malformed YAML: alias *e expands the document past 100000 values, "
            + "the most a file of 306 bytes may hold (aliases inside anchors multiply)")
        #expect(time < 2, "\(time) s")
    }

    /// One wide anchor aliased many times multiplies without nesting.
    @Test func wideFanOutIsBounded() {
        let anchor = "a: &a [" + Array(repeating: "1", count: 2000).joined(separator: ",") + "]\n"
        let text = anchor + "b: [" + Array(repeating: "*a", count: 100).joined(separator: ",") + "]\n"
        let message = failure(text)
        #expect(message.hasPrefix("s.yaml:2:"), "\(message)")
        #expect(message.contains("alias *a expands the document past 100000 values"), "\(message)")
    }

    @Test func aliasCountIsBounded() {
        let text = "a: &a 1\nb: [" + Array(repeating: "*a", count: 10_001).joined(separator: ", ") + "]\n"
        let message = failure(text)
        #expect(message == "s.yaml:2:\(5 + 4 * 10_000): malformed YAML: more than 10000 aliases (*a is one too many)")
    }

    @Test(arguments: [
        ("a: *nowhere\n", "s.yaml:1:4: malformed YAML: alias *nowhere names no anchor (&nowhere) defined before it"),
        ("a: &loop [1, *loop]\n", "s.yaml:1:14: malformed YAML: alias *loop names no anchor (&loop) defined before it"),
        ("a: &deep " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
            + "\nb: " + String(repeating: "[", count: 100) + "*deep" + String(repeating: "]", count: 100) + "\n",
         "s.yaml:2:104: malformed YAML: alias *deep nests the document deeper than 256 levels"),
    ])
    func badAliasesAreOneLine(text: String, expected: String) {
        #expect(failure(text) == expected)
    }

    /// A style reused across series through anchors draws what the same
    /// scene written out in JSON draws.
    @Test func styleReusedAcrossSeriesDrawsLikeJSON() throws {
        let yaml = """
            canvas: { width: 160, height: 100, duration: 2 }
            chart:
              type: line
              x: [1, 2, 3, 4]
              series:
                - { id: a, y: [1, 3, 2, 4], color: &accent "#FF9500" }
                - { id: b, y: [2, 1, 4, 3], color: *accent }
              xAxis: &axis { grid: true, gridColor: "#E5E5EA" }
              yAxis: *axis
              dotRadius: 3
            """
        let json = """
            { "canvas": { "width": 160, "height": 100, "duration": 2 },
              "chart": { "type": "line", "x": [1, 2, 3, 4],
                "series": [ { "id": "a", "y": [1, 3, 2, 4], "color": "#FF9500" },
                            { "id": "b", "y": [2, 1, 4, 3], "color": "#FF9500" } ],
                "xAxis": { "grid": true, "gridColor": "#E5E5EA" }, "yAxis": { "grid": true, "gridColor": "#E5E5EA" },
                "dotRadius": 3 } }
            """
        let fromYAML = try SceneLoader.decode(SourceText(name: "s.yaml", bytes: Array(yaml.utf8)))
        let fromJSON = try SceneLoader.decode(SourceText(name: "s.json", bytes: Array(json.utf8)))
        var a = FrameRenderer(scene: fromYAML), b = FrameRenderer(scene: fromJSON)
        let pixels = try a.canvas(at: 1.5).rgbaBytes()
        #expect(pixels == (try b.canvas(at: 1.5).rgbaBytes()))
        #expect(Set(pixels).count > 2)
    }
}
