import Foundation

/// The presets of a Presets folder: every scene file but the schema beside
/// them, by name (the file name without `.json`), sorted.
public enum PresetFiles {
    public static func names(in folder: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
