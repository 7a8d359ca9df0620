import Foundation
import ReelEncoding
import ReelSystem

/// The folder `chartreel check` looks after, as the only place a manifest
/// may point into: a manifest can come from an untrusted pull request, so a
/// path it names is a relative path that stays inside the folder, also once
/// symbolic links are followed.
package struct AssetFolderBounds {
    /// The folder as the user wrote it, for messages.
    package let folder: String
    /// The folder's real path: no symbolic link, no `..`.
    package let realFolder: String

    package init(folder: String) throws {
        guard let real = RealPath.of(folder) else {
            throw CheckArgumentError(message: "\(folder): cannot resolve the folder: \(String(cString: strerror(errno)))")
        }
        self.folder = folder
        realFolder = real
    }

    /// Why `path` is not a relative path inside the folder, read as text
    /// alone (nil when it is one): absolute paths and `..` leave the folder.
    static func shapeProblem(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") { return "it is an absolute path" }
        if path.utf8.contains(0) { return "it holds a NUL character" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains("..") { return "it has a .. component" }
        if parts.contains(where: { $0.isEmpty || $0 == "." }) { return "it has an empty or . component" }
        return nil
    }

    /// Where an asset named `relative` lives: its folder's real path joined
    /// with its name (a link in its place is replaced, never followed, by
    /// `--update`). Throws the reason when it would leave the folder, or
    /// when what is there is not a regular file.
    package func asset(_ relative: String) throws(BoundsProblem) -> URL {
        if let problem = Self.shapeProblem(relative) { throw BoundsProblem(problem) }
        let name = (relative as NSString).lastPathComponent
        let parent = (relative as NSString).deletingLastPathComponent
        let target = try realParent(of: parent) + "/" + name
        var info = stat()
        if lstat(target, &info) == 0 { try requireRegularFile(target, info, what: "the asset") }
        return URL(fileURLWithPath: target)
    }

    /// The real path of the asset folder `parent` (relative, "" for the
    /// folder itself). Folders that do not exist yet (an asset not committed,
    /// which `--update` writes) are joined to the deepest one that does,
    /// which must be inside the folder once links are followed.
    private func realParent(of parent: String) throws(BoundsProblem) -> String {
        var existing = parent.split(separator: "/").map(String.init)
        var missing: [String] = []
        while true {
            let path = existing.isEmpty ? realFolder : realFolder + "/" + existing.joined(separator: "/")
            if let real = RealPath.of(path) {
                guard contains(real) else { throw BoundsProblem("its folder is outside \(folder) once links are followed") }
                return ([real] + missing).joined(separator: "/")
            }
            var info = stat()
            guard errno == ENOENT, lstat(path, &info) != 0, let last = existing.popLast() else {
                throw BoundsProblem("its folder \(parent) cannot be resolved inside \(folder): \(String(cString: strerror(errno)))")
            }
            missing.insert(last, at: 0)
        }
    }

    /// Creates the folders of `asset` (a path from `asset(_:)`) that do not
    /// exist yet, checking again that the deepest existing one is inside.
    package func createFolders(of asset: URL) throws {
        let parent = asset.deletingLastPathComponent().path
        guard RealPath.of(parent) == nil else { return }
        let relative = String(parent.dropFirst(realFolder.count).drop(while: { $0 == "/" }))
        do {
            _ = try realParent(of: relative)
        } catch {
            throw SystemError.output("cannot write \(asset.path): \(error.reason)")
        }
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    /// The file at `relative` inside the folder (a scene, the manifest), or nil when nothing
    /// is there (the name may be a preset's). Throws the reason when the
    /// path or the file it leads to is outside the folder.
    package func inputFile(_ relative: String, what: String) throws(BoundsProblem) -> URL? {
        if let problem = Self.shapeProblem(relative) { throw BoundsProblem(problem) }
        let path = realFolder + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard let real = RealPath.of(path), contains(real) else {
            throw BoundsProblem("it leads outside \(folder) once links are followed")
        }
        guard stat(real, &info) == 0 else { throw BoundsProblem("cannot read it: \(String(cString: strerror(errno)))") }
        try requireRegularFile(real, info, what: what)
        return URL(fileURLWithPath: real)
    }

    /// Whether the real path `path` is the folder or inside it.
    func contains(_ path: String) -> Bool {
        RealPath.isInside(path, folder: realFolder)
    }

    /// A link must lead to a regular file inside the folder; a device, a
    /// FIFO or a folder is never read or replaced.
    private func requireRegularFile(_ path: String, _ linkInfo: stat, what: String) throws(BoundsProblem) {
        var info = linkInfo
        if linkInfo.st_mode & S_IFMT == S_IFLNK {
            guard let real = RealPath.of(path), contains(real) else {
                throw BoundsProblem("\(what) is a link that leads outside \(folder)")
            }
            guard stat(real, &info) == 0 else { throw BoundsProblem("\(what) is a link to nothing") }
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw BoundsProblem("\(what) is not a regular file") }
    }
}

/// Why a path a manifest names is refused.
package struct BoundsProblem: Error {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }
}
