/// What one decode of a scene shares across its steps: whether problems are
/// collected (`chartreel validate`) or stop the decode, and the files it reads.
///
/// `SceneLoader` makes one per decode and puts it in the root `ValueContext`;
/// every step reaches it through the context it is given (`context.session`),
/// so concurrent decodes never share one.
///
/// Invariant: with a problem log, `attempt` records a `SceneError` and lets
/// reading go on with the part left at its default; without one it rethrows,
/// and decoding stops at the first problem as rendering wants. Either way a
/// scene with a problem never decodes to a `Scene` (`stopIfAny`).
package final class DecodingSession: Sendable {
    /// Where problems are collected; nil: the first one ends the decode.
    let problems: ProblemLog?
    /// The files read, and the folder reads are confined to, if any.
    let inputs: InputLog

    package init(problems: ProblemLog? = nil, inputs: InputLog = InputLog()) {
        self.problems = problems
        self.inputs = inputs
    }

    /// `body`'s result; nil when it failed and the failure was recorded.
    func attempt<T>(_ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as SceneError {
            guard let problems else { throw error }
            problems.record(error)
            return nil
        }
    }

    /// Throws the first recorded problem, so that a decode with problems
    /// ends in an error even where each part went on.
    func stopIfAny() throws {
        if let first = problems?.problems.first { throw first }
    }
}
