import Foundation

/// Checks a finished file before it replaces the target: ffmpeg has been
/// seen to exit 0 on a full disk, leaving a truncated file.
struct OutputCheck {
    let format: VideoFormat
    let spec: VideoSpec
    let ffprobe: URL?

    /// Throws `EncodingError.incompleteOutput` unless `file` is non-empty,
    /// starts like `format`, and (with ffprobe) holds the expected number of
    /// frames and duration.
    func verify(_ file: URL) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        guard size > 0 else { throw failure("ffmpeg wrote an empty file", file) }
        guard Self.hasSignature(file, format) else { throw failure("the file ffmpeg wrote is not a valid \(format.rawValue.uppercased())", file) }
        guard let ffprobe, let probe = Self.probe(file, ffprobe: ffprobe) else {
            if ffprobe != nil { throw failure("ffprobe cannot read the file ffmpeg wrote", file) }
            return
        }
        if probe.frames != spec.frameCount {
            throw failure("the file ffmpeg wrote holds \(probe.frames) frames, expected \(spec.frameCount)", file)
        }
        let expected = Double(spec.frameCount) / Double(spec.fps)
        if let duration = probe.duration, abs(duration - expected) > 1.5 / Double(spec.fps) + 0.02 {
            throw failure(String(format: "the file ffmpeg wrote lasts %.3f s, expected %.3f s", duration, expected), file)
        }
    }

    private func failure(_ message: String, _ file: URL) -> EncodingError {
        .incompleteOutput(message + "; the target was not replaced" + DiskSpace.fullHint(at: file))
    }

    /// GIF: header and trailer byte; MP4: an `ftyp` box first.
    static func hasSignature(_ file: URL, _ format: VideoFormat) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 12)) ?? Data()
        switch format {
        case .gif:
            guard head.starts(with: Data("GIF8".utf8)), (try? handle.seekToEnd()) != nil,
                  let end = try? handle.offset(), end > 0 else { return false }
            try? handle.seek(toOffset: end - 1)
            return (try? handle.read(upToCount: 1)) == Data([0x3B])
        case .mp4:
            return head.count >= 8 && head[4..<8] == Data("ftyp".utf8)
        }
    }

    /// Packets of the first video stream (no decoding) and the container's duration.
    static func probe(_ file: URL, ffprobe: URL) -> (frames: Int, duration: Double?)? {
        let process = Process()
        let output = Pipe()
        process.executableURL = ffprobe
        process.arguments = ["-v", "error", "-count_packets", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_packets:format=duration", "-of", "default=nw=1", file.path]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        // waitUntilExit alone polls in 50 ms steps on Linux; the handler does not.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let frames = fields["nb_read_packets"].flatMap(Int.init) else { return nil }
        return (frames, fields["duration"].flatMap(Double.init))
    }
}
