/// Ways to write a frame's rectangle where pixels the viewer already shows
/// may be the transparent index: which of them compresses best depends on
/// the picture, so `GIFAnimationWriter` encodes each and keeps the
/// smallest.
///
/// LZW gains from strings that recur, and runs of one value recur most.
/// So an unchanged pixel stays itself while it carries on a run of its
/// own colour, and a stretch of unchanged pixels turns transparent once it
/// holds two colours: one transparent run then stands for what were
/// several runs (`runs`). Making a lone unchanged colour run transparent
/// too (`singleRuns`) is better on some pictures, worse on others. These
/// are the heuristics of gifsicle's `-O3`, the optimiser chartreel's GIFs
/// are measured against.
///
/// The two differ only in the single-colour stretches (`singleStretches`),
/// so one array holds either: `makeSingle` turns `runs` into `singleRuns`
/// in place, which at 3840x2160 spares the encoding thread a second 8 MB.
struct GIFTransparentRuns {
    /// Unchanged stretches of two or more colours transparent.
    private(set) var runs: [UInt8]
    /// The unchanged stretches of one colour that end at a changed pixel,
    /// in order: transparent in `singleRuns`, themselves in `runs`.
    let singleStretches: [Range<Int>]
    private let transparent: UInt8

    /// As `runs`, and also the unchanged stretches of one colour that end
    /// at a changed pixel; nil where that changes nothing.
    var singleRuns: [UInt8]? {
        var single = self
        return single.makeSingle() ? single.runs : nil
    }

    /// `pixels` and `before` are the rectangle's pixels now and as the
    /// viewer shows them before the frame, row after row.
    init(pixels: [UInt8], before: [UInt8], transparent: UInt8) {
        self.init(pixels: pixels, unchanged: GIFPixelBits(equal: pixels, before), transparent: transparent)
    }

    /// `unchanged` marks the pixels the viewer shows before the frame.
    init(pixels: [UInt8], unchanged: GIFPixelBits, transparent: UInt8) {
        var data = [UInt8](repeating: 0, count: pixels.count)
        var stretches: [Range<Int>] = []
        // A stretch's pixels keep their values in `data` once it is over:
        // later changes are all at or after the stretch being read.
        var sameStart = 0, same = 0
        for i in 0..<pixels.count {
            let index = pixels[i]
            if !unchanged[i] && index != transparent {
                if same == 1, i > 0, data[i - 1] != transparent { stretches.append(sameStart..<i) }
                same = 0
            } else if same == 0 {
                sameStart = i
                same = 1
            } else if same == 1, i > 0, index != data[i - 1] {
                data.replaceSubrange(sameStart..<i, with: repeatElement(transparent, count: i - sameStart))
                same = 2
            }
            data[i] = same > 1 ? transparent : index
        }
        runs = data
        singleStretches = stretches
        self.transparent = transparent
    }

    /// Makes `runs` hold `singleRuns`, in place; false (and nothing
    /// changed) where they are the same.
    mutating func makeSingle() -> Bool {
        guard !singleStretches.isEmpty else { return false }
        runs.withUnsafeMutableBufferPointer { runs in
            for stretch in singleStretches { UnsafeMutableBufferPointer(rebasing: runs[stretch]).update(repeating: transparent) }
        }
        return true
    }
}
