import CChildSpawn
import Foundation

/// Threads stepped back to the cores no other thread wants, and given
/// their share again: Linux's SCHED_IDLE policy, set per thread.
///
/// Leaving SCHED_IDLE counts as raising a thread's priority, which takes
/// CAP_SYS_NICE or an RLIMIT_NICE that allows the thread's nice value
/// (most users have neither; root usually has the capability). A thread
/// that could not leave would get almost no CPU beside any other work, so
/// `shared` is nil unless a round trip worked on a thread of its own; and
/// threads go back to the policy the process runs under (SCHED_OTHER or
/// SCHED_BATCH: under any other, threads are never moved).
package struct BackgroundPriority: Sendable {
    /// A thread's kernel id (gettid).
    package typealias ThreadID = Int32

    /// The policy threads go back to.
    let policy: Int32

    /// Threads can be stepped back and brought back here, else nil.
    package static let shared: BackgroundPriority? = probe()

    /// The calling thread's kernel id.
    package static func currentThread() -> ThreadID {
        chartreel_thread_id()
    }

    /// Puts `thread` in the background or gives it its share again; false
    /// when the kernel refused (the thread is as it was).
    @discardableResult
    package func set(_ thread: ThreadID, background: Bool) -> Bool {
        chartreel_set_thread_policy(thread, background ? 1 : 0, policy) == 0
    }

    /// Whether `thread` is in the background now (for tests and checks).
    package static func isInBackground(_ thread: ThreadID) -> Bool {
        chartreel_thread_is_idle(thread) != 0
    }

    /// Threads under `policy` (the calling thread's) if they may leave the
    /// background here, tried with `move` on a thread that ends right
    /// after, so that a refusal leaves no thread starved; else nil.
    package static func probe(policy: Int32 = chartreel_thread_policy(0),
                              move: @escaping @Sendable (BackgroundPriority, ThreadID, Bool) -> Bool
                                  = { $0.set($1, background: $2) }) -> BackgroundPriority? {
        guard chartreel_is_fair_policy(policy) != 0 else { return nil }
        let candidate = BackgroundPriority(policy: policy)
        let outcome = ResultSlots<Bool>(count: 1)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let me = currentThread()
            outcome.fill(0, with: .success(move(candidate, me, true) && move(candidate, me, false)))
            done.signal()
        }.start()
        done.wait()
        return (try? outcome.results[0]?.get()) == true ? candidate : nil
    }
}
