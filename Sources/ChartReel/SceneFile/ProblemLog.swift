/// Where `chartreel validate` collects every problem of a scene instead of
/// stopping at the first.
///
/// While a log is `current` (a task-local value, so concurrent decodes do
/// not share one), `attempt` records a `SceneError` and lets reading go on
/// with the part left at its default; without one it rethrows, and decoding
/// stops at the first problem as rendering wants. Either way a scene with a
/// problem never decodes to a `Scene`.
final class ProblemLog: @unchecked Sendable {
    @TaskLocal static var current: ProblemLog?

    /// Recorded in the order found, each once.
    private(set) var problems: [SceneError] = []

    func record(_ error: SceneError) {
        if !problems.contains(where: { $0.description == error.description }) { problems.append(error) }
    }

    /// `body`'s result; nil when it failed and the failure was recorded.
    static func attempt<T>(_ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as SceneError {
            guard let log = current else { throw error }
            log.record(error)
            return nil
        }
    }

    /// Throws the first recorded problem, so that a decode with problems
    /// ends in an error even where each part went on.
    static func stopIfAny() throws {
        if let first = current?.problems.first { throw first }
    }
}
