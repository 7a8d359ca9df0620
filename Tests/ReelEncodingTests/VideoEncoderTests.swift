import Foundation
import ReelEncoding
import TestSupport
import Testing

/// Encodes synthetic frames and checks the files with ffprobe and ffmpeg.
@Suite struct VideoEncoderTests {
    @Test func gifHasTheRequestedSizeFrameCountAndDuration() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 40, height: 30, fps: 20, frameCount: 6)
        let output = workspace.file("solid.gif")
        let result = try VideoEncoder().encode(.gif, spec: spec, to: output, frames: solidFrames(spec))
        #expect(result.width == 40 && result.height == 30 && result.notes.isEmpty)
        let probe = try Probe(output)
        #expect(probe.codec == "gif")
        #expect(probe.width == 40 && probe.height == 30)
        #expect(probe.frames == 6)
        #expect(abs(probe.duration - 0.3) <= 0.02, "duration \(probe.duration)")
        #expect(try workspace.contents() == ["solid.gif"])
    }

    @Test func mp4IsH264YUV420TaggedBT709() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 64, height: 48, fps: 25, frameCount: 10)
        let output = workspace.file("solid.mp4")
        let result = try VideoEncoder().encode(.mp4, spec: spec, to: output, frames: solidFrames(spec))
        #expect(result.width == 64 && result.height == 48 && result.notes.isEmpty)
        let probe = try Probe(output)
        #expect(probe.codec == "h264")
        #expect(probe.pixelFormat == "yuv420p")
        #expect(probe.colorSpace == "bt709")
        #expect(probe.colorPrimaries == "bt709")
        #expect(probe.colorTransfer == "bt709")
        #expect(probe.width == 64 && probe.height == 48)
        #expect(probe.frames == 10)
        #expect(abs(probe.duration - 0.4) <= 0.02, "duration \(probe.duration)")
        #expect(try workspace.contents() == ["solid.mp4"])
    }

    @Test func mp4MovesTheIndexToTheFront() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 16, height: 16, fps: 10, frameCount: 3)
        let output = workspace.file("fast.mp4")
        try VideoEncoder().encode(.mp4, spec: spec, to: output, frames: solidFrames(spec))
        let bytes = [UInt8](try Data(contentsOf: output))
        let moov = bytes.firstRange(of: Array("moov".utf8))?.lowerBound
        let mdat = bytes.firstRange(of: Array("mdat".utf8))?.lowerBound
        let moovAt = try #require(moov, "no moov box")
        let mdatAt = try #require(mdat, "no mdat box")
        #expect(moovAt < mdatAt, "+faststart: moov should precede mdat")
    }

    @Test func oddSizedMP4IsPaddedToEvenWithANote() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 101, height: 51, fps: 10, frameCount: 4, padColor: "ff0000")
        let output = workspace.file("odd.mp4")
        let result = try VideoEncoder().encode(.mp4, spec: spec, to: output, frames: solidFrames(spec))
        #expect(result.width == 102 && result.height == 52)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains("101x51") == true && result.notes.first?.contains("102x52") == true,
                "\(result.notes)")
        let probe = try Probe(output)
        #expect(probe.width == 102 && probe.height == 52)
        #expect(probe.frames == 4)
        #expect(abs(probe.duration - 0.4) <= 0.02, "duration \(probe.duration)")
    }

    @Test func gifKeepsSolidFrameColours() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 24, height: 16, fps: 10, frameCount: palette.count)
        let output = workspace.file("colours.gif")
        try VideoEncoder().encode(.gif, spec: spec, to: output, frames: solidFrames(spec))
        let rgb = try decodeRGB(output)
        let frameBytes = spec.width * spec.height * 3
        try #require(rgb.count == frameBytes * spec.frameCount, "decoded \(rgb.count) bytes")
        for (index, expected) in palette.enumerated() {
            for (x, y) in [(0, 0), (spec.width / 2, spec.height / 2), (spec.width - 1, spec.height - 1)] {
                let at = index * frameBytes + (y * spec.width + x) * 3
                let actual = RGB(r: rgb[at], g: rgb[at + 1], b: rgb[at + 2])
                #expect(actual.distance(to: expected) <= 4, "frame \(index) (\(x), \(y)): \(actual), expected \(expected)")
            }
        }
    }

    /// Decoding with the BT.709 limited-range matrix the file is tagged with
    /// must give back the colours that went in.
    @Test func mp4ColoursRoundTripThroughBT709() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let spec = VideoSpec(width: 32, height: 32, fps: 10, frameCount: 4)
        let output = workspace.file("colours.mp4")
        try VideoEncoder().encode(.mp4, spec: spec, to: output, frames: solidFrames(spec))
        let rgb = try decodeRGB(output, filter: "scale=in_color_matrix=bt709:in_range=tv,format=rgb24")
        let frameBytes = spec.width * spec.height * 3
        try #require(rgb.count == frameBytes * spec.frameCount, "decoded \(rgb.count) bytes")
        for index in 0..<spec.frameCount {
            let at = index * frameBytes + (16 * spec.width + 16) * 3
            let actual = RGB(r: rgb[at], g: rgb[at + 1], b: rgb[at + 2])
            #expect(actual.distance(to: palette[index]) <= 8, "frame \(index): \(actual), expected \(palette[index])")
        }
    }

    @Test func successReplacesAnExistingTarget() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = workspace.file("out.gif")
        try Data("precious".utf8).write(to: output)
        let spec = VideoSpec(width: 8, height: 8, fps: 10, frameCount: 2)
        try VideoEncoder().encode(.gif, spec: spec, to: output, frames: solidFrames(spec))
        #expect(try Probe(output).frames == 2)
        #expect(try workspace.contents() == ["out.gif"])
    }
}
