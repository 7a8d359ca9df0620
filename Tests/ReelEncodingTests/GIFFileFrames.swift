@testable import ReelEncoding

/// The frames a GIF shows, as full canvases of palette indices, read back
/// from its blocks with `GIFLZW.decode`: what tests compare when two
/// writers must show the same animation, whatever bytes they chose.
/// Reads what `GIFAnimationWriter` writes (one global palette, no local
/// ones, no interlacing); a frame's transparent pixels leave the canvas
/// beneath, and a frame disposed to the background leaves `transparent`.
struct GIFFileFrames {
    var width = 0, height = 0
    var frames: [[UInt8]] = []
    var delays: [Int] = []

    init(_ bytes: [UInt8], transparent: UInt8) {
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var canvas = [UInt8](repeating: transparent, count: width * height)
        var (delay, disposal, clear): (Int, UInt8, UInt8?) = (0, 0, nil)
        while at < bytes.count, bytes[at] != 0x3B {
            if bytes[at] == 0x21 {
                if bytes[at + 1] == 0xF9 {
                    delay = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8
                    disposal = bytes[at + 3] >> 2 & 7
                    clear = bytes[at + 3] & 1 != 0 ? bytes[at + 6] : nil
                }
                at = Self.skipBlocks(bytes, from: at + 2)
                continue
            }
            let word = { (offset: Int) in Int(bytes[at + offset]) | Int(bytes[at + offset + 1]) << 8 }
            let rect = GIFRect(x: word(1), y: word(3), width: word(5), height: word(7))
            let start = at + 10
            at = Self.skipBlocks(bytes, from: start + 1)
            let pixels = GIFLZW.decode(Array(bytes[start..<at]))
            for (offset, index) in pixels.prefix(rect.width * rect.height).enumerated() where index != clear {
                canvas[(rect.y + offset / rect.width) * width + rect.x + offset % rect.width] = index
            }
            frames.append(canvas)
            delays.append(delay)
            if disposal == 2 {
                for y in rect.y..<(rect.y + rect.height) {
                    for x in rect.x..<(rect.x + rect.width) { canvas[y * width + x] = transparent }
                }
            }
        }
    }

    /// The offset after the sub-blocks starting at `at`.
    private static func skipBlocks(_ bytes: [UInt8], from at: Int) -> Int {
        var at = at
        while bytes[at] != 0 { at += Int(bytes[at]) + 1 }
        return at + 1
    }

    /// Each frame once per hundredth of a second it shows: two files that
    /// show the same animation give the same list, however they merged
    /// equal frames.
    var hundredths: [[UInt8]] {
        zip(frames, delays).flatMap { frame, delay in Array(repeating: frame, count: delay) }
    }
}
