import ArgumentParser
import ReelScene
import ReelCheck
import ReelEncoding
import ReelRaster
import ReelSystem
import ReelText

/// chartreel's exit statuses, as README.md documents them, and which
/// error ends with which. The numbers above 2 are the BSD sysexits a
/// script may already know.
enum ExitStatus {
    static let success: Int32 = 0
    /// The render or a write failed (ffmpeg, the output file, standard output).
    static let failure: Int32 = 1
    /// The command line is wrong: unknown option, value out of range, an option twice.
    static let usage: Int32 = 2
    /// The scene or its data is wrong, unreadable or missing (EX_DATAERR).
    static let invalidInput: Int32 = 65
    /// ffmpeg or a font is not on this machine (EX_UNAVAILABLE).
    static let missingDependency: Int32 = 69
    // Interrupted: 128 + the signal (130 for SIGINT, 143 for SIGTERM), from `SystemError.exitStatus`.

    /// The status and the message for an error that reached the top level;
    /// nil for ArgumentParser's own output (`--help`, `--version`).
    static func report(for error: Error) -> (message: String, status: Int32)? {
        switch error {
        case let usage as UsageError:
            return (usage.message, Self.usage)
        case let folder as CheckArgumentError:
            return (folder.message, Self.usage)
        case let scene as SceneError:
            return (scene.description, scene.kind == .missingDependency ? missingDependency : invalidInput)
        case let file as InputFileError:
            return (file.description, invalidInput)
        case let encoding as EncodingError:
            return (encoding.description, encoding.exitStatus)
        case let system as SystemError:
            return (system.description, system.exitStatus)
        case let interrupted as BatchInterrupted:
            return (interrupted.description, interrupted.exitStatus)
        case let curve as CurveError:
            // The curve is the command's argument: a usage error.
            return (curve.description, Self.usage)
        case let render as RenderError:
            return (render.description, Self.usage)
        case let text as TextError:
            if case .text = text { return (text.description, missingDependency) }
            return (text.description, failure)
        case let raster as RasterError:
            return (raster.description, failure)
        default:
            if let line = SystemErrorText.line(for: error) { return (line, failure) }
            return parserReport(for: error)
        }
    }

    private static func parserReport(for error: Error) -> (message: String, status: Int32)? {
        switch Chartreel.exitCode(for: error) {
        case .success:
            return nil
        case .validationFailure:
            return ("\(Chartreel.message(for: error)) (see chartreel --help)", usage)
        default:
            return (String(describing: error), failure)
        }
    }
}

/// A problem with how the command was called, found while running it.
struct UsageError: Error {
    let message: String
}
