/// The problems one validation of a scene found, each once, in the order
/// found (`DecodingSession.attempt` records them). Unlocked: a decode, and
/// so its session, runs on one thread at a time.
package final class ProblemLog: @unchecked Sendable {
    /// Recorded in the order found, each once.
    private(set) var problems: [SceneError] = []

    /// The problems in the order of the file: those without a place (a
    /// missing key of the whole scene) first, then by line and column;
    /// problems at one place keep the order found.
    var inFileOrder: [SceneError] {
        problems.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let keyA = (x == nil ? 0 : 1, x?.line ?? 0, x?.column ?? 0, a.offset)
            let keyB = (y == nil ? 0 : 1, y?.line ?? 0, y?.column ?? 0, b.offset)
            return keyA < keyB
        }.map(\.element)
    }

    func record(_ error: SceneError) {
        if !problems.contains(where: { $0.description == error.description }) { problems.append(error) }
    }
}
