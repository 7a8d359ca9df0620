import Foundation
import Testing

/// `validate` reports every problem of a file, in file order, names the
/// YAML traps, and speaks JSON to machines.
@Suite struct ValidateReportTests {
    /// Problems that hid each other before: a bad curve and an out-of-range
    /// duration on one track, both timing keys at once, a series entry
    /// before the chart options after it.
    static let scene = """
        {"canvas": {"width": 300, "height": 200, "fps": 10, "duration": 1},
         "timeline": [
           {"property": "chart.value", "from": 0, "to": 1, "curve": "easeInOutt", "duration": -1,
            "repeatCount": 2, "repeatDuration": 3, "begin": "x"}
         ],
         "chart": {"type": "donut", "value": 2, "tintColor": "blurple", "trackColor": "#12345"}}
        """

    @Test func everyProblemInFileOrder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("scene.json", Self.scene)
        let result = try workspace.chartreel(["validate", "scene.json"])
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let paths = ["timeline[0].curve", "timeline[0].duration", "timeline[0].repeatCount", "timeline[0].begin",
                     "chart.tintColor", "chart.trackColor"]
        #expect(lines.count == paths.count + 1, "\(result.stdout)")
        for (line, path) in zip(lines, paths) { #expect(line.contains(": \(path): "), "\(line)") }
        #expect(lines.last == "scene.json: 6 problems")
        let positions = lines.dropLast().compactMap { line -> [Int]? in
            let parts = line.split(separator: ":")
            return parts.count > 2 ? [Int(parts[1]) ?? 0, Int(parts[2]) ?? 0] : nil
        }
        #expect(positions == positions.sorted { $0.lexicographicallyPrecedes($1) }, "\(positions)")
    }

    @Test func jsonNamesEveryProblemsPlace() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("scene.json", Self.scene)
        let result = try workspace.chartreel(["validate", "--json", "scene.json", "donut-progress", "missing.json"])
        #expect(result.status == 65)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["scene"] as? String } == ["scene.json", "donut-progress", "missing.json"])
        #expect(array.map { $0["valid"] as? Bool } == [false, true, false])
        let problems = try #require(array[0]["problems"] as? [[String: Any]])
        #expect(problems.count == 6)
        #expect(problems[0]["file"] as? String == "scene.json" && problems[0]["line"] as? Int == 3)
        #expect(problems[0]["path"] as? String == "timeline[0].curve")
        #expect((problems[0]["message"] as? String)?.contains("unknown curve \"easeInOutt\"") == true)
        let missing = try #require(array[2]["problems"] as? [[String: Any]])
        #expect(missing.count == 1 && missing[0]["line"] == nil && (missing[0]["message"] as? String)?.contains("no such file") == true)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func yamlTrapsAreNamed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("users.csv", "date,users\n2024-01-01,3\n2024-01-02,4\n")
        try workspace.write("traps.yaml", """
            canvas: { width: 300, height: 200, fps: 10, duration: 1 }
            chart:
              type: line
              data: { csv: users.csv }
              dotColor: #007AFF
              yAxis: { labels: yes }
              series:
                - id: users
                  name: False
            """)
        try workspace.write("numbers.yaml", """
            canvas: { width: 300, height: 200, fps: 10, duration: 1 }
            chart:
              type: line
              data: { csv: users.csv }
              series:
                - { id: users, name: 1.10 }
            """)
        try workspace.write("flow.yaml", """
            canvas: { width: 300, height: 200, fps: 10, duration: 1 }
            chart:
              type: line
              data: { csv: users.csv }
              series:
                - { id: users, color: #FF9500 }
            """)
        let result = try workspace.chartreel(["validate", "traps.yaml", "numbers.yaml", "flow.yaml"])
        #expect(result.status == 65)
        for piece in [
            "traps.yaml:5:12: chart.dotColor: expected a colour", "found null (# starts a comment in YAML: quote the value, \"#007AFF\")",
            "traps.yaml:6:20: chart.yAxis.labels: expected true or false, found \"yes\" (YAML 1.2 reads yes as text",
            "traps.yaml:9:13: chart.series[0].name: expected a string, found false (YAML reads False as false, a boolean: quote it, \"False\")",
            "numbers.yaml:6:26: chart.series[0].name: expected a string, found 1.10 (YAML reads 1.10 as a number: quote it, \"1.10\")",
            "flow.yaml:6:36: malformed YAML", "line 6 has #FF9500 unquoted, and # starts a comment in YAML: quote it, \"#FF9500\"",
        ] {
            #expect(result.stdout.contains(piece), "\(piece)\n\(result.stdout)")
        }
    }
}
