import ArgumentParser
import ChartReel
import Foundation

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the presets: name and one line each."
    )

    func run() throws {
        let library = PresetLibrary.standard()
        let names = library.presetNames()
        guard !names.isEmpty else {
            throw ChartreelFailure("no presets found; searched: \(library.directories.map(\.path).joined(separator: ", "))")
        }
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let summary: String
            do {
                summary = try SceneLoader.load(contentsOf: library.resolve(name)).summary ?? ""
            } catch {
                summary = "(invalid: \(MessageText.shortened(MessageText.oneLine(String(describing: error)), to: 200)))"
            }
            try Console.print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
        }
    }
}

struct ChartreelFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
