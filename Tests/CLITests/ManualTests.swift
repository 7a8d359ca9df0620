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
    }
}
