import ArgumentParser
import ReelScene
import Foundation
import ReelEncoding
import ReelSystem

@main
struct Chartreel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chartreel",
        abstract: "Render declarative chart scenes to GIF, MP4, WebM, MOV, APNG, WebP, an HTML page, or PNG and SVG frames.",
        discussion: """
            SCENE is a scene file (JSON or YAML), the name of a preset (see `chartreel presets`), or - to read \
            the scene from standard input. Data files (--data, or a scene's "data") may be CSV, TSV, a contest \
            file or a JSON array of records, told apart by their content; --data - reads standard input.

            Exit status: 0 success; 1 the render or a write failed; 2 usage error; 65 invalid scene or data; \
            69 ffmpeg or a font missing; 128 + the signal when interrupted (130 for Ctrl-C, 143 for SIGTERM).
            """,
        version: Reel.version,
        subcommands: [RenderCommand.self, FrameCommand.self, SheetCommand.self, PlayCommand.self, CheckCommand.self, InfoCommand.self, PresetsCommand.self, EaseCommand.self,
                      ValidateCommand.self, DescribeCommand.self, SchemaCommand.self, InitCommand.self]
    )

    func run() throws {
        throw UsageError(message: "missing subcommand: render, frame, info, presets or ease (see chartreel --help)")
    }

    /// Replaces ArgumentParser's exit codes with chartreel's (`ExitStatus`);
    /// every error is one line on standard error. Closed standard
    /// descriptors are reopened onto /dev/null first (`StandardDescriptors`),
    /// and freed frame buffers are kept for the next frame (`ProcessHeap`).
    static func main() {
        // Before anything opens a file: the signal pipe must never become
        // standard input, nor a work file standard output.
        _ = StandardDescriptors.reserve()
        ProcessHeap.keepLargeBlocks()
        do {
            try RepeatedOptions.refuse(in: Array(CommandLine.arguments.dropFirst()), commands: valuedOptions)
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Each subcommand's options that take a value.
    static let valuedOptions: [String: [[String]]] = [
        RenderCommand.configuration.commandName!: RenderCommand.valuedOptions,
        FrameCommand.configuration.commandName!: FrameCommand.valuedOptions,
        SheetCommand.configuration.commandName!: SheetCommand.valuedOptions,
        CheckCommand.configuration.commandName!: CheckCommand.valuedOptions,
        InfoCommand.configuration.commandName!: SceneOptions.valuedOptions,
        EaseCommand.configuration.commandName!: EaseCommand.valuedOptions,
        ValidateCommand.configuration.commandName!: [["--data"], ["--chart"]],
        PresetsCommand.configuration.commandName!: [["--show"]],
        InitCommand.configuration.commandName!: InitCommand.valuedOptions,
        PlayCommand.configuration.commandName!: PlayCommand.valuedOptions,
    ]

    static func exit(reporting error: Error) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        guard let (message, status) = ExitStatus.report(for: error) else {
            exit(withError: error)  // --help, --version: ArgumentParser prints them
        }
        Console.error(message)
        Foundation.exit(status)
    }
}
