import Foundation
import Testing

/// Hostile YAML scenes through the command line: refused with one line,
/// quickly and in little memory, nothing written.
@Suite struct YAMLInputTests {
    /// Nine lines of nine aliases to the line above: 387 million values
    /// once expanded, from 306 bytes.
    static let bomb = repositoryRoot.appendingPathComponent("Tests/CLITests/FuzzCorpus/yaml/alias-bomb-nine-levels.yaml")

    @Test func aliasBombIsRefusedAtItsAliasWithinTwoGigabytes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.copyItem(at: Self.bomb, to: workspace.file("bomb.yaml"))
        let start = Date()
        let result = try workspace.shell("exec prlimit --as=\(2 << 30) -- \"$CHARTREEL\" render bomb.yaml -o out.gif")
        let seconds = Date().timeIntervalSince(start)
        expectFailure(result, status: 65, mentions: ["bomb.yaml:6:8: malformed YAML: alias *e expands the document past 100000 values"])
        #expect(seconds < 5, "\(seconds) s")
        #expect(try workspace.contents() == ["bomb.yaml"])
    }
}
