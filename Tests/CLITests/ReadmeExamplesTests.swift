import Foundation
import Testing

/// Every example in README.md runs as pasted, from the top of a checkout:
/// the files it names ship in `examples/` and `Presets/`.
@Suite struct ReadmeExamplesTests {
    /// Words that stand for what the reader fills in: a line with one is a
    /// synopsis, not an example.
    static let placeholders: Set<String> = ["SCENE", "SCENES", "OUT", "DIR", "TYPE", "NAME", "CURVE", "N", "T", "F",
                                            "FILE", "SECONDS", "PERCENT", "C", "COLOR", "RATE", "S", "PATH", "REV", "K"]

    /// Examples that are not run here, and why.
    static let skipped: [(command: String, why: String)] = [
        ("chartreel ease", "names the command in prose; without a curve it asks for one"),
        ("chartreel validate", "names the command in prose; without a scene it asks for one"),
        ("chartreel play telegram-night --protocol symbols", "plays in a terminal until a key is pressed (PlayTerminalTests runs it in tmux)"),
        ("chartreel check docs", "make test runs it on its own"),
        ("chartreel info x > /dev/full", "an example of a failure (exit 1), tested in StandardOutputTests"),
        ("chartreel frame scene.json --at 1.5 -o frame.png --watch", "runs until Ctrl-C (WatchTests)"),
    ]

    /// The README's shell examples: each ```sh block with a heredoc as one
    /// script, and every other command line on its own.
    static func examples() throws -> [String] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var scripts: [String] = []
        for block in text.matches(of: /```sh\n(?<body>(?s:.*?))```/) {
            let body = String(block.body)
            if body.contains("<<") {
                scripts.append(body)
                continue
            }
            scripts += body.split(separator: "\n").map { line in
                String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
            }.filter { $0.hasPrefix("chartreel ") }
        }
        scripts += text.matches(of: /`(?<command>chartreel [^`]+)`/).map { String($0.command) }
        return scripts.filter { script in
            let words = script.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            return !words.contains(where: placeholders.contains) && !script.contains("...")
                && !skipped.contains { script == $0.command }
        }
    }

    @Test func everyExampleRunsAsPasted() throws {
        let examples = try Self.examples()
        // The quick start, the contest files, the activity file and the batch render at least.
        #expect(examples.count >= 12, "\(examples)")
        #expect(examples.contains { $0.contains("<<") && $0.contains("examples/visits.csv") })
        let workspace = try Workspace()
        defer { workspace.remove() }
        for folder in ["examples", "docs"] {
            try FileManager.default.createSymbolicLink(at: workspace.file(folder),
                                                       withDestinationURL: repositoryRoot.appendingPathComponent(folder))
        }
        let bin = try chartreelExecutable().deletingLastPathComponent().path
        for example in examples {
            let result = try workspace.shell("set -e; PATH=\"\(bin):$PATH\"; export PATH\n" + example)
            #expect(result.status == 0, "\(example)\n\(result)")
        }
        #expect(try workspace.contents().contains("visits.gif"))
    }
}
