import Foundation
import TestSupport
import Testing

/// `validate` says what `render` would: the same notes for data it draws
/// differently, and each problem once, without follow-on problems.
@Suite struct ValidateNotesTests {
    @Test func validatePrintsTheNotesARenderWould() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("data.json", """
            {"columns":[["x",1554076800000,1554163200000,1554249600000],["y0",3,-2,5],["y1",1,2,3]],
             "types":{"x":"x","y0":"bar","y1":"bar"},"stacked":true}
            """)
        try workspace.write("scene.json", """
            { "canvas": { "width": 300, "height": 400, "duration": 1, "fps": 10 },
              "chart": { "type": "telegram", "data": { "telegram": "data.json" } } }
            """)
        let result = try workspace.chartreel(["validate", "scene.json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "scene.json: valid\n", "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("series y0 has 1 negative value; stacked bars draw it as 0"),
                "\(result)")
    }

    /// A refused fill is one problem, not also "a layer needs a fill".
    @Test func aRefusedFillIsOneProblem() throws {
        let scene = repositoryRoot.appendingPathComponent("Tests/CLITests/HostileScenes/gradient-locations-decreasing.json")
        let result = try run(try chartreelExecutable(), ["validate", scene.path])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout.contains("locations must not decrease"), "\(result)")
        #expect(!result.stdout.contains("a layer needs"), "\(result)")
        #expect(result.stdout.hasSuffix(": 1 problem\n"), "\(result)")
    }
}
