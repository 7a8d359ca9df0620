import ReelScene

/// A scene that cannot be drawn: where the problem is and what is allowed,
/// the message `chartreel validate` prints for the same scene file.
///
/// `path` is the value's place in the scene file (`chart.tintColor`,
/// `timeline[0].curve`); a scene read from a file also has its line and
/// column there. Validating reports every problem (`Scene.problems()`);
/// rendering stops at the first.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scene file's name, as it was given, for a scene read from a file.
    public let file: String?
    /// The line in that file (from 1), for a scene read from a file.
    public let line: Int?
    /// The column in that line (from 1, in characters), for a scene read from a file.
    public let column: Int?
    /// The place in the scene, as a JSON path: `chart.series[1].color`; empty for the whole scene.
    public let path: String
    /// What is wrong, with what would have been accepted.
    public let message: String
    /// Whether the scene names something this machine lacks (a font), rather than being wrong.
    public let isMissingDependency: Bool
    /// The whole message on one line, as the command line prints it.
    public let description: String

    init(_ error: ReelScene.SceneError, keepingLocation: Bool) {
        let location = keepingLocation ? error.location : nil
        file = location?.file
        line = location?.line
        column = location?.column
        path = error.path
        message = error.message
        isMissingDependency = error.kind == .missingDependency
        description = ReelScene.SceneError(location: location, path: error.path, message: error.message, kind: error.kind).description
    }

    /// A problem the library finds itself, at `path`.
    init(path: String, message: String) {
        self.init(ReelScene.SceneError(location: nil, path: path, message: message), keepingLocation: false)
    }
}

/// A render that could not finish: the output cannot be written, the
/// encoder failed, the machine lacks a tool, or the disk is full. Nothing
/// was left behind, and a file already at the output is as it was.
/// A cancelled render throws `CancellationError` instead.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, as the command line prints it.
    public let description: String
}

/// Scene errors of the library, from the scene decoder's.
enum SceneErrors {
    /// `body`'s result; a scene decoder's error becomes the library's
    /// `SceneError` (with the file's line and column when `keepingLocation`),
    /// any other error becomes one about the whole scene.
    static func translating<T>(keepingLocation: Bool, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ReelScene.SceneError {
            throw SceneError(error, keepingLocation: keepingLocation)
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(path: "", message: "\(error)")
        }
    }
}
