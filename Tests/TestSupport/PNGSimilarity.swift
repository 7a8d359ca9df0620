import Foundation
import ReelRaster

/// ffmpeg's SSIM between PNG files, computed in process
/// (`StructuralSimilarity`): the tests that hold chartreel's frames
/// against browsers, SVG renderers and Lottie players compare thousands
/// of pairs, and an ffmpeg per pair cost them minutes.
public enum PNGSimilarity {
    /// The "All" figure ffmpeg's `ssim` filter prints for `a` against `b`.
    public static func ssim(_ a: URL, _ b: URL) throws -> Double {
        let (first, second) = (try decoded(a), try decoded(b))
        guard let value = StructuralSimilarity.ssim(first, second) else {
            throw TestFailure("no SSIM between \(a.lastPathComponent) (\(first.width)x\(first.height)) and "
                              + "\(b.lastPathComponent) (\(second.width)x\(second.height)): sizes differ or under 8x8")
        }
        return value
    }

    static func decoded(_ file: URL) throws -> Canvas {
        do { return try Canvas(pngData: [UInt8](try Data(contentsOf: file))) } catch {
            throw TestFailure("\(file.path) is not a PNG libgd reads: \(error)")
        }
    }
}
