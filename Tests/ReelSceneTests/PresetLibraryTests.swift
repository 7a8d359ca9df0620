import ReelScene
import Foundation
import Testing

@Suite struct PresetLibraryTests {
    /// Where nothing is found, the message lists every place looked in.
    @Test func notFoundListsThePlacesSearched() {
        let library = PresetLibrary(directories: [], searched: [URL(fileURLWithPath: "/nowhere/share/chartreel/Presets"),
                                                                URL(fileURLWithPath: "/nowhere/Presets")])
        do {
            _ = try library.resolve("donut-progress")
            Issue.record("resolved with no presets")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("searched: /nowhere/share/chartreel/Presets (missing), /nowhere/Presets (missing)"), "\(message)")
        }
    }

    /// An installed executable (`PREFIX/bin`, with `PREFIX/share/chartreel/Presets`)
    /// searches only the installed presets and the variable's folder, never
    /// the checkout it was built from nor folders above it.
    @Test func installedExecutableSearchesOnlyInstalledPlaces() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("presets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix"), checkout = root.appendingPathComponent("checkout")
        for folder in ["prefix/bin", "prefix/share/chartreel/Presets", "Presets", "checkout/Presets", "own"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let installed = PresetLibrary.standard(executable: prefix.appendingPathComponent("bin/chartreel"), sourceRoot: checkout,
                                               environment: ["CHARTREEL_PRESETS": root.appendingPathComponent("own").path])
        #expect(installed.directories.map(\.lastPathComponent) == ["own", "Presets"])
        #expect(installed.directories.last?.path == prefix.appendingPathComponent("share/chartreel/Presets").path)
        #expect(installed.searched.count == 2)

        // Built in a checkout: folders above the binary, then the source tree.
        let built = PresetLibrary.standard(executable: checkout.appendingPathComponent(".build/release/chartreel"),
                                           sourceRoot: checkout, environment: [:])
        #expect(built.directories.map(\.path) == [checkout.appendingPathComponent("Presets").path,
                                                   root.appendingPathComponent("Presets").path])
    }
}
