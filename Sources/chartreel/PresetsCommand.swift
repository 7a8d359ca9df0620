import ArgumentParser
import ReelScene
import Foundation

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the presets: name and one line each.",
        discussion: """
            Fails (exit 1) when a preset does not load, after listing them all. \
            --path prints where presets are found; --show NAME prints a preset's scene to copy and edit (its $schema and data \
            paths absolute, so the copy works anywhere; chartreel init --preset NAME -o FILE writes it to a file).
            """
    )

    @Flag(name: .long, help: "Print the directories presets are found in, one per line.")
    var path = false

    @Option(name: .long, help: ArgumentHelp("Print the preset's scene file.", valueName: "name"),
            completion: .custom { _, _, prefix in PresetLibrary.standard().presetNames().filter { $0.hasPrefix(prefix) } })
    var show: String?

    func validate() throws {
        if path && show != nil { throw ValidationError("give --path or --show, not both") }
    }

    func run() throws {
        let library = PresetLibrary.standard()
        if let show { return try Console.printText(try Self.localized(show, in: library)) }
        let names = library.presetNames()
        guard !names.isEmpty else { throw ChartreelFailure("no presets found; \(library.searchedText)") }
        if path { return try library.directories.forEach { try Console.print($0.path) } }
        try list(names, in: library)
    }

    /// The preset's file as it is, but for a `$schema` and data paths that
    /// resolve wherever the printed scene is saved (`SceneStarter`).
    static func localized(_ name: String, in library: PresetLibrary) throws -> String {
        let file = try library.resolvePreset(name)
        return try SceneStarter.localized(try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent,
                                          schema: SceneStarter.schemaLocation(library: library, preset: file),
                                          base: file.deletingLastPathComponent())
    }

    /// Every preset with its description; the ones that do not load are
    /// listed with why, and make the command fail.
    private func list(_ names: [String], in library: PresetLibrary) throws {
        let width = names.map(\.count).max() ?? 0
        var broken: [String] = []
        for name in names {
            let summary: String
            do {
                summary = try SceneLoader.load(contentsOf: library.resolve(name)).summary ?? ""
            } catch {
                broken.append(name)
                summary = "(invalid: \(MessageText.shortened(MessageText.oneLine(String(describing: error)), to: 200)))"
            }
            try Console.print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
        }
        if !broken.isEmpty {
            throw ChartreelFailure("\(broken.count) of \(names.count) presets do not load: \(broken.joined(separator: ", "))")
        }
    }
}

struct ChartreelFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
