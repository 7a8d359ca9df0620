import Glibc

/// What a file is at one moment, as far as a change to it matters: which
/// file (device and inode, links followed), its size and when its contents
/// or metadata last changed. A missing file has no fingerprint.
///
/// Two fingerprints differ whenever the file was written, replaced (editors
/// save by writing a new file and renaming it over the old one) or removed,
/// down to the file system's timestamp resolution, plus the size check.
struct FileFingerprint: Hashable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec
    let changed: timespec

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    static func == (a: FileFingerprint, b: FileFingerprint) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
        hasher.combine(size)
        hasher.combine(modified.tv_nsec)
    }
}

/// The fingerprints of a set of files, by path (nil where a file is missing).
struct FileSnapshot: Equatable {
    private(set) var files: [String: FileFingerprint?]

    init(_ paths: [String]) {
        files = [:]
        for path in paths { files[path] = FileFingerprint(path: path) }
    }

    var paths: [String] { files.keys.sorted() }

    /// The paths whose fingerprint differs in `other` (added, removed or changed).
    func changes(in other: FileSnapshot) -> [String] {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }.sorted()
    }

    /// Whether some file of the set is missing.
    var isMissingFiles: Bool { files.values.contains { $0 == nil } }

    /// This snapshot with `earlier`'s fingerprints for the paths both have:
    /// taken before a scene was read, they make an edit made while it was
    /// being read count as a change.
    func keeping(_ earlier: FileSnapshot) -> FileSnapshot {
        var copy = self
        for (path, print) in earlier.files where copy.files[path] != nil { copy.files[path] = print }
        return copy
    }
}
