#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spends, for tests that compare
/// how long two sizes of the same work take: unlike the wall clock, it
/// does not grow while other processes hold the cores (CI shares them), so
/// a ratio of two measures says what the code does, not what the machine did.
public enum ThreadCPUTime {
    /// Seconds of this thread's processor time `work` takes, the least of `runs` runs.
    public static func seconds(runs: Int = 3, _ work: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = now()
            try work()
            best = min(best, now() - start)
        }
        return best
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
