import ArgumentParser
import ChartReel
import Foundation
import ReelEncoding

@main
struct Chartreel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chartreel",
        abstract: "Render declarative chart scenes to GIF, MP4 or PNG frames.",
        discussion: """
            SCENE is a scene file (JSON) or the name of a preset (see `chartreel presets`).
            Exit status: 0 on success, 2 for usage errors, 128 + the signal when interrupted
            (130 for Ctrl-C), 1 for any other failure.
            """,
        version: Reel.version,
        subcommands: [RenderCommand.self, FrameCommand.self, InfoCommand.self, PresetsCommand.self, EaseCommand.self,
                      ValidateCommand.self, DescribeCommand.self, SchemaCommand.self]
    )

    func run() throws {
        throw UsageError(message: "missing subcommand: render, frame, info, presets or ease (see chartreel --help)")
    }

    /// Replaces ArgumentParser's exit codes with chartreel's: usage errors exit
    /// 2, failures 1, each reported as one line on standard error.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    static func exit(reporting error: Error) -> Never {
        if let usage = error as? UsageError { fail(usage.message, status: 2) }
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if let encoding = error as? EncodingError { fail(encoding.description, status: encoding.exitStatus) }
        switch exitCode(for: error) {
        case .success:
            exit(withError: error)  // --help, --version: ArgumentParser prints them
        case .validationFailure:
            fail("\(message(for: error)) (see chartreel --help)", status: 2)
        default:
            fail(String(describing: error), status: 1)
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("chartreel: error: \(message)\n".utf8))
        Foundation.exit(status)
    }
}

/// A problem with how the command was called, found while running it.
struct UsageError: Error {
    let message: String
}
