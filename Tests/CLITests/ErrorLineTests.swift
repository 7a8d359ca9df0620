import Foundation
import Testing

/// Every error is one line of at most 300 characters that keeps its
/// location, however long the offending value; numbers are quoted as written.
@Suite struct ErrorLineTests {
    static let lineLimit = 300

    /// The donut preset with `original` replaced by `replacement`, written to the workspace.
    static func scene(replacing original: String, with replacement: String, in workspace: Workspace) throws -> URL {
        try workspace.write("scene.json", try editedPreset(replacing: original, with: replacement).text)
    }

    /// The donut preset whose tint colour is `value` (raw JSON).
    static func scene(tintColor value: String, in workspace: Workspace) throws -> URL {
        try scene(replacing: "\"tintColor\": \"orange\"", with: "\"tintColor\": \(value)", in: workspace)
    }

    @Test func fiveMegabyteValueIsShortenedQuickly() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let huge = String(repeating: "x", count: 5 << 20)
        let scene = try Self.scene(tintColor: "\"\(huge)\"", in: workspace)
        let started = Date()
        let result = try workspace.chartreel(["info", scene.path])
        // The close-name search once took minutes on such a value.
        #expect(Date().timeIntervalSince(started) < 30)
        expectFailure(result, status: 65, mentions: ["chart.tintColor: \"xxxxxxxx", "x…\" is not a colour; expected #RGB"])
        #expect(result.stderr.count <= Self.lineLimit + 1, "\(result.stderr.count) characters")
    }

    /// A message that is long for reasons no decoder shortens (a long key
    /// name, here) is cut by the top-level guard, in the middle, keeping
    /// the location at the start.
    @Test func longMessageIsCutInTheMiddleKeepingItsLocation() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let key = "k" + String(repeating: "-", count: 100_000) + "z"
        let scene = try Self.scene(replacing: "\"type\": \"donut\",", with: "\"\(key)\": 1, \"type\": \"donut\",", in: workspace)
        let result = try workspace.chartreel(["info", scene.path])
        expectFailure(result, status: 65, mentions: ["chartreel: error: \(scene.path):", ": chart.k---", "…"])
        let line = try #require(result.stderrLines.first)
        // Cut between words: at most the limit, and not far under it.
        #expect((Self.lineLimit - 50...Self.lineLimit).contains(line.count), "\(line.count) characters")
        // The end of the message (what is allowed) survives the cut.
        #expect(line.hasSuffix("type, value"), "\(line)")
    }

    @Test func lineBreaksInAValueDoNotBreakTheLine() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let scene = try Self.scene(tintColor: "\"or\\nange\\u001b[31m\"", in: workspace)
        let result = try workspace.chartreel(["info", scene.path])
        expectFailure(result, status: 65, mentions: ["chart.tintColor: \"or\\nange\\u{1B}[31m\" is not a colour"])
    }

    struct WrittenNumber: CustomTestStringConvertible, Sendable {
        let original: String
        let replacement: String
        let says: String
        var testDescription: String { replacement }
    }

    @Test(arguments: [
        WrittenNumber(original: "\"fps\": 60", replacement: "\"fps\": 1e26", says: "canvas.fps: expected a whole number, found 1e26"),
        WrittenNumber(original: "\"fps\": 60", replacement: "\"fps\": 0.10", says: "canvas.fps: expected a whole number, found 0.10"),
        WrittenNumber(original: "\"fps\": 60", replacement: "\"fps\": 1E+3", says: "canvas.fps: 1E+3 is out of range; expected a whole number from 1 to 120"),
        WrittenNumber(original: "\"size\": 36", replacement: "\"size\": 0.50e4", says: "chart.label.size: 0.50e4 is out of range"),
    ])
    func numbersAreQuotedAsWritten(_ number: WrittenNumber) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let edited = try editedPreset(replacing: number.original, with: number.replacement)
        let scene = try workspace.write("scene.json", edited.text)
        expectFailure(try workspace.chartreel(["info", scene.path]), status: 65, mentions: [number.says])
    }

    @Test func hugeNumberOutOfDoubleRangeIsShortened() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let digits = "9" + String(repeating: "0", count: 400)
        let edited = try editedPreset(replacing: "\"value\": 75", with: "\"value\": \(digits)")
        let scene = try workspace.write("scene.json", edited.text)
        let result = try workspace.chartreel(["info", scene.path])
        expectFailure(result, status: 65, mentions: ["malformed JSON: number 9000", "0… is out of range"])
        #expect(result.stderr.count <= Self.lineLimit + 1)
    }
}
