import ReelScene
import Foundation
import ReelEncoding
import ReelSystem

/// One asset's result in `chartreel check`, as a line.
package struct CheckVerdict {
    package let report: AssetComparison.Report?
    /// Set when the committed asset is missing.
    package let missing: Bool
    let fps: Int

    /// `fps` is the scene's; an asset is compared and reported at the rate its format writes it at.
    package init(asset: URL, fresh: URL, comparison: AssetComparison, fps: Int) throws {
        self.fps = VideoFormat(pathExtension: asset.pathExtension)?.frameRate(for: fps) ?? fps
        missing = !FileManager.default.fileExists(atPath: asset.path)
        report = missing ? nil : try comparison.compare(asset: asset, fresh: fresh, frameRate: self.fps)
    }

    package var isUpToDate: Bool { report?.isUpToDate ?? false }

    /// `source` says where the asset's scene is named, for a missing asset:
    /// "listed in docs/chartreel-assets.json with the scene demo.json".
    package func line(name: String, updated: Bool, source: String) -> String {
        let status = updated ? "updated " : isUpToDate ? "ok      " : missing ? "missing " : "outdated"
        guard report != nil else {
            return "\(status) \(name): " + MessageText.oneLine("not committed (\(source))")
                + (updated ? "" : "; check --update renders it")
        }
        // The reason may quote the asset (a key, an entry's name): escaped like the name.
        return "\(status) \(name): " + MessageText.oneLine(detail)
    }

    private var detail: String {
        guard let report else { return "not committed" }
        if let mismatch = report.mismatch { return mismatch }
        if let sameBytes = report.sameBytes { return sameBytes }
        let worst = report.worst.map { index, difference in
            String(format: "frame %d (%.2f s): %.2f%% of pixels changed, by up to %d at %d,%d", index,
                   Double(index) / Double(fps), difference.fraction * 100, difference.largest,
                   difference.largestAt.x, difference.largestAt.y)
        } ?? "no frames"
        if report.differingFrames == 0 { return "\(report.frames) frames match; most changed \(worst)" }
        return "\(report.differingFrames) of \(report.frames) frames differ; most changed \(worst)"
    }
}

/// A private folder for the fresh renders: in the temporary directory for
/// a plain check, which writes nothing else; a hidden one in the assets'
/// folder for an update, so replacing an asset is a rename on one file system.
package struct ScratchFolder {
    let url: URL

    /// A marked folder (`PrivateFolder`), so that one left by a killed check
    /// is removed by the next render or check beside it.
    package init(in folder: URL) throws {
        PrivateFolder.removeStale(in: folder)
        let hidden = folder.standardizedFileURL != FileManager.default.temporaryDirectory.standardizedFileURL
        url = try PrivateFolder.create(in: folder, hidden: hidden, purpose: "cannot check the assets")
    }

    /// Where the fresh render of the `index`th asset goes: under the asset's
    /// own name (a dotLottie names its animation after its file), in a
    /// numbered folder, so that assets of one name in different subfolders
    /// do not meet.
    package func file(_ index: Int, for asset: URL) throws -> URL {
        let folder = url.appendingPathComponent("\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return folder.appendingPathComponent(asset.lastPathComponent)
    }

    /// Moves a fresh render onto the asset it replaces, in one rename: a
    /// reader sees the old asset or the new one, never part of one.
    package func move(_ fresh: URL, onto asset: URL) throws {
        guard rename(fresh.path, asset.path) == 0 else {
            throw SystemError.output("cannot replace \(asset.path): \(String(cString: strerror(errno)))")
        }
    }

    package func remove() { try? FileManager.default.removeItem(at: url) }
}
