/// Gives the samples of a one-track ISO-BMFF movie (an animated AVIF as
/// ffmpeg's muxer writes it) the durations of the runs of frames they
/// stand for: a sink that sends a run of identical frames to the encoder
/// once (the HTML scrubber's) retimes the file so it still lasts the
/// whole animation.
///
/// Sample `i`'s duration becomes `holds[i]` times the one the muxer wrote.
/// Only `stts` (the durations) changes size; every box around it grows by
/// the same amount, the media, track and movie durations are scaled, and
/// every absolute file offset past it (`stco`/`co64` chunk offsets, `iloc`
/// extents of the still image) moves with the bytes it points at.
package enum SampleRetiming {
    package static func retimed(_ file: [UInt8], holds: [Int]) throws -> [UInt8] {
        let reader = BoxReader(file)
        guard let moov = reader.child("moov", in: 0..<file.count),
              let trak = reader.only("trak", in: moov.payload), let mdia = reader.child("mdia", in: trak.payload),
              let mdhd = reader.child("mdhd", in: mdia.payload), let minf = reader.child("minf", in: mdia.payload),
              let stbl = reader.child("stbl", in: minf.payload), let stts = reader.child("stts", in: stbl.payload) else {
            throw EncodingError.incompleteOutput("the animation ffmpeg wrote has no single track with sample times")
        }
        let durations = try sampleDurations(file, stts)
        guard durations.count == holds.count, holds.allSatisfy({ $0 >= 1 }) else {
            throw EncodingError.incompleteOutput("the animation ffmpeg wrote holds \(durations.count) frames, expected \(holds.count)")
        }
        let newDurations = zip(durations, holds).map { UInt64($0) * UInt64($1) }
        let (oldTotal, newTotal) = (durations.reduce(0) { $0 + UInt64($1) }, newDurations.reduce(0, +))
        let replacement = try sttsBox(newDurations)
        let growth = replacement.count - stts.size
        var patch = Patch(bytes: Array(file[..<stts.start]) + replacement + Array(file[stts.end...]),
                          pivot: stts.end, growth: growth)
        for box in [moov, trak, mdia, minf, stbl] { try patch.addToSize(of: box, growth) }
        try patch.setDuration(of: mdhd, kind: .media, newTotal)
        if let mvhd = reader.child("mvhd", in: moov.payload) { try patch.scaleDuration(of: mvhd, kind: .movie, oldTotal, newTotal) }
        if let tkhd = reader.child("tkhd", in: trak.payload) { try patch.scaleDuration(of: tkhd, kind: .track, oldTotal, newTotal) }
        if let elst = reader.child("edts", in: trak.payload).flatMap({ reader.child("elst", in: $0.payload) }) {
            try patch.scaleEdits(elst, oldTotal, newTotal)
        }
        for name in ["stco", "co64"] {
            if let table = reader.child(name, in: stbl.payload) { try patch.moveChunkOffsets(table, wide: name == "co64") }
        }
        if let meta = reader.child("meta", in: 0..<file.count),
           let iloc = reader.child("iloc", in: (meta.payloadStart + 4)..<meta.end) {
            try patch.moveItemOffsets(iloc)
        }
        return patch.bytes
    }

    /// Each sample's duration, from the run-length table.
    private static func sampleDurations(_ file: [UInt8], _ stts: MP4Box) throws -> [UInt32] {
        let body = stts.payload
        guard body.count >= 8 else { throw EncodingError.incompleteOutput("the animation's sample times are cut short") }
        let entries = Int(ByteCursor.bigEndian(file[(body.lowerBound + 4)..<(body.lowerBound + 8)]))
        guard body.count >= 8 + entries * 8 else { throw EncodingError.incompleteOutput("the animation's sample times are cut short") }
        var durations: [UInt32] = []
        for entry in 0..<entries {
            let at = body.lowerBound + 8 + entry * 8
            let count = ByteCursor.bigEndian(file[at..<(at + 4)]), duration = ByteCursor.bigEndian(file[(at + 4)..<(at + 8)])
            durations += Array(repeating: UInt32(duration), count: Int(count))
        }
        return durations
    }

    private static func sttsBox(_ durations: [UInt64]) throws -> [UInt8] {
        var runs: [(count: UInt32, duration: UInt32)] = []
        for duration in durations {
            guard let value = UInt32(exactly: duration) else { throw EncodingError.unusable("a held frame lasts too long for the animation's time scale") }
            if let last = runs.last, last.duration == value { runs[runs.count - 1].count += 1 } else { runs.append((1, value)) }
        }
        var box = bigEndian(UInt32(16 + runs.count * 8)) + Array("stts".utf8) + [0, 0, 0, 0] + bigEndian(UInt32(runs.count))
        for run in runs { box += bigEndian(run.count) + bigEndian(run.duration) }
        return box
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
