import ArgumentParser
import ReelScene
import Foundation
import ReelGeometry
import ReelJSON

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenes without rendering: every problem of each, in file order, one line each.",
        discussion: "Exit status 0 when every scene is valid, 65 when any is not."
    )

    @Argument(help: "Scene files (JSON or YAML), preset names, or - for standard input.",
              completion: .custom { _, _, prefix in SceneOptions.completions().filter { $0.hasPrefix(prefix) } })
    var scenes: [String]

    @Option(help: ArgumentHelp("A data file replacing the one each scene's chart reads, or - for standard input.",
                               valueName: "file"),
            completion: .file())
    var data: String?

    @Option(help: ArgumentHelp("Which chart of a contest chart_data.json to draw (0-based).", valueName: "n"))
    var chart: Int?

    @Flag(help: "Print the result as JSON on standard output: an array with one object per scene.")
    var json = false

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("give at least one scene to validate") }
        if let chart, chart < 0 { throw ValidationError("--chart must be 0 or more, got \(chart)") }
        let readers = scenes.filter { $0 == "-" }.count + (data == "-" ? 1 : 0)
        if readers > 1 {
            throw ValidationError("standard input (-) can be read once: give it as one scene or as --data, not both or twice")
        }
    }

    func run() throws {
        let library = PresetLibrary.standard()
        let override = data == nil && chart == nil ? nil : DataOverride(file: data, chart: chart)
        var results: [ValidationResult] = []
        for name in scenes {
            var result = ValidationResult(scene: name == "-" ? "<stdin>" : name)
            do {
                let input: SceneInput = name == "-" ? .standardInput : .file(try library.resolve(name))
                (result.problems, result.notes) = SceneLoader.check(input, data: override)
            } catch {
                result.problems = [SceneError(location: nil, path: "", message: "\(name): \(error)")]
            }
            if !json { try result.printLines() }
            results.append(result)
        }
        if json { try Console.print(JSON.array(results.map(\.json)).text(.pretty)) }
        if results.contains(where: { !$0.problems.isEmpty }) { throw ExitCode(ExitStatus.invalidInput) }
    }
}

/// What `validate` found in one scene.
struct ValidationResult {
    let scene: String
    var problems: [SceneError] = []
    var notes: [String] = []

    /// One line per problem, then the count; or the notes and "valid".
    func printLines() throws {
        guard !problems.isEmpty else {
            Notes.print(notes)
            return try Console.print("\(scene): valid")
        }
        for problem in problems {
            try Console.print(MessageText.shortened(MessageText.oneLine(problem.description), to: Console.errorLineLimit,
                                                    keepingEnd: true))
        }
        try Console.print("\(scene): \(problems.count) problem\(problems.count == 1 ? "" : "s")")
    }

    /// `{"scene": ..., "valid": ..., "problems": [{"file", "line", "column", "path", "message"}], "notes": [...]}`;
    /// a problem without a place has no file, line or column.
    var json: JSON {
        let items = problems.map { problem -> JSON in
            var members: [(String, JSON)] = []
            if let location = problem.location {
                members += [("file", .string(location.file)), ("line", .integer(location.line)), ("column", .integer(location.column))]
            }
            members += [("path", .string(problem.path)), ("message", .string(MessageText.fitted(problem.message)))]
            return .object(members)
        }
        return .object(["scene": .string(scene), "valid": .bool(problems.isEmpty), "problems": .array(items),
                        "notes": .array(notes.map(JSON.string))])
    }
}
