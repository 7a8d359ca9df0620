import Foundation
import Testing

/// The GitHub Action's `args` input is split as a shell would split it,
/// never run by one: the step's own script, taken from action.yml, run with
/// a stand-in chartreel that prints the arguments it gets.
@Suite struct ActionArgumentsTests {
    /// The `run` script of the step named `Run chartreel`.
    static func runScript() throws -> String {
        let lines = try String(contentsOf: repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
            .components(separatedBy: "\n")
        let step = try #require(lines.firstIndex(of: "    - name: Run chartreel"))
        let run = try #require(lines[step...].firstIndex(of: "      run: |"))
        let body = lines[(run + 1)...].prefix { $0.isEmpty || $0.hasPrefix("        ") }
        return body.map { String($0.dropFirst(min(8, $0.count))) }.joined(separator: "\n")
    }

    /// Runs the step with `args`; the stand-in prints each argument in brackets.
    static func step(_ args: String, in workspace: Workspace) throws -> RunResult {
        try workspace.script("chartreel", """
            #!/bin/bash
            [ "$1" = --version ] && exit 0
            for a in "$@"; do printf '[%s]' "$a"; done

            """)
        return try run(URL(fileURLWithPath: "/bin/bash"), ["-c", try runScript()], in: workspace.url, environment: [
            "PATH": workspace.path("bin") + ":/usr/bin:/bin", "COMMAND": "render", "ARGS": args, "RUNNER_TEMP": workspace.url.path,
        ])
    }

    @Test func argumentsAreSplitAsAShellWouldSplitThem() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let cases: [(String, String)] = [
            ("scene.json -o out.gif", "[render][scene.json][-o][out.gif]"),
            (#"a "b c" d\ e 'f "g"'"#, #"[render][a][b c][d e][f "g"]"#),
            // An empty quoted argument is an argument, also the last one.
            ("a '' b ''", "[render][a][][b][]"),
            ("", "[render]"),
        ]
        for (args, expected) in cases {
            let result = try Self.step(args, in: workspace)
            #expect(result.status == 0 && result.stdout == expected, "args \(args): \(result)")
        }
    }

    /// An unmatched quote fails the step with an annotation; chartreel is not
    /// run with the arguments before the quote.
    @Test func anUnmatchedQuoteFailsTheStep() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try Self.step("docs --shard 'one", in: workspace)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("::error title=chartreel::args is not a list of arguments quoted as in a shell"), "\(result)")
        #expect(!result.stdout.contains("[render]"), "\(result)")
    }
}
