import CWebP
import Foundation
import ReelSystem

/// A decoded animation read one frame at a time, `width` x `height` RGBA
/// (not premultiplied): ffmpeg's decode of a video or GIF, or libwebp's of
/// an animated WebP.
package protocol DecodedFrames: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// The next frame's `width` x `height` x 4 bytes, or nil at the end.
    func next() throws -> [UInt8]?
    /// Stops decoding and frees what the decoder holds.
    func close()
}

/// An animated (or still) WebP decoded with libwebp's animation decoder,
/// which composes each frame onto the canvas as a player shows it. ffmpeg
/// 5.1 cannot decode animated WebP; libwebp decodes what any libwebp
/// version encoded, so a comparison survives an encoder upgrade.
///
/// Given a `rate`, it gives the frame shown at each 1/rate s, as
/// `FrameDecoder` does for a GIF: libwebp's encoder stores a run of equal
/// frames once, with a longer duration. Without one, each stored frame once.
package final class WebPFrames: DecodedFrames {
    package let width: Int
    package let height: Int
    private var decoder: OpaquePointer?
    /// The file's bytes, which the decoder reads until it is deleted.
    private let bytes: UnsafeMutableRawBufferPointer
    private let rate: Int?
    /// Samples the animation's duration holds at `rate`.
    private let sampleCount: Int
    private var sample = 0
    /// The frame last decoded and when it stops showing (ms from the start).
    private var shown: [UInt8]?
    private var shownUntil = 0

    /// Decodes `file`; throws `SystemError.output` when libwebp cannot read it.
    package init(_ file: URL, rate: Int? = nil) throws {
        let unreadable = SystemError.output("\(file.path): libwebp cannot read it as a WebP")
        let data = try Data(contentsOf: file)
        bytes = .allocate(byteCount: max(1, data.count), alignment: 16)
        bytes.copyBytes(from: data)
        self.rate = rate
        guard let (decoder, width, height, duration) = Self.open(UnsafeRawBufferPointer(rebasing: bytes[..<data.count])) else {
            bytes.deallocate()
            throw unreadable
        }
        self.decoder = decoder
        self.width = width
        self.height = height
        // Sample i is at i/rate s; the last one starts before the end, to the
        // nearest sample (durations are whole milliseconds: 33, 34, 33...).
        sampleCount = rate.map { (duration * $0 + 500) / 1000 } ?? 0
    }

    deinit { close() }

    package func next() throws -> [UInt8]? {
        guard let rate else { return try decodeNext() ? shown : nil }
        guard sample < sampleCount else { return nil }
        // The frame showing at sample/rate s: the first that ends after it.
        while shown == nil || shownUntil * rate <= sample * 1000 {
            guard try decodeNext() else { break }
        }
        sample += 1
        return shown
    }

    package func close() {
        guard let decoder else { return }
        WebPAnimDecoderDelete(decoder)
        self.decoder = nil
        bytes.deallocate()
    }

    /// Decodes the next stored frame into `shown`; false at the end.
    private func decodeNext() throws -> Bool {
        guard let decoder, WebPAnimDecoderHasMoreFrames(decoder) != 0 else { return false }
        var pixels: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
            throw SystemError.output("libwebp stopped inside a frame while decoding")
        }
        shown = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
        shownUntil = Int(timestamp)
        return true
    }

    /// The decoder over `bytes`, the canvas size and the total duration (ms).
    private static func open(_ bytes: UnsafeRawBufferPointer) -> (OpaquePointer, Int, Int, Int)? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var input = WebPData(bytes: base, size: bytes.count)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        guard let decoder = WebPAnimDecoderNew(&input, &options) else { return nil }
        var info = WebPAnimInfo()
        guard WebPAnimDecoderGetInfo(decoder, &info) != 0, info.canvas_width > 0, info.canvas_height > 0,
              let demux = WebPAnimDecoderGetDemuxer(decoder) else {
            WebPAnimDecoderDelete(decoder)
            return nil
        }
        var duration = 0
        var iterator = WebPIterator()
        if WebPDemuxGetFrame(demux, 1, &iterator) != 0 {
            repeat { duration += Int(iterator.duration) } while WebPDemuxNextFrame(&iterator) != 0
            WebPDemuxReleaseIterator(&iterator)
        }
        return (decoder, Int(info.canvas_width), Int(info.canvas_height), duration)
    }
}
