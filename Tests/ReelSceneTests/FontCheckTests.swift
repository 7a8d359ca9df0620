import ReelRaster
import ReelText
import Testing

@testable import ReelScene

/// A font family fontconfig lacks is an error with the closest installed
/// families, not a quiet substitution; installed families and generic
/// names pass.
@Suite struct FontCheckTests {
    func labelFont(_ font: String) throws -> String? {
        let scene = "{ \"canvas\": { \"width\": 100, \"height\": 100 }, \"chart\": { \"type\": \"donut\", \"label\": { \"font\": \"\(font)\" } } }"
        do {
            _ = try SceneLoader.decode(SourceText(name: "f.json", bytes: Array(scene.utf8)))
            return nil
        } catch let error as SceneError {
            return error.description
        }
    }

    @Test func misspeltFamilyIsAnErrorWithASuggestion() throws {
        let message = try #require(try labelFont("DejaVu Snas:bold"))
        #expect(message.contains("f.json:1:"), "\(message)")
        #expect(message.contains("chart.label.font: font family \"DejaVu Snas\" is not installed (did you mean DejaVu Sans"), "\(message)")
        // Which family stands in depends on the fonts installed (Noto Sans once fonts-noto-core is).
        let standIn = try #require(FontCatalog.matchedFamily(for: "DejaVu Snas:bold"))
        #expect(message.contains("fontconfig would draw it with \(standIn) ("), "\(message)")
    }

    @Test(arguments: ["DejaVu Sans", "DejaVu Sans:bold", "dejavu serif", "DejaVu Sans Mono:italic", "sans-serif", "monospace"])
    func installedAndGenericNamesPass(name: String) throws {
        #expect(try labelFont(name) == nil)
    }
}
