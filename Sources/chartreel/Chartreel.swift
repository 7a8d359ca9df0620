import ArgumentParser
import ChartReel
import Foundation

@main
struct Chartreel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chartreel",
        abstract: "Render declarative chart scenes to GIF, MP4 or PNG frames.",
        discussion: """
            SCENE is a scene file (JSON) or the name of a preset (see `chartreel presets`).
            Exit status: 0 on success, 2 for usage errors, 1 for any other failure.
            """,
        subcommands: [RenderCommand.self, FrameCommand.self, InfoCommand.self, PresetsCommand.self]
    )

    /// Replaces ArgumentParser's exit codes with chartreel's: usage errors exit
    /// 2, failures 1, each reported as one line on standard error.
    static func main() {
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            fail("\(message(for: error)) (see chartreel --help)", status: 2)
        }
        do {
            var runnable = command
            try runnable.run()
        } catch let error as ExitCode {
            Foundation.exit(error.rawValue)
        } catch let error as UsageError {
            fail(error.message, status: 2)
        } catch {
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
