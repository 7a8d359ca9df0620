import ArgumentParser
import ChartReel
import Foundation

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenes without rendering: every problem of each, one line each.",
        discussion: "Exit status 0 when every scene is valid, 65 when any is not."
    )

    @Argument(help: "Scene files (JSON, or YAML named .yaml/.yml) or preset names.")
    var scenes: [String]

    @Option(help: ArgumentHelp("A data file replacing the one each scene's chart reads.", valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp("Which chart of a contest chart_data.json to draw (0-based).", valueName: "n"))
    var chart: Int?

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("give at least one scene to validate") }
        if let chart, chart < 0 { throw ValidationError("--chart must be 0 or more, got \(chart)") }
    }

    func run() throws {
        let library = PresetLibrary.standard()
        let override = data == nil && chart == nil ? nil : DataOverride(file: data, chart: chart)
        var invalid = 0
        for name in scenes {
            let problems: [SceneError]
            var notes: [String] = []
            do {
                (problems, notes) = SceneLoader.check(contentsOf: try library.resolve(name), data: override)
            } catch {
                problems = [SceneError(location: nil, path: "", message: "\(name): \(error)")]
            }
            if problems.isEmpty {
                Notes.print(notes)
                try Console.print("\(name): valid")
            } else {
                invalid += 1
                for problem in problems {
                    let line = MessageText.oneLine(problem.description)
                    try Console.print(MessageText.shortened(line, to: Console.errorLineLimit, keepingEnd: true))
                }
                try Console.print("\(name): \(problems.count) problem\(problems.count == 1 ? "" : "s")")
            }
        }
        if invalid > 0 { throw ExitCode(ExitStatus.invalidInput) }
    }
}
