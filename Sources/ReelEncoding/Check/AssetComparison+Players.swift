import Foundation

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
        let now: SVGAssetGate, then: SVGAssetGate
        do {
            now = try SVGAssetGate(Data(contentsOf: fresh))
        } catch let refused as SVGAssetGate.Refusal {
            throw EncodingError.output("\(fresh.path): \(refused.reason)")
        }
        do {
            then = try SVGAssetGate(Data(contentsOf: asset))
        } catch let refused as SVGAssetGate.Refusal {
            return .mismatch(Report(mismatch: refused.reason))
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
    /// cannot match: the asset holds what chartreel does not write, or has
    /// another frame rate or frame count.
    private func lottieFrames(asset: URL, fresh: URL) throws -> PlayedPair {
        let now: LottieAssetGate, then: LottieAssetGate
        do {
            now = try Self.lottieGate(fresh)
        } catch let refused as LottieAssetGate.Refusal {
            throw EncodingError.output("\(fresh.path): \(refused.reason)")
        }
        do {
            then = try Self.lottieGate(asset)
        } catch let refused as LottieAssetGate.Refusal {
            return .mismatch(Report(mismatch: refused.reason))
        }
        guard then.frameRate == now.frameRate, then.frames == now.frames else {
            return .mismatch(Report(mismatch: "it plays \(then.frames) frames at \(written(then.frameRate)) fps, "
                                    + "the scene renders \(now.frames) at \(written(now.frameRate))"))
        }
        let player = try rlottie ?? RLottie.locate()
        let committed: LottieFrames
        do {
            committed = try LottieFrames(then, rlottie: player, cancellation: cancellation)
        } catch EncodingError.output {
            return .mismatch(Report(mismatch: "rlottie cannot read it as a Lottie document"))
        }
        return .frames(committed, try LottieFrames(now, rlottie: player, cancellation: cancellation))
    }

    /// The Lottie document of `file` (JSON, or inside a dotLottie archive) through its gate.
    private static func lottieGate(_ file: URL) throws -> LottieAssetGate {
        let data = try Data(contentsOf: file)
        guard file.pathExtension.lowercased() == "lottie" else { return try LottieAssetGate(data) }
        do {
            return try LottieAssetGate(Data(DotLottie.document(in: Array(data)).json))
        } catch let refused as DotLottie.Refusal {
            throw LottieAssetGate.Refusal(reason: refused.reason)
        }
    }

    private func written(_ rate: Double) -> String {
        rate == rate.rounded() ? String(Int(rate)) : String(rate)
    }
}
