import Foundation
import ReelSystem

/// Vector animations are compared as players show them: each document is
/// let through its gate, then both are played at the same frames.
extension AssetComparison {
    enum PlayedPair {
        case frames(DecodedFrames, DecodedFrames)
        case mismatch(Report)
    }

    /// Both documents played, or why they cannot match; nil for a format
    /// that is decoded rather than played.
    func playedFrames(asset: URL, fresh: URL, rate: Int) throws -> PlayedPair? {
        switch asset.pathExtension.lowercased() {
        case "svg": return try svgFrames(asset: asset, fresh: fresh, rate: rate)
        case "json", "lottie": return try lottieFrames(asset: asset, fresh: fresh)
        default: return nil
        }
    }

    /// Both animated SVGs played by Chromium at the frame times of the
    /// fresh one (`rate` a second), or why they cannot match: the asset
    /// holds what chartreel does not write, or lasts another time.
    private func svgFrames(asset: URL, fresh: URL, rate: Int) throws -> PlayedPair {
        let (then, now): (SVGAssetGate, SVGAssetGate)
        switch try Self.gated(asset: asset, fresh: fresh, { try SVGAssetGate(Data(contentsOf: $0)) }) {
        case .failure(let refused): return .mismatch(Report(mismatch: refused.reason))
        case .success(let pair): (then, now) = pair
        }
        guard abs(then.duration - now.duration) < 1e-3 else {
            return .mismatch(Report(mismatch: "it lasts \(then.duration) s, the scene \(now.duration) s"))
        }
        let count = max(1, Int((now.duration * Double(rate)).rounded()))
        let times = (0..<count).map { Double($0) / Double(rate) }
        let browser = try chromium ?? ChromiumLocator.locate()
        return .frames(try SVGFrames(then, times: times, chromium: browser, stallTimeout: stallTimeout, cancellation: cancellation),
                       try SVGFrames(now, times: times, chromium: browser, stallTimeout: stallTimeout, cancellation: cancellation))
    }

    /// Both Lottie documents played by rlottie frame by frame, or why they
    /// cannot match: the asset holds what chartreel does not write, is
    /// larger than its bounds (`LottieAssetFiles`), or has another size,
    /// frame rate or frame count.
    private func lottieFrames(asset: URL, fresh: URL) throws -> PlayedPair {
        let (then, now): (LottieAssetGate, LottieAssetGate)
        switch try LottieAssetFiles.gated(asset: asset, fresh: fresh) {
        case .failure(let refused): return .mismatch(Report(mismatch: refused.reason))
        case .success(let pair): (then, now) = pair
        }
        // Said before rlottie loads either: it renders at the document's own size.
        guard (then.width, then.height) == (now.width, now.height) else {
            return .mismatch(Report(mismatch: "it is \(then.width)x\(then.height), the scene renders \(now.width)x\(now.height)"))
        }
        guard then.frameRate == now.frameRate, then.frames == now.frames else {
            return .mismatch(Report(mismatch: "it plays \(then.frames) frames at \(written(then.frameRate)) fps, "
                                    + "the scene renders \(now.frames) at \(written(now.frameRate))"))
        }
        let player = try rlottie ?? RLottie.locate()
        let committed: LottieFrames
        do {
            committed = try LottieFrames(then, rlottie: player, cancellation: cancellation)
        } catch SystemError.output {
            return .mismatch(Report(mismatch: "rlottie cannot read it as a Lottie document"))
        }
        return .frames(committed, try LottieFrames(now, rlottie: player, cancellation: cancellation))
    }

    /// Both documents through `gate`: the fresh one must pass (chartreel
    /// has just written it); the committed one may be refused, which the
    /// report gives as the reason it does not match.
    private static func gated<Gate>(asset: URL, fresh: URL,
                                    _ gate: (URL) throws -> Gate) throws -> Result<(then: Gate, now: Gate), AssetRefusal> {
        let now: Gate
        do {
            now = try gate(fresh)
        } catch let refused as AssetRefusal {
            throw SystemError.output("\(fresh.path): \(refused.reason)")
        }
        do {
            return .success((try gate(asset), now))
        } catch let refused as AssetRefusal {
            return .failure(refused)
        }
    }

    private func written(_ rate: Double) -> String {
        rate == rate.rounded() ? String(Int(rate)) : String(rate)
    }
}
