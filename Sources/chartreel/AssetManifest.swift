import ArgumentParser
import ChartReel
import Foundation
import ReelEncoding

/// The assets `chartreel check` looks after in a folder: animations with a
/// scene beside them, and those listed in the folder's manifest.
struct AssetManifest {
    static let fileName = "chartreel-assets.json"

    /// One asset and how it is rendered.
    struct Entry {
        /// The file name in the folder.
        let asset: String
        let format: VideoFormat
        /// The scene and the render options, as on a command line.
        let arguments: [String]
        let folder: URL

        /// The scene with the entry's overrides, and its encoder choices.
        func load() throws -> (Scene, EncodeOptions) {
            let parsed: EntryArguments
            do {
                parsed = try EntryArguments.parse(arguments)
            } catch {
                throw ValidationError("\(AssetManifest.fileName): \"\(asset)\": \(EntryArguments.message(for: error))")
            }
            let beside = folder.appendingPathComponent(parsed.scene).path
            let scene = FileManager.default.fileExists(atPath: beside) ? beside : parsed.scene
            return (try parsed.overrides.load(scene), try parsed.encoder.encodeOptions(for: [format]))
        }
    }

    let folder: URL
    private(set) var entries: [Entry] = []
    /// Animations with no scene to check them against.
    private(set) var unchecked: [String] = []

    init(folder: URL) throws {
        self.folder = folder
        let listed = try Self.readManifest(in: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for name in Set(names + listed.keys).sorted() {
            let ext = URL(fileURLWithPath: name).pathExtension
            guard let format = VideoFormat(pathExtension: ext) else {
                if listed[name] != nil {
                    throw ValidationError("\(Self.fileName): \"\(name)\" is not an animation file (\(VideoFormat.supportedExtensions))")
                }
                continue
            }
            if let arguments = listed[name] {
                entries.append(Entry(asset: name, format: format, arguments: arguments, folder: folder))
            } else if let scene = Self.sceneBeside(name, in: names) {
                entries.append(Entry(asset: name, format: format, arguments: [scene], folder: folder))
            } else {
                unchecked.append(name)
            }
        }
    }

    private static func sceneBeside(_ asset: String, in names: [String]) -> String? {
        let stem = (asset as NSString).deletingPathExtension
        return [".json", ".yaml", ".yml"].map { stem + $0 }.first(where: names.contains)
    }

    /// The manifest's entries as argument lists; none without a manifest.
    private static func readManifest(in folder: URL) throws -> [String: [String]] {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let object = try? JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let table = object as? [String: Any] else {
            throw ValidationError("\(url.path): expected a JSON object of \"ASSET\": \"SCENE [options]\"")
        }
        return try table.mapValues { value in
            guard let text = value as? String, let arguments = try? EncodeOptions.splitArguments(text), !arguments.isEmpty else {
                throw ValidationError("\(url.path): every value must be a string \"SCENE [render options]\", got \(value)")
            }
            return arguments
        }
    }
}

/// An entry's command line: the scene, then `render`'s scene and encoder options.
struct EntryArguments: ParsableArguments {
    @Argument var scene: String
    @OptionGroup var overrides: OverrideOptions
    @OptionGroup var encoder: EncoderOptions
}
