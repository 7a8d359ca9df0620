/// The problems one validation of a scene found, each once, in the order
/// found (`DecodingSession.attempt` records them). Unlocked: a decode, and
/// so its session, runs on one thread at a time.
final class ProblemLog: @unchecked Sendable {
    /// Recorded in the order found, each once.
    private(set) var problems: [SceneError] = []

    func record(_ error: SceneError) {
        if !problems.contains(where: { $0.description == error.description }) { problems.append(error) }
    }
}
