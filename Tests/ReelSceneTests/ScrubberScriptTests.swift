import Foundation
import TestSupport
import Testing
@testable import ReelScene

/// The scrubber's scripts are `.js` files embedded at build time: what the
/// page carries is the file, and the file is JavaScript a browser parses.
@Suite struct ScrubberScriptTests {
    static let folder = GoldenFrames.repositoryRoot.appendingPathComponent("Sources/ReelScene/Scrubber")
    static let scripts: [(file: String, embedded: String)] = [
        ("ScrubberScript.source.js", ScrubberScript.source), ("ScrubberScript.bootstrap.js", ScrubberScript.bootstrap),
    ]

    @Test func theBinaryCarriesTheFilesAsWritten() throws {
        for (file, embedded) in Self.scripts {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(embedded + "\n" == text, "\(file) differs from the string built into ChartReel")
            // The page is windows-1252 (`BinaryText`): a non-ASCII character would be read as another.
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(file) holds a character outside ASCII")
        }
    }

    /// node parses each script as a browser would, without running it.
    @Test func eachScriptParses() throws {
        let node = try #require(["/usr/bin/node", "/usr/bin/nodejs"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                "node is missing: scripts/deps.sh test lists it (nodejs)")
        for (file, _) in Self.scripts {
            let result = try ProcessRunner.run(URL(fileURLWithPath: node), ["--check", Self.folder.appendingPathComponent(file).path])
            #expect(result.status == 0, "\(file): \(result.stderrText)")
        }
    }

    /// A script that does not parse is refused, so the test above can fail.
    @Test func aBrokenScriptIsRefused() throws {
        let node = try #require(["/usr/bin/node", "/usr/bin/nodejs"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let workspace = try Workspace()
        defer { workspace.remove() }
        try Data(ScrubberScript.source.replacingOccurrences(of: "function", with: "functoin").utf8).write(to: workspace.file("broken.js"))
        let result = try ProcessRunner.run(URL(fileURLWithPath: node), ["--check", workspace.file("broken.js").path])
        #expect(result.status != 0)
    }
}
