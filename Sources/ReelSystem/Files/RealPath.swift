import Foundation

/// Paths as the kernel resolves them: every symbolic link, `.` and `..`
/// followed. What "inside a folder" means for a path that may lead
/// elsewhere through links.
package enum RealPath {
    /// The real path of `path`, or nil when it does not exist or cannot be resolved (errno says why).
    package static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the real path `path` is the real folder `folder` or lies inside it.
    package static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
