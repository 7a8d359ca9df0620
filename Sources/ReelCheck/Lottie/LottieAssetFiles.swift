import Foundation
import ReelEncoding
import ReelSystem

/// The Lottie documents `check` compares, read from their files (a `.json`,
/// or the document inside a dotLottie archive): the fresh one within the
/// writer's bounds, the committed one within bounds derived from the fresh
/// one, so a committed file is refused by its size before it is read, by
/// its inflated size before it is inflated, and by its counts while it is
/// scanned.
enum LottieAssetFiles {
    /// Both documents through their gates: the fresh one must pass
    /// (chartreel has just written it); the committed one may be refused,
    /// which the report gives as the reason it does not match.
    static func gated(asset: URL, fresh: URL) throws -> Result<(then: LottieAssetGate, now: LottieAssetGate), AssetRefusal> {
        let now: LottieAssetGate
        do {
            now = try gate(fresh, bounds: .writer)
        } catch let refused as AssetRefusal {
            throw SystemError.output("\(fresh.path): \(refused.reason)")
        }
        do {
            return .success((try gate(asset, bounds: LottieBounds(fresh: now.shape)), now))
        } catch let refused as AssetRefusal {
            return .failure(refused)
        }
    }

    /// The document of `file` through its gate, read within `bounds`.
    static func gate(_ file: URL, bounds: LottieBounds) throws -> LottieAssetGate {
        guard file.pathExtension.lowercased() == "lottie" else {
            return try LottieAssetGate(AssetFile.bytes(file, limit: bounds.bytes, refusal: { bounds.tooLarge($0) }), bounds: bounds)
        }
        // Stored or deflated, the archive is its entries and their headers.
        let limit = bounds.bytes + DotLottie.overhead
        let archive = try AssetFile.bytes(file, limit: limit, refusal: {
            bounds.tooLarge($0, limit: limit, overhead: DotLottie.overhead)
        })
        return try LottieAssetGate(DotLottie.document(in: archive, bounds: bounds).json, bounds: bounds)
    }
}
