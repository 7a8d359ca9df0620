/// How much of a committed asset `check` reads: twice what chartreel writes
/// for the scene now, plus a margin. An asset written by another version of
/// chartreel for the same scene still reads; one larger is out of date
/// unread, so no committed file makes `check` hold more than that.
package struct FreshAllowance: Sendable, Equatable {
    /// The fresh render's size, in bytes.
    package var fresh: Int
    package var margin: Int

    package init(fresh: Int, margin: Int) {
        self.fresh = fresh
        self.margin = margin
    }

    /// The most bytes read.
    package var limit: Int { 2 * fresh + margin }

    /// The reason a committed file of `size` bytes is not read, `limit`
    /// bytes at most (this allowance's unless given); `what` names what
    /// chartreel writes ("Lottie"), `beside` what else the limit holds.
    package func refusal(size: Int, limit: Int? = nil, what: String? = nil, beside: String = "") -> String {
        let most = limit ?? self.limit
        let written = what.map { "\(fresh) bytes of \($0)" } ?? "\(fresh) bytes"
        return "it is \(size) bytes, over the \(most) read: chartreel writes \(written) for this scene "
            + "(twice that and \(Self.size(margin)) are read\(beside))"
    }

    /// `bytes` in whole MB or KB, as margins are chosen.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }
}
