import Foundation

/// A process id that no process has, checked with kill(pid, 0): stale work
/// folders are named after processes that are gone.
public func deadProcessID() throws -> Int32 {
    for pid in Int32(999_999)...Int32(1_099_999) where kill(pid, 0) != 0 && errno == ESRCH { return pid }
    throw TestFailure("every process id from 999999 on is in use")
}
