import ArgumentParser

/// `--shard K/N`: the Kth of N parts of a list of scenes or assets, so a CI
/// matrix of N jobs covers every one exactly once: part K takes items K,
/// K + N, K + 2N, ... (counting from 1) in the list's order.
struct Shard: Equatable {
    /// 1...count.
    let index: Int
    let count: Int

    init(index: Int, count: Int) {
        (self.index, self.count) = (index, count)
    }

    /// The help of the option, for a command's `what` ("scenes", "assets").
    static func help(_ what: String) -> ArgumentHelp {
        ArgumentHelp("Only part K of N of the \(what), counting from 1: the Kth, K+Nth, ... in order (a CI matrix "
                     + "of N jobs covers each once).", valueName: "K/N")
    }

    /// Reads "K/N"; the error says what is allowed.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("--shard \(text): give K/N, the part K of N counting from 1, e.g. 2/4")
        }
        guard (1...10_000).contains(count) else {
            throw ValidationError("--shard \(text): N must be a whole number from 1 to 10000")
        }
        guard (1...count).contains(index) else {
            throw ValidationError("--shard \(text): K must be from 1 to \(count)")
        }
        self.init(index: index, count: count)
    }

    /// This part's items, in their order.
    func pick<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    var description: String { "\(index)/\(count)" }
}
