import Foundation
import ReelSystem
import Testing

/// Threads stepped back to SCHED_IDLE and brought back, only where the
/// kernel lets a thread come back: the probe refuses every other case
/// (a policy that is not a fair one, a step either way refused).
@Suite struct BackgroundPriorityTests {
    /// Runs `body` on a thread of its own and returns what it returned.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) throws -> T {
        let result = ResultSlots<T>(count: 1)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.fill(0, with: .success(body()))
            done.signal()
        }.start()
        done.wait()
        return try #require(result.results[0]).get()
    }

    /// Whether this process has CAP_SYS_NICE (bit 23 of CapEff), with
    /// which the kernel always lets a thread leave SCHED_IDLE.
    static var maySetPriority: Bool {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("CapEff:") }
        let bits = line.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) } ?? 0
        return bits & (1 << 23) != 0
    }

    @Test func aThreadGoesToTheBackgroundAndBack() throws {
        if Self.maySetPriority { #expect(BackgroundPriority.shared != nil) }
        guard let background = BackgroundPriority.shared else { return }
        let states = try Self.onThread { () -> [Bool] in
            let me = BackgroundPriority.currentThread()
            var states = [BackgroundPriority.isInBackground(me)]
            states.append(background.set(me, background: true))
            states.append(BackgroundPriority.isInBackground(me))
            states.append(background.set(me, background: false))
            states.append(BackgroundPriority.isInBackground(me))
            return states
        }
        #expect(states == [false, true, true, true, false])
    }

    @Test func theProbeRefusesWhereAThreadCouldNotComeBack() {
        let neverBack = BackgroundPriority.probe(move: { priority, thread, background in
            background ? priority.set(thread, background: true) : false
        })
        #expect(neverBack == nil)
        let neverAway = BackgroundPriority.probe(move: { _, _, background in !background })
        #expect(neverAway == nil)
    }

    @Test func threadsUnderOtherPoliciesAreNeverMoved() {
        // SCHED_FIFO (1) and SCHED_IDLE (5) itself.
        for policy: Int32 in [1, 5] {
            #expect(BackgroundPriority.probe(policy: policy, move: { _, _, _ in true }) == nil, "policy \(policy)")
        }
        #expect(BackgroundPriority.probe(policy: 3, move: { _, _, _ in true }) != nil, "SCHED_BATCH")
    }
}
