import Foundation
import ReelSystem

/// How one decoded frame differs from another. A pixel counts as changed
/// when a channel (colour premultiplied by alpha, or alpha) differs by more
/// than the threshold: re-encoding noise (a dither pattern, a codec's
/// rounding) stays under it, a changed line or label does not.
package struct FrameDifference: Sendable, Equatable {
    package var changedPixels = 0
    package var pixels = 0
    /// The largest channel difference, and where it is.
    package var largest = 0
    package var largestAt = (x: 0, y: 0)

    package var fraction: Double { pixels == 0 ? 0 : Double(changedPixels) / Double(pixels) }

    package static func == (a: FrameDifference, b: FrameDifference) -> Bool {
        a.changedPixels == b.changedPixels && a.pixels == b.pixels && a.largest == b.largest
            && a.largestAt == b.largestAt
    }

    /// Compares two RGBA frames of `width` pixels a row.
    package init(_ a: [UInt8], _ b: [UInt8], width: Int, threshold: Int) {
        precondition(a.count == b.count)
        pixels = a.count / 4
        for pixel in 0..<pixels {
            let difference = Self.channelDifference(a, b, at: pixel * 4)
            if difference > threshold { changedPixels += 1 }
            if difference > largest {
                largest = difference
                largestAt = (pixel % width, pixel / width)
            }
        }
    }
}

extension FrameDifference {
    /// The largest difference of the pixel at byte `i`: of alpha, or of a
    /// colour channel premultiplied by alpha (a transparent pixel's colour does not show).
    @inline(__always)
    static func channelDifference(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Int {
        let (alphaA, alphaB) = (Int(a[i + 3]), Int(b[i + 3]))
        var difference = abs(alphaA - alphaB)
        for c in 0..<3 {
            difference = max(difference, abs(Int(a[i + c]) * alphaA / 255 - Int(b[i + c]) * alphaB / 255))
        }
        return difference
    }
}

/// Whether a committed animation still shows what its scene renders:
/// decoded frame by frame and compared within a tolerance, never byte for
/// byte (an encoder update changes bytes, not pictures). ffmpeg decodes
/// videos and GIFs, libwebp animated WebP (`WebPFrames`: ffmpeg 5.1 cannot),
/// Chromium animated SVG (`SVGFrames`) and rlottie Lottie (`LottieFrames`).
package struct AssetComparison: Sendable {
    /// Differences over `threshold` (0-255) count a pixel as changed.
    package var threshold = 48
    /// The fraction of changed pixels a frame may have and still match.
    package var tolerance = 0.001
    package var ffmpeg: URL
    package var ffprobe: URL
    /// How long ffprobe may take, and ffmpeg for each frame it decodes.
    package var stallTimeout = 60.0
    package var cancellation = Cancellation()
    /// Keep the most changed frame's pixels in the report (`check --diff`).
    package var keepsWorstFrames = false
    /// The browser that plays animated SVG; found on PATH when first needed.
    package var chromium: URL?
    /// The player of Lottie documents; opened when first needed.
    package var rlottie: RLottie?

    package init(ffmpeg: URL, ffprobe: URL) {
        self.ffmpeg = ffmpeg
        self.ffprobe = ffprobe
    }

    /// What comparing an asset found.
    package struct Report: Sendable {
        /// Set when the files cannot match at all (size, frame count, bytes).
        package var mismatch: String?
        package var frames = 0
        /// Frames with more changed pixels than the tolerance.
        package var differingFrames = 0
        /// The frame with the most changed pixels.
        package var worst: (index: Int, difference: FrameDifference)?
        /// Set when the files were compared byte for byte and match: the line to print.
        package var sameBytes: String?
        /// The most changed frame as committed and as rendered (RGBA,
        /// `width` x `height`), kept when `keepsWorstFrames` is set.
        package var worstFrames: (committed: [UInt8], rendered: [UInt8], width: Int, height: Int)?

        package var isUpToDate: Bool { mismatch == nil && differingFrames == 0 }
    }

    /// Formats compared as files rather than frame by frame, and why.
    static let comparedByteForByte = [
        "html": "an HTML page is compared byte for byte: its frames and data are one file",
    ]

    /// Compares the committed `asset` with `fresh`, a render of its scene
    /// now. A GIF is compared at its `frameRate`, so a held frame stored
    /// once and the same frame stored again and again compare alike.
    package func compare(asset: URL, fresh: URL, frameRate: Int? = nil) throws -> Report {
        // A GIF and a WebP store a held frame once: compared at the frame rate.
        let rate = ["gif", "webp"].contains(asset.pathExtension.lowercased()) ? frameRate : nil
        if let oversize = try Self.oversize(asset: asset, fresh: fresh) { return Report(mismatch: oversize) }
        if let why = Self.comparedByteForByte[asset.pathExtension.lowercased()] {
            let same = try Data(contentsOf: asset) == Data(contentsOf: fresh)
            return Report(mismatch: same ? nil : "its bytes differ (\(why))", sameBytes: same ? "its bytes match (\(why))" : nil)
        }
        let committed: DecodedFrames, rendered: DecodedFrames
        if let played = try playedFrames(asset: asset, fresh: fresh, rate: frameRate ?? 30) {
            switch played {
            case .mismatch(let report): return report
            case .frames(let a, let b): (committed, rendered) = (a, b)
            }
        } else {
            do {
                committed = try decoder(asset, rate: rate)
            } catch SystemError.output {
                // A broken or mislabelled asset is out of date: an update replaces it.
                let reader = Self.isWebP(asset) ? "libwebp" : "ffprobe"
                return Report(mismatch: "\(reader) cannot read it as \(FrameDecoder.formatName(of: asset))")
            }
            rendered = try decoder(fresh, rate: rate)
        }
        defer { committed.close(); rendered.close() }
        guard (committed.width, committed.height) == (rendered.width, rendered.height) else {
            return Report(mismatch: "it is \(committed.width)x\(committed.height), the scene renders "
                          + "\(rendered.width)x\(rendered.height)")
        }
        var report = Report()
        while true {
            let (a, b) = (try committed.next(), try rendered.next())
            guard let a, let b else {
                if a != nil || b != nil {
                    let (have, want) = try (report.frames + (a == nil ? 0 : 1) + count(committed),
                                            report.frames + (b == nil ? 0 : 1) + count(rendered))
                    report.mismatch = "it has \(have) frames, the scene renders \(want)"
                }
                return report
            }
            let difference = FrameDifference(a, b, width: committed.width, threshold: threshold)
            if difference.fraction > tolerance { report.differingFrames += 1 }
            if difference.changedPixels > (report.worst?.difference.changedPixels ?? -1) {
                report.worst = (report.frames, difference)
                if keepsWorstFrames { report.worstFrames = (a, b, committed.width, committed.height) }
            }
            report.frames += 1
        }
    }

    /// Formats whose committed file is read whole (parsed as XML, decoded by
    /// libwebp, compared byte for byte); Lottie has bounds of its own
    /// (`LottieBounds`), and video is decoded frame by frame by ffmpeg.
    static let readWhole: Set<String> = ["svg", "webp", "html"]

    /// Why a committed file read whole is too large to be read, or nil
    /// (`FreshAllowance`, with a margin of 1 MB).
    static func oversize(asset: URL, fresh: URL) throws -> String? {
        guard readWhole.contains(asset.pathExtension.lowercased()) else { return nil }
        var committed = stat(), rendered = stat()
        guard stat(asset.path, &committed) == 0, stat(fresh.path, &rendered) == 0 else { return nil }
        let allowance = FreshAllowance(fresh: Int(rendered.st_size), margin: 1 << 20)
        guard Int(committed.st_size) > allowance.limit else { return nil }
        return allowance.refusal(size: Int(committed.st_size))
    }

    static func isWebP(_ file: URL) -> Bool { file.pathExtension.lowercased() == "webp" }

    private func decoder(_ file: URL, rate: Int?) throws -> DecodedFrames {
        if Self.isWebP(file) { return try WebPFrames(file, rate: rate) }
        return try FrameDecoder(file, ffmpeg: ffmpeg, ffprobe: ffprobe, rate: rate, stallTimeout: stallTimeout, cancellation: cancellation)
    }

    private func count(_ decoder: DecodedFrames) throws -> Int {
        var frames = 0
        while try decoder.next() != nil { frames += 1 }
        return frames
    }
}
