import ReelScene
import Foundation
import ReelEncoding
import TestSupport
import Testing

/// Limits worked out before anything is allocated: how many frames a step
/// makes, how large a contact sheet is, how many workers a frame size
/// affords, how wide a frame number may be, and how large text may be.
@Suite struct RunawayBoundsTests {
    @Test func stepCountIsArithmeticAndNeverTraps() {
        #expect(EverySampling.count(through: 1, every: 0.25) == 5)
        #expect(EverySampling.count(through: 1.8, every: 1e-9) > 1e9)
        #expect(EverySampling.count(through: 1.8, every: 1e-300) == ((1.8 + 1e-9) / 1e-300).rounded(.down) + 1)
        // A subnormal step overflows the quotient: counted as infinite, refused.
        #expect(EverySampling.count(through: 1.8, every: 5e-324) == .infinity)
        for step in [0, -1, .nan, .infinity, -.infinity] as [Double] {
            #expect(EverySampling.count(through: 1, every: step) == .infinity, "step \(step)")
        }
        #expect(EverySampling.count(through: .nan, every: 1) == .infinity)
        #expect(EverySampling.text(1_800_000_002) == "1800000002")
        #expect(EverySampling.text(1.8e300) == "1.8e+300")
        #expect(EverySampling.text(.infinity) == "over 1e+308")
    }

    @Test func stepTimesStopAtTheLimitBeforeBuildingAList() {
        #expect(EverySampling.times(duration: 1, every: 0.5, limit: 10) == [0, 0.5, 1])
        #expect(EverySampling.times(duration: 1, every: 0.3, limit: 10) == [0, 0.3, 0.6, 0.8999999999999999])
        #expect(EverySampling.times(duration: 1, every: 0.5, limit: 2) == nil)
        var times: [Double]? = []
        let seconds = ThreadCPUTime.seconds(runs: 1) { times = EverySampling.times(duration: 3600, every: 1e-300, limit: 1000) }
        #expect(times == nil)
        #expect(seconds < 0.1, "\(seconds) s of processor time")
    }

    /// A step far smaller than a frame picks every frame once, in a walk no
    /// longer than the frames (it took 33 GB before it was bounded).
    @Test func sheetTimesOfATinyStepAreEveryFrame() {
        let started = Date()
        let all = ContactSheet.times(duration: 10, fps: 60, frameCount: 600, every: 1e-300)
        #expect(all == (0..<600).map { Double($0) / 60 })
        #expect(ContactSheet.times(duration: 10, fps: 60, frameCount: 600, every: 5e-324).count == 600)
        #expect(Date().timeIntervalSince(started) < 0.5)
        // 0.7 frames apart: some frames fall between the steps and are not shown.
        #expect(ContactSheet.times(duration: 0.3, fps: 10, frameCount: 3, every: 0.07) == [0, 0.1])
    }

    @Test func aSheetLargerThanACanvasIsRefusedBeforeItIsDrawn() throws {
        let small = ContactSheet(times: [0, 1], tileWidth: 400, tileHeight: 300, columns: 2)
        #expect(small.sizeProblem == nil)
        // `sheet --scale 8 --frames 50` on a 240 x 240 donut: tiles of 1920 x 1920.
        let huge = ContactSheet(times: (0..<50).map(Double.init), tileWidth: 1920, tileHeight: 1920, columns: 8)
        let problem = try #require(huge.sizeProblem)
        #expect(problem.contains("is \(huge.width)x\(huge.height) pixels") && problem.contains("at most 16384 pixels a side"))
        // Within the sides but over the area.
        let wide = ContactSheet(times: (0..<4).map(Double.init), tileWidth: 4000, tileHeight: 5000, columns: 2)
        #expect(wide.sizeProblem?.contains("67108864 in all") == true)
        let folder = try FormatFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try FormatFixtures.scene(background: "#FFFFFF")
        #expect(throws: RenderError.unusable(problem)) {
            try Reel.writeSheet(scene, huge, to: folder.appendingPathComponent("s.png"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func workersAreBoundedByMemoryWithANote() {
        let options = RenderOptions(jobs: 256, memoryBudget: 64 << 20)
        let huge = 8191 * 8191 * 4
        #expect(options.workers(frameBytes: huge) == 1)
        let note = options.workerNote(width: 8191, height: 8191)
        #expect(note == "-j 256 reduced to 1: each worker needs about 258 MB for 8191x8191 frames, "
                + "and frames in flight are kept within 64 MB where they fit")
        // 800 x 480: a worker costs its 1.5 MB canvas and a mask as large;
        // the budget holds 21 after the first frame.
        let small = 800 * 480 * 4
        #expect(options.workers(frameBytes: small) == ((64 << 20) - small) / (2 * small))
        #expect(options.workers(frameBytes: small) == 21)
        // 3840 x 2160: the canvas and a mask of 2 MB, whatever the fills.
        #expect(RenderOptions.workerBytes(canvasBytes: 3840 * 2160 * 4) == 3840 * 2160 * 4 + (2 << 20))
        #expect(options.workers(frameBytes: 3840 * 2160 * 4) == 1)
        #expect(RenderOptions(jobs: 4).workers(frameBytes: small) == 4)
        #expect(RenderOptions(jobs: 4).workerNote(width: 800, height: 480) == nil)
        #expect(RenderOptions(jobs: 0).workerNote(width: 8191, height: 8191) == nil, "none asked for: nothing reduced")
    }

    @Test func framePatternsPadToAtMostNineDigits() throws {
        #expect(try FramePattern(path: "f/%09d.png").digits == 9)
        #expect(try FramePattern(path: "f/%0004d.png").digits == 4)
        #expect(try FramePattern(path: "f/%d.png").digits == 0)
        for width in ["010", "0999", "99", String(repeating: "9", count: 40)] {
            #expect(throws: EncodingError.self, "%\(width)d") { try FramePattern(path: "f/%\(width)d.png") }
        }
        do {
            _ = try FramePattern(path: "f/%0999d.png")
        } catch {
            #expect("\(error)".contains("%0999d.png: frame numbers padded to 999 digits; at most 9 digits"), "\(error)")
        }
    }

    /// A name too long for the file system is refused before the first frame.
    @Test func framePatternsFitTheFileSystemsNames() throws {
        let fits = String(repeating: "n", count: 242)
        #expect(try FramePattern(path: "f/\(fits)%d.png").prefix == fits)
        #expect {
            try FramePattern(path: "f/\(fits)n%d.png")
        } throws: { error in
            "\(error)".hasSuffix("frame names would be up to 256 bytes long; at most 255 are allowed: shorten the name around the %d")
        }
    }

    @Test func webPRefusesFramesWiderThanLibWebPTakes() {
        #expect(VideoFormat.webp.sizeProblem(width: 16383, height: 16383) == nil)
        #expect(VideoFormat.webp.sizeProblem(width: 16384, height: 8)?.contains("at most 16383 pixels a side") == true)
        #expect(VideoFormat.allCases.filter { $0 != .webp }.allSatisfy { $0.sizeProblem(width: 16384, height: 16384) == nil })
    }
}
