import Foundation
import Testing

/// Wide data reads in time linear in its width: a CSV file of many columns,
/// a JSON record of many fields. Checked as a ratio (four times the width
/// takes well under sixteen times as long, the quadratic cost), so the test
/// holds with both cores busy.
@Suite struct WideDataTests {
    /// One `validate` run of a line chart over `data`, in seconds.
    static func seconds(_ workspace: Workspace, data: String) throws -> Double {
        try workspace.write("scene.json", #"{ "canvas": { "width": 300, "height": 200, "duration": 1 }, "chart": { "type": "line", "data": \#(data) } }"#)
        let start = Date()
        let result = try workspace.chartreel(["validate", "scene.json"])
        #expect(result.status == 0, "\(result)")
        return Date().timeIntervalSince(start)
    }

    /// The fastest of three reads of each, taken in turns, so that a busy
    /// moment of a shared machine slows one reading, not one side.
    static func bestSeconds(_ workspace: Workspace, _ narrow: String, _ wide: String) throws -> (Double, Double) {
        var best = (Double.infinity, Double.infinity)
        for _ in 0..<3 {
            best.0 = min(best.0, try seconds(workspace, data: narrow))
            best.1 = min(best.1, try seconds(workspace, data: wide))
        }
        return best
    }

    static func csv(columns: Int) -> String {
        var lines = [(["x"] + (0..<columns).map { "s\($0)" }).joined(separator: ",")]
        for row in 0..<3 { lines.append(([String(row)] + (0..<columns).map { String($0 % 7) }).joined(separator: ",")) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func records(fields: Int) -> String {
        let values = (0..<fields).map { "\"f\($0)\": \($0 % 7)" }.joined(separator: ", ")
        return "[" + ["2019-01-01", "2019-01-02"].map { "{ \"date\": \"\($0)\", \(values) }" }.joined(separator: ", ") + "]"
    }

    @Test func manyColumnsReadInLinearTime() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("narrow.csv", Self.csv(columns: 25_000))
        try workspace.write("wide.csv", Self.csv(columns: 100_000))
        let (narrow, wide) = try Self.bestSeconds(workspace, #"{ "csv": "narrow.csv" }"#, #"{ "csv": "wide.csv" }"#)
        #expect(wide < 8 * narrow, "25,000 columns \(narrow) s, 100,000 \(wide) s")
    }

    @Test func aRecordOfManyFieldsReadsInLinearTime() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("narrow.json", Self.records(fields: 10_000))
        try workspace.write("wide.json", Self.records(fields: 40_000))
        let (narrow, wide) = try Self.bestSeconds(workspace, #"{ "file": "narrow.json", "x": "date" }"#,
                                                  #"{ "file": "wide.json", "x": "date" }"#)
        #expect(wide < 8 * narrow, "10,000 fields \(narrow) s, 40,000 \(wide) s")
    }
}
