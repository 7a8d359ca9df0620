import Foundation

/// ffmpeg output settings per format, fixed so that the same frames give the
/// same bytes on any machine with the same ffmpeg: fixed encoder thread
/// counts (x264's and libvpx's output depend on them), bit-exact muxing, and
/// no version or creation-time metadata. The user's `EncodeOptions` replace
/// the defaults; `extraArguments` come last, so they win over everything.
package enum EncoderArguments {
    /// Output options that keep the file free of versions and times.
    package static let reproducible: [String] = [
        "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
    ]

    /// H.264 in yuv420p, tagged BT.709; x264's settings SEI, which names its
    /// version, is dropped.
    package static func mp4(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions()) -> [String] {
        mp4Filters(spec) + mp4Encoding(options)
    }

    /// The MP4 encode's arguments after the filters: all of them for the
    /// renderer's own `yuv420p` frames, which need none.
    package static func mp4Encoding(_ options: EncodeOptions) -> [String] {
        [
            "-c:v", "libx264", "-preset", options.preset ?? "medium", "-crf", "\(options.crf ?? 18)",
            "-tune", "animation", "-threads", "4", "-pix_fmt", "yuv420p",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
            "-bsf:v", "filter_units=remove_types=6",
        ] + reproducible + ["-movflags", "+faststart"] + options.extraArguments + ["-f", "mp4"]
    }

    /// The `-vf` filters an MP4 encode of `spec`'s frames needs: none for
    /// `yuv420p` frames (already padded and converted), else padding of odd
    /// sizes and a BT.709 TV-range conversion.
    package static func mp4Filters(_ spec: VideoSpec) -> [String] {
        guard spec.layout != .yuv420p else { return [] }
        var filters: [String] = []
        if spec.evenWidth != spec.width || spec.evenHeight != spec.height {
            filters.append("pad=\(spec.evenWidth):\(spec.evenHeight):0:0:color=0x\(spec.padColor)")
        }
        filters += ["scale=out_color_matrix=bt709:out_range=tv", "format=yuv420p"]
        return ["-vf", filters.joined(separator: ",")]
    }

    /// VP9, constant quality, with an alpha plane (`yuva420p`) when the
    /// frames are transparent. `-cpu-used 4` is libvpx's "good" speed that
    /// keeps up with the renderer; row multithreading on two fixed threads.
    package static func webm(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions()) -> [String] {
        ["-c:v", "libvpx-vp9", "-pix_fmt", spec.hasAlpha ? "yuva420p" : "yuv420p",
         "-crf", "\(options.crf ?? 32)", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
         "-row-mt", "1", "-threads", "2",
         "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"]
            + reproducible + options.extraArguments + ["-f", "webm"]
    }

    /// Animated PNG: lossless, RGBA only when the frames are transparent.
    package static func apng(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions()) -> [String] {
        ["-c:v", "apng", "-pix_fmt", spec.hasAlpha ? "rgba" : "rgb24", "-plays", "\(options.plays ?? 0)"]
            + reproducible + options.extraArguments + ["-f", "apng"]
    }

    /// Animated WebP: lossless, or lossy at `quality` (alpha stays lossless).
    package static func webp(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions()) -> [String] {
        let quality = options.quality.map { ["-lossless", "0", "-quality", "\($0)"] } ?? ["-lossless", "1"]
        return ["-c:v", "libwebp_anim"] + quality + ["-loop", "\(options.plays ?? 0)"]
            + reproducible + options.extraArguments + ["-f", "webp"]
    }

    /// The frames of an HTML scrubber: an animated AVIF in AV1 4:4:4 (no
    /// chroma blur on thin coloured lines) at crf 32 with no look-ahead
    /// frames. Measured on the presets: SSIM 0.995-0.999 against the
    /// lossless frames, and a third to a half smaller than crf 16, whose
    /// look-ahead refreshes cost a small scene more than its motion.
    /// Transparent frames add AVIF's alpha track: the alpha plane as a
    /// second, monochrome AV1 stream, which ImageDecoder (Chromium, Firefox)
    /// and `<img>` composite.
    package static func scrubberFrames(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions()) -> [String] {
        let streams = spec.hasAlpha
            ? ["-filter_complex", "[0:v]split[color][a];[a]alphaextract[alpha]", "-map", "[color]", "-map", "[alpha]",
               "-pix_fmt:v:0", "yuv444p", "-pix_fmt:v:1", "gray"]
            : ["-pix_fmt", "yuv444p"]
        return ["-c:v", "libaom-av1"] + streams + ["-crf", "\(options.crf ?? 32)", "-b:v", "0", "-tune", "ssim",
                                                   "-cpu-used", "6", "-lag-in-frames", "0", "-row-mt", "1", "-threads", "2",
                                                   "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                                                   "-color_range", "tv"]
            + reproducible + options.extraArguments + ["-f", "avif"]
    }

    /// ProRes 4444 (10-bit 4:4:4, with a 16-bit alpha plane when transparent).
    package static func mov(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions()) -> [String] {
        ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", spec.hasAlpha ? "yuva444p10le" : "yuv444p10le",
         "-vendor", "apl0", "-threads", "2"]
            + reproducible + options.extraArguments + ["-f", "mov"]
    }

    /// The palette pass of a GIF: one palette for the whole animation,
    /// with a slot kept for the transparent index (pixels not drawn in a
    /// transparent animation, or left as they were by a frame): `--colors`
    /// colours besides it, 255 at most.
    package static func gifPalette(_ options: EncodeOptions = EncodeOptions()) -> [String] {
        let filter = "palettegen=stats_mode=full:max_colors=\(min(256, (options.colors ?? 256) + 1)):reserve_transparent=1"
        return ["-vf", filter, "-frames:v", "1", "-update", "1"] + reproducible + ["-f", "image2"]
    }

    /// The palette input of a GIF's encoding pass. It comes before the
    /// frames, so ffmpeg reads it (and may wait for it) before any frame.
    package static func gifPaletteInput(_ palette: String) -> [String] {
        ["-f", "png_pipe", "-i", palette]
    }

    /// The encoding pass of a GIF, after `gifPaletteInput` and the frames'
    /// input: each frame mapped onto the palette and dithered (only where
    /// it changed, so still areas keep their indices), sent as paletted
    /// frames to `output` (standard output, where `GIFFileWriter` writes the file).
    package static func gifEncode(_ spec: VideoSpec, _ options: EncodeOptions = EncodeOptions(),
                                 output: String = "pipe:1") -> [String] {
        gifMapping(options) + ["-f", "rawvideo", "-pix_fmt", "pal8", output]
    }

    /// The encoding pass's mapping of the frames onto the palette, before
    /// what receives them: chartreel's writer (`gifEncode`), or ffmpeg's own
    /// GIF encoder where `make bench` times ffmpeg alone making the GIF.
    package static func gifMapping(_ options: EncodeOptions = EncodeOptions()) -> [String] {
        let dither = options.dither ?? defaultDither
        let bayer = dither == .bayer ? ":bayer_scale=3" : ""
        return ["-lavfi", "[1:v][0:v]paletteuse=dither=\(dither.rawValue)\(bayer):diff_mode=rectangle"]
            + reproducible + options.extraArguments
    }

    /// The GIF dither chosen by measurement (see the README's format table).
    package static let defaultDither = GIFDither.sierra
}
