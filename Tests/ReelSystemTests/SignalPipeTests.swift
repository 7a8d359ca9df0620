import Foundation
import Testing

@testable import ReelSystem

/// Every handled signal comes through one pipe to the receiver that routed
/// it last; ending a route gives the signal back to the one below, and
/// the last route puts the earlier disposition back.
@Suite(.serialized) struct SignalPipeTests {
    @Test func routesStackAndGiveTheSignalBack() throws {
        var before = sigaction()
        sigaction(SIGUSR2, nil, &before)
        let first = Inbox(), second = Inbox()
        let lower = SignalPipe.route([SIGUSR2]) { first.put($0) }
        raise(SIGUSR2)
        #expect(first.wait() == SIGUSR2)
        let upper = SignalPipe.route([SIGUSR2]) { second.put($0) }
        raise(SIGUSR2)
        #expect(second.wait() == SIGUSR2)
        #expect(first.wait(timeout: 0.2) == nil, "the route below hears nothing while the one above holds the signal")
        upper.end()
        raise(SIGUSR2)
        #expect(first.wait() == SIGUSR2)
        #expect(second.wait(timeout: 0.2) == nil)
        lower.end()
        var after = sigaction()
        sigaction(SIGUSR2, nil, &after)
        #expect(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self),
                "the disposition before the first route is back")
    }
}

/// Signals a receiver got, waited for.
private final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var signals: [Int32] = []

    func put(_ signal: Int32) {
        condition.lock()
        signals.append(signal)
        condition.signal()
        condition.unlock()
    }

    func wait(timeout: Double = 5) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while signals.isEmpty && condition.wait(until: deadline) {}
        return signals.isEmpty ? nil : signals.removeFirst()
    }
}
