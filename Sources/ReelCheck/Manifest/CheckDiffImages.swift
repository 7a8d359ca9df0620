import ReelScene
import Foundation
import ReelEncoding
import ReelRaster
import ReelSystem

/// `check --diff DIR`: for each outdated asset, its most changed frame as
/// committed, as rendered, and a heat map of the difference, as PNG files
/// named after the asset (`demo.committed.png`, `demo.rendered.png`,
/// `demo.diff.png`).
///
/// DIR is the user's (given on the command line), but the names come from
/// the asset names, which a pull request's manifest may choose. So each
/// file is written in a private folder inside DIR and renamed onto its
/// name: a reader never sees part of one, a link in its place is replaced
/// rather than followed, and nothing else in DIR is touched.
package struct CheckDiffImages {
    let folder: String
    private let realFolder: URL

    /// Checks DIR (a folder, or a link to one), creating it when missing.
    package init(folder: String) throws {
        self.folder = folder
        var info = stat()
        if stat(folder, &info) != 0 {
            var link = stat()
            if lstat(folder, &link) == 0 {
                throw CheckArgumentError(message: "--diff \(folder) is a link to nothing; give a folder")
            }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                let reason = SystemErrorText.reason(of: error) ?? "\(error)"
                throw CheckArgumentError(message: "cannot create the --diff folder \(folder): \(reason)")
            }
        } else if info.st_mode & S_IFMT != S_IFDIR {
            let what = info.st_mode & S_IFMT == S_IFREG ? "a file" : "a device, FIFO or socket"
            throw CheckArgumentError(message: "--diff \(folder) is \(what), not a folder; give a folder (created if missing)")
        }
        guard let real = RealPath.of(folder) else {
            throw CheckArgumentError(message: "--diff \(folder): cannot resolve the folder: \(String(cString: strerror(errno)))")
        }
        realFolder = URL(fileURLWithPath: real, isDirectory: true)
    }

    /// The base name of an asset's images: its path in the assets' folder
    /// without the extension, `/` as `-` (all three files sit in DIR).
    /// When other assets share it, the extension is added (demo-gif,
    /// demo-mp4), or, if they share that too (a/b.gif, a-b.gif), the
    /// asset's place among them (a-b-1, a-b-2).
    package static func stem(of asset: String, among assets: [String]) -> String {
        func base(_ name: String) -> String { ((name as NSString).deletingPathExtension).replacingOccurrences(of: "/", with: "-") }
        func ext(_ name: String) -> String { (name as NSString).pathExtension.lowercased() }
        let stem = base(asset)
        let sharing = assets.filter { base($0) == stem }
        guard sharing.count > 1 else { return stem }
        if sharing.filter({ ext($0) == ext(asset) }).count == 1 { return stem + "-" + ext(asset) }
        return stem + "-\((sharing.firstIndex(of: asset) ?? 0) + 1)"
    }

    /// Writes the three images of `report`'s most changed frame; returns
    /// their paths as DIR names them, or nil when the report kept no frames
    /// (the sizes differ, or the asset cannot be read).
    package func write(_ report: AssetComparison.Report, stem: String, threshold: Int) throws -> [String]? {
        guard let frames = report.worstFrames else { return nil }
        let images = [("committed", frames.committed), ("rendered", frames.rendered),
                      ("diff", DifferenceHeatMap.image(frames.committed, frames.rendered, threshold: threshold))]
        let work = try PrivateFolder.create(in: realFolder, hidden: true, purpose: "cannot write the --diff images")
        defer { try? FileManager.default.removeItem(at: work) }
        var written: [String] = []
        for (kind, pixels) in images {
            let name = "\(stem).\(kind).png"
            let png = try pixels.withUnsafeBytes {
                try Canvas(rgba: $0, width: frames.width, height: frames.height).pngData()
            }
            let scratch = work.appendingPathComponent(name)
            if let code = FileBytes.write(png, to: scratch.path) {
                throw SystemError.output("cannot write \(folder)/\(name): " + FileBytes.reason(code, at: work))
            }
            try place(scratch, as: name)
            written.append((folder as NSString).appendingPathComponent(name))
        }
        return written
    }

    /// Renames `scratch` onto DIR/`name`: what is there is replaced when it
    /// is a file or a link (never followed); a folder, device or FIFO is left alone.
    private func place(_ scratch: URL, as name: String) throws {
        let target = realFolder.appendingPathComponent(name).path
        var info = stat()
        if lstat(target, &info) == 0, ![S_IFREG, S_IFLNK].contains(info.st_mode & S_IFMT) {
            throw SystemError.output("cannot write \(folder)/\(name): something that is not a file is there; "
                                       + "move it away or give another --diff folder")
        }
        guard rename(scratch.path, target) == 0 else {
            throw SystemError.output("cannot write \(folder)/\(name): \(String(cString: strerror(errno)))")
        }
    }
}
