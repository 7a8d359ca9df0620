/// `Follow`'s samples on its fixed grid, kept per thread between frames.
///
/// A frame samples the target over the `duration` before it on a grid fixed
/// in absolute time, so the next frame at 60 fps shares all but one or two of
/// its 72 samples (and any change it located between them). The target is a
/// pure function of a model whose identity is in the key, so a kept sample
/// is exactly what sampling again would give: frames stay pure functions of
/// time. Each render worker is a thread, so no lock is taken.
public enum FollowMemo {
    /// One target sampled on the grid: a model and which of its fits.
    public struct Scope: Hashable, Sendable {
        public let identity: ModelIdentity
        public let part: Int

        public init(identity: ModelIdentity, part: Int) {
            self.identity = identity
            self.part = part
        }
    }

    /// The target at grid point k, and, once located, when it changed
    /// between grid points k - 1 and k.
    struct Sample<T> {
        var value: T
        var change: Double?
    }

    /// One scope's samples by grid index.
    final class Table<T> {
        var samples: [Int: Sample<T>] = [:]
    }

    private final class Tables {
        var byScope: [Scope: AnyObject] = [:]
    }

    /// Past this many samples in a table, or this many tables on a thread,
    /// all are dropped: a long scene keeps what its latest frames need, and
    /// a batch of scenes what its current one does.
    static let sampleCapacity = 1 << 14
    static let scopeCapacity = 64
    private static let slot = PerThread.Slot(Tables.init)

    /// This thread's table for `scope`, holding targets of type `T`.
    static func table<T>(_ scope: Scope, of type: T.Type) -> Table<T> {
        let tables = slot.object
        if let table = tables.byScope[scope] as? Table<T> {
            if table.samples.count > sampleCapacity { table.samples = [:] }
            return table
        }
        if tables.byScope.count >= scopeCapacity { tables.byScope = [:] }
        let table = Table<T>()
        tables.byScope[scope] = table
        return table
    }
}
