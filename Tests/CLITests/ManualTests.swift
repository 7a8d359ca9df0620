import Foundation
import TestSupport
import Testing

/// The man page in git (`docs/chartreel.1`, installed by every package) is
/// generated from the commands' help; `docs/chartreel-help.json` is the help
/// it was made from. When the help changes, `make manual` makes both again.
@Suite struct ManualTests {
    @Test func manPageWasMadeFromTheCurrentHelp() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result)")
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/chartreel-help.json"), encoding: .utf8)
        let now = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? NSDictionary
        let then = try JSONSerialization.jsonObject(with: Data(committed.utf8)) as? NSDictionary
        #expect(now != nil && now == then,
                "the commands' help changed since docs/chartreel.1 was generated: run make manual and commit both files")
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/chartreel.1"), encoding: .utf8)
        #expect(page.contains(".Dt CHARTREEL 1") && page.contains("Fl -shard Ar K/N"))
        for section in [".Sh SCENE FORMAT", ".Sh DATA FILES", ".Sh EXAMPLES", ".Sh SEE ALSO"] {
            #expect(page.contains(section), "\(section)")
        }
    }

    /// The page reads without a troff warning (a help line starting with '
    /// was a macro call, and a line was lost), and shows its examples.
    @Test func manPageReadsWithoutWarnings() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let page = repositoryRoot.appendingPathComponent("docs/chartreel.1").path
        let result = try workspace.shell("MANWIDTH=100 man --warnings -l '\(page)'")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("spring(response: 0.5, dampingRatio: 0.7)"))
        #expect(result.stdout.contains("chartreel render donut-progress -o donut.gif"))
        #expect(result.stdout.contains("SCENE FORMAT") && result.stdout.contains("EXAMPLES"))
    }
}
