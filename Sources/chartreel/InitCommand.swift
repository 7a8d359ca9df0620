import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding
import ReelSystem

/// `chartreel init`: a new scene file to edit, from a preset or a chart
/// type, whose `$schema` and data paths resolve wherever it is saved
/// (`SceneStarter`).
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a new scene to edit, from a preset or a chart type.",
        discussion: """
            The file is JSON, or YAML when it ends in .yaml or .yml (with the yaml-language-server modeline on its \
            first line). Its $schema is the file:// URL of the installed scene.schema.json, so editors check it \
            wherever it is saved; a preset's data files are referred to by absolute path. An existing file is \
            replaced only with --force. Example: chartreel init --type line -o scene.yaml
            """
    )

    @Option(name: .long, help: ArgumentHelp("Start from this preset (see chartreel presets).", valueName: "name"),
            completion: .custom { _, _, prefix in PresetLibrary.standard().presetNames().filter { $0.hasPrefix(prefix) } })
    var preset: String?

    @Option(name: .long, help: ArgumentHelp("Start from a minimal chart of this type: \(SceneStarter.types.joined(separator: ", ")).",
                                            valueName: "type"),
            completion: .list(SceneStarter.types))
    var type: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The scene file to write: .json, .yaml or .yml.", valueName: "file"),
            completion: .file(extensions: ["json", "yaml", "yml"]))
    var output: String

    @Flag(name: .long, help: "Replace the file if it exists.")
    var force = false

    static let valuedOptions = [["--preset"], ["--type"], ["-o", "--output"]]

    func validate() throws {
        if (preset == nil) == (type == nil) { throw ValidationError("give --preset NAME or --type TYPE (one of them)") }
        if let type, !SceneStarter.types.contains(type) {
            throw ValidationError("--type must be one of \(SceneStarter.types.joined(separator: ", ")), got \(type)")
        }
        guard ["json", "yaml", "yml"].contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("-o must name a .json, .yaml or .yml file, got \(output)")
        }
    }

    func run() throws {
        let target = URL(fileURLWithPath: output)
        try refuseExisting(target)
        let library = PresetLibrary.standard()
        let source: (text: String, base: URL, schema: String)
        if let preset {
            let file = try library.resolvePreset(preset)
            source = (try String(contentsOf: file, encoding: .utf8), file.deletingLastPathComponent(),
                      SceneStarter.schemaLocation(library: library, preset: file))
        } else {
            source = (try SceneStarter.starter(type: type!), target.deletingLastPathComponent(),
                      SceneStarter.schemaLocation(library: library))
        }
        let name = preset ?? type!
        var text = try SceneStarter.localized(source.text, name: name, schema: source.schema, base: source.base)
        if target.pathExtension.lowercased() != "json" {
            text = try SceneStarter.yaml(text, name: name, schema: source.schema)
        }
        try FileOutput.write(Array(text.utf8), to: target)
        try Console.print("wrote \(output): \(preset.map { "a copy of preset \($0)" } ?? "a new \(type!) scene") to edit; check it with chartreel validate \(output)")
    }

    /// Anything at the path (a file, a link, even a dangling one, a device)
    /// stays unless `--force`; a directory always does.
    private func refuseExisting(_ target: URL) throws {
        var info = stat()
        guard lstat(target.path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR { throw UsageError(message: "\(output) is a directory; give a file name such as \(output)/scene.json") }
        if !force { throw UsageError(message: "\(output) exists; give --force to replace it") }
    }
}
