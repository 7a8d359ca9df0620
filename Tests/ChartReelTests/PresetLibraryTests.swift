import ChartReel
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
}
