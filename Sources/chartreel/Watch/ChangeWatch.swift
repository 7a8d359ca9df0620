import Foundation
import Glibc

/// Notices when any of a set of files changes: through inotify on the
/// folders that hold them (a file replaced by a rename, or deleted and
/// created again, as editors save, keeps being watched), else by polling.
///
/// Events only wake it: a change is a difference of `FileSnapshot`s, looked
/// at once the folders have been quiet for `settle` seconds, so one save
/// (several events) is one change, and events for other files in the same
/// folders (a render's own output) are no change at all. Polling likewise
/// reports a change only when a second look, `settle` later, finds the
/// files as the first did. While a file is
/// missing it waits up to `missingGrace` for it to come back before
/// reporting, since some editors delete a file before writing it anew.
final class ChangeWatch {
    static let settle = 0.05
    static let missingGrace = 1.0
    static let pollInterval = 0.2

    /// Set CHARTREEL_WATCH=poll to poll even where inotify works (tests use it).
    static var prefersPolling: Bool { ProcessInfo.processInfo.environment["CHARTREEL_WATCH"] == "poll" }

    private let baseline: FileSnapshot
    private let inotify: Int32
    private var lastEvent: Double?
    private var missingSince: Double?
    private var lastPoll = 0.0
    /// Polling: the files as a poll found them changed, until a second look agrees.
    private var moving: FileSnapshot?

    /// Watches the files of `baseline`, which says what they were when read.
    init(_ baseline: FileSnapshot) {
        self.baseline = baseline
        inotify = Self.prefersPolling ? -1 : Self.openInotify(folders: Self.folders(of: baseline.paths))
    }

    deinit {
        if inotify >= 0 { close(inotify) }
    }

    /// Whether inotify is used (else polling).
    var usesInotify: Bool { inotify >= 0 }

    /// The files that changed since the baseline, when a change has settled;
    /// empty otherwise. Never blocks: a player calls it between frames.
    func changes(now: Double = ChangeWatch.now()) -> [String] {
        if usesInotify {
            if drainEvents() { lastEvent = now }
            guard let last = lastEvent, now - last >= Self.settle else { return [] }
            lastEvent = nil
        } else {
            guard now - lastPoll >= (moving == nil ? Self.pollInterval : Self.settle) else { return [] }
            lastPoll = now
        }
        let current = FileSnapshot(baseline.paths)
        let changed = baseline.changes(in: current)
        guard !changed.isEmpty else {
            moving = nil
            return []
        }
        if !usesInotify && current != moving {
            moving = current
            return []
        }
        if current.isMissingFiles {
            let since = missingSince ?? now
            missingSince = since
            if now - since < Self.missingGrace {
                if usesInotify { lastEvent = now }  // look again after a settle, even with no new event
                return []
            }
        }
        missingSince = nil
        moving = nil
        return changed
    }

    /// Blocks until a change settles (its files) or `stop` returns true (nil).
    func wait(until stop: () -> Bool) -> [String]? {
        while !stop() {
            let changed = changes()
            if !changed.isEmpty { return changed }
            var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
            let timeout: Int32 = lastEvent != nil || missingSince != nil || !usesInotify ? 20 : 100
            if usesInotify { _ = poll(&descriptor, 1, timeout) } else { usleep(UInt32(timeout) * 1000) }
        }
        return nil
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Reads every pending event; whether there was any.
    private func drainEvents() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            if count <= 0 { return any }
            any = true
        }
    }

    /// The folders holding `paths`, as named and with links resolved, so an
    /// edit of a linked file's target is seen too.
    static func folders(of paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths {
            let named = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
            for folder in [named, real] where !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// An inotify descriptor watching `folders`, or -1 when inotify is not
    /// available (the caller then polls).
    private static func openInotify(folders: [String]) -> Int32 {
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return -1 }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        // A folder that cannot be watched (missing, not readable) would hide
        // its files' changes: poll them all instead.
        guard folders.allSatisfy({ inotify_add_watch(fd, $0, mask) >= 0 }) else {
            close(fd)
            return -1
        }
        return fd
    }
}
