import ArgumentParser
import ReelScene
import Foundation
import ReelCheck
import ReelEncoding

/// The assets `chartreel check` looks after in a folder: animations with a
/// scene beside them, and those listed in the folder's manifest. Every path
/// an entry names stays inside the folder (`AssetFolderBounds`), and its
/// options come from `ManifestOptions`: a manifest may come from an
/// untrusted pull request.
struct AssetManifest {
    static let fileName = ManifestFile.fileName

    /// One asset and how it is rendered.
    struct Entry {
        /// The name in the folder, as the manifest or the listing gives it.
        let asset: String
        /// Where the asset lives: inside the folder, checked.
        let target: URL
        let format: VideoFormat
        /// The scene and the render options, as on a command line.
        let arguments: [String]
        /// The manifest and the place of the entry's key; nil for a scene beside the asset.
        let place: SourceLocation?
        let bounds: AssetFolderBounds

        /// Where the asset's scene is named, for messages: "listed in
        /// docs/chartreel-assets.json with the scene demo.json --scale 0.5",
        /// or "its scene is docs/demo.json".
        var source: String {
            guard place != nil else { return "its scene is \((bounds.folder as NSString).appendingPathComponent(arguments[0]))" }
            let manifest = (bounds.folder as NSString).appendingPathComponent(AssetManifest.fileName)
            return "listed in \(manifest) with the scene \(arguments.joined(separator: " "))"
        }

        /// The scene with the entry's overrides, and its encoder choices.
        func load() throws -> (Scene, EncodeOptions) {
            if let refused = ManifestOptions.firstRefused(in: arguments) {
                throw problem(ManifestOptions.reason(for: refused) + "; allowed: \(ManifestOptions.allowedList)")
            }
            let parsed: EntryArguments
            do {
                parsed = try EntryArguments.parse(arguments)
            } catch {
                throw problem(EntryArguments.message(for: error))
            }
            let encoding: EncodeOptions
            do {
                encoding = try parsed.encoder.encodeOptions(for: [format])
            } catch let error as ValidationError {
                throw problem(error.message)
            }
            let (scene, root) = try sceneFile(parsed.scene)
            return (try parsed.overrides.load(scene, readingInside: root), encoding)
        }

        /// The scene to load: a file inside the folder, else a preset; and the
        /// folder it may read in (the assets' folder, or the preset's own).
        private func sceneFile(_ name: String) throws -> (String, root: URL) {
            let found: URL?
            do {
                found = try bounds.inputFile(name, what: "the scene")
            } catch {
                throw problem("the scene \(name) is refused: \(error.reason); a scene is a file inside \(bounds.folder) or a preset name")
            }
            // Read as the folder was given, so messages name docs/demo.json.
            if found != nil {
                return ((bounds.folder as NSString).appendingPathComponent(name), URL(fileURLWithPath: bounds.realFolder))
            }
            let looksLikePath = name.contains("/") || [".json", ".yaml", ".yml"].contains { name.lowercased().hasSuffix($0) }
            if looksLikePath { throw problem("no scene file \(name) in \(bounds.folder)") }
            do {
                let preset = try PresetLibrary.standard().resolvePreset(name)
                return (preset.path, preset.deletingLastPathComponent())
            } catch let error as SceneError {
                throw problem("no scene file \(name) in \(bounds.folder), and \(error.message)")
            }
        }

        /// An error at the entry: the manifest's line and the key, or the asset's path.
        func problem(_ message: String) -> SceneError {
            guard let place else { return SceneError(location: nil, path: "", message: "\(bounds.folder)/\(asset): \(message)") }
            return SceneError(location: place, path: "", message: "\(ManifestFile.quoted(asset)): \(message)")
        }
    }

    let bounds: AssetFolderBounds
    private(set) var entries: [Entry] = []
    /// Animations with no scene to check them against.
    private(set) var unchecked: [String] = []

    init(folder: String) throws {
        bounds = try AssetFolderBounds(folder: folder)
        let listed = try ManifestFile.read(in: bounds)
        let names = try FileManager.default.contentsOfDirectory(atPath: bounds.realFolder).sorted()
        let manifestKeys = Dictionary(listed.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(names + manifestKeys.keys).sorted() {
            let listedEntry = manifestKeys[name]
            guard let format = try Self.format(of: name, listed: listedEntry) else { continue }
            let arguments = listedEntry?.arguments ?? Self.sceneBeside(name, in: names).map { [$0] }
            guard let arguments else {
                unchecked.append(name)
                continue
            }
            entries.append(try Self.entry(name, format: format, arguments: arguments, place: listedEntry?.place, bounds: bounds))
        }
        try refuseLottieOverInputs(listed)
    }

    /// A Lottie asset is a `.json`, as scenes and the manifest are: one that
    /// is the manifest or an entry's scene is refused, so `--update` never
    /// writes a document over what the check reads.
    private func refuseLottieOverInputs(_ listed: [ManifestFile.Line]) throws {
        let inputs = Set(listed.compactMap { line in
            line.arguments.first.flatMap { try? bounds.inputFile($0, what: "the scene") }?.resolvingSymlinksInPath().path
        } + [URL(fileURLWithPath: bounds.realFolder).appendingPathComponent(Self.fileName).resolvingSymlinksInPath().path])
        for entry in entries where entry.format == .lottie && inputs.contains(entry.target.resolvingSymlinksInPath().path) {
            throw entry.problem("the asset is refused: it is the manifest or a scene that an entry renders")
        }
    }

    /// An entry whose asset path is checked to stay inside the folder.
    private static func entry(_ name: String, format: VideoFormat, arguments: [String], place: SourceLocation?,
                              bounds: AssetFolderBounds) throws -> Entry {
        let unchecked = Entry(asset: name, target: URL(fileURLWithPath: bounds.realFolder), format: format,
                              arguments: arguments, place: place, bounds: bounds)
        do {
            return Entry(asset: name, target: try bounds.asset(name), format: format, arguments: arguments, place: place,
                         bounds: bounds)
        } catch {
            throw unchecked.problem("the asset is refused: \(error.reason); an asset is a relative path inside \(bounds.folder)")
        }
    }

    /// The format of the asset `name`: its extension's, or Lottie for a
    /// `.json` the manifest lists with `--format lottie` (a `.json` beside
    /// the assets is a scene). nil for a file that is not an animation.
    private static func format(of name: String, listed: ManifestFile.Line?) throws -> VideoFormat? {
        let ext = URL(fileURLWithPath: name).pathExtension.lowercased()
        guard let listed else { return VideoFormat(pathExtension: ext) }
        func problem(_ message: String) -> SceneError {
            SceneError(location: listed.place, path: "", message: "\(ManifestFile.quoted(name)): \(message)")
        }
        let given = ManifestOptions.value(of: "--format", in: listed.arguments)
        if ext == "json" {
            guard given?.lowercased() == VideoFormat.lottie.rawValue else {
                throw problem("a .json asset is a Lottie document: its entry says --format lottie")
            }
            return .lottie
        }
        guard let format = VideoFormat(pathExtension: ext) else {
            throw problem("is not an animation file (\(VideoFormat.supportedExtensions), or .json with --format lottie)")
        }
        if let given {
            throw problem("--format \(given) is refused: the asset's name gives its format (\(format.rawValue)); "
                          + "--format lottie is for a .json asset")
        }
        return format
    }

    private static func sceneBeside(_ asset: String, in names: [String]) -> String? {
        let stem = (asset as NSString).deletingPathExtension
        return [".json", ".yaml", ".yml"].map { stem + $0 }.first(where: names.contains)
    }
}

/// An entry's command line: the scene, then `render`'s scene and encoder options.
struct EntryArguments: ParsableArguments {
    @Argument var scene: String
    @OptionGroup var overrides: OverrideOptions
    @OptionGroup var encoder: EncoderOptions
}
