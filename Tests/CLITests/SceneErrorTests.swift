import Foundation
import Testing

/// `chartreel` on scenes and arguments it must reject: the exit status and a
/// one-line message that says where the problem is.
@Suite struct SceneErrorTests {
    @Test func missingSceneFileIsInvalidInputAndNamesIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["info", "no-such-scene.json"])
        expectFailure(result, status: 65, mentions: ["no-such-scene.json: no such file"])

        let absolute = workspace.path("nested/missing.json")
        expectFailure(try workspace.chartreel(["render", absolute, "-o", "out.gif"]), status: 65, mentions: [absolute])
        #expect(try workspace.contents().isEmpty)
    }

    @Test func unknownPresetSuggestsTheClosestName() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["info", "donut-progres"])
        expectFailure(result, status: 65, mentions: ["'donut-progres'", "did you mean donut-progress"])
    }

    @Test func unsupportedOutputExtensionIsAUsageError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["render", "donut-progress", "-o", "x.avi"])
        expectFailure(result, status: 2, mentions: [".avi", ".gif, .mp4"])
        #expect(try workspace.contents().isEmpty)
    }

    @Test func unknownFlagIsAUsageError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        expectFailure(try workspace.chartreel(["info", "donut-progress", "--bogus"]), status: 2, mentions: ["--bogus"])
        expectFailure(try workspace.chartreel(["render", "donut-progress", "-o", "a.gif", "--fps", "500"]),
                      status: 2, mentions: ["--fps"])
    }

    @Test func trailingCommaIsReportedAtItsLineAndColumn() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = try workspace.write("trailing.json", """
            {
              "canvas": { "width": 100, "height": 100 },
              "chart": { "type": "donut", "value": 5, },
              "timeline": []
            }

            """)
        // The '}' after the comma is on line 3, column 43.
        let result = try workspace.chartreel(["info", scene.path])
        expectFailure(result, status: 65, mentions: ["\(scene.path):3:43:", "malformed JSON"])
    }

    @Test func missingClosingBraceIsReportedAtTheEndOfFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = try workspace.write("unclosed.json", """
            {
              "canvas": { "width": 100, "height": 100 },
              "chart": { "type": "donut", "value": 5 }

            """)
        // Text ends after the newline following line 3, so end of file is 4:1.
        let result = try workspace.chartreel(["info", scene.path])
        expectFailure(result, status: 65, mentions: ["\(scene.path):4:1:", "malformed JSON", "end of file"])
    }

    struct InvalidValue: CustomTestStringConvertible, Sendable {
        let original: String
        let replacement: String
        /// Where the error must point: the replacement's line, and its column
        /// shifted by `columnOffset` (nil: column not checked).
        let columnOffset: Int?
        let mentions: [String]

        var testDescription: String { "\(original) -> \(replacement)" }
    }

    static let invalidValues: [InvalidValue] = [
        InvalidValue(original: "\"tintColor\": \"orange\"", replacement: "\"tintColor\": \"orang\"",
                     columnOffset: 13, mentions: ["chart.tintColor:", "\"orang\" is not a colour", "did you mean orange"]),
        InvalidValue(original: "\"fps\": 60", replacement: "\"fps\": 500",
                     columnOffset: 7, mentions: ["canvas.fps:", "500", "1 to 120"]),
        InvalidValue(original: "\"tintColor\"", replacement: "\"tintColour\"",
                     columnOffset: 0, mentions: ["chart.tintColour:", "unknown key", "did you mean tintColor"]),
        InvalidValue(original: "\"type\": \"donut\"", replacement: "\"type\": \"pie\"",
                     columnOffset: 8, mentions: ["chart.type:", "\"pie\"", "donut"]),
        InvalidValue(original: "\"curve\": \"easeInEaseOut\"", replacement: "\"curve\": \"bouncy\"",
                     columnOffset: 9, mentions: ["timeline[0].curve:", "\"bouncy\"", "easeInEaseOut"]),
        InvalidValue(original: "\"value\": 75", replacement: "\"value\": \"75\"",
                     columnOffset: 9, mentions: ["chart.value:", "expected a number"]),
    ]

    @Test(arguments: invalidValues)
    func invalidValueNamesFileLineAndJSONPath(_ invalid: InvalidValue) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let edited = try editedPreset(replacing: invalid.original, with: invalid.replacement)
        let scene = try workspace.write("scene.json", edited.text)
        let location = invalid.columnOffset.map { "\(scene.path):\(edited.line):\(edited.column + $0): " }
            ?? "\(scene.path):\(edited.line):"
        for command in [["info", scene.path], ["render", scene.path, "-o", "out.gif"]] {
            let result = try workspace.chartreel(command)
            expectFailure(result, status: 65, mentions: [location] + invalid.mentions)
        }
        #expect(try workspace.contents() == ["scene.json"])
    }

    @Test func frameNeedsExactlyOneOfAtAndIndex() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let both = try workspace.chartreel(["frame", "donut-progress", "--at", "0.5", "--index", "3", "-o", "f.png"])
        expectFailure(both, status: 2, mentions: ["--at", "--index"])
        let neither = try workspace.chartreel(["frame", "donut-progress", "-o", "f.png"])
        expectFailure(neither, status: 2, mentions: ["--at", "--index"])
        #expect(try workspace.contents().isEmpty)
    }

    @Test func frameBeyondTheDurationIsAUsageError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let late = try workspace.chartreel(["frame", "donut-progress", "--at", "99", "-o", "f.png"])
        expectFailure(late, status: 2, mentions: ["--at must be from 0 to 1.8 (the scene's duration in seconds), got 99"])
        let count = try #require(try info("donut-progress", in: workspace)["frameCount"] as? Int)
        let pastEnd = try workspace.chartreel(["frame", "donut-progress", "--index", "\(count)", "-o", "f.png"])
        expectFailure(pastEnd, status: 2, mentions: ["--index must be a whole number from 0 to \(count - 1) (the scene's last frame), got \(count)"])
        #expect(try workspace.contents().isEmpty)
    }
}
