import Foundation
import ReelScene

/// Reading a watched scene while it may still be being written.
///
/// A change is seen as soon as a file's fingerprint moves, which can be
/// between a shell's `>` emptying a data file and the program behind it
/// writing it, or halfway through an editor's save. A read that fails while
/// the files are still moving is therefore not an error to report: it is
/// read again once they have been still for `ChangeWatch.settle`. A read
/// that fails on files that stayed as they were is the user's broken edit.
enum SettledRead {
    /// How many times a read that failed on moving files is tried again, so
    /// a file rewritten without end (a log) still gets its error shown.
    static let retries = 20

    /// The scene `load` gives, or its error, and what `files` were just
    /// before the read that gave it (the baseline for the next change).
    static func scene(_ load: () throws -> Scene, watching files: [String]) -> (Result<Scene, Error>, FileSnapshot) {
        var before = FileSnapshot(files)
        var retries = Self.retries
        while true {
            do {
                return (.success(try load()), before)
            } catch {
                guard retries > 0, FileSnapshot(files) != before else { return (.failure(error), before) }
                retries -= 1
                before = stillSnapshot(of: files)
            }
        }
    }

    /// The files' fingerprints once they have not moved for `ChangeWatch.settle`.
    private static func stillSnapshot(of files: [String]) -> FileSnapshot {
        var last = FileSnapshot(files)
        for _ in 0..<retries {
            usleep(UInt32(ChangeWatch.settle * 1_000_000))
            let now = FileSnapshot(files)
            if now == last { break }
            last = now
        }
        return last
    }
}
