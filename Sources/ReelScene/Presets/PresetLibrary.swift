import Foundation

/// Finds scenes given on the command line: a path, or the name of a preset.
///
/// Presets are looked up, in order, in `$CHARTREEL_PRESETS`, then in
/// `../share/chartreel/Presets` beside the executable. An installed
/// executable, which has that folder, looks nowhere else. Any other (a
/// source checkout's `.build/release/chartreel`) looks in a `Presets`
/// folder of any directory above it and in the source tree it was built
/// from.
package struct PresetLibrary: Sendable {
    /// The directories of the search path that exist, in order.
    package let directories: [URL]
    /// Every place looked in, existing or not, in order: what messages list
    /// when a preset is not found (a copied binary finds none of them).
    package let searched: [URL]

    package init(directories: [URL], searched: [URL]? = nil) {
        self.directories = directories
        self.searched = searched ?? directories
    }

    /// The standard search path of this executable.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> PresetLibrary {
        // Sources/ReelScene/Presets/PresetLibrary.swift -> repository root.
        let sourceRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return standard(executable: executable(), sourceRoot: sourceRoot, environment: environment)
    }

    /// This executable's path as the kernel gives it (`/proc/self/exe`,
    /// symlinks resolved), nil when it gives none. Not `Bundle.main`:
    /// Foundation stops the program there when a folder above the
    /// executable is out of the user's reach (a checkout in a 0700 home run
    /// as another user), and where chartreel was started from must never
    /// crash it.
    static func executable() -> URL? {
        var buffer = [UInt8](repeating: 0, count: 4_097)
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { readlink("/proc/self/exe", $0, bytes.count - 1) }
        }
        guard count > 0 else { return nil }
        return URL(fileURLWithPath: String(decoding: buffer[0..<count], as: UTF8.self))
    }

    /// The search path of the executable at `executable`, built from the checkout at `sourceRoot`.
    package static func standard(executable: URL?, sourceRoot: URL, environment: [String: String]) -> PresetLibrary {
        var directories: [URL] = []
        if let override = environment["CHARTREEL_PRESETS"], !override.isEmpty {
            directories.append(URL(fileURLWithPath: override))
        }
        let bin = executable?.deletingLastPathComponent()
        let installed = bin?.deletingLastPathComponent().appendingPathComponent("share/chartreel/Presets")
        if let installed { directories.append(installed) }
        if let installed, isDirectory(installed) { return library(directories) }
        if var directory = bin {
            while directory.path != "/" {
                directories.append(directory.appendingPathComponent("Presets"))
                directory = directory.deletingLastPathComponent()
            }
        }
        directories.append(sourceRoot.appendingPathComponent("Presets"))
        return library(directories)
    }

    /// The places that exist, once each, with every place searched.
    private static func library(_ directories: [URL]) -> PresetLibrary {
        var seen = Set<String>()
        let unique = directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
        return PresetLibrary(directories: unique.filter { isDirectory($0) }, searched: unique)
    }

    /// The scene file for `argument`: a path (anything with a "/" or ending
    /// in .json, .yaml or .yml, or an existing file), or a preset's file.
    package func resolve(_ argument: String) throws -> URL {
        let looksLikePath = argument.contains("/") || [".json", ".yaml", ".yml"].contains { argument.lowercased().hasSuffix($0) }
        if looksLikePath || FileManager.default.fileExists(atPath: argument) {
            // Whatever is wrong with the path (missing, a directory) is said
            // by the reader, `InputFile`.
            return URL(fileURLWithPath: argument)
        }
        return try preset(argument, missing: "no scene file and no preset named")
    }

    /// The places searched, for messages: "searched: A (missing), B".
    package var searchedText: String {
        let places = searched.map { Self.isDirectory($0) ? $0.path : "\($0.path) (missing)" }
        let variableSet = !(ProcessInfo.processInfo.environment["CHARTREEL_PRESETS"] ?? "").isEmpty
        let hint = variableSet ? "" : "; set CHARTREEL_PRESETS to a directory of presets"
        return "searched: " + (places.isEmpty ? "nothing" : places.joined(separator: ", ")) + hint
    }

    /// The file of the preset `name` (a name, never a path), or an error
    /// naming the presets there are, or the places searched when there are none.
    package func resolvePreset(_ name: String) throws -> URL {
        try preset(name, missing: "no preset named")
    }

    /// The first directory's `name`.json; else an error that begins with
    /// `missing` and names the presets there are or the places searched.
    private func preset(_ name: String, missing: String) throws -> URL {
        // scene.schema.json sits beside the presets, and is no preset.
        if !name.contains("/"), !name.hasSuffix(".schema"), let url = directories.lazy.map({ $0.appendingPathComponent(name + ".json") })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            return url
        }
        let names = presetNames()
        let known = names.isEmpty ? "no presets were found; \(searchedText)" : "available: \(MessageText.list(names))"
        throw SceneError(location: nil, path: "", message: "\(missing) '\(name)'\(Suggestions.hint(for: name, in: names)); \(known)")
    }

    /// Names of every preset found, first directory winning, sorted.
    package func presetNames() -> [String] {
        var names: Set<String> = []
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            // scene.schema.json sits beside the presets for editors; it is no scene.
            for file in files where file.hasSuffix(".json") && !file.hasSuffix(".schema.json") { names.insert(String(file.dropLast(5))) }
        }
        return names.sorted()
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
