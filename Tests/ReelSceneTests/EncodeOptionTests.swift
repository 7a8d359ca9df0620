import ReelScene
import Foundation
import ReelEncoding
import ReelRaster
import TestSupport
import Testing

/// The encoder choices, each seen in the file it changes, and refused where
/// no requested format would use it.
@Suite struct EncodeOptionTests {
    private func render(_ format: VideoFormat, _ options: EncodeOptions, scene: Scene? = nil,
                        in folder: URL) throws -> URL {
        let output = folder.appendingPathComponent("o-\(UUID().uuidString.prefix(6)).\(format.traits.fileExtension)")
        var settings = try EncoderSettings()
        settings.options = options
        _ = try Reel.render(scene ?? FormatFixtures.scene(background: "#FFFFFF"), to: output, format: format,
                            options: RenderOptions(encoder: settings))
        return output
    }

    private func size(_ url: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    }

    @Test(arguments: [(VideoFormat.gif, 1), (.gif, 3), (.apng, 3), (.webp, 3), (.webp, 1)])
    func loopSetsThePlayCount(_ format: VideoFormat, _ plays: Int) throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try render(format, EncodeOptions(plays: plays), in: folder)
        #expect(try LoopCount.read(file) == plays)
    }

    @Test func colorsLimitTheGIFPalette() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try render(.gif, EncodeOptions(colors: 4), in: folder)
        // ffmpeg pads the colour table to 256 entries; the pixels use only the palette's.
        var colours = Set<Int>()
        for index in [0, 3, 9] {
            let decoded = try FormatFixtures.decodedFrame(file, index: index, width: 80, height: 60)
            for i in stride(from: 0, to: decoded.count, by: 4) {
                colours.insert(Int(decoded[i]) << 16 | Int(decoded[i + 1]) << 8 | Int(decoded[i + 2]))
            }
        }
        #expect((2...4).contains(colours.count), "\(colours.count) colours")
    }

    @Test func ditherChangesTheGIF() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A gradient needs dithering; the plain shapes would not show it.
        let scene = try PresetFixtures.load("line-gradient-reveal", SceneOverrides(duration: 0.2, scale: 0.5))
        let none = try Data(contentsOf: try render(.gif, EncodeOptions(colors: 8, dither: GIFDither.none), scene: scene, in: folder))
        let bayer = try Data(contentsOf: try render(.gif, EncodeOptions(colors: 8, dither: .bayer), scene: scene, in: folder))
        #expect(none != bayer)
    }

    @Test func crfAndQualityTradeSizeForFidelity() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try PresetFixtures.load("line-gradient-reveal", SceneOverrides(duration: 0.5, scale: 1))
        #expect(try size(render(.mp4, EncodeOptions(crf: 40, preset: "ultrafast"), scene: scene, in: folder))
                < size(render(.mp4, EncodeOptions(crf: 10), scene: scene, in: folder)))
        #expect(try size(render(.webm, EncodeOptions(crf: 60), scene: scene, in: folder))
                < size(render(.webm, EncodeOptions(crf: 10), scene: scene, in: folder)))
        #expect(try size(render(.webp, EncodeOptions(quality: 30), scene: scene, in: folder))
                < size(render(.webp, EncodeOptions(), scene: scene, in: folder)))
    }

    @Test func extraArgumentsReachFFmpegLast() throws {
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try render(.mp4, EncodeOptions(extraArguments: ["-metadata", "title=Quarterly sales"]), in: folder)
        let result = try ProcessRunner.runTool("ffprobe", ["-v", "error", "-show_entries", "format_tags=title",
                                                           "-of", "default=nw=1:nk=1", file.path], package: "ffmpeg")
        #expect(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "Quarterly sales")
    }

    @Test func optionsForOtherFormatsAreRefused() throws {
        #expect(throws: EncodingError.unusable("--loop applies to GIF, APNG, WebP output, not MP4")) {
            try EncodeOptions(plays: 2).check(for: [.mp4])
        }
        #expect(throws: EncodingError.unusable("--colors applies to GIF output, not WebM, MOV")) {
            try EncodeOptions(colors: 8).check(for: [.webm, .mov])
        }
        #expect(throws: (any Error).self) { try EncodeOptions(crf: 52).check(for: [.mp4]) }
        #expect(throws: (any Error).self) { try EncodeOptions(preset: "warp").check(for: [.mp4]) }
        #expect(throws: (any Error).self) { try EncodeOptions(extraArguments: ["-y"]).check(for: [.frames]) }
        try EncodeOptions(plays: 2, colors: 8, crf: 30).check(for: [.gif, .mp4])
        #expect(try EncodeOptions.splitArguments(#"-metadata "title=A b" -g 30"#) == ["-metadata", "title=A b", "-g", "30"])
        #expect(throws: (any Error).self) { try EncodeOptions.splitArguments("-metadata 'open") }
    }

    @Test func speedPlaysTheSameFramesFaster() throws {
        let scene = try FormatFixtures.scene()
        let fast = try scene.applying(SceneOverrides(speed: 2))
        #expect(Reel.info(fast).frameCount == 5 && fast.canvas.duration == 0.5)
        var (normal, double) = (FrameRenderer(scene: scene), FrameRenderer(scene: fast))
        for index in 0..<5 {
            #expect(try double.canvas(at: Double(index) / 10).rgbaBytes() == normal.canvas(at: Double(index) / 5).rgbaBytes())
        }
    }

    @Test func backgroundReplacesTheScenes() throws {
        let scene = try FormatFixtures.scene(background: "#FFFFFF")
        var red = FrameRenderer(scene: try scene.applying(SceneOverrides(background: BackgroundOverride(argument: "#FF0000"))))
        var none = FrameRenderer(scene: try scene.applying(SceneOverrides(background: BackgroundOverride(argument: "none"))))
        #expect(try red.canvas(at: 0).rgba8(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(try none.canvas(at: 0).rgba8(x: 0, y: 0).a == 0)
        #expect(BackgroundOverride(argument: "nope") == nil)
    }
}

/// Presets from the checkout, with overrides.
enum PresetFixtures {
    static func load(_ name: String, _ overrides: SceneOverrides) throws -> Scene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Presets/\(name).json")
        return try SceneLoader.load(contentsOf: url).applying(overrides)
    }
}
